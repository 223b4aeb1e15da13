import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bodyKind, formContentType, parseForwardedProto, parseHost } from "./http-input";

describe("parseHost", () => {
  it.each([
    ["localhost:3000", "localhost:3000"],
    ["De-DE.localhost:3000", "de-de.localhost:3000"],
    ["www.bastion.example", "www.bastion.example"],
    ["203.0.113.5:8080", "203.0.113.5:8080"],
    ["[::1]:3000", "[::1]:3000"],
    ["[2001:db8::1]", "[2001:db8::1]"],
    ["%", null],
    ["a b", null],
    ["[::1", null],
    ["[nonsense]", null],
    ["example.com:0", null],
    ["example.com:99999", null],
    ["example.com:", null],
    ["-bad.example", null],
    ["evil.example/path", null],
    ["user@evil.example", null],
    ["A.0", null],
    ["shop.1", null],
    ["", null],
  ])("%j → %j", (value, expected) => {
    expect(parseHost(value)).toBe(expected);
  });

  it("never throws, and what it accepts builds a URL whose host is the header (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webAuthority(), fc.domain()), (value) => {
        const host = parseHost(value);
        if (host === null) return;
        expect(host).toBe(value.toLowerCase());
        expect(() => new URL(`http://${host}/`)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it("accepts every DNS name with any valid port (property)", () => {
    fc.assert(
      fc.property(fc.domain(), fc.integer({ min: 1, max: 65_535 }), (domain, port) => {
        expect(parseHost(`${domain}:${port}`)).toBe(`${domain}:${port}`.toLowerCase());
      }),
      { numRuns: 300 },
    );
  });
});

describe("parseForwardedProto", () => {
  it.each([
    ["https", "https"],
    ["HTTP", "http"],
    ["https, http", "https"],
    [" http ,https", "http"],
    ["a b", null],
    ["javascript", null],
    ["", null],
  ])("%j → %j", (value, expected) => {
    expect(parseForwardedProto(value)).toBe(expected);
  });

  it("answers http, https or null for any text (property)", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect([null, "http", "https"]).toContain(parseForwardedProto(value));
      }),
      { numRuns: 500 },
    );
  });
});

describe("formContentType", () => {
  it.each([
    ["application/x-www-form-urlencoded", "urlencoded"],
    ["application/x-www-form-urlencoded; charset=UTF-8", "urlencoded"],
    ["multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW", "multipart"],
    ['multipart/form-data; boundary="quoted boundary"', "multipart"],
    ["multipart/form-data", "multipart-without-boundary"],
    ["multipart/form-data; boundary=", "multipart-without-boundary"],
    [`multipart/form-data; boundary=${"x".repeat(71)}`, "multipart-without-boundary"],
    ["application/json", "unsupported"],
    ["text/plain", "unsupported"],
    [undefined, "unsupported"],
  ] as const)("%j → %s", (value, expected) => {
    expect(formContentType(value)).toBe(expected);
  });

  it("never throws on any header value (property)", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (value) => {
        expect(["urlencoded", "multipart", "multipart-without-boundary", "unsupported"]).toContain(formContentType(value));
      }),
      { numRuns: 500 },
    );
  });

  it("says multipart only when the body can be parsed with its boundary (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
        fc.string({ maxLength: 40 }),
        async (boundary, value) => {
          const type = `multipart/form-data; boundary=${boundary}`;
          expect(formContentType(type)).toBe("multipart");
          const body = `--${boundary}\r\nContent-Disposition: form-data; name="serial"\r\n\r\n${value.replaceAll("\r", "")}\r\n--${boundary}--\r\n`;
          const form = await new Response(body, { headers: { "Content-Type": type } }).formData().catch(() => null);
          // A value that happens to contain the boundary line ends the part early; otherwise it round-trips.
          if (form && !value.includes(`--${boundary}`)) expect(form.get("serial")).toBe(value.replaceAll("\r", ""));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("bodyKind", () => {
  it.each([
    ["/_svc/lrc.svc/en-us/licenseinfo", "service"],
    ["/_svc/FormService/", "service"],
    ["/renewal-center/home", "form"],
    ["/_svcx", "form"],
  ] as const)("%s → %s", (path, kind) => {
    expect(bodyKind(path)).toBe(kind);
  });
});
