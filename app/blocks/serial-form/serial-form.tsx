import { useEffect, useId, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { formatSerialInput } from "~/domain/renewal/serial-input";
import { type BlockContext, Heading } from "../types";
import type { SerialFormError, SerialFormView } from "./view";

/**
 * The licence key form (spec 2 §4, §5): dashes are added while typing, the form posts to the
 * page's action (so it works without JavaScript), and an invalid key marks the field. A notice
 * from the last lookup (a disclaimer, the failure text) shows above it; the Canadian fallback
 * moves on to the en-ca site after its delay.
 */
export function SerialForm({ block, context }: { block: SerialFormView; context: BlockContext }) {
  const answer = useActionData() as SerialFormError | undefined;
  const busy = useNavigation().state !== "idle";
  const [serial, setSerial] = useState("");
  const id = useId();
  const error = answer?.field === "serial" ? answer.error : null;
  const t = block.texts;
  const redirect = block.notice?.redirect;

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => window.location.assign(redirect.url), redirect.afterMs);
    return () => clearTimeout(timer);
  }, [redirect]);

  return (
    <section className="container section" id={block.id}>
      <div className="serial-form">
        {block.heading && <Heading level={context.headingLevel}>{block.heading}</Heading>}
        {block.mode === "partner-dialog" ? (
          <>
            <p className="serial-form__title">{t.partnerDialogTitle}</p>
            <p>{t.partnerDialogText}</p>
          </>
        ) : (
          block.text && <p>{block.text}</p>
        )}
        {block.notice && (
          <div className={`serial-form__notice serial-form__notice--${block.notice.kind}`} role="status">
            <p>{block.notice.text}</p>
            {block.notice.link && (
              <a className="button button--primary" href={block.notice.link.href} rel="noopener noreferrer">
                {block.notice.link.label}
              </a>
            )}
          </div>
        )}
        <Form method="post" noValidate className="serial-form__form">
          <input type="hidden" name="intent" value={block.mode === "partner-dialog" ? "lrc-partner" : "lrc-lookup"} />
          <label htmlFor={`${id}-serial`} className="serial-form__label">
            {t.serialLabel}
          </label>
          <input
            id={`${id}-serial`}
            className="serial-form__input"
            name="serial"
            value={serial}
            onChange={(event) => setSerial(formatSerialInput(event.target.value))}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={36}
            placeholder="XXXX-XXXXXXX-XXXXXXX"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          />
          <p id={`${id}-hint`} className="serial-form__hint">
            {t.serialHint}
          </p>
          {error && (
            <p id={`${id}-error`} className="serial-form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t.submit}
          </button>
        </Form>
      </div>
    </section>
  );
}
