import { requestContext, servicesContext } from "~/context";
import { resolveOptions, selectLinksBodySchema } from "~/domain/downloads/options";
import { readJsonBody } from "~/lib/json-body.server";
import { requireSite } from "~/sites/locales";
import { localeOf } from "../lrc/http.server";
import type { Route } from "./+types/select-links";

/** Download links change only with a re-seed; the answer depends on the body, so it is not stored. */
const headers = { "Cache-Control": "no-store" };

/**
 * `POST /_svc/downloads.svc/{locale}/SelectLinksByApplications` with a JSON body `{ applications,
 * options }` (spec 2 §7, spec 3 §3): `{ applications: [{ application_id, key, product, title,
 * platform, store_url, groups: [{ links_type, release_version, version, file_extension,
 * release_date, min_os, title, downloads: [{ language_code, language_loc_name, alphabet,
 * alphabet_loc_name, download_url, file_name, size, sha256 }] }] }], warnings }`. Unknown link
 * types and applications are dropped with a warning ('Incorrect link type'); the site's
 * `hideAlphabets` apply. A bad body answers 400 `{ error: "invalid parameter", field, message }`;
 * an unknown locale 404.
 */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  if (!locale) return Response.json({ error: "unknown locale" }, { status: 404, headers });
  const services = context.get(servicesContext);
  const body = await readJsonBody(request, selectLinksBodySchema, { maxBytes: 64 * 1024 });
  if (!body.ok)
    return Response.json({ error: "invalid parameter", field: body.field, message: body.problem }, { status: 400, headers });
  const site = requireSite(locale);
  const settings = await services.content.requireDocument(locale, "localization/general-settings.json", "general-settings");
  const options = resolveOptions(body.value.options, site, settings.document.fields.hideAlphabets);
  const result = await services.downloads.selectLinks({ locale, applications: body.value.applications, options }, url.origin);
  if (result.warnings.length > 0)
    context.get(requestContext).logger.warn({ locale, warnings: result.warnings }, "download links request dropped entries");
  return Response.json(result, { headers });
}

/** A GET has no applications to look up. */
export function loader() {
  return Response.json(
    { error: "method not allowed: POST a JSON body { applications, options }" },
    { status: 405, headers: { ...headers, Allow: "POST" } },
  );
}
