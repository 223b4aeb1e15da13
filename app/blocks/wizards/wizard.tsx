import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, Link } from "react-router";
import { BuyBlock } from "../buy-block/buy-block";
import { type BlockContext, BlockSection } from "../types";
import type { WizardBlockView, WizardEvent, WizardQuestionView, WizardView } from "./view";

/** An answer for the data layer (spec 2 §4): which wizard, step and answer — no personal data. */
export function pushWizardEvent(event: WizardEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ...event });
}

/**
 * Where a wizard lives: in a page (a GET form to the page, back and restart as links, so each step
 * is a URL) or in the dialog (the same form, its query handed to `go`; back and restart as buttons).
 */
export type WizardMode = { kind: "page" } | { kind: "dialog"; go: (query: string) => void; busy: boolean };

/** The question's form: React Router's in a page; in the dialog, one whose answers go to `go`. */
function WizardForm({ mode, action, children }: { mode: WizardMode; action: string; children: ReactNode }) {
  if (mode.kind === "page")
    return (
      <Form method="get" action={action} className="wizard__form" preventScrollReset>
        {children}
      </Form>
    );
  return (
    <form
      method="get"
      action={action}
      className="wizard__form"
      onSubmit={(event) => {
        event.preventDefault();
        const answers = new FormData(event.currentTarget);
        mode.go(new URLSearchParams([...answers].map(([name, value]) => [name, String(value)])).toString());
      }}
    >
      {children}
    </form>
  );
}

/** A question: its words and hint, and the answer it takes (radio answers or a number). */
function Question({ question }: { question: WizardQuestionView }) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className="wizard__question" aria-describedby={question.hint ? hintId : undefined}>
      <legend className="wizard__legend">{question.question}</legend>
      {question.hint && (
        <p className="wizard__hint" id={hintId}>
          {question.hint}
        </p>
      )}
      {question.kind === "number" ? (
        <>
          <label className="wizard__number">
            <span className="wizard__number-label">{question.label}</span>
            <input
              type="number"
              inputMode="numeric"
              name={question.name}
              min={question.min}
              max={question.max}
              step={1}
              required
              defaultValue={question.value}
              aria-invalid={question.error ? true : undefined}
              aria-describedby={question.error ? errorId : undefined}
            />
          </label>
          {question.error && (
            <p className="wizard__error" id={errorId} role="alert">
              {question.error}
            </p>
          )}
        </>
      ) : (
        <div className="wizard__options">
          {question.options.map((option) => (
            <label key={option.value} className="wizard__option">
              <input type="radio" name={question.name} value={option.value} defaultChecked={option.checked} required />
              <span className="wizard__option-text">
                <span className="wizard__option-label">{option.label}</span>
                {option.description && <span className="wizard__option-description">{option.description}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/**
 * One state of a help-me-choose wizard (spec 2 §4): the question with Continue and Back, or the
 * recommendation with its buy block. Each answer goes to the data layer; after a step changes in
 * place, focus moves to the new question or recommendation, so it is announced.
 */
export function Wizard({ view, mode }: { view: WizardView; mode: WizardMode }) {
  const live = useRef<HTMLDivElement>(null);
  const previous = useRef<{ key: string; answered: number } | null>(null);
  const [path, hash] = view.action.split("#") as [string, string | undefined];
  const anchor = hash ? `#${hash}` : "";
  const key = `${view.at}?${view.hidden.map((field) => `${field.name}=${field.value}`).join("&")}`;

  useEffect(() => {
    const before = previous.current;
    previous.current = { key, answered: view.answered };
    // The state first drawn in a page is where the visitor arrived, not an answer; in the dialog
    // every state but the first follows an answer. Going back is no answer.
    const arrived = before === null ? mode.kind === "dialog" && view.answered > 0 : before.key !== key;
    if (arrived && view.event && view.answered > (before?.answered ?? 0)) pushWizardEvent(view.event);
    if (before && before.key !== key) live.current?.focus();
  }, [key, view.answered, view.event, mode.kind]);

  const back =
    view.backQuery === null ? null : mode.kind === "dialog" ? (
      <button type="button" className="button button--secondary wizard__back" onClick={() => mode.go(view.backQuery ?? "")}>
        {view.texts.back}
      </button>
    ) : (
      <Link
        className="button button--secondary wizard__back"
        to={`${path}${view.backQuery ? `?${view.backQuery}` : ""}${anchor}`}
        preventScrollReset
      >
        {view.texts.back}
      </Link>
    );

  return (
    <div
      className={`wizard wizard--${view.wizard}${view.outcome ? " wizard--outcome" : ""}`}
      data-wizard-at={view.at}
      aria-busy={mode.kind === "dialog" && mode.busy}
    >
      <div ref={live} tabIndex={-1} className="wizard__focus">
        {view.stepLabel && <p className="wizard__step">{view.stepLabel}</p>}
        {view.question && (
          <WizardForm mode={mode} action={`${path}${anchor}`}>
            {view.hidden.map((field) => (
              <input key={field.name} type="hidden" name={field.name} value={field.value} />
            ))}
            <Question question={view.question} />
            <div className="wizard__actions">
              {back}
              <button type="submit" className="button button--primary">
                {view.texts.continue}
              </button>
            </div>
          </WizardForm>
        )}
        {view.outcome && (
          <div className="wizard__outcome">
            <p className="wizard__eyebrow">{view.outcome.heading}</p>
            <p className="wizard__title">{view.outcome.title}</p>
            {view.outcome.text && <p className="wizard__text">{view.outcome.text}</p>}
            {view.outcome.plan && <p className="wizard__plan">{view.outcome.plan}</p>}
            {view.outcome.features.length > 0 && (
              <ul className="wizard__features">
                {view.outcome.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            {view.outcome.productHref && view.outcome.productLink && (
              <p>
                <a href={view.outcome.productHref}>{view.outcome.productLink}</a>
              </p>
            )}
          </div>
        )}
        {view.noResult && (
          <div className="wizard__outcome">
            <p className="wizard__text">{view.noResult.text}</p>
            <p>
              <a className="button button--primary" href={view.noResult.href}>
                {view.noResult.label}
              </a>
            </p>
          </div>
        )}
      </div>
      {view.outcome && <BuyBlock block={view.outcome.buyBlock} context={{ headingLevel: 2 }} />}
      {view.outcome && view.outcome.also.length > 0 && (
        <div className="wizard__also">
          <p className="wizard__eyebrow">{view.outcome.alsoHeading}</p>
          <ul>
            {view.outcome.also.map((item) => (
              <li key={item.name}>{item.href ? <a href={item.href}>{item.title}</a> : item.title}</li>
            ))}
          </ul>
        </div>
      )}
      {(view.outcome || view.noResult) && (
        <div className="wizard__actions">
          {back}
          {mode.kind === "dialog" ? (
            <button type="button" className="button button--secondary" onClick={() => mode.go("")}>
              {view.texts.restart}
            </button>
          ) : (
            <Link className="button button--secondary" to={`${path}${anchor}`} preventScrollReset>
              {view.texts.restart}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** The wizard as a block of its page: the consumer wizard's own page, the business pages. */
export function WizardBlock({ block, context }: { block: WizardBlockView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="wizard-block">
      <Wizard view={block.view} mode={{ kind: "page" }} />
    </BlockSection>
  );
}
