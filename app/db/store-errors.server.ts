/**
 * Telling "the store is away" from every other failure, so that callers can answer 503 (and
 * pages render degraded) instead of a 500, and the database guard can stop waiting for a store
 * that does not answer.
 */

/** Thrown instead of waiting while the database is known to be unreachable. */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
}

/** Node and network codes of a connection that cannot be made or was lost. */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
]);
/** What `pg` says when it gives up on a connection or a reply. */
const connectionMessages = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /connection timeout/i,
];

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    chain.push(current);
    if (current instanceof AggregateError) chain.push(...current.errors);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Whether the database connection failed: refused, reset, timed out, terminated. PostgreSQL's
 * class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now) and 53300 (too many
 * connections) count too.
 */
export function isConnectionFailure(error: unknown): boolean {
  return causes(error).some((item) => {
    if (item instanceof StoreUnavailableError) return true;
    const code = codeOf(item);
    if (code && (connectionCodes.has(code) || /^08/.test(code) || /^57P0[123]$/.test(code) || code === "53300")) return true;
    const message = item instanceof Error ? item.message : "";
    return connectionMessages.some((pattern) => pattern.test(message));
  });
}

/**
 * Whether a failure means "try again later" rather than a bug: a connection failure, a statement
 * cancelled by its timeout (57014), or SQLite busy past its timeout.
 */
export function isStoreUnavailable(error: unknown): boolean {
  if (isConnectionFailure(error)) return true;
  return causes(error).some((item) => {
    const code = codeOf(item);
    const message = item instanceof Error ? item.message : "";
    return code === "57014" || (code === "ERR_SQLITE_ERROR" && /database is locked|busy/i.test(message));
  });
}
