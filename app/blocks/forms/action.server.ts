import { data, redirect } from "react-router";
import { requestContext, type Services, siteContext } from "~/context";
import { fieldMessage, formErrorMessage, postedFields, takeFormPost } from "~/domain/forms/post.server";
import { formatMessage } from "~/lib/messages";
import type { FormActionData } from "./view";

type RouterContext = { get: <T>(context: import("react-router").RouterContext<T>) => T };

const noStore = { "Cache-Control": "private, no-store" };

/**
 * A form block's post to its page (no JavaScript, or React Router's fetch): the thank-you page or
 * text when accepted; otherwise the page again with each field's message beside it (400), the
 * limit (429) or the store being away (503) — the visitor's entries kept.
 */
export async function formPageAction(
  form: FormData,
  url: URL,
  context: RouterContext,
  services: Pick<Services, "content" | "forms">,
) {
  const site = context.get(siteContext);
  const { clientIp, logger } = context.get(requestContext);
  const posted = postedFields(form);
  const formId = posted._form ?? "";
  const result = await takeFormPost({ services, site, formId, posted, clientIp, origin: url.origin, logger });
  if (result.status === "unknown-form") throw data(null, { status: 400 });
  if (result.status === "unavailable") {
    const texts = (await services.content.requireDocument(site.locale, "localization/form-texts.json", "form-texts")).document
      .fields;
    return data<FormActionData>(
      { form: formId, ok: false, values: posted, consent: false, errors: {}, formError: texts.unavailable, summary: "" },
      { status: 503, headers: { ...noStore, "Retry-After": "30" } },
    );
  }
  const { form: loaded, outcome } = result;
  const { texts, definition } = loaded;
  if (outcome.status === "accepted") {
    if (definition.thankYouPath) throw redirect(definition.thankYouPath, { status: 303, headers: noStore });
    return data<FormActionData>(
      { form: formId, ok: true, thankYou: definition.thankYou ?? { heading: definition.heading, text: "" } },
      { headers: noStore },
    );
  }
  if (outcome.status === "limited") {
    return data<FormActionData>(
      { form: formId, ok: false, values: posted, consent: false, errors: {}, formError: texts.tooMany, summary: "" },
      { status: 429, headers: { ...noStore, "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  const errors: Record<string, string> = {};
  for (const [name, error] of Object.entries(outcome.errors)) errors[name] = fieldMessage(texts, site.intlLocale, error);
  let formError: string | undefined;
  if (outcome.formError === "captchaRequired" || outcome.formError === "captchaInvalid")
    errors.captcha = formErrorMessage(texts, outcome.formError);
  else if (outcome.formError) formError = formErrorMessage(texts, outcome.formError);
  const count = Object.keys(errors).length;
  return data<FormActionData>(
    {
      form: formId,
      ok: false,
      values: outcome.values,
      consent: outcome.consent,
      errors,
      formError,
      summary: formatMessage(site.intlLocale, texts.errorSummary, { count }),
      token: outcome.formError === "expired" ? undefined : posted._token,
    },
    { status: 400, headers: noStore },
  );
}
