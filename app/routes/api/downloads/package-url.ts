import { z } from "zod";
import { requestContext, servicesContext } from "~/context";
import { validatePackageRequest } from "~/domain/downloads/package-request";
import { PackageError } from "~/domain/downloads/packages.server";
import { packageAnswerOf } from "~/domain/downloads/port.server";
import { readJsonBody } from "~/lib/json-body.server";
import type { Route } from "./+types/package-url";

const headers = { "Cache-Control": "private, no-store" };

const bodySchema = z.object({
  Localization: z.union([z.string().max(200), z.array(z.string().max(20)).max(10)]),
  ApplicationID: z.union([
    z.int(),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ]),
  Platform: z.string().max(20),
  versionName: z.string().max(40),
  leadid: z.string().max(64).nullish(),
});

/**
 * `POST /_svc/package.svc/downloadurl` (spec 2 §3, §7): the package service. The JSON body names
 * `Localization` (list or comma list), `ApplicationID`, `Platform`, `versionName` and `leadid`;
 * the answer is `{ customizationUrl, fileName, size, sha256 }`: a link to the customised package
 * on this server and what the page shows about it. A
 * request no package can be built for answers 400 `{ error: "Incorrect parameters", field,
 * message }`.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { downloads } = context.get(servicesContext);
  const { logger } = context.get(requestContext);
  const body = await readJsonBody(request, bodySchema, { maxBytes: 8 * 1024 });
  if (!body.ok) return incorrect(body.field, body.problem);
  const { Localization, ApplicationID, Platform, versionName, leadid } = body.value;
  const checked = validatePackageRequest({
    localization: (Array.isArray(Localization) ? Localization : Localization.split(",")).map((code) => code.trim().toLowerCase()),
    applicationId: ApplicationID,
    platform: Platform.toLowerCase(),
    versionName,
    leadId: leadid ?? null,
  });
  if (!checked.ok) {
    const [field = "body", ...message] = (checked.problems[0] ?? "body: is invalid").split(": ");
    return incorrect(field, message.join(": "));
  }
  try {
    const created = await downloads.createPackage(checked.request);
    logger.info({ applicationId: checked.request.applicationId, platform: checked.request.platform }, "package created");
    return Response.json(packageAnswerOf(created, url.origin), { headers });
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    const [field = "body", ...message] = error.message.split(": ");
    return incorrect(field, message.join(": "));
  }
}

function incorrect(field: string, message: string): Response {
  return Response.json({ error: "Incorrect parameters", field, message }, { status: 400, headers });
}

export function loader() {
  return Response.json(
    { error: "method not allowed: POST a JSON body { Localization, ApplicationID, Platform, versionName, leadid }" },
    { status: 405, headers: { ...headers, Allow: "POST" } },
  );
}
