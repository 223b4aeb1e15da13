import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskSerial, normalizeSerial } from "~/domain/licences/serial";
import { redactSerials } from "./redact";

describe("redactSerials", () => {
  it.each([
    ["/lrc?serial=KTS1-ACTIVE0-0000001", "/lrc?serial=KTS1-*******-***0001"],
    ["serial=kts1active00000001&x=1", "serial=kts1**********0001&x=1"],
    ["KTS1+ACTIVE0+0000001", "KTS1+*******+***0001"],
    ["KTS1%20ACTIVE0%200000001", "KTS1%20*******%20***0001"],
    ["KTS1 ACTIVE0 0000001", "KTS1 ******* ***0001"],
    ["/x/home-KTS1-ACTIVE0-0000001-y", "/x/home-KTS1-*******-***0001-y"],
    ["3D6A6F64-02524-52348-A86FF-9196DAB9E", "3D6A****-*****-*****-*****-*****AB9E"],
    ['{"msg":"x\\nKTS1ACTIVE00000001 y"}', '{"msg":"x\\nKTS1**********0001 y"}'],
    ["small-office-security", "small-office-security"],
    ["rate limiter unavailable; lookup allowed", "rate limiter unavailable; lookup allowed"],
    ['{"requestId":"d767775f-e183-4bb1-85b8-a79d203d889a"}', '{"requestId":"d767775f-e183-4bb1-85b8-a79d203d889a"}'],
    ['{"path":"/d767775f-e183-4bb1-85b8-a79d203d889a"}', '{"path":"/d767****-****-****-****-********889a"}'],
  ])("%s → %s", (text, expected) => {
    expect(redactSerials(text)).toBe(expected);
  });

  const serial = fc
    .oneof(fc.stringMatching(/^[A-Z0-9]{18}$/), fc.stringMatching(/^[A-Z0-9]{32}$/))
    .filter((value) => /\d/.test(value));

  it("leaves no serial in clear, however it is spelled or embedded (property)", () => {
    fc.assert(
      fc.property(
        serial,
        fc.constantFrom("-", " ", "+", "%20", ""),
        fc.boolean(),
        fc.constantFrom("", "/", "?serial=", '"', "\\n", " ", "x-"),
        fc.constantFrom("", "&", '"', "/", "-y", " end"),
        (compact, separator, lower, before, after) => {
          const spelled = (normalizeSerial(compact) ?? compact).replaceAll("-", separator);
          const text = `${before}${lower ? spelled.toLowerCase() : spelled}${after}`;
          const redacted = redactSerials(text);
          expect(redacted.replaceAll(separator || "-", "").toUpperCase()).not.toContain(compact);
          // What stays is what maskSerial keeps: the first and last four.
          expect(redacted.toUpperCase()).toContain(compact.slice(0, 4));
          expect(maskSerial(compact)).toContain("*");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("changes nothing but letters and digits of serial-like runs (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const redacted = redactSerials(text);
        expect(redacted).toHaveLength(text.length);
        for (let index = 0; index < text.length; index += 1) {
          if (redacted[index] !== text[index]) {
            expect(redacted[index]).toBe("*");
            expect(text[index]).toMatch(/[A-Za-z0-9]/);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
