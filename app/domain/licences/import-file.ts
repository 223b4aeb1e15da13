import { type LicenceRecord, licenceRecordSchema } from "~/domain/licences/records";

/**
 * Reading a licence import file (`npm run licences:import -- FILE`): CSV with a header row, or a
 * JSON array of records like `data/licences.json`. Every row keeps the line it starts on, so each
 * problem is reported as "line N: field: message". Pure.
 */

export type ImportFormat = "csv" | "json";

/** A row as read, before validation, with the 1-based line it starts on. */
export interface LocatedRow {
  line: number;
  value: unknown;
  /** Set when the row could not even be read as a record (a CSV row with too few values). */
  problem?: string;
}

/** A problem with one row (`line`), or with the whole file (`line` 0). */
export interface RowError {
  line: number;
  message: string;
}

/** The columns a CSV header may name: the fields of `licenceRecordSchema`. */
export const csvColumns = [
  "serial",
  "product",
  "productFamily",
  "status",
  "expirationDate",
  "expiresInDays",
  "licenseCount",
  "licenseDays",
  "partnerId",
  "channel",
  "store",
  "country",
  "provider",
  "providerUrl",
  "pnumber",
  "licenseType",
  "regKey",
  "note",
] as const;
const numericColumns = new Set<string>(["expiresInDays", "licenseCount", "licenseDays"]);

/** The format a file name implies; JSON when the text starts with `[`, else CSV. */
export function importFormatOf(fileName: string, text: string): ImportFormat {
  if (/\.json$/i.test(fileName)) return "json";
  if (/\.csv$/i.test(fileName)) return "csv";
  return text.trimStart().startsWith("[") ? "json" : "csv";
}

/** What a file holds: its CSV columns (numbers in `numeric` read as numbers) and what a record is called. */
export interface RecordShape {
  columns: readonly string[];
  numeric: ReadonlySet<string>;
  records: string;
}

const licenceShape: RecordShape = { columns: csvColumns, numeric: numericColumns, records: "licence records" };

/**
 * The rows of a file, or the one problem that makes the whole file unreadable. Licence records
 * unless another `shape` is given (the price import's).
 */
export function readImportRows(
  text: string,
  format: ImportFormat,
  shape: RecordShape = licenceShape,
): { rows: LocatedRow[] } | { error: RowError } {
  const body = text.replace(/^\uFEFF/, "");
  return format === "json" ? readJsonRows(body, shape) : readCsvRows(body, shape);
}

function readJsonRows(text: string, shape: RecordShape): { rows: LocatedRow[] } | { error: RowError } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: { line: 0, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` } };
  }
  if (!Array.isArray(value)) return { error: { line: 0, message: `must be a JSON array of ${shape.records}` } };
  const lines = topLevelElementLines(text);
  return { rows: value.map((item, index) => ({ line: lines[index] ?? 0, value: item })) };
}

/** The line on which each element of the top-level JSON array starts. */
function topLevelElementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let escaped = false;
  let expecting = false;
  for (const character of text) {
    if (character === "\n") line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (character === "\\") escaped = true;
      else if (character === '"') inString = false;
      continue;
    }
    if (depth === 1 && expecting && !/[\s\]]/.test(character)) {
      lines.push(line);
      expecting = false;
    }
    if (character === '"') inString = true;
    else if (character === "[" || character === "{") {
      depth += 1;
      if (depth === 1) expecting = true;
    } else if (character === "]" || character === "}") depth -= 1;
    else if (character === "," && depth === 1) expecting = true;
  }
  return lines;
}

/**
 * CSV records (RFC 4180: commas, double quotes with `""` inside, LF or CRLF, line breaks inside
 * quotes) with the line each starts on. Blank lines are skipped.
 */
export function parseCsv(text: string): { records: Array<{ line: number; cells: string[] }> } | { error: RowError } {
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== "") records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === "\n") line += 1;
        cell += character;
      }
    } else if (character === '"' && cell === "") quoted = true;
    else if (character === ",") {
      cells.push(cell);
      cell = "";
    } else if (character === "\n" || (character === "\r" && text[index + 1] === "\n")) {
      if (character === "\r") index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += character;
  }
  if (quoted) return { error: { line: recordLine, message: "a quoted value is not closed" } };
  endRecord();
  return { records };
}

function readCsvRows(text: string, shape: RecordShape): { rows: LocatedRow[] } | { error: RowError } {
  const parsed = parseCsv(text);
  if ("error" in parsed) return parsed;
  const [header, ...records] = parsed.records;
  if (!header) return { error: { line: 1, message: "the header row is missing" } };
  const columns = header.cells.map((name) => name.trim());
  const unknown = columns.filter((name) => !shape.columns.includes(name));
  if (unknown.length > 0) {
    return {
      error: { line: header.line, message: `unknown column ${unknown.join(", ")} (columns: ${shape.columns.join(", ")})` },
    };
  }
  const rows = records.map(({ line, cells }): LocatedRow => {
    if (cells.length !== columns.length) {
      return { line, value: undefined, problem: `${cells.length} values for ${columns.length} columns` };
    }
    const value: Record<string, unknown> = {};
    columns.forEach((name, index) => {
      const raw = cells[index]?.trim() ?? "";
      // An empty cell is an absent value: optional fields become null, required ones are reported.
      if (raw === "") return;
      value[name] = shape.numeric.has(name) && /^-?\d+$/.test(raw) ? Number(raw) : raw;
    });
    return { line, value };
  });
  return { rows };
}

/**
 * A row's problems on one line, each named by its field: "price: must be an amount …; id: is required".
 */
export function rowProblems(error: { issues: ReadonlyArray<{ code: string; message: string; path: PropertyKey[] }> }): string {
  return error.issues
    .map((issue) => {
      const message = issue.code === "invalid_type" && /received undefined$/.test(issue.message) ? "is required" : issue.message;
      return `${issue.path.map(String).join(".") || "record"}: ${message}`;
    })
    .join("; ");
}

/**
 * Validates every row; reports each bad one (all of its problems on one line), a serial given
 * twice, and a partner not among `partnerIds`.
 */
export function validateImportRows(
  rows: readonly LocatedRow[],
  partnerIds: ReadonlySet<string>,
): { records: LicenceRecord[]; errors: RowError[] } {
  const records: LicenceRecord[] = [];
  const errors: RowError[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, value, problem } of rows) {
    if (problem !== undefined) {
      errors.push({ line, message: problem });
      continue;
    }
    const result = licenceRecordSchema.safeParse(value);
    if (!result.success) {
      errors.push({ line, message: rowProblems(result.error) });
      continue;
    }
    const record = result.data;
    const earlier = firstLine.get(record.serial);
    if (earlier !== undefined) errors.push({ line, message: `serial: ${record.serial} is already on line ${earlier}` });
    else if (record.partnerId !== null && !partnerIds.has(record.partnerId)) {
      errors.push({ line, message: `partnerId: unknown partner ${record.partnerId}` });
    } else records.push(record);
    firstLine.set(record.serial, earlier ?? line);
  }
  return { records, errors };
}
