import fc from "fast-check";
import { known } from "./known-values";
import type { QueryParam, Target } from "./targets";
import { anyText, brokenPercent, classicValues, insertAt, looselyEncode, percentEncode, rawLatin1, shortText } from "./text";

/**
 * The request line of a fuzz request: the route's pattern filled in (a site or not for
 * `:locale`), React Router's `.data` and `?index` / `?_routes=` forms, odd spellings of the path,
 * and a query where each documented parameter is valid, invalid, oversized, repeated or missing.
 */

/** A value for the request line: mostly percent-encoded, sometimes with raw or broken escapes. */
export const onRequestLine = (value: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 12, arbitrary: value.map(percentEncode) },
    { weight: 1, arbitrary: value.map(looselyEncode) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, brokenPercent, fc.nat()).map(([text, junk, at]) => insertAt(percentEncode(text), junk, at)),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(value, rawLatin1, fc.nat()).map(([text, raw, at]) => insertAt(percentEncode(text), raw, at)),
    },
  );

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9_-]{1,20}$/) },
  { weight: 1, arbitrary: fc.constantFrom("KTS_ACTIVE", "kts_expired", "..", ".", "%2F", "%00", "%2e%2e", "index") },
  { weight: 1, arbitrary: onRequestLine(anyText.filter((text) => text !== "")) },
);

const localeSegment = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...known.locales) },
  { weight: 1, arbitrary: fc.mixedCase(fc.constantFrom(...known.locales)) },
  { weight: 2, arbitrary: fc.oneof(fc.constantFrom("", "xx-xx", "en", "en_US", "..", "%2e%2e", "de-de%00"), segment) },
);

/** A route pattern with its placeholders filled: `:locale` with a site (or not), others with segments. */
export function filled(pattern: string): fc.Arbitrary<string> {
  const holes = pattern.match(/:\w+|\*/g) ?? [];
  const values = holes.map((hole) =>
    hole === ":locale"
      ? localeSegment
      : hole === "*"
        ? fc.array(segment, { maxLength: 4 }).map((list) => list.join("/"))
        : segment,
  );
  return fc.tuple(...values).map((chosen) => {
    let index = 0;
    return pattern.replace(/:\w+|\*/g, () => chosen[index++] ?? "");
  });
}

export const pathVariants: Record<string, (path: string) => string> = {
  plain: (path) => path,
  ".data": (path) => (path === "/" ? "/_root.data" : `${path.replace(/\/+$/, "")}.data`),
  "trailing-slash": (path) => (path.endsWith("/") ? path : `${path}/`),
  // ASCII only: upper-casing a raw Latin-1 byte can give a character the request line cannot carry.
  "upper-case": (path) => path.replace(/[a-z]+/g, (letters) => letters.toUpperCase()),
  "double-slash": (path) => `/${path}`,
  "dot-segments": (path) => `/x/..${path}`,
  "encoded-slash": (path) => `/${path.slice(1).replaceAll("/", "%2F")}`,
};

export function pathArbitrary(target: Target): fc.Arbitrary<{ path: string; variant: string }> {
  const known = fc.constantFrom(...target.paths).chain(filled);
  const pattern =
    target.kind === "pages"
      ? fc.oneof(
          { weight: 6, arbitrary: known },
          { weight: 1, arbitrary: fc.webPath().map((path) => (path.startsWith("/") ? path : `/${path}`)) },
        )
      : known;
  const variant = fc.oneof(
    { weight: 14, arbitrary: fc.constant("plain") },
    { weight: 3, arbitrary: fc.constant(".data") },
    { weight: 1, arbitrary: fc.constantFrom(...Object.keys(pathVariants)) },
  );
  return fc.tuple(pattern, variant).map(([path, name]) => ({ path: pathVariants[name]?.(path) ?? path, variant: name }));
}

function paramValue(param: QueryParam): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 20, arbitrary: param.valid },
    { weight: 8, arbitrary: anyText },
    { weight: 3, arbitrary: classicValues },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((length) => "9".repeat(length)) },
  );
}

const paramName = (name: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(name) },
    { weight: 2, arbitrary: fc.mixedCase(fc.constant(name)) },
    { weight: 1, arbitrary: fc.constant(`${name}[]`) },
  );

/** Query pairs for the documented parameters: each missing, once, or repeated. */
function documentedPairs(params: readonly QueryParam[]): fc.Arbitrary<string[]> {
  const pair = (param: QueryParam) =>
    fc.tuple(paramName(param.name).map(percentEncode), onRequestLine(paramValue(param))).map(([k, v]) => `${k}=${v}`);
  return fc
    .tuple(
      ...params.map((param) =>
        fc.oneof(
          // Pages with many parameters get a few of them each time, so the URL stays under the limits.
          { weight: Math.max(3, params.length), arbitrary: fc.constant<string[]>([]) },
          { weight: 8, arbitrary: pair(param).map((entry) => [entry]) },
          { weight: 1, arbitrary: fc.array(pair(param), { minLength: 2, maxLength: 3 }) },
        ),
      ),
    )
    .map((groups) => groups.flat());
}

interface RouterPairs {
  pairs: string[];
  kind: string;
}

/** React Router's own query parameters: the index route marker and the loaders to run. */
function routerPairs(routeIds: readonly string[]): fc.Arbitrary<RouterPairs> {
  const routes = fc.oneof(
    fc.subarray([...routeIds], { minLength: 1, maxLength: 4 }).map((ids) => ids.join(",")),
    anyText,
  );
  return fc.oneof(
    { weight: 10, arbitrary: fc.constant<RouterPairs>({ pairs: [], kind: "none" }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<RouterPairs>({ pairs: ["index"], kind: "index" }, { pairs: ["index="], kind: "index" }),
    },
    { weight: 2, arbitrary: onRequestLine(routes).map((value) => ({ pairs: [`_routes=${value}`], kind: "_routes" })) },
    {
      weight: 1,
      arbitrary: onRequestLine(routes).map((value) => ({ pairs: ["index", `_routes=${value}`], kind: "index+_routes" })),
    },
  );
}

export function queryArbitrary(target: Target, routeIds: readonly string[]): fc.Arbitrary<{ query: string; kind: string }> {
  const extra = fc.array(
    fc.tuple(onRequestLine(shortText), onRequestLine(shortText)).map(([k, v]) => `${k}=${v}`),
    { maxLength: 2 },
  );
  return fc
    .tuple(documentedPairs(target.params), extra, routerPairs(routeIds), fc.nat({ max: 40 }))
    .map(([documented, others, router, odd]) => {
      // Now and then a query no encoder produces.
      if (odd === 0) return { query: "??&&==&", kind: router.kind };
      const pairs = [...documented, ...others, ...router.pairs];
      return { query: pairs.length === 0 ? "" : `?${pairs.join("&")}`, kind: router.kind };
    });
}
