/**
 * Campaign and affiliate parameters (spec 2 §9 "Cookie lifetimes: 60 days for campaign and
 * admitad parameters, 90 days for klsiteclass"): a landing URL's parameters are kept in first-party
 * cookies for those lifetimes and passed to the store in the cart link's store arguments, so a
 * visitor who came from a campaign and buys a week later is still credited to it. Pure.
 */

export interface CampaignParameter {
  /** The landing URL's parameter, and the store argument it becomes. */
  name: string;
  maxAgeDays: number;
}

export const campaignParameters: readonly CampaignParameter[] = [
  ...["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "campaign"].map((name) => ({
    name,
    maxAgeDays: 60,
  })),
  { name: "admitad_uid", maxAgeDays: 60 },
  { name: "klsiteclass", maxAgeDays: 90 },
];

/** Cookie of a parameter: ours, so a third party's cookie of the same name is never read. */
export const campaignCookieName = (parameter: CampaignParameter) => `bst_${parameter.name}`;

/** Values worth keeping: short, printable, no separators that could break a cookie or a URL. */
function cleanValue(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= 100 && /^[\p{L}\p{N} ._:@/+-]+$/u.test(trimmed) ? trimmed : null;
}

/**
 * The `Set-Cookie` values for the campaign parameters a landing URL carries.
 *
 * @example campaignCookies(new URLSearchParams("klsiteclass=partner&x=1"), { secure: true })
 * // ["bst_klsiteclass=partner; Path=/; Max-Age=7776000; SameSite=Lax; Secure"]
 */
export function campaignCookies(searchParams: URLSearchParams, options: { secure: boolean }): string[] {
  return campaignParameters.flatMap((parameter) => {
    const value = cleanValue(searchParams.get(parameter.name));
    if (value === null) return [];
    const secure = options.secure ? "; Secure" : "";
    return [
      `${campaignCookieName(parameter)}=${encodeURIComponent(value)}; Path=/; Max-Age=${parameter.maxAgeDays * 86_400}; SameSite=Lax${secure}`,
    ];
  });
}

/**
 * The store arguments of a visitor: each campaign parameter from the current URL, else from its
 * cookie, as a query string for the cart links.
 *
 * @example campaignStoreArgs("bst_admitad_uid=abc", new URLSearchParams("utm_source=news")) // "utm_source=news&admitad_uid=abc"
 */
export function campaignStoreArgs(cookieHeader: string | null, searchParams: URLSearchParams): string {
  const cookies = readCookies(cookieHeader);
  const args = new URLSearchParams();
  for (const parameter of campaignParameters) {
    const value = cleanValue(searchParams.get(parameter.name)) ?? cleanValue(cookies[campaignCookieName(parameter)]);
    if (value !== null) args.set(parameter.name, value);
  }
  return args.toString();
}

/** A Cookie header's pairs (the first of a repeated name), values URL-decoded where they can be. */
function readCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (name in cookies) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}
