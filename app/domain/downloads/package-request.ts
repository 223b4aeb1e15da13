import { z } from "zod";

/**
 * The package page's request (spec 2 §2, §3 "Package download request", §5 "Package download
 * page: all query parameters are sanitized", §9 "Default package request: pt-br, application
 * 1442, windows, CommercialRelease"). Pure.
 */

/** Spec 2 §9. */
export const packageDefaults = {
  localization: ["pt-br"],
  applicationId: 1442,
  platform: "windows",
  versionName: "CommercialRelease",
} as const;

/** The platforms packages are built for. */
export const packagePlatforms = ["windows", "macos", "android"] as const;
export type PackagePlatform = (typeof packagePlatforms)[number];

/** A commercial package activates with the company's licence; a trial one for 30 days. */
export const versionNames = ["CommercialRelease", "TrialRelease"] as const;
export type VersionName = (typeof versionNames)[number];

export interface PackageRequest {
  /** Download language codes, best first, e.g. ["pt-br"]. */
  localization: string[];
  applicationId: number;
  platform: PackagePlatform;
  versionName: VersionName;
  /** The lead the web console created the link for; null when none. */
  leadId: string | null;
}

export type PackageRequestResult = { ok: true; request: PackageRequest } | { ok: false; problems: string[] };

const languageCode = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

/** Drops control and markup characters and surrounding space; caps the length. */
export function sanitizeParameter(value: string, maxLength = 64): string {
  return [...value]
    .filter((character) => character.charCodeAt(0) > 0x1f && character.charCodeAt(0) !== 0x7f && !`<>"'\`\\`.includes(character))
    .join("")
    .trim()
    .slice(0, maxLength);
}

const requestSchema = z.strictObject({
  localization: z
    .array(z.string().regex(languageCode, "must be language codes such as pt-br"))
    .min(1, "must name a language")
    .max(5, "at most 5 languages"),
  applicationId: z.int().min(1).max(999_999_999),
  platform: z.enum(packagePlatforms),
  versionName: z.enum(versionNames),
  leadId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be letters, digits, dashes or underscores")
    .nullable(),
});

/**
 * The request a package page's query asks for: `Localization` (a comma list, or repeated),
 * `ApplicationID`, `Platform`, `versionName` and `leadid`, names matched without regard to case,
 * values sanitised; an absent parameter takes the default of spec 2 §9 (`leadid` none). Any
 * present but unusable value makes the whole request incorrect, with the problems named.
 *
 * @example parsePackageQuery(new URLSearchParams("")) // { ok: true, request: { localization: ["pt-br"], applicationId: 1442, … } }
 * @example parsePackageQuery(new URLSearchParams("Platform=amiga")) // { ok: false, problems: ["Platform: …"] }
 */
export function parsePackageQuery(query: URLSearchParams): PackageRequestResult {
  const values = (name: string) =>
    [...query.entries()]
      .filter(([key]) => key.toLowerCase() === name.toLowerCase())
      .map(([, value]) => sanitizeParameter(value, 200));
  const one = (name: string) => values(name).at(-1);
  const localization = values("Localization")
    .flatMap((value) => value.split(","))
    .map((code) => code.trim().toLowerCase().replace(/_/g, "-"))
    .filter(Boolean);
  const applicationId = one("ApplicationID");
  const platform = one("Platform")?.toLowerCase();
  const leadId = one("leadid");
  return validatePackageRequest({
    localization: localization.length > 0 ? localization : [...packageDefaults.localization],
    applicationId:
      applicationId === undefined
        ? packageDefaults.applicationId
        : /^\d{1,9}$/.test(applicationId)
          ? Number(applicationId)
          : Number.NaN,
    platform: platform === undefined || platform === "" ? packageDefaults.platform : platform,
    versionName: one("versionName") || packageDefaults.versionName,
    leadId: leadId === undefined || leadId === "" ? null : leadId,
  });
}

/** Checks a request's values (from a query or the package service's JSON body). */
export function validatePackageRequest(input: Record<keyof PackageRequest, unknown>): PackageRequestResult {
  const result = requestSchema.safeParse(input);
  if (result.success) return { ok: true, request: result.data };
  const names: Record<string, string> = {
    localization: "Localization",
    applicationId: "ApplicationID",
    platform: "Platform",
    versionName: "versionName",
    leadId: "leadid",
  };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${names[String(issue.path[0])] ?? "request"}: ${issue.message}`),
  };
}
