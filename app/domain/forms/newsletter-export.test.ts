import { describe, expect, it } from "vitest";
import { csvCell, type ExportRow, exportColumns, toCsv } from "./newsletter-export";

describe("csvCell (RFC 4180 quoting, with a guard against spreadsheet formulas)", () => {
  it.each([
    ["name@example.com", "name@example.com"],
    ["en_US", "en_US"],
    ["", ""],
    [null, ""],
    [1, "1"],
    [0, "0"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ["line\nbreak", '"line\nbreak"'],
    ["line\r\nbreak", '"line\r\nbreak"'],
    ["it's fine", "it's fine"],
    ["a;b", "a;b"],
  ])("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+49 30 1234", "'+49 30 1234"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ['=HYPERLINK("https://evil.example","x")', '"\'=HYPERLINK(""https://evil.example"",""x"")"'],
    [-1, "'-1"],
    ["a=b", "a=b"],
    ["x@example.com", "x@example.com"],
  ])("a cell a spreadsheet would run, %j, starts with an apostrophe: %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv (spec 3 §7: "EMAIL_FIELD, LOCALE_FIELD (codes like en_US, de_DE), SEGMENT_FIELD=NEWSLETTER, OPT_IN_EMAIL_IND_FIELD=1")', () => {
  const header = "EMAIL_FIELD,LOCALE_FIELD,SEGMENT_FIELD,OPT_IN_EMAIL_IND_FIELD,CONFIRMED_AT";

  it("names the marketing fields in the header", () => {
    expect(exportColumns.join(",")).toBe(header);
  });

  it("writes the header alone, with a line end, when there is nobody to export", () => {
    expect(toCsv([])).toBe(`${header}\r\n`);
  });

  it("writes one CRLF line a subscriber, in column order, an unconfirmed date empty", () => {
    const rows: ExportRow[] = [
      { email: "ann@example.com", localeCode: "en_US", segment: "NEWSLETTER", optIn: 1, confirmedAt: "2025-03-01T10:00:00.000Z" },
      { email: "bob@example.de", localeCode: "de_DE", segment: "NEWSLETTER", optIn: 1, confirmedAt: null },
    ];
    expect(toCsv(rows)).toBe(
      `${header}\r\n` +
        "ann@example.com,en_US,NEWSLETTER,1,2025-03-01T10:00:00.000Z\r\n" +
        "bob@example.de,de_DE,NEWSLETTER,1,\r\n",
    );
  });

  it("quotes and guards each cell", () => {
    const csv = toCsv([{ email: "=cmd", localeCode: "en,US", segment: 'NEWS"LETTER', optIn: 1, confirmedAt: null }]);
    expect(csv.split("\r\n")).toEqual([header, `'=cmd,"en,US","NEWS""LETTER",1,`, ""]);
  });
});
