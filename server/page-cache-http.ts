import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { RequestHandler } from "express";
import proxyaddr from "proxy-addr";
import { Visitor, type VisitorSource } from "~/domain/pages/visitor";
import { normalizeClientIp } from "~/lib/client-address";
import type { Logger } from "~/lib/logger.server";
import {
  bodyOf,
  buildEntry,
  type CachePolicy,
  cacheHeaders,
  type Encoding,
  encodingFor,
  isShareable,
  matchesEtag,
  type PageCache,
  type PageEntry,
} from "./page-cache";
import { newNonce } from "./security";

/** How the server sees a request: which peers are trusted proxies, which country an address is in. */
export interface RequestView {
  /** Express's `trust proxy` function: whether the address `hop` hops away may forward for the client. */
  trust(address: string, hop: number): boolean;
  isTrustedPeer(address: string): boolean;
  countryOf(ip: string): string | null;
}

/**
 * The URL a page is kept under: scheme and host as a trusted proxy forwarded them (else the
 * connection's and the Host header's), path and query as sent. The filling render and the
 * serving hit both compute it here, so they agree.
 */
export function cacheUrlOf(req: IncomingMessage, view: RequestView): string {
  let protocol = (req.socket as TLSSocket).encrypted ? "https" : "http";
  let host = req.headers.host ?? "";
  if (view.isTrustedPeer(req.socket.remoteAddress ?? "")) {
    const proto = req.headers["x-forwarded-proto"];
    if (typeof proto === "string" && proto) protocol = proto.split(",")[0]?.trim() || protocol;
    const forwardedHost = req.headers["x-forwarded-host"];
    if (typeof forwardedHost === "string" && forwardedHost) host = forwardedHost.split(",")[0]?.trim() || host;
  }
  return `${protocol}://${host.toLowerCase()}${req.url ?? "/"}`;
}

/**
 * The client's address as Express's `req.ip` finds it (the same trust function, hop by hop), checked
 * like `clientIpOf`: the page cache's hit and the render it kept see the same visitor.
 */
export function clientIpOfRaw(req: IncomingMessage, view: RequestView): string {
  const forwarded = proxyaddr(req, view.trust);
  return normalizeClientIp(forwarded) ?? normalizeClientIp(req.socket.remoteAddress) ?? "0.0.0.0";
}

/** The visitor's facts of a request; the country is looked up only when something asks for it. */
export function visitorSourceOf(req: IncomingMessage, clientIp: string, view: RequestView): VisitorSource {
  let country: string | null | undefined;
  return {
    get country() {
      if (country === undefined) country = view.countryOf(clientIp);
      return country;
    },
    userAgent: req.headers["user-agent"] ?? null,
    cookie: req.headers.cookie ?? null,
  };
}

const requestIdPattern = /^[\w.:-]{8,128}$/;

export interface CachedPageServerOptions {
  cache: PageCache;
  view: RequestView;
  logger: Logger;
  /** Set while shutting down: every response closes its connection. */
  draining(): boolean;
  /** HTTPS_REDIRECT: plain-HTTP requests go to Express, which redirects them. */
  httpsRedirect: boolean;
}

/**
 * Answers a request from the page cache before Express sees it, or says it cannot (false): only
 * GET and HEAD without a body, for a kept page. The answer is what the render answered — status,
 * security headers, text — with a fresh nonce in the text and the CSP, its own request id, the
 * entry's ETag (a matching If-None-Match gets a 304, without a CSP, so the browser keeps the one
 * that matches its copy's nonce), and the encoding the client prefers. Logged like every request,
 * with `cache: "hit"`.
 */
export function createCachedPageServer(options: CachedPageServerOptions) {
  const { cache, view, logger } = options;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return false;
    if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) return false;
    if (req.url?.startsWith("/_svc/") || options.draining()) return false;
    const url = cacheUrlOf(req, view);
    if (options.httpsRedirect && !url.startsWith("https:")) return false;
    const started = process.hrtime.bigint();
    const clientIp = clientIpOfRaw(req, view);
    const entry = cache.lookup(url, visitorSourceOf(req, clientIp, view));
    if (!entry) return false;
    const incoming = req.headers["x-request-id"];
    const requestId =
      typeof incoming === "string" && requestIdPattern.test(incoming) && view.isTrustedPeer(req.socket.remoteAddress ?? "")
        ? incoming
        : randomUUID();
    const { status, bytes } = send(entry, req, res, requestId, encodingFor(entry, req.headers["accept-encoding"], cache));
    if (status === 304) cache.stats.notModified += 1;
    else cache.stats.hits += 1;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      {
        requestId,
        method: req.method,
        host: req.headers.host,
        path: (req.url ?? "/").split("?")[0],
        status,
        ms: Math.round(ms * 10) / 10,
        ip: clientIp,
        bytes: bytes || undefined,
        cache: "hit",
      },
      "request",
    );
    return true;
  };
}

/** Answers from `entry`; says with what status and how many bytes of body. */
function send(
  entry: PageEntry,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  encoding: Encoding,
): { status: number; bytes: number } {
  if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
    const head: string[] = [];
    for (let at = 0; at < entry.head.length; at += 2) {
      if (entry.head[at] !== "content-type") head.push(entry.head[at] as string, entry.head[at + 1] as string);
    }
    res.writeHead(304, [...head, "x-request-id", requestId]).end();
    return { status: 304, bytes: 0 };
  }
  const nonce = newNonce();
  const chunks = bodyOf(entry, encoding, Buffer.from(nonce));
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const head = [...entry.head, "x-request-id", requestId, "content-length", String(length)];
  if (entry.csp) head.push("content-security-policy", entry.csp.join(nonce));
  if (encoding !== "identity") head.push("content-encoding", encoding);
  res.writeHead(200, head);
  if (req.method === "HEAD") {
    res.end();
    return { status: 200, bytes: 0 };
  }
  // Written in one go (the socket gathers the chunks), without copying them into one buffer.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  return { status: 200, bytes: length };
}

export interface FillOptions {
  cache: PageCache;
  view: RequestView;
  policy: CachePolicy;
}

/**
 * Express middleware, right before the router: gives the request its `Visitor` (what the page
 * reads of the visitor is noted) and, for a GET of a page, keeps what the render answers when it
 * is shareable (`isShareable`) and nothing went wrong while rendering (no warning or error was
 * logged, see `requestLogging`): the text as written, the headers, the nonce and the facts read.
 * Such a response already carries the Cache-Control and Vary of a kept page.
 */
export function pageCacheFill(options: FillOptions): RequestHandler {
  const { cache, view, policy } = options;
  return (req, res, next) => {
    const clientIp = res.locals.clientIp as string;
    const source = visitorSourceOf(req, clientIp, view);
    const visitor = new Visitor(source);
    res.locals.visitor = visitor;
    if (!cache.enabled || req.method !== "GET" || req.path.startsWith("/_svc/")) return next();
    const url = cacheUrlOf(req, view);
    const generation = cache.generation;
    const chunks: Buffer[] = [];
    let size = 0;
    let capturing = false;
    let headers: OutgoingHttpHeaders = {};
    const limit = cache.maxBytes / 16;

    // The raw response underneath: its methods are replaced to see the head and the text go out.
    const raw = res as ServerResponse;
    let decided = false;
    /** At the head of the response: whether it is kept, and if so, with what it tells caches. */
    const decide = (statusCode: number) => {
      if (decided) return;
      decided = true;
      if (isShareable(statusCode, res.getHeaders())) {
        const { cacheControl, vary } = cacheHeaders(visitor.read, policy);
        res.setHeader("Cache-Control", cacheControl);
        res.setHeader("Vary", vary);
        headers = res.getHeaders();
        capturing = true;
        cache.stats.misses += 1;
      }
      res.locals.pageCache = capturing ? "miss" : "bypass";
    };
    const writeHead = raw.writeHead;
    raw.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      decide(args[0]);
      return writeHead.apply(this, args) as ServerResponse;
    } as ServerResponse["writeHead"];

    const capture = (chunk: unknown, encoding?: unknown) => {
      // A first write sends the head implicitly: decide before the text goes.
      if (!raw.headersSent) decide(raw.statusCode);
      if (!capturing || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > limit) {
        capturing = false;
        chunks.length = 0;
        return;
      }
      chunks.push(buffer);
    };
    const write = raw.write;
    raw.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      capture(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse["write"];
    const end = raw.end;
    raw.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      capture(chunk, rest[0]);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse["end"];

    res.on("finish", () => {
      if (!capturing || res.locals.degraded === true) {
        if (capturing) res.locals.pageCache = "degraded";
        return;
      }
      const body = Buffer.concat(chunks);
      buildEntry({ body, headers, nonce: res.locals.cspNonce as string, facts: visitor.read }, policy)
        .then((entry) => cache.store(url, visitor.read, source, entry, generation))
        .catch((error: unknown) => (res.locals.logger as Logger | undefined)?.error({ err: error }, "page not cached"));
    });
    next();
  };
}
