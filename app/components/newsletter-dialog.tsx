import { useEffect, useRef, useState } from "react";
import type { Shell } from "~/domain/content/shell.server";
import { honeypotName } from "~/domain/forms/human";
import { isValidEmail } from "~/lib/email";

type Config = NonNullable<Shell["newsletter"]>;

/**
 * The newsletter popup's dialog, once open (see `NewsletterPopup`): it asks for a token, and posts
 * the address to `/_svc/FormService/`. It opens by itself (a timer, the scroll), so it takes the
 * focus only from a visitor who is not using a control of the page: focus on a link, a field or a
 * carousel stays there (WCAG 3.2.1), and the popup waits at the end of the page's tab order.
 */
export default function NewsletterDialog({
  config,
  onClose,
  onSubscribed,
}: {
  config: Config;
  onClose: () => void;
  onSubscribed: () => void;
}) {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "done" | "invalid" | "failed">("idle");
  const [message, setMessage] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const email = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) dialog.current?.focus();
  }, []);

  useEffect(() => {
    if (!token)
      fetch(`/_svc/FormService/token?form=${encodeURIComponent(config.formId)}`)
        .then((answer) => (answer.ok ? answer.json() : null))
        .then((body: { token?: string } | null) => body?.token && setToken(body.token))
        .catch(() => undefined);
  }, [token, config.formId]);

  const close = onClose;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = email.current;
    const form = new FormData(event.currentTarget);
    const address = String(form.get("email") ?? "").trim();
    if (!input || !isValidEmail(address)) {
      if (input) input.value = "";
      setState("invalid");
      input?.focus();
      return;
    }
    setState("sending");
    try {
      const answer = await fetch("/_svc/FormService/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form as unknown as Record<string, string>).toString(),
      });
      const body = (await answer.json()) as { fields?: Record<string, string> };
      if (answer.ok) {
        setState("done");
        onSubscribed();
      } else if (body.fields?.email) {
        input.value = "";
        setState("invalid");
        input.focus();
      } else {
        setState("failed");
        setMessage(answer.status === 429 ? config.tooMany : config.unavailable);
        // A refused token (too fast, too old) is replaced, so the next try can succeed.
        setToken(null);
      }
    } catch {
      setState("failed");
      setMessage(config.unavailable);
    }
  }

  return (
    <div
      className="newsletter-popup"
      role="dialog"
      aria-modal="false"
      aria-label={config.dialogLabel}
      tabIndex={-1}
      ref={dialog}
      style={{ "--popup-width": `${config.popupWidth}px` } as React.CSSProperties}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <button type="button" className="newsletter-popup__close" aria-label={config.close} onClick={close}>
        ×
      </button>
      <section className="form-block form-block--newsletter container">
        <h2 className="form-block__heading">{config.header}</h2>
        {state === "done" ? (
          <p role="status">{config.thankYou}</p>
        ) : (
          <form className="form-block__form" noValidate onSubmit={submit}>
            <input type="hidden" name="_form" value={config.formId} />
            <input type="hidden" name="_token" value={token ?? ""} />
            <div className="form-block__trap" aria-hidden="true">
              <label htmlFor="newsletter-popup-trap">{config.honeypotLabel}</label>
              <input id="newsletter-popup-trap" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div className="form__field">
              <label htmlFor="newsletter-popup-email" className="form__label">
                {config.emailLabel}
              </label>
              <input
                ref={email}
                id="newsletter-popup-email"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                className="form__input"
                placeholder={state === "invalid" ? config.error : config.emailPlaceholder}
                aria-invalid={state === "invalid" ? true : undefined}
                aria-describedby={state === "invalid" ? "newsletter-popup-error" : undefined}
              />
              {state === "invalid" && (
                <p id="newsletter-popup-error" className="visually-hidden">
                  {config.error}
                </p>
              )}
            </div>
            {state === "failed" && message && (
              <p className="form__error" role="alert">
                {message}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={state === "sending" || !token}>
              {state === "sending" ? config.sending : config.submit}
            </button>
            {/* Sanitised on the server (sanitizeRichText). */}
            <div className="form-block__note" dangerouslySetInnerHTML={{ __html: config.footer }} />
          </form>
        )}
      </section>
    </div>
  );
}
