import type { z } from "zod";

/**
 * Reading a JSON request body against a zod schema, for the `/_svc/…` calls: bounded, and every
 * problem answered as `{ problem, field }` naming where in the body it is, never thrown.
 */

export type JsonBodyResult<T> = { ok: true; value: T } | { ok: false; field: string; problem: string };

/**
 * Where a zod issue is, as a field name: `options.links_type`, `applications[2]`; "body" for the
 * whole body.
 *
 * @example issueField(["options", "links_type"]) // "options.links_type"
 */
export function issueField(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return "body";
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`))
    .join("");
}

/**
 * The body parsed by `schema`: an empty body is parsed as `empty` (when given), a body past
 * `maxBytes`, malformed JSON or a value the schema refuses is a problem naming its field.
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  options: { maxBytes: number; empty?: unknown },
): Promise<JsonBodyResult<z.output<T>>> {
  const text = await readText(request, options.maxBytes);
  if (text === null) return { ok: false, field: "body", problem: `larger than ${options.maxBytes} bytes` };
  let value: unknown = options.empty;
  if (text.trim() !== "") {
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, field: "body", problem: "not valid JSON" };
    }
  } else if (options.empty === undefined) {
    return { ok: false, field: "body", problem: "is empty" };
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, field: issueField(issue?.path ?? []), problem: issue?.message ?? "is invalid" };
}

/** The body as text, or null past `maxBytes` (reading stops there). */
export async function readText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // NOTE: not `cancel()`: that destroys the socket before the 400 is sent. Node discards the
      // rest of an unread body once the answer is out.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
