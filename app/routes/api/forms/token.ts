import { servicesContext, siteContext } from "~/context";
import { issueFormToken } from "~/domain/forms/human";
import { loadFormContext } from "~/domain/forms/load.server";
import type { Route } from "./+types/token";

const headers = { "Cache-Control": "private, no-store" };

/**
 * `GET /_svc/FormService/token?form={formId}`: a fresh form token, for a form drawn in the browser
 * (the newsletter popup) or sent by another client: `{ formId, formNr, token }`; 404 for a form
 * the site does not have.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const formId = url.searchParams.get("form") ?? "";
  if (!formId) return Response.json({ error: "invalid", field: "form", message: "is required" }, { status: 400, headers });
  const form = await loadFormContext(services.content, context.get(siteContext), formId);
  if (!form) return Response.json({ error: "unknown form", field: "form" }, { status: 404, headers });
  const token = issueFormToken(services.formSecret, formId, Math.floor(Date.now() / 1000));
  return Response.json({ formId, formNr: form.definition.formNr, token }, { headers });
}
