import { describe, expect, it } from "vitest";
import licences from "../../../data/licences.json" with { type: "json" };
import { importFormatOf, parseCsv, readImportRows, validateImportRows } from "./import-file";

const header =
  "serial,product,productFamily,status,expirationDate,licenseCount,licenseDays,partnerId,channel,store,country,provider,providerUrl,pnumber,licenseType,regKey";
const good = "aaaa1111111bbbbbbb,total-security,b2c,active,2027-01-31,3,365,,retail,Shop,us,,,BKTS-3D1Y-C,commercial,RK-1";
const partners = new Set(["northwind"]);

function validate(text: string, format: "csv" | "json" = "csv") {
  const read = readImportRows(text, format);
  if ("error" in read) throw new Error(read.error.message);
  return validateImportRows(read.rows, partners);
}

describe("parseCsv", () => {
  it("reads quoted values with commas, doubled quotes and line breaks, and keeps each record's first line", () => {
    const parsed = parseCsv('a,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\n');
    expect(parsed).toEqual({
      records: [
        { line: 1, cells: ["a", "b"] },
        { line: 2, cells: ["x, y", 'say "hi"'] },
        { line: 4, cells: ["two\nlines", "z"] },
      ],
    });
  });

  it("reports an unclosed quote with its line", () => {
    expect(parseCsv('a,b\n"open,b\nc,d')).toEqual({ error: { line: 2, message: "a quoted value is not closed" } });
  });
});

describe("reading and validating an import file", () => {
  it("turns a good CSV row into a record with the serial normalised and empty cells absent", () => {
    const { records, errors } = validate(`${header}\n${good}\n`);
    expect(errors).toEqual([]);
    expect(records).toEqual([
      expect.objectContaining({ serial: "AAAA-1111111-BBBBBBB", licenseCount: 3, partnerId: null, provider: null }),
    ]);
  });

  it("reports every bad row by its line, with each problem of the row", () => {
    const text = [
      header,
      good,
      "bad,total-security,b2c,active,2027-01-31,3,365,,retail,Shop,US,,,BKTS-3D1Y-C,commercial,RK-1",
      good.replace("retail", "telepathy"),
      good.replace("aaaa1111111bbbbbbb", "cccc1111111bbbbbbb").replace(",3,", ",three,"),
      good.replace("aaaa1111111bbbbbbb", "dddd1111111bbbbbbb").replace("total-security,b2c", "small-office-security,b2c"),
      good.replace(",,retail", ",northwind,partner").replace("aaaa", "eeee"),
      good.replace(",,retail", ",southwind,partner").replace("aaaa", "ffff"),
      good.replace("2027-01-31", ""),
      good.replace(",Shop,", ",,").replace("aaaa", "gggg"),
      "only,three,values",
    ].join("\n");
    const { errors } = validate(text);
    expect(errors).toEqual([
      { line: 3, message: expect.stringMatching(/^serial: must be 18 or 32 .*; country: lower-case ISO 3166/) },
      { line: 4, message: expect.stringMatching(/^channel: /) },
      { line: 5, message: expect.stringMatching(/^licenseCount: .*number/) },
      { line: 6, message: "product: small-office-security is a vsb product, not b2c" },
      { line: 8, message: "partnerId: unknown partner southwind" },
      { line: 9, message: "expirationDate: give either expirationDate or expiresInDays" },
      { line: 10, message: "store: is required" },
      { line: 11, message: "3 values for 16 columns" },
    ]);
  });

  it("reports a serial given twice, in any spelling, with the line of the first", () => {
    const { errors } = validate(`${header}\n${good}\n${good.replace("aaaa1111111bbbbbbb", "AAAA-1111111-BBBBBBB")}\n`);
    expect(errors).toEqual([{ line: 3, message: "serial: AAAA-1111111-BBBBBBB is already on line 2" }]);
  });

  it("refuses an unknown column for the whole file", () => {
    expect(readImportRows("serial,colour\nx,y\n", "csv")).toEqual({
      error: { line: 1, message: expect.stringMatching(/^unknown column colour/) },
    });
  });

  it("reads the demo data file as JSON and finds the line of each record", () => {
    const text = JSON.stringify(licences, null, 2);
    const read = readImportRows(text, "json");
    if ("error" in read) throw new Error(read.error.message);
    expect(read.rows).toHaveLength(licences.length);
    const lines = text.split("\n");
    // Each record's line is its opening brace, and the serial follows on the next line.
    for (const [index, row] of read.rows.entries()) {
      expect(lines[row.line - 1]?.trim()).toBe("{");
      expect(lines[row.line]).toContain(licences[index]?.serial);
    }
  });

  it("reports a JSON record by the line it starts on", () => {
    const text = `[\n  {"serial": "x"},\n\n  "not a record",\n  ${JSON.stringify(licences[0])}\n]`;
    const { errors, records } = validate(text, "json");
    expect(errors.map((error) => error.line)).toEqual([2, 4]);
    expect(records).toHaveLength(1);
  });

  it("refuses JSON that is not an array", () => {
    expect(readImportRows('{"serial": "x"}', "json")).toEqual({ error: { line: 0, message: expect.stringMatching(/array/) } });
    expect(readImportRows("[1,", "json")).toEqual({ error: { line: 0, message: expect.stringMatching(/^not valid JSON/) } });
  });

  it("tells the format from the name, else from the first character", () => {
    expect(importFormatOf("x.CSV", "[")).toBe("csv");
    expect(importFormatOf("x.json", "serial")).toBe("json");
    expect(importFormatOf("licences", "  [")).toBe("json");
    expect(importFormatOf("licences", "serial,product")).toBe("csv");
  });
});
