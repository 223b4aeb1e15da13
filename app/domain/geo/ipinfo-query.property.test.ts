import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseIpInfoQuery } from "./ipinfo-query";

/**
 * Properties of `GET /_svc/page/ipinfo?url&languages` input for any query and Accept-Language
 * header: the parser answers null or a clean path and a short list of language subtags.
 */

const runs = { numRuns: 400 };

const languageTag = fc.oneof(
  fc.constantFrom("de", "de-DE", "en-US", "ar-AE", "no", "nn", "zh-Hant-TW", "ja", "*", "i-klingon", "x-private"),
  fc.stringMatching(/^[a-zA-Z]{1,4}(-[a-zA-Z0-9]{1,9}){0,2}$/),
);
/** Browser language lists and Accept-Language headers: tags, q-values, junk between them. */
const languageList = fc.oneof(
  fc
    .array(
      fc.tuple(
        languageTag,
        fc.option(
          fc.double({ min: 0, max: 1, noNaN: true }).map((q) => `;q=${q.toFixed(1)}`),
          { nil: "" },
        ),
      ),
      // Long lists too, past the ten languages kept.
      { maxLength: 30, size: "max" },
    )
    .chain((entries) =>
      fc.constantFrom(",", ", ", " ,", ",,").map((comma) => entries.map(([tag, q]) => `${tag}${q}`).join(comma)),
    ),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ minLength: 1_000, maxLength: 1_100 }),
);

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,15}$/);
const cleanPath = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join("/")}`);
const cleanQuery = fc.option(
  fc
    .array(fc.tuple(segment, segment), { minLength: 1, maxLength: 3 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
  { nil: "" },
);

/** Values of `url`: paths, absolute URLs of any scheme, protocol-relative ones, junk. */
const urlValue = fc.oneof(
  fc.tuple(cleanPath, cleanQuery).map(([path, query]) => path + query),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
  fc
    .tuple(
      fc.constantFrom("javascript:", "data:", "mailto:", "file://", "ftp://", "//", "\\\\", " http://", "HTTP://"),
      fc.webPath(),
    )
    .map(([prefix, path]) => prefix + path),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ minLength: 2_000, maxLength: 2_100 }),
);

function query(url: string | null, languages: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (url !== null) params.set("url", url);
  if (languages !== null) params.set("languages", languages);
  return params;
}

/** Primary subtags of a list's entries, with the aliases the parser applies. */
function primariesOf(list: string): string[] {
  return list.split(",").map((entry) => {
    const primary = (entry.split(";")[0] ?? "").trim().toLowerCase().split("-")[0] ?? "";
    return primary === "no" || primary === "nn" ? "nb" : primary;
  });
}

describe("parseIpInfoQuery", () => {
  it("never throws; answers null or a path without whitespace or fragment and at most ten language subtags", () => {
    const anyQuery = fc.oneof(
      fc.tuple(fc.option(urlValue), fc.option(languageList)).map(([url, languages]) => query(url, languages)),
      fc.string({ unit: "binary", maxLength: 200 }).map((raw) => new URLSearchParams(raw)),
    );
    fc.assert(
      fc.property(anyQuery, fc.option(languageList), (params, acceptLanguage) => {
        const result = parseIpInfoQuery(params, acceptLanguage);
        if (result === null) return;
        expect(result.path.startsWith("/")).toBe(true);
        expect(result.path).not.toMatch(/[\s#\p{Cc}]/u);
        expect(result.languages.length).toBeLessThanOrEqual(10);
        expect(new Set(result.languages).size).toBe(result.languages.length);
        for (const language of result.languages) expect(language).toMatch(/^[a-z]{2,3}$/);
      }),
      runs,
    );
  });

  it("is null without a usable url", () => {
    const unusable = fc.oneof(
      fc.constant(null),
      fc.string({ unit: fc.constantFrom(" ", "\t", "\n"), maxLength: 5 }),
      fc
        .tuple(fc.constantFrom("javascript:", "data:", "mailto:", "ftp://a/", "file:///"), fc.webPath())
        .map(([scheme, path]) => scheme + path),
      fc.string({ minLength: 2_049, maxLength: 2_200 }).filter((value) => value.trim().length > 2_048),
    );
    fc.assert(
      fc.property(unusable, fc.option(languageList), fc.option(languageList), (url, languages, acceptLanguage) => {
        expect(parseIpInfoQuery(query(url, languages), acceptLanguage)).toBeNull();
      }),
      runs,
    );
  });

  it("keeps a clean path and query as they are, and drops the origin of an absolute URL", () => {
    fc.assert(
      fc.property(cleanPath, cleanQuery, fc.domain(), fc.constantFrom("http", "https", "HTTPS"), (path, search, host, scheme) => {
        expect(parseIpInfoQuery(query(path + search, null), null)?.path).toBe(path + search);
        expect(parseIpInfoQuery(query(`${scheme}://${host}${path}${search}`, null), null)?.path).toBe(path + search);
      }),
      runs,
    );
  });

  it("takes languages only from the list it is given: the parameter when not empty, else the header", () => {
    const nonEmptyLanguageList = languageList.filter((list) => list !== "");
    fc.assert(
      fc.property(cleanPath, nonEmptyLanguageList, languageList, (path, languages, acceptLanguage) => {
        const fromParameter = parseIpInfoQuery(query(path, languages), acceptLanguage)?.languages;
        expect(fromParameter).toEqual(parseIpInfoQuery(query(path, languages), null)?.languages);
        for (const language of fromParameter ?? []) expect(primariesOf(languages)).toContain(language);

        // An empty parameter (a browser without navigator.languages) counts as none.
        const fromHeader = parseIpInfoQuery(query(path, ""), acceptLanguage)?.languages;
        expect(fromHeader).toEqual(parseIpInfoQuery(query(path, null), acceptLanguage)?.languages);
        for (const language of fromHeader ?? []) expect(primariesOf(acceptLanguage)).toContain(language);
      }),
      runs,
    );
  });
});
