import fc from "fast-check";
import { known, serialValue } from "./known-values";
import { anyText, brokenPercent, headerText, insertAt, percentEncode } from "./text";

/**
 * Request bodies and their Content-Type: the licence key form as a browser posts it (URL-encoded
 * or multipart), the lookup call's JSON, and what no browser sends — text, garbage bytes, JSON
 * nested thousands deep, up to a megabyte of repetition, a multipart type without its boundary.
 * Most bodies carry the type that fits them; some carry another one, or none.
 */

/** A body as parts to join; a repeated run is kept as a recipe so a failure prints it short. */
export interface BodySpec {
  parts: ReadonlyArray<string | { repeat: string; times: number }>;
  /** `latin1` for raw bytes (one character per byte). */
  encoding: "utf8" | "latin1";
}

export interface Payload {
  contentType: string | null;
  body: BodySpec | null;
  features: { "content-type": string; body: string };
}

export function bodyBytes(body: BodySpec): Buffer {
  return Buffer.from(
    body.parts.map((part) => (typeof part === "string" ? part : part.repeat.repeat(part.times))).join(""),
    body.encoding,
  );
}

/** The kind of a Content-Type value, as the failure summary groups them. */
export function contentTypeKind(contentType: string | null): string {
  if (contentType === null) return "none";
  const type = contentType.toLowerCase();
  if (type.startsWith("multipart/form-data"))
    return /boundary=("[^"]+"|[^;\s"]+)/.test(type) ? "multipart" : "multipart-no-boundary";
  if (type.includes("x-www-form-urlencoded")) return "form-urlencoded";
  if (type.includes("json")) return "json";
  if (type.startsWith("text/plain")) return "text/plain";
  return "other";
}

const text = (value: string): BodySpec => ({ parts: [value], encoding: "utf8" });

/** The licence key form's fields: the intent, the serial, sometimes more or repeated fields. */
const formFields: fc.Arbitrary<Array<[string, string]>> = fc
  .record({
    intent: fc.oneof(
      { weight: 5, arbitrary: fc.constant("lrc-lookup") },
      { weight: 2, arbitrary: fc.constant("lrc-partner") },
      { weight: 1, arbitrary: anyText },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    serial: fc.oneof(
      { weight: 5, arbitrary: serialValue },
      { weight: 2, arbitrary: anyText },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    extra: fc.array(fc.tuple(fc.oneof(fc.constantFrom("serial", "intent", "partner", "_data"), anyText), anyText), {
      maxLength: 3,
    }),
  })
  .map(({ intent, serial, extra }) => [
    ...(intent === null ? [] : [["intent", intent] as [string, string]]),
    ...(serial === null ? [] : [["serial", serial] as [string, string]]),
    ...extra,
  ]);

const urlEncoded = fc
  .tuple(
    formFields,
    fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(brokenPercent, fc.nat()) }),
  )
  .map(([fields, broken]) => {
    const encoded = fields
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value).replaceAll("%20", "+")}`)
      .join("&");
    return broken ? insertAt(encoded, broken[0], broken[1]) : encoded;
  });

const boundary = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((n) => `----fuzz${n}`) },
  { weight: 1, arbitrary: fc.constantFrom("a b", "x".repeat(75), "x".repeat(200), "--", "\u00e9") },
);

function multipart(fields: ReadonlyArray<readonly [string, string]>, separator: string, withFile: boolean): string {
  const parts = fields.map(
    ([name, value]) => `--${separator}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (withFile) {
    parts.push(
      `--${separator}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`,
    );
  }
  return `${parts.join("")}--${separator}--\r\n`;
}

const keyValueList = fc
  .array(
    fc.record({
      Key: fc.oneof(fc.constantFrom(...known.lookupKeys), anyText),
      Value: fc.oneof(fc.constantFrom("1", "us"), anyText),
    }),
    { maxLength: 45 },
  )
  .map((entries) => JSON.stringify(entries));

const malformedJson = fc.constantFrom(
  "{",
  "[",
  '{"a":',
  "[1,2,]",
  "nul",
  '"open',
  '{"__proto__":{"x":1}}',
  "1e999999",
  '[{"Key":"edu","Value":1}]',
  "\ufeff[]",
);

const deepJson = fc.tuple(fc.integer({ min: 1_000, max: 50_000 }), fc.boolean()).map(
  ([depth, arrays]): BodySpec => ({
    parts: arrays
      ? [
          { repeat: "[", times: depth },
          { repeat: "]", times: depth },
        ]
      : [{ repeat: '{"a":', times: depth }, "1", { repeat: "}", times: depth }],
    encoding: "utf8",
  }),
);

const bigBody = fc
  .tuple(
    fc.constantFrom("a", "intent=lrc-lookup&serial=KTS1ACTIVE00000001&", '{"Key":"edu","Value":"1"},', "\u00ff", "\u0000", "a=&"),
    fc.integer({ min: 100_000, max: 1_048_576 }),
  )
  .map(([unit, size]): BodySpec => ({ parts: [{ repeat: unit, times: Math.floor(size / unit.length) }], encoding: "latin1" }));

const randomBytes = fc
  .uint8Array({ maxLength: 4_096 })
  .map((bytes): BodySpec => ({ parts: [Buffer.from(bytes).toString("latin1")], encoding: "latin1" }));

interface Drawn {
  kind: string;
  body: BodySpec | null;
  fitting: fc.Arbitrary<string | null>;
}

const drawn = (kind: string, body: fc.Arbitrary<BodySpec | null>, fitting: fc.Arbitrary<string | null>): fc.Arbitrary<Drawn> =>
  body.map((value) => ({ kind, body: value, fitting }));

const formType = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=UTF-8",
  "APPLICATION/X-WWW-FORM-URLENCODED",
  "application/x-www-form-urlencoded; charset=utf-16",
);
const jsonType = fc.constantFrom("application/json", "application/json; charset=utf-8", "application/vnd.api+json", "text/json");
const otherType = fc.oneof(
  fc.constantFrom(
    null,
    "",
    "foo",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary="open',
  ),
  fc.constantFrom(
    "multipart/mixed; boundary=x",
    "application/x-www-form-urlencoded; charset=bogus",
    "text/html; charset=%%%",
    "*/*",
    ";;;",
  ),
  fc.constantFrom("application/json; charset=utf-32", "application/octet-stream", "text/plain"),
  headerText(40),
);

/** A multipart body with its own type; the type sometimes loses its boundary or names another. */
const multipartBody: fc.Arbitrary<Drawn> = fc
  .tuple(formFields, boundary, fc.boolean(), fc.integer({ min: 0, max: 9 }))
  .map(([fields, separator, withFile, variant]) => {
    const body = text(multipart(fields, separator, withFile));
    if (variant === 0) return { kind: "multipart-form", body, fitting: fc.constant("multipart/form-data") };
    if (variant === 1) return { kind: "multipart-form", body, fitting: fc.constant("multipart/form-data; boundary=other") };
    if (variant === 2)
      return {
        kind: "multipart-truncated",
        body: text(multipart(fields, separator, withFile).slice(0, -8)),
        fitting: fc.constant(`multipart/form-data; boundary=${separator}`),
      };
    return {
      kind: "multipart-form",
      body,
      fitting: fc.constantFrom(`multipart/form-data; boundary=${separator}`, `multipart/form-data; boundary="${separator}"`),
    };
  });

// NOTE: big bodies are about one request in eighty: enough to meet the limits, few enough that a
// run of 5 000 requests per target stays within minutes.
const bodies: fc.Arbitrary<Drawn> = fc.oneof(
  { weight: 12, arbitrary: drawn("none", fc.constant(null), fc.constant(null)) },
  { weight: 24, arbitrary: drawn("form", urlEncoded.map(text), formType) },
  { weight: 12, arbitrary: multipartBody },
  { weight: 12, arbitrary: drawn("json", fc.oneof(keyValueList, fc.json({ maxDepth: 4 })).map(text), jsonType) },
  { weight: 4, arbitrary: drawn("malformed-json", malformedJson.map(text), jsonType) },
  { weight: 3, arbitrary: drawn("deep-json", deepJson, jsonType) },
  { weight: 8, arbitrary: drawn("text", anyText.map(text), fc.constantFrom("text/plain", "text/plain;charset=UTF-8")) },
  { weight: 4, arbitrary: drawn("bytes", randomBytes, fc.constant("application/octet-stream")) },
  { weight: 1, arbitrary: drawn("big", bigBody, fc.oneof(formType, jsonType, fc.constant("text/plain"))) },
);

/** A body and its Content-Type: four times in five the fitting type, else any other. */
export const payloadArbitrary: fc.Arbitrary<Payload> = bodies
  .chain((chosen) =>
    fc
      .oneof({ weight: 4, arbitrary: chosen.fitting }, { weight: 1, arbitrary: otherType })
      .map((contentType) => ({ chosen, contentType })),
  )
  .map(({ chosen, contentType }) => ({
    contentType,
    body: chosen.body,
    features: { "content-type": contentTypeKind(contentType), body: chosen.kind },
  }));

/**
 * What the page's form or a service's client would send: the licence key form, URL-encoded or
 * multipart, for pages; a Key/Value list for a service that takes a body; nothing otherwise.
 */
export function browserPayloadArbitrary(kind: "form" | "json" | "none"): fc.Arbitrary<Payload> {
  const payload = (contentType: string | null, body: string | null, bodyKind: string): Payload => ({
    contentType,
    body: body === null ? null : text(body),
    features: { "content-type": contentTypeKind(contentType), body: bodyKind },
  });
  if (kind === "none") return fc.constant(payload(null, null, "none"));
  if (kind === "json") {
    const entries = fc.array(
      fc.record({ Key: fc.constantFrom(...known.lookupKeys), Value: fc.constantFrom("1", "us", "de", "") }),
      {
        maxLength: 6,
      },
    );
    return fc.oneof(
      fc.constant(payload(null, null, "none")),
      entries.map((list) => payload("application/json", JSON.stringify(list), "json")),
    );
  }
  const fields = fc.tuple(fc.constantFrom("lrc-lookup", "lrc-lookup", "lrc-partner"), serialValue).map(
    ([intent, serial]): Array<[string, string]> => [
      ["intent", intent],
      ["serial", serial],
    ],
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fields.map((list) => payload("application/x-www-form-urlencoded", new URLSearchParams(list).toString(), "form")),
    },
    {
      weight: 1,
      arbitrary: fields.map((list) =>
        payload("multipart/form-data; boundary=----fuzz", multipart(list, "----fuzz", false), "multipart-form"),
      ),
    },
  );
}
