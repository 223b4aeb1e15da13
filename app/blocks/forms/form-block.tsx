import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { honeypotName } from "~/domain/forms/human";
import { isValidEmail } from "~/lib/email";
import type { BlockContext } from "../types";
import { CaptchaField } from "./captcha-field";
import type { FormActionData, FormFieldView, FormView } from "./view";

type Failure = Extract<FormActionData, { ok: false }>;

function FieldControl({
  field,
  id,
  value,
  error,
  placeholder,
}: {
  field: FormFieldView;
  id: string;
  value: string;
  error?: string;
  placeholder?: string;
}) {
  const describedBy = [field.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  switch (field.type) {
    case "textarea":
      return (
        <textarea {...common} className="form__input form__textarea" rows={6} maxLength={field.maxLength} defaultValue={value} />
      );
    case "select":
    case "product":
      return (
        <select {...common} className="form__input" defaultValue={value} autoComplete={field.autocomplete}>
          <option value="">—</option>
          {field.options?.map((option) => (
            // Product names are names: machine translation leaves them as they are.
            <option key={option.value} value={option.value} translate={field.type === "product" ? "no" : undefined}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case "checkbox":
      return <input {...common} type="checkbox" className="form__check" defaultChecked={value === "yes"} />;
    default:
      return (
        <input
          {...common}
          type={field.type === "email" ? "email" : field.type === "tel" ? "tel" : "text"}
          className="form__input"
          maxLength={field.maxLength}
          autoComplete={field.autocomplete}
          defaultValue={value}
          placeholder={placeholder}
        />
      );
  }
}

function RatingField({
  field,
  id,
  value,
  error,
  legend,
  stars,
  requiredMark,
}: {
  requiredMark: string;
  field: FormFieldView;
  id: string;
  value: string;
  error?: string;
  legend: string;
  stars: string[];
}) {
  return (
    <fieldset
      className="form__rating"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form__label">
        {field.label || legend} {field.required && <span className="form__mark">({requiredMark})</span>}
      </legend>
      <div className="form__stars">
        {stars.map((label, index) => {
          const rating = String(index + 1);
          return (
            <label key={rating} className="form__star">
              <input type="radio" name={field.name} value={rating} defaultChecked={value === rating} required={field.required} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A form of the form engine (spec 3 §3–§5): a real `<form>` that posts to its page and works
 * without JavaScript; errors beside each field and summarised above, in the site's language; the
 * thank-you text in place of the form when the definition has no thank-you page.
 */
export function FormBlock({ block }: { block: FormView; context?: BlockContext }) {
  const actionData = useActionData() as FormActionData | undefined;
  const answer = actionData && actionData.form === block.formId ? actionData : undefined;
  const failure: Failure | undefined = answer && !answer.ok ? answer : undefined;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("_form") === block.formId;
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [clientError, setClientError] = useState(false);
  // A refused captcha gets a new widget (and challenge): the refused solution is spent or invalid.
  const [captchaRound, setCaptchaRound] = useState(0);
  useEffect(() => {
    if (failure?.errors.captcha) setCaptchaRound((round) => round + 1);
  }, [failure]);

  useEffect(() => {
    if (failure) summaryRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (answer?.ok) doneRef.current?.focus();
  }, [answer]);

  if (answer?.ok) {
    return (
      <section className="form-block container" id={block.id}>
        <div className="form-block__done" role="status" tabIndex={-1} ref={doneRef}>
          <h2>{answer.thankYou.heading}</h2>
          <p>{answer.thankYou.text}</p>
        </div>
      </section>
    );
  }

  const values = failure?.values ?? block.initial;
  const errors = failure?.errors ?? {};
  const fieldId = (name: string) => `${block.id}-${name}`;
  const headingId = `${block.id}-heading`;
  // Spec 3 §4 (newsletter): an invalid address is cleared and its placeholder becomes the error.
  const emailCleared = Boolean(block.placeholder && (errors.email || clientError));

  return (
    <section className={`form-block form-block--${block.kind} container`} id={block.id} aria-labelledby={headingId}>
      <h2 id={headingId} className="form-block__heading">
        {block.heading}
      </h2>
      {block.intro && <p className="form-block__intro">{block.intro}</p>}
      {failure && (failure.formError || Object.keys(errors).length > 0) && (
        <div className="form-block__summary" role="alert" tabIndex={-1} ref={summaryRef}>
          {failure.formError && <p>{failure.formError}</p>}
          {Object.keys(errors).length > 0 && (
            <>
              <p>{failure.summary}</p>
              <ul>
                {Object.entries(errors).map(([name, message]) => (
                  <li key={name}>
                    <a href={`#${name === "captcha" ? `${block.id}-answer` : fieldId(name)}`}>{message}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <Form
        method="post"
        className="form-block__form"
        noValidate
        preventScrollReset
        onSubmit={(event) => {
          if (!block.placeholder) return;
          // The newsletter checks the address before it is sent (spec 3 §5): "otherwise nothing is submitted".
          const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement | null;
          if (input && !isValidEmail(input.value.trim())) {
            event.preventDefault();
            input.value = "";
            setClientError(true);
            input.focus();
          } else setClientError(false);
        }}
      >
        <input type="hidden" name="intent" value="form" />
        <input type="hidden" name="_form" value={block.formId} />
        <input type="hidden" name="_token" value={failure?.token ?? block.token} />
        <div className="form-block__trap" aria-hidden="true">
          <label htmlFor={fieldId(honeypotName)}>{block.texts.honeypotLabel}</label>
          <input id={fieldId(honeypotName)} name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="form-block__fields">
          {block.fields.map((field) => {
            const id = fieldId(field.name);
            const error = errors[field.name];
            if (field.type === "rating")
              return (
                <RatingField
                  key={field.name}
                  field={field}
                  id={id}
                  value={values[field.name] ?? ""}
                  error={error}
                  legend={block.texts.ratingLegend}
                  stars={block.texts.stars}
                  requiredMark={block.texts.requiredMark}
                />
              );
            const wide = field.type === "textarea" ? " form__field--wide" : "";
            const cleared = field.type === "email" && emailCleared;
            return (
              <div key={field.name} className={`form__field form__field--${field.type}${wide}`}>
                <label htmlFor={id} className="form__label">
                  {field.label}{" "}
                  <span className="form__mark">({field.required ? block.texts.requiredMark : block.texts.optionalMark})</span>
                </label>
                <FieldControl
                  field={field}
                  id={id}
                  value={cleared ? "" : (values[field.name] ?? "")}
                  error={error ?? (cleared ? block.placeholder?.error : undefined)}
                  placeholder={
                    field.type === "email" && block.placeholder
                      ? cleared
                        ? block.placeholder.error
                        : block.placeholder.text
                      : undefined
                  }
                />
                {field.hint && (
                  <p id={`${id}-hint`} className="form__hint">
                    {field.hint}
                  </p>
                )}
                {(error || (cleared && block.placeholder)) && (
                  <p id={`${id}-error`} className={cleared ? "visually-hidden" : "form__error"}>
                    {error ?? block.placeholder?.error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {block.consent && (
          <div className="form__consent">
            <input
              id={fieldId("consent")}
              type="checkbox"
              name="consent"
              required={block.consent.required}
              defaultChecked={failure?.consent ?? false}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${fieldId("consent")}-error` : undefined}
            />
            <label htmlFor={fieldId("consent")}>
              {block.consent.label}
              {block.consent.link && (
                <>
                  {" "}
                  <a href={block.consent.link.href}>{block.consent.link.label}</a>
                </>
              )}
            </label>
            {errors.consent && (
              <p id={`${fieldId("consent")}-error`} className="form__error">
                {errors.consent}
              </p>
            )}
          </div>
        )}
        {block.captcha && <CaptchaField key={captchaRound} captcha={block.captcha} id={block.id} error={errors.captcha} />}
        <button type="submit" className="button button--primary form-block__submit" disabled={sending}>
          {sending ? block.texts.sending : block.submit}
        </button>
        {block.note && (
          // Sanitised on the server (sanitizeRichText).
          <div className="form-block__note" dangerouslySetInnerHTML={{ __html: block.note }} />
        )}
      </Form>
    </section>
  );
}
