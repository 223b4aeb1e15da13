import { createElement, useEffect, useState } from "react";
import type { CaptchaView } from "./view";

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
    import("altcha")
      .then(() => translations[captcha.language]?.())
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
