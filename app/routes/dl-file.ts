import { requestContext, servicesContext } from "~/context";
import type { HostedFile } from "~/domain/downloads/file-host.server";
import { contentDisposition, matchesEtag, rangeAnswer } from "~/lib/http-range";
import type { Route } from "./+types/dl-file";

/**
 * `GET|HEAD /dl/{path}`: the built-in file host. Catalogue files (`/dl/{product}/{version}/{file}`)
 * and customised packages (`/dl/packages/{token}/{file}`) are answered with their content type,
 * `Content-Disposition` (attachment; help pages inline), a strong `ETag` from the SHA-256, the
 * checksum in `Repr-Digest` (RFC 9530), and byte ranges (206, 416) so an interrupted download
 * resumes. A file whose bytes no longer match the published checksum is never served (503), an
 * expired package link answers 410.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { downloads } = context.get(servicesContext);
  const { logger } = context.get(requestContext);
  const path = params["*"] ?? "";
  const packageMatch = /^packages\/([A-Za-z0-9_-]{16,64})\/([^/]{1,200})$/.exec(path);
  const lookup = packageMatch
    ? await downloads.packageFile(packageMatch[1] ?? "", packageMatch[2] ?? "")
    : /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+){1,4}$/.test(path)
      ? await downloads.file(path)
      : ({ kind: "not-found" } as const);

  switch (lookup.kind) {
    case "found":
      return fileResponse(request, lookup.file, packageMatch !== null);
    case "expired":
      return plain(410, "This package link has expired. Create a new one in your web console.");
    case "integrity-error":
      logger.error({ path: lookup.path }, "download withheld: its bytes do not match the published checksum");
      return plain(503, "This file is being updated. Try again in a few minutes.");
    default:
      return plain(404, "No such file.");
  }
}

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function fileResponse(request: Request, file: HostedFile, isPackage: boolean): Response {
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(file.inline ? "inline" : "attachment", file.fileName),
    ETag: etag,
    "Last-Modified": new Date(`${file.published}T00:00:00Z`).toUTCString(),
    "Accept-Ranges": "bytes",
    "Repr-Digest": `sha-256=:${Buffer.from(file.sha256, "hex").toString("base64")}:`,
    // Catalogue paths carry the version: the bytes at a path never change. Packages belong to
    // one company. `no-transform` keeps compression off, so lengths and ranges stay exact.
    "Cache-Control": isPackage ? "private, max-age=3600, no-transform" : "public, max-age=31536000, immutable, no-transform",
  });
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const size = file.bytes.length;
  const range = rangeAnswer(request.headers.get("range"), size, { ifRange: request.headers.get("if-range"), etag });
  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range.kind === "partial") {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
    return new Response(file.bytes.slice(range.start, range.end + 1), { status: 206, headers });
  }
  headers.set("Content-Length", String(size));
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
