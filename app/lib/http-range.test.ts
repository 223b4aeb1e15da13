import { describe, expect, it } from "vitest";
import { contentDisposition, matchesEtag, type RangeAnswer, rangeAnswer } from "./http-range";

describe("rangeAnswer (RFC 9110 §14: one byte range)", () => {
  it.each<[string | null, RangeAnswer]>([
    [null, { kind: "full" }],
    ["bytes=0-99", { kind: "partial", start: 0, end: 99 }],
    ["bytes=100-", { kind: "partial", start: 100, end: 999 }],
    ["bytes=900-5000", { kind: "partial", start: 900, end: 999 }],
    ["bytes=-100", { kind: "partial", start: 900, end: 999 }],
    ["bytes=-5000", { kind: "partial", start: 0, end: 999 }],
    ["bytes=999-999", { kind: "partial", start: 999, end: 999 }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=10-5", { kind: "full" }],
    ["bytes=0-1,5-6", { kind: "full" }],
    ["items=0-5", { kind: "full" }],
    ["bytes=-", { kind: "full" }],
    ["bytes=abc", { kind: "full" }],
    [" Bytes = 5 - 9 ", { kind: "partial", start: 5, end: 9 }],
  ])("%j on 1000 bytes → %j", (range, answer) => {
    expect(rangeAnswer(range, 1000)).toEqual(answer);
  });

  it("answers the whole file when If-Range names another version", () => {
    expect(rangeAnswer("bytes=10-", 1000, { ifRange: '"old"', etag: '"new"' })).toEqual({ kind: "full" });
    expect(rangeAnswer("bytes=10-", 1000, { ifRange: '"new"', etag: '"new"' })).toEqual({ kind: "partial", start: 10, end: 999 });
    expect(contentDisposition("attachment", "it's (1).zip")).toBe(
      `attachment; filename="it's (1).zip"; filename*=UTF-8''it%27s%20%281%29.zip`,
    );
  });
});

describe("matchesEtag", () => {
  it.each([
    ['"a"', '"a"', true],
    ['"x", "a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ["*", '"a"', true],
    ['"b"', '"a"', false],
    [null, '"a"', false],
  ])("%j against %j: %s", (header, etag, matches) => {
    expect(matchesEtag(header, etag)).toBe(matches);
    expect(contentDisposition("attachment", "it's (1).zip")).toBe(
      `attachment; filename="it's (1).zip"; filename*=UTF-8''it%27s%20%281%29.zip`,
    );
  });
});

describe("contentDisposition (RFC 6266)", () => {
  it("gives an ASCII name and the UTF-8 one", () => {
    expect(contentDisposition("attachment", "setup.exe")).toBe(`attachment; filename="setup.exe"; filename*=UTF-8''setup.exe`);
    expect(contentDisposition("inline", 'Руководство "1".pdf')).toBe(
      `inline; filename="___________ _1_.pdf"; filename*=UTF-8''%D0%A0%D1%83%D0%BA%D0%BE%D0%B2%D0%BE%D0%B4%D1%81%D1%82%D0%B2%D0%BE%20%221%22.pdf`,
    );
    expect(contentDisposition("attachment", "it's (1).zip")).toBe(
      `attachment; filename="it's (1).zip"; filename*=UTF-8''it%27s%20%281%29.zip`,
    );
  });
});
