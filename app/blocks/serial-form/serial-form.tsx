import { type ComponentType, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Form, useActionData, useFetcher, useLocation, useNavigation } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { formatSerialInput } from "~/domain/renewal/serial-input";
import { opensDialog } from "../dialogs/open-link";
import { type BlockContext, Heading } from "../types";
import type { SerialFormAnswer, SerialFormView } from "./view";

/**
 * The licence key form (spec 2 §4, §5): dashes are added while typing, the form posts to the
 * page's action (so it works without JavaScript), and an invalid key marks the field. A notice
 * from the last lookup (a disclaimer, the failure text) shows above it; the Canadian fallback
 * and a partner's page move on after their delay. With an opener, the partner-dialog form is the
 * renewal-serial dialog (decision 032).
 */
export function SerialForm({ block, context }: { block: SerialFormView; context: BlockContext }) {
  return block.opener ? (
    <SerialDialog block={block} opener={block.opener} context={context} />
  ) : (
    <PageSerialForm block={block} context={context} />
  );
}

/** The form in the page: it posts as a navigation, so its answer is the page's action data. */
function PageSerialForm({ block, context }: { block: SerialFormView; context: BlockContext }) {
  const answer = useActionData() as SerialFormAnswer | undefined;
  const busy = useNavigation().state !== "idle";
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
        <SerialFields block={block} FormComponent={Form} answer={answer} busy={busy} />
      </div>
    </section>
  );
}

/**
 * The renewal-serial dialog: a link to the page where the partner-dialog form is in the page
 * (what it is without JavaScript), which opens the same form in a modal dialog. The dialog's
 * form posts as a fetcher, so its answer stays in the dialog (not in the page's other form): a
 * partner's page is a redirect the browser follows, no partner or an invalid key show inside.
 */
function SerialDialog({
  block,
  opener,
  context,
}: {
  block: SerialFormView;
  opener: NonNullable<SerialFormView["opener"]>;
  context: BlockContext;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<SerialFormAnswer>();
  const { key } = useLocation();
  const t = block.texts;

  // The normal lookup taken on from the no-partner state went to a page (or this page's notice).
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new location.
  useEffect(() => setOpen(false), [key]);

  return (
    <section className="container section serial-form-opener" id={block.id}>
      {block.heading && <Heading level={context.headingLevel}>{block.heading}</Heading>}
      {block.text && <p className="serial-form-opener__text">{block.text}</p>}
      <a
        className="button button--secondary serial-form-opener__link"
        href={opener.href}
        aria-haspopup="dialog"
        onClick={opensDialog(() => setOpen(true))}
      >
        {opener.label}
      </a>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          // Opened again, it starts afresh.
          fetcher.reset();
        }}
        title={t.partnerDialogTitle}
        closeLabel={opener.closeLabel}
        className="serial-form__dialog"
      >
        {open && (
          <>
            <p>{t.partnerDialogText}</p>
            <SerialFields block={block} FormComponent={fetcher.Form} answer={fetcher.data} busy={fetcher.state !== "idle"} />
          </>
        )}
      </Dialog>
    </section>
  );
}

type FormLike = ComponentType<{ method: "post"; noValidate?: boolean; className?: string; children: ReactNode }>;

/**
 * The key field and its answers: the field marked with the message of an invalid key, or the
 * no-partner state with the way on (the same key through the normal lookup). Focus goes to what
 * an answer changed: the marked field, or the no-partner text.
 */
function SerialFields({
  block,
  FormComponent,
  answer,
  busy,
}: {
  block: SerialFormView;
  FormComponent: FormLike;
  answer: SerialFormAnswer | undefined;
  busy: boolean;
}) {
  const [serial, setSerial] = useState("");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const noPartnerState = useRef<HTMLDivElement>(null);
  const t = block.texts;
  const error = answer && "field" in answer ? answer.error : null;
  const noPartner = answer && "state" in answer ? answer : null;
  useFocusOnAnswer(answer, error ? input : noPartner ? noPartnerState : null);

  return (
    <>
      {noPartner && (
        <div ref={noPartnerState} className="serial-form__notice serial-form__notice--no-partner" role="status" tabIndex={-1}>
          <p>{noPartner.text}</p>
          <p>{t.noPartnerNext}</p>
          <FormComponent method="post" className="serial-form__continue">
            <input type="hidden" name="intent" value="lrc-lookup" />
            <input type="hidden" name="serial" value={noPartner.serial} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {t.noPartnerContinue}
            </button>
          </FormComponent>
        </div>
      )}
      <FormComponent method="post" noValidate className="serial-form__form">
        <input type="hidden" name="intent" value={block.mode === "partner-dialog" ? "lrc-partner" : "lrc-lookup"} />
        <label htmlFor={`${id}-serial`} className="serial-form__label">
          {t.serialLabel}
        </label>
        <input
          ref={input}
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
      </FormComponent>
    </>
  );
}

/** Moves focus to `target` when a new answer arrives (not for the answer a page loaded with). */
function useFocusOnAnswer(answer: unknown, target: RefObject<HTMLElement | null> | null) {
  const seen = useRef(answer);
  useEffect(() => {
    if (answer === seen.current) return;
    seen.current = answer;
    target?.current?.focus();
  }, [answer, target]);
}
