import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import routes from "~/routes";
import { type RouteEntry, routeTable, templates } from "~/routing/route-table";
import { known, languageListValue, pagePathValue, serialValue } from "./known-values";

/**
 * What the fuzzer aims at, read from the code: each resource route of `app/routes.ts` (the
 * `/_svc/...` calls, `/lrc/partner-mapping.json` and the other routes that are no page template),
 * each page whose content holds the licence key form (its action looks licences up), and every
 * other page together as one target.
 */

const root = path.resolve(import.meta.dirname, "../..");

export interface QueryParam {
  name: string;
  /** Values the route documents as valid; the generators mix in invalid ones. */
  valid: fc.Arbitrary<string>;
}

export interface Target {
  name: string;
  kind: "service" | "form" | "pages";
  /** URL path patterns; `:param` and `*` are filled in per request. */
  paths: readonly string[];
  params: readonly QueryParam[];
  /** Whether the route module has an action, so that a POST reaches code and not a 405. */
  hasAction: boolean;
}

const lowerName = fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,2}$/);
/** A parameter; its first kind of value (the catalogue's own, where there is one) is drawn most. */
const param = (name: string, first: fc.Arbitrary<string>, ...others: fc.Arbitrary<string>[]): QueryParam => ({
  name,
  valid: fc.oneof({ weight: 3, arbitrary: first }, ...others.map((arbitrary) => ({ weight: 1, arbitrary }))),
});
const ptype = param("ptype", fc.mixedCase(fc.constantFrom("purchase", "renewal")));
const currency = param("currency", fc.mixedCase(fc.constantFrom(...known.currencies)));
const productName = param("name", fc.constantFrom(...known.productNames), lowerName);
const estore = param("estore", fc.constantFrom(...known.storeIds), lowerName);
const serial = param("serial", serialValue);

/** The help-me-choose wizards' answers (`app/domain/wizards/params.ts`), valid and not. */
function wizardParams(): QueryParam[] {
  const yesNo = fc.constantFrom("yes", "no");
  return [
    param("hmc-os", fc.constantFrom("windows", "mac", "android", "iphone", "several"), lowerName),
    param("hmc-need", fc.constantFrom("essentials", "banking", "family", "privacy"), lowerName),
    param("hmcu-init", fc.constantFrom("licences", "console"), lowerName),
    param("hmcu-licences", fc.integer({ min: -5, max: 200_000 }).map(String), fc.string({ maxLength: 20 })),
    param("hmcu-console", fc.constantFrom("cloud", "doesnt-matter", "on-premises", "hybrid"), lowerName),
    param("hmcu-mailboxes", yesNo, lowerName),
    param("hmcu-patch", yesNo, lowerName),
  ];
}

/**
 * Query parameters of each resource route, from the zod schemas of its module (they are module
 * private, so they are listed here). A route missing from this list is still fuzzed, with
 * `unknownRouteParams`, and reported so that someone adds it.
 */
const serviceParams: Record<string, readonly QueryParam[]> = {
  "svc-page-hasroute": [param("url", pagePathValue)],
  "svc-page-ipinfo": [param("url", pagePathValue), param("languages", languageListValue)],
  "svc-page-megamenu": [param("item", fc.integer({ min: -1, max: 9 }).map(String))],
  "svc-price-currency-list": [],
  "svc-price-estore-list": [],
  "svc-price-product-list": [],
  "svc-price-product-price": [productName, ptype, currency, estore, serial],
  "svc-price-product-info": [productName, ptype, estore],
  "svc-price-product-checkout": [
    param("id", fc.constantFrom(...known.productIds), fc.nat().map(String)),
    param("price_id", fc.constantFrom(...known.priceIds), fc.nat().map(String)),
    param("store_args", fc.webQueryParameters(), fc.string({ maxLength: 1_100 })),
    serial,
    param("regkey", serialValue),
  ],
  "svc-price-prices-by-list": [param("price_list_id", fc.mixedCase(fc.constantFrom(...known.priceListIds))), currency, ptype],
  "svc-price-prices-by-title": [
    param("title", fc.constantFrom(...known.productTitles), fc.string({ maxLength: 130 })),
    currency,
    ptype,
  ],
  "svc-lrc-licenseinfo": [serial],
  "lrc-partner-mapping": [],
  "lrc-checkout": [param("product", fc.constantFrom(...known.productIds)), param("price", fc.constantFrom(...known.priceIds))],
  "sitemap-xml": [],
  "robots-txt": [],
  // The downloads service and the package service read JSON bodies, not queries.
  "svc-downloads-select-links": [],
  "svc-package-downloadurl": [],
  // The file host's path names the file; a query changes nothing.
  "dl-file": [],
  "svc-search-search": [
    param("query", fc.constantFrom("antivirus", "Sicherheit", "ウイルス対策", "vpn android"), fc.string({ maxLength: 300 })),
    param("languageCode", fc.constantFrom("en", "de", "ja", "ar"), fc.string({ maxLength: 4 })),
    param("countryCode", fc.constantFrom("us", "de", "jp", "ae", ""), fc.string({ maxLength: 4 })),
    param("sec", fc.constantFrom("home-security", "about-section", "enterprise", "vsb", "smb", "other", ""), lowerName),
    param("sort", fc.mixedCase(fc.constantFrom("date", "relevance")), lowerName),
  ],
  "svc-search-get-data-page": [
    param(
      "searchId",
      fc.constantFrom("WzEsInZwbiIsImRlLWRlIixudWxsLCJkYXRlIl0", "WzEsImFudGl2aXJ1cyIsImVuLWdsb2JhbCIsbnVsbCwiZGF0ZSJd"),
      fc.base64String(),
    ),
    param("pageNumber", fc.nat({ max: 120 }).map(String), fc.string({ maxLength: 8 })),
  ],
  "svc-search-get-navigators": [
    param(
      "searchId",
      fc.constantFrom("WzEsInZwbiIsImRlLWRlIixudWxsLCJkYXRlIl0"),
      fc.base64String(),
      fc.string({ maxLength: 50 }),
    ),
  ],
  "svc-search-suggest": [
    param("phrase", fc.constantFrom("tot", "sec", "ウイ", "an"), fc.string({ maxLength: 250 })),
    param("count", fc.integer({ min: -1, max: 12 }).map(String)),
  ],
  // The feeds take no parameters.
  "feed-press-releases": [],
  "feed-policy-blog": [],
  "svc-form-token": [param("form", fc.constantFrom("newsletter", "enterprise-contact", "submit-review"), lowerName)],
  "svc-form-challenge": [],
  "svc-form-service": [
    param("_form", fc.constantFrom("newsletter", "enterprise-contact", "vas-contact", "submit-review"), lowerName),
    param("formNr", fc.constantFrom("1001", "2001", "3001"), fc.string({ maxLength: 12 })),
    param("email", fc.constantFrom("a@example.com"), fc.emailAddress(), fc.string({ maxLength: 300 })),
    param("_token", fc.base64String(), fc.string({ maxLength: 120 })),
    param("altcha", fc.base64String({ maxLength: 400 }), fc.string({ maxLength: 100 })),
    param("consent", fc.constantFrom("on", "1", ""), fc.string({ maxLength: 10 })),
    param("rating", fc.integer({ min: -1, max: 7 }).map(String)),
  ],
  "svc-hmc-consumer": [...wizardParams()],
  "svc-qna-answer": [param("question", fc.constantFrom("Where is your headquarters?"), fc.string({ maxLength: 400 }))],
  "newsletter-confirm": [param("token", fc.base64String({ minLength: 40, maxLength: 48 }), fc.string({ maxLength: 80 }))],
  "newsletter-unsubscribe": [param("token", fc.base64String({ minLength: 40, maxLength: 48 }), fc.string({ maxLength: 80 }))],
  "download-form": [
    param("product", fc.constantFrom("kts", "kav", "kis", "ksos"), lowerName),
    param("origin", fc.constantFrom("http://localhost:3000", "https://de-de.bastion.example"), fc.webUrl()),
  ],
};
const unknownRouteParams = [param("id", fc.nat().map(String)), param("url", pagePathValue), serial];

function sourceOf(file: string): string {
  return readFileSync(path.join(root, "app", file), "utf8");
}

function hasAction(file: string): boolean {
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(sourceOf(file));
}

/** Whether a content document holds a block of the given type, however deeply nested. */
function holdsBlock(value: unknown, type: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsBlock(item, type));
  if (typeof value !== "object" || value === null) return false;
  if ((value as { type?: unknown }).type === type) return true;
  return Object.values(value).some((item) => holdsBlock(item, type));
}

/** Whether any locale's content for a page holds the licence key form. */
function hasSerialForm(entry: RouteEntry, contentDir: string): boolean {
  if (/[:*]/.test(entry.content)) return false;
  return readdirSync(contentDir).some((locale) => {
    const file = path.join(contentDir, locale, entry.content, "page.json");
    return existsSync(file) && holdsBlock(JSON.parse(readFileSync(file, "utf8")), "serial-form");
  });
}

export interface TargetList {
  targets: Target[];
  /** Route ids, for `?_routes=` values. */
  routeIds: string[];
  /** Things a maintainer should know, e.g. a resource route without a parameter list. */
  notes: string[];
}

/** Every target, in a stable order. */
export function listTargets(contentDir = path.join(root, "content")): TargetList {
  const notes: string[] = [];
  const pageFiles = new Set<string>(Object.values(templates));
  const resourceRoutes = routes.filter((route) => !pageFiles.has(route.file) && route.path !== "*");
  const services: Target[] = resourceRoutes.map((route) => {
    const id = route.id ?? route.file;
    const params = serviceParams[id];
    if (!params) notes.push(`${id}: no query parameters listed in scripts/fuzz/targets.ts; fuzzed with generic ones`);
    return {
      name: id,
      kind: "service",
      paths: [`/${route.path ?? ""}`],
      params: params ?? unknownRouteParams,
      hasAction: hasAction(route.file),
    };
  });

  const formEntries = routeTable.filter((entry) => hasAction(templates[entry.template]) && hasSerialForm(entry, contentDir));
  const forms: Target[] = formEntries.map((entry) => ({
    name: `form ${entry.name}`,
    kind: "form",
    paths: [entry.path, ...entry.aliases.map((alias) => alias.path)],
    params: [serial, ...known.lookupKeys.map((key) => param(key, fc.constantFrom("1", "0", "us", "de", ""), fc.string()))],
    hasAction: true,
  }));

  // NOTE: pages that answer 5xx on purpose (the 500 error page) are left out here; the engine also
  // accepts their status should a random path reach them.
  const otherPages = routeTable
    .filter((entry) => !formEntries.includes(entry) && (entry.status ?? 200) < 500)
    .flatMap((entry) => [entry.path, ...entry.aliases.map((alias) => alias.path)]);
  const pages: Target = {
    name: "pages",
    kind: "pages",
    paths: otherPages,
    params: [serial, param("ignoreredirects", fc.constantFrom("", "1")), param("handoff", fc.uuid()), ...wizardParams()],
    hasAction: true,
  };

  return { targets: [...services, ...forms, pages], routeIds: ["root", ...routes.flatMap((route) => route.id ?? [])], notes };
}
