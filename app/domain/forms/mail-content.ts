import { formatMessage } from "~/lib/messages";
import type { FormDefinition, NewsletterConfig } from "./definition";
import type { FormTexts } from "./form-texts.server";

/**
 * The text of the e-mails the forms send. Pure: plain text only (every value a visitor typed was
 * cleaned of markup by `validateSubmission`, and plain text cannot carry a link that is not shown).
 */

export interface MailContent {
  subject: string;
  body: string;
}

/** A value as the notification shows it: the option's label for choices, the text otherwise. */
function shownValue(definition: FormDefinition, name: string, value: string, productNames: ReadonlyMap<string, string>): string {
  const field = definition.fields.find((candidate) => candidate.name === name);
  if (field?.type === "select") return field.options?.find((option) => option.value === value)?.label ?? value;
  if (field?.type === "product") return productNames.get(value) ?? value;
  return value;
}

/** The message to the site's sales (or partner, privacy) address: every field, the consent, the reference. */
export function notificationMail(input: {
  definition: FormDefinition;
  values: Readonly<Record<string, string>>;
  texts: FormTexts;
  intlLocale: string;
  siteHost: string;
  submissionId: string;
  consentAt: string | null;
  productNames: ReadonlyMap<string, string>;
}): MailContent {
  const { definition, values, texts, intlLocale } = input;
  const name = [values.firstName, values.lastName].filter(Boolean).join(" ") || values.nickname || values.email || "—";
  const lines = definition.fields
    .filter((field) => values[field.name])
    .map((field) => {
      const value = shownValue(definition, field.name, values[field.name] ?? "", input.productNames);
      return value.includes("\n") ? `${field.label}:\n${value}` : `${field.label}: ${value}`;
    });
  const consent =
    definition.consent && input.consentAt
      ? formatMessage(intlLocale, texts.salesMailConsent, { version: definition.consent.version, time: input.consentAt })
      : texts.salesMailNoConsent;
  const intro = formatMessage(intlLocale, texts.salesMailIntro, {
    form: definition.heading,
    formNr: definition.formNr,
    site: input.siteHost,
  });
  return {
    subject: formatMessage(intlLocale, texts.salesMailSubject, { form: definition.heading, name }).slice(0, 200),
    body: [intro, "", ...lines, "", consent, `Ref: ${input.submissionId}`, ""].join("\n"),
  };
}

/** The review moderators' message. */
export function reviewMail(input: {
  texts: FormTexts;
  intlLocale: string;
  siteHost: string;
  productName: string;
  values: Readonly<Record<string, string>>;
  reviewId: string;
}): MailContent {
  const { texts, intlLocale, values } = input;
  return {
    subject: formatMessage(intlLocale, texts.reviewMailSubject, { product: input.productName }).slice(0, 200),
    body: [
      formatMessage(intlLocale, texts.reviewMailIntro, { product: input.productName, site: input.siteHost }),
      "",
      `${"★".repeat(Number(values.rating) || 0)} ${values.title ?? ""}`,
      values.text ?? "",
      `— ${values.nickname ?? ""}`,
      "",
      `npm run reviews -- approve ${input.reviewId}`,
      `npm run reviews -- reject ${input.reviewId}`,
      "",
    ].join("\n"),
  };
}

/** The double opt-in message (spec 3 §3 newsletter): a link to confirm, and one to unsubscribe. */
export function newsletterConfirmationMail(input: {
  config: NewsletterConfig;
  intlLocale: string;
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  return {
    subject: input.config.mailSubject,
    body: `${formatMessage(input.intlLocale, input.config.mailBody, {
      email: input.email,
      confirmUrl: input.confirmUrl,
      unsubscribeUrl: input.unsubscribeUrl,
    })}\n`,
  };
}
