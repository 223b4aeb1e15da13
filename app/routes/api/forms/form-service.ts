import { requestContext, servicesContext, siteContext } from "~/context";
import { postedFields, takeFormPost } from "~/domain/forms/post.server";
import { readText } from "~/lib/json-body.server";
import type { Route } from "./+types/form-service";

const headers = { "Cache-Control": "private, no-store" };

/**
 * `POST /_svc/FormService/` (spec 3 §7): a form's fields, url-encoded, with `_form` (or `formId`)
 * naming the form and `formNr` optionally confirming it; the same fields, token, honeypot and
 * captcha as the page's form, through the same validation. Answers
 * `200 { status: "accepted", id }` (the same for a repeat of the same form),
 * `400 { error: "invalid", fields: { name: code } }`, `404` for an unknown form, `429`, `503`.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "method not allowed" }, { status: 405, headers: { ...headers, Allow: "POST" } });
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    return Response.json(
      { error: "unsupported media type", message: "send application/x-www-form-urlencoded" },
      { status: 415, headers },
    );
  const services = context.get(servicesContext);
  const text = await readText(request, services.config.SERVICE_BODY_LIMIT);
  if (text === null) return Response.json({ error: "too large", field: "body" }, { status: 413, headers });
  const posted = postedFields(new URLSearchParams(text));
  const formId = posted._form || posted.formId || "";
  if (!formId) return Response.json({ error: "invalid", field: "_form", message: "is required" }, { status: 400, headers });
  const site = context.get(siteContext);
  const { clientIp, logger } = context.get(requestContext);
  const result = await takeFormPost({ services, site, formId, posted, clientIp, origin: url.origin, logger });
  if (result.status === "unknown-form")
    return Response.json(
      { error: "unknown form", field: "_form", message: `no form "${formId}" on this site` },
      { status: 404, headers },
    );
  if (result.status === "unavailable")
    return Response.json({ error: "unavailable" }, { status: 503, headers: { ...headers, "Retry-After": "30" } });
  const { form, outcome } = result;
  if (posted.formNr && posted.formNr !== form.definition.formNr)
    return Response.json(
      { error: "invalid", field: "formNr", message: `is ${form.definition.formNr} for this form` },
      { status: 400, headers },
    );
  switch (outcome.status) {
    case "accepted":
      return Response.json({ status: "accepted", id: outcome.submissionId, duplicate: outcome.duplicate }, { headers });
    case "limited":
      return Response.json(
        { error: "too many requests" },
        { status: 429, headers: { ...headers, "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    default: {
      const fields: Record<string, string> = {};
      for (const [name, error] of Object.entries(outcome.errors)) fields[name] = error.code;
      if (outcome.formError === "captchaRequired" || outcome.formError === "captchaInvalid") fields.altcha = outcome.formError;
      else if (outcome.formError) fields._token = outcome.formError;
      return Response.json({ error: "invalid", fields }, { status: 400, headers });
    }
  }
}

export function loader() {
  return Response.json({ error: "method not allowed" }, { status: 405, headers: { ...headers, Allow: "POST" } });
}
