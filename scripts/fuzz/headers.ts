import fc from "fast-check";
import { known } from "./known-values";
import { headerText } from "./text";

/**
 * Request headers: the Host that picks the site (valid site hosts, other names, broken ones or
 * none), the forwarded headers a trusted proxy may set, and the ones the site reads (languages,
 * cookies, Origin for the cross-site guard).
 */

export interface GeneratedHeaders {
  /** Lower-case names; no `host` key means no Host header is sent. */
  headers: Record<string, string>;
  features: Record<string, string>;
}

interface Labelled {
  value: string | null;
  kind: string;
}

const labelled = (kind: string, values: fc.Arbitrary<string | null>): fc.Arbitrary<Labelled> =>
  values.map((value) => ({ value, kind }));

const brokenHosts = [
  "%",
  "a b",
  "[::1",
  "[::1]",
  "",
  ":",
  ":0",
  "localhost:abc",
  "localhost:99999999",
  "de-de.localhost:-1",
  "de-de.localhost/x",
  "user@localhost",
  "localhost#x",
  "localhost?x",
  "\u00ff.localhost",
  "..",
  "*",
  "localhost:3000:3000",
  "[",
  "]",
  "%zz.localhost",
  "xn--",
  "a".repeat(300),
  "localhost\\evil.example",
];

function hostHeader(port: number): fc.Arbitrary<Labelled> {
  const locale = fc.constantFrom(...known.locales);
  return fc.oneof(
    {
      weight: 12,
      arbitrary: labelled(
        "site",
        locale.map((code) => `${code}.localhost:${port}`),
      ),
    },
    {
      weight: 3,
      arbitrary: labelled(
        "site-variant",
        fc.oneof(
          fc.constantFrom(`localhost:${port}`, "localhost", `LOCALHOST:${port}`, `[::1]:${port}`, `127.0.0.1:${port}`),
          locale.map((code) => `${code.toUpperCase()}.LOCALHOST.:${port}`),
          fc.constantFrom(...known.productionHosts),
        ),
      ),
    },
    { weight: 2, arbitrary: labelled("other-domain", fc.oneof(fc.domain(), fc.constant("unknown.example"))) },
    { weight: 4, arbitrary: labelled("broken", fc.oneof(fc.constantFrom(...brokenHosts), headerText(30))) },
    { weight: 1, arbitrary: labelled("none", fc.constant(null)) },
  );
}

const forwardedFor: fc.Arbitrary<Labelled> = fc.oneof(
  { weight: 14, arbitrary: labelled("ipv4", fc.ipV4()) },
  { weight: 2, arbitrary: labelled("ipv6", fc.ipV6()) },
  {
    weight: 2,
    arbitrary: labelled(
      "chain",
      fc.array(fc.oneof(fc.ipV4(), fc.ipV6()), { minLength: 2, maxLength: 5 }).map((list) => list.join(", ")),
    ),
  },
  {
    weight: 3,
    arbitrary: labelled(
      "odd",
      fc.oneof(
        fc.constantFrom(
          "",
          " ",
          "unknown",
          "999.999.999.999",
          "1.2.3",
          "::ffff:1.2.3.4",
          "fe80::1%eth0",
          "[::1]:80",
          "1.2.3.4:5678",
        ),
        fc.constantFrom(",,,", "1.2.3.4,,5.6.7.8", "0x7f.1", "2001:db8::/64", "0.0.0.0", "::"),
        headerText(40),
        fc
          .integer({ min: 100, max: 1_500 })
          .map((count) => Array.from({ length: count }, (_, i) => `10.0.${i % 250}.1`).join(",")),
      ),
    ),
  },
  // NOTE: rare, and no loopback address among the odd values: on the shared e2e server, lookups
  // without a forwarded address count against 127.0.0.1, the address of every other test.
  { weight: 1, arbitrary: labelled("none", fc.constant(null)) },
);

const forwardedProto: fc.Arbitrary<Labelled> = fc.oneof(
  { weight: 6, arbitrary: labelled("none", fc.constant(null)) },
  { weight: 3, arbitrary: labelled("scheme", fc.constantFrom("http", "https", "HTTPS")) },
  {
    weight: 2,
    arbitrary: labelled(
      "odd",
      fc.oneof(fc.constantFrom("ftp", "", "https, http", "http,https", " https", "wss"), headerText(20)),
    ),
  },
);

const optional = (weightNone: number, value: fc.Arbitrary<string>): fc.Arbitrary<string | null> =>
  fc.oneof({ weight: weightNone, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });

/** All headers but the body's. */
export function headersArbitrary(port: number): fc.Arbitrary<GeneratedHeaders> {
  const host = hostHeader(port);
  return fc
    .record({
      host,
      forwardedFor,
      forwardedProto,
      forwardedHost: fc.oneof(
        { weight: 9, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: host.map((entry) => entry.value) },
      ),
      acceptLanguage: optional(2, fc.oneof(fc.constantFrom("de-DE,de;q=0.9,en;q=0.5", "ar-AE", "*", ""), headerText(80))),
      cookie: optional(
        3,
        fc.oneof(
          fc.constantFrom("siteBar=No", "ignoreredirects=1", "lrc=", "lrc=e30%3D.bad"),
          headerText(100).map((text) => `lrc=${text}`),
          headerText(200),
        ),
      ),
      origin: optional(
        10,
        fc.oneof(
          fc.constantFrom("null", "https://attacker.example", "http://localhost", "file://"),
          host.map(({ value }) => `http://${value}`),
          headerText(),
        ),
      ),
      fetchSite: optional(8, fc.constantFrom("same-origin", "same-site", "none", "cross-site", "CROSS-SITE", "")),
      accept: optional(3, fc.oneof(fc.constantFrom("text/html", "application/json", "*/*", "text/x-script", ""), headerText(40))),
    })
    .map((drawn) => {
      const headers: Record<string, string> = {};
      const set = (name: string, value: string | null) => {
        if (value !== null) headers[name] = value;
      };
      set("host", drawn.host.value);
      set("x-forwarded-for", drawn.forwardedFor.value);
      set("x-forwarded-proto", drawn.forwardedProto.value);
      set("x-forwarded-host", drawn.forwardedHost);
      set("accept-language", drawn.acceptLanguage);
      set("cookie", drawn.cookie);
      set("origin", drawn.origin);
      set("sec-fetch-site", drawn.fetchSite);
      set("accept", drawn.accept);
      return {
        headers,
        features: {
          host: drawn.host.kind,
          "x-forwarded-for": drawn.forwardedFor.kind,
          "x-forwarded-proto": drawn.forwardedProto.kind,
          "x-forwarded-host": drawn.forwardedHost === null ? "none" : "set",
        },
      };
    });
}

/** Headers as a browser behind a trusted proxy sends them: a site's Host, a real client address. */
export function browserHeadersArbitrary(port: number): fc.Arbitrary<GeneratedHeaders> {
  return fc
    .record({
      locale: fc.constantFrom(...known.locales),
      forwardedFor: fc.oneof({ weight: 7, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: fc.ipV6() }),
      forwardedProto: fc.constantFrom(null, null, "http", "https"),
      acceptLanguage: fc.constantFrom(null, "de-DE,de;q=0.9,en;q=0.5", "en-US,en", "ar-AE", "ja"),
    })
    .map(({ locale, forwardedFor, forwardedProto, acceptLanguage }) => {
      const headers: Record<string, string> = { host: `${locale}.localhost:${port}`, "x-forwarded-for": forwardedFor };
      if (forwardedProto) headers["x-forwarded-proto"] = forwardedProto;
      if (acceptLanguage) headers["accept-language"] = acceptLanguage;
      return {
        headers,
        features: {
          host: "site",
          "x-forwarded-for": forwardedFor.includes(":") ? "ipv6" : "ipv4",
          "x-forwarded-proto": forwardedProto ? "scheme" : "none",
          "x-forwarded-host": "none",
        },
      };
    });
}
