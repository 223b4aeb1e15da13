import { isIPv6 } from "node:net";

/**
 * Parsers for what a client controls at the HTTP level: the Host header, a proxy's
 * X-Forwarded-Proto and the Content-Type of a form post. Pure; every one answers null (or a
 * refusal) for anything it does not recognise, and never throws.
 */

const label = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const hostPattern = new RegExp(`^(?:(${label}(?:\\.${label})*\\.?)|\\[([0-9a-f:.]{2,45})\\])(?::(\\d{1,5}))?$`, "i");

/**
 * A Host header (or a trusted X-Forwarded-Host) as `name[:port]`, lower-cased, or null when it is
 * not a DNS name, an IPv4 address or a bracketed IPv6 address with an optional port 1–65535.
 *
 * @example parseHost("De-DE.localhost:3000") // "de-de.localhost:3000"
 * @example parseHost("[::1]:80") // "[::1]:80"
 * @example parseHost("a b") // null
 */
export function parseHost(value: string | undefined): string | null {
  if (value === undefined || value.length === 0 || value.length > 260) return null;
  const match = hostPattern.exec(value);
  if (!match) return null;
  const [, , ipv6, port] = match;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  // NOTE: a name whose last label is a number ("a.0") reads as an IPv4 address to the URL parser,
  // which refuses it; what the request URL is built from must parse.
  try {
    new URL(`http://${value}/`);
  } catch {
    return null;
  }
  return value.toLowerCase();
}

/**
 * The scheme a trusted proxy reports in X-Forwarded-Proto (its first value), or null when it is
 * neither http nor https.
 *
 * @example parseForwardedProto("https, http") // "https"
 * @example parseForwardedProto("javascript") // null
 */
export function parseForwardedProto(value: string): "http" | "https" | null {
  const first = value.split(",")[0]?.trim().toLowerCase();
  return first === "http" || first === "https" ? first : null;
}

export type FormContentType = "urlencoded" | "multipart" | "multipart-without-boundary" | "unsupported";

/**
 * What a page form post's Content-Type says about its body. Pages take only what an HTML form
 * sends: URL-encoded or multipart (with its boundary).
 *
 * @example formContentType("application/x-www-form-urlencoded; charset=UTF-8") // "urlencoded"
 * @example formContentType("multipart/form-data") // "multipart-without-boundary"
 * @example formContentType("application/json") // "unsupported"
 */
export function formContentType(value: string | undefined): FormContentType {
  if (!value) return "unsupported";
  const [type = "", ...parameters] = value.split(";").map((part) => part.trim());
  const mediaType = type.toLowerCase();
  if (mediaType === "application/x-www-form-urlencoded") return "urlencoded";
  if (mediaType !== "multipart/form-data") return "unsupported";
  const boundary = parameters.find((parameter) => parameter.toLowerCase().startsWith("boundary="))?.slice("boundary=".length);
  const bare = boundary?.replace(/^"(.*)"$/, "$1");
  // RFC 2046: 1–70 characters, not ending in a space.
  return bare && bare.length <= 70 && !bare.endsWith(" ") ? "multipart" : "multipart-without-boundary";
}

/** Which body limit a path falls under: the `/_svc/...` calls or page forms. */
export function bodyKind(path: string): "service" | "form" {
  return path.startsWith("/_svc/") ? "service" : "form";
}
