import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { bodyKind, formContentType, parseForwardedProto, parseHost } from "./http-input";

/**
 * The request's boundary, before any route sees it. Every refusal is a 4xx with a JSON body
 * naming the problem, carries the full security-header set (this runs after them), and is logged
 * at info level by the request log.
 *
 * - Host (and, from a trusted proxy, X-Forwarded-Host and X-Forwarded-Proto) must be well formed: 400.
 * - Only GET, HEAD, POST and OPTIONS exist here: 405 with `Allow` for the rest.
 * - A body is read into memory up to a limit (FORM_BODY_LIMIT for pages, SERVICE_BODY_LIMIT for
 *   `/_svc`): a declared Content-Length past it is refused with 413 before a byte is read, and a
 *   body that grows past it while streaming is refused as soon as it does. The router then gets
 *   the buffered body (`res.locals.body`), so nothing downstream can read more.
 * - A page form post must be URL-encoded or multipart with a boundary (415, or 400 without the
 *   boundary), and must parse as a form (400), so `request.formData()` in an action cannot fail.
 */

export interface BodyLimits {
  form: number;
  service: number;
}

const allowedMethods = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const allowHeader = "GET, HEAD, POST, OPTIONS";

function refuse(res: Response, status: number, error: string, field?: string, headers: Record<string, string> = {}) {
  res.status(status).set({ "Cache-Control": "no-store", ...headers });
  res.json(field ? { error, field } : { error });
}

/** 400 for a Host, X-Forwarded-Host or X-Forwarded-Proto that is not well formed. */
export function validateRequestTarget(isTrustedPeer: (address: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const host = req.headers.host;
    if (host !== undefined && !parseHost(host)) return refuse(res, 400, "invalid Host header", "host");
    if (isTrustedPeer(req.socket.remoteAddress ?? "")) {
      const forwardedHost = req.get("x-forwarded-host");
      if (forwardedHost !== undefined && !parseHost(forwardedHost.split(",")[0]?.trim()))
        return refuse(res, 400, "invalid X-Forwarded-Host header", "x-forwarded-host");
      const forwardedProto = req.get("x-forwarded-proto");
      if (forwardedProto !== undefined && !parseForwardedProto(forwardedProto))
        return refuse(res, 400, "invalid X-Forwarded-Proto header", "x-forwarded-proto");
    }
    next();
  };
}

/** 405 for methods no route answers; OPTIONS says which ones there are. */
export const allowMethods: RequestHandler = (req, res, next) => {
  if (!allowedMethods.has(req.method)) return refuse(res, 405, "method not allowed", "method", { Allow: allowHeader });
  if (req.method === "OPTIONS") {
    res.status(204).set({ Allow: allowHeader, "Cache-Control": "no-store" }).end();
    return;
  }
  next();
};

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** Reads the body with a limit, answering "too-large" as soon as it passes the limit. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer> | "too-large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.pause();
        resolve("too-large");
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** How long a refused upload's connection stays open, discarding, after the answer. */
const lingerMs = 2000;

/**
 * Answers 413 and closes the connection, so the rest of an oversized body is never read into
 * memory. NOTE: closing a socket that still has unread data makes the kernel send a reset, and
 * a reset makes the client's kernel drop our answer before the client reads it. So, as nginx's
 * "lingering close" does, the connection first half-closes after the answer and discards what the
 * client still sends, until the client closes or `lingerMs` pass. Node calls `destroySoon` to
 * close a `Connection: close` response's socket; this socket's is replaced by the lingering one.
 */
function tooLarge(req: Request, res: Response, limit: number) {
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once("end", () => {
      clearTimeout(timer);
      socket.destroy();
    });
  };
  refuse(res, 413, `body larger than ${limit} bytes`, "body", { Connection: "close" });
}

export function boundedBody(limits: BodyLimits): RequestHandler {
  return async (req, res, next) => {
    const kind = bodyKind(req.path);
    const limit = limits[kind];
    if (Number(req.headers["content-length"] ?? 0) > limit) return tooLarge(req, res, limit);
    if (req.method === "GET" || req.method === "HEAD") return next();

    if (kind === "form") {
      const type = formContentType(req.get("content-type"));
      if (type === "multipart-without-boundary") return refuse(res, 400, "multipart body without a boundary", "content-type");
      if (type === "unsupported") {
        return refuse(
          res,
          415,
          "pages take form posts: application/x-www-form-urlencoded or multipart/form-data",
          "content-type",
        );
      }
    }
    let body: Buffer<ArrayBuffer> | "too-large";
    try {
      body = hasBody(req) ? await readBody(req, limit) : Buffer.alloc(0);
    } catch {
      // The client went away mid-body; there is nobody to answer.
      return;
    }
    if (body === "too-large") return tooLarge(req, res, limit);
    res.locals.body = body;

    const contentType = req.get("content-type");
    if (kind === "form" || formContentType(contentType) !== "unsupported") {
      const parses = await new globalThis.Response(body, { headers: { "Content-Type": contentType ?? "" } }).formData().then(
        () => true,
        () => false,
      );
      if (!parses) return refuse(res, 400, "body is not a well-formed form", "body");
    }
    next();
  };
}
