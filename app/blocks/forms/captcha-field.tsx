import { createElement, useEffect, useState } from "react";
import type { CaptchaView } from "./view";

/**
 * The widget without its bundled styles and workers (they would need inline styles and `blob:`
 * workers, which the Content-Security-Policy refuses): its stylesheet is part of the page's CSS,
 * its PBKDF2 worker a file of the site.
 */
async function loadWidget(language: string) {
  const [, worker] = await Promise.all([import("altcha/external"), import("altcha/workers/pbkdf2?worker")]);
  const registry = (globalThis as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
  registry?.algorithms.set("PBKDF2/SHA-256", () => new worker.default());
  await translations[language]?.();
}

/** ALTCHA's translations, loaded with the widget for the site's language. */
const translations: Record<string, () => Promise<unknown>> = {
  ar: () => import("altcha/i18n/ar"),
  da: () => import("altcha/i18n/da"),
  de: () => import("altcha/i18n/de"),
  "es-es": () => import("altcha/i18n/es-es"),
  "es-419": () => import("altcha/i18n/es-419"),
  "fr-fr": () => import("altcha/i18n/fr-fr"),
  it: () => import("altcha/i18n/it"),
  ja: () => import("altcha/i18n/ja"),
  nb: () => import("altcha/i18n/nb"),
  nl: () => import("altcha/i18n/nl"),
  "pt-br": () => import("altcha/i18n/pt-br"),
  ru: () => import("altcha/i18n/ru"),
  sv: () => import("altcha/i18n/sv"),
  tr: () => import("altcha/i18n/tr"),
  "zh-cn": () => import("altcha/i18n/zh-cn"),
};

/**
 * The captcha (spec 3 §5): with JavaScript, the self-hosted ALTCHA proof-of-work widget, loaded
 * when the form is shown (it puts its solution in the hidden field `altcha`); without it, a sum to
 * answer in the site's language, whose signed token the server checks.
 */
export function CaptchaField({ captcha, id, error }: { captcha: CaptchaView; id: string; error?: string }) {
  const [widget, setWidget] = useState(false);
  useEffect(() => {
    let active = true;
    loadWidget(captcha.language)
      .then(() => active && setWidget(true))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [captcha.language]);
  const errorId = `${id}-captcha-error`;
  return (
    <fieldset className="form__captcha" aria-describedby={error ? errorId : undefined} data-invalid={error ? "true" : undefined}>
      <legend className="form__label">{captcha.label}</legend>
      {widget ? (
        createElement("altcha-widget", {
          challenge: captcha.challengeUrl,
          name: "altcha",
          language: captcha.language,
          hidefooter: "true",
          // The work starts as soon as the visitor is in the form, so it is usually done before they send it.
          auto: "onfocus",
        })
      ) : (
        // Shown until the widget has loaded, and for good without JavaScript.
        <div className="form__question">
          <label htmlFor={`${id}-answer`}>{captcha.question.text}</label>
          <input type="hidden" name="_captcha" value={captcha.question.token} />
          <input
            id={`${id}-answer`}
            name="_answer"
            className="form__input form__input--short"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            aria-describedby={`${id}-answer-hint`}
            aria-invalid={error ? true : undefined}
          />
          <p id={`${id}-answer-hint`} className="form__hint">
            {captcha.question.hint}
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} className="form__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
