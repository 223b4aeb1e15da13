import type { Services } from "~/context";
import { isStoreUnavailable } from "~/db/store-errors.server";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import { type FormContext, loadFormContext } from "./load.server";
import type { FormError, SubmitOutcome } from "./service.server";
import type { FieldError, PostedFields } from "./validate";

/**
 * A form post, from a page or from `POST /_svc/FormService/`: the form it names, loaded for the
 * site, then the form service's outcome. Both doors present the outcome their own way (a page
 * with messages beside the fields; JSON naming the fields).
 */

export type FormPost =
  | { status: "unknown-form" }
  | { status: "unavailable" }
  | { status: "done"; form: FormContext; outcome: SubmitOutcome };

/** The first value of each name; files and repeated names beyond the first are ignored. */
export function postedFields(data: FormData | URLSearchParams): Record<string, string> {
  const posted: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === "string" && !(name in posted) && name.length <= 64) posted[name] = value;
  }
  return posted;
}

export async function takeFormPost(input: {
  services: Pick<Services, "content" | "forms">;
  site: Site;
  formId: string;
  posted: PostedFields;
  clientIp: string;
  origin: string;
  logger: Logger;
}): Promise<FormPost> {
  const { services, site } = input;
  const form = await loadFormContext(services.content, site, input.formId);
  if (!form) return { status: "unknown-form" };
  try {
    const outcome = await services.forms.submit({
      definition: form.definition,
      locale: site.locale,
      intlLocale: site.intlLocale,
      posted: input.posted,
      clientIp: input.clientIp,
      origin: input.origin,
      texts: form.texts,
      recipients: form.recipients,
      productNames: form.productNames,
      newsletter: form.newsletter,
    });
    if (outcome.status === "accepted")
      input.logger.info(
        { formId: form.definition.formId, submissionId: outcome.submissionId, duplicate: outcome.duplicate },
        "form accepted",
      );
    return { status: "done", form, outcome };
  } catch (error) {
    if (!isStoreUnavailable(error)) input.logger.error({ err: error, formId: input.formId }, "form submission failed");
    else input.logger.warn({ err: error, formId: input.formId }, "form submission failed: store unavailable");
    return { status: "unavailable" };
  }
}

/** A field's error in the site's language. */
export function fieldMessage(texts: FormContext["texts"], intlLocale: string, error: FieldError): string {
  if (error.code === "tooLong") return formatMessage(intlLocale, texts.tooLong, { max: error.max ?? 0 });
  if (error.code === "tooShort") return formatMessage(intlLocale, texts.tooShort, { min: error.min ?? 0 });
  return texts[error.code];
}

/** A form-level error in the site's language; the captcha's go beside the captcha. */
export function formErrorMessage(texts: FormContext["texts"], error: FormError): string {
  return texts[error];
}
