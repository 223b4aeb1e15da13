import { randomUUID } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { normalizeClientIp } from "~/lib/client-address";
import type { Logger } from "~/lib/logger.server";

const requestIdPattern = /^[\w.:-]{8,128}$/;

/**
 * The client's address: what a trusted proxy forwarded (Express's `req.ip`), if that is an IP
 * address at all, else the peer's own address. A forwarded header can carry any text; it is never
 * logged or used as a key unchecked.
 */
export function clientIpOf(req: Request): string {
  return normalizeClientIp(req.ip) ?? normalizeClientIp(req.socket.remoteAddress) ?? "0.0.0.0";
}

/**
 * Gives every request an id (a well-formed X-Request-Id from a trusted proxy, else a new UUID) and
 * its client address, echoes the id in the response, and writes one structured log line when the
 * response finishes: error level for 5xx only, info for everything a client caused. Query strings
 * are not logged (they can carry serials and e-mail addresses), and the logger masks any serial
 * left in the path. `cache` says what the page cache did: `miss` (kept now), `degraded` (not kept:
 * something was logged at warn or above while rendering), `bypass` (not for sharing); hits are
 * logged by the page cache itself.
 */
export function requestLogging(logger: Logger, isTrustedPeer: (address: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const peer = req.socket.remoteAddress ?? "";
    const requestId = incoming && requestIdPattern.test(incoming) && isTrustedPeer(peer) ? incoming : randomUUID();
    const clientIp = clientIpOf(req);
    res.locals.requestId = requestId;
    res.locals.clientIp = clientIp;
    res.locals.logger = noticingTrouble(logger.child({ requestId }), () => {
      res.locals.degraded = true;
    });
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level](
        {
          requestId,
          method: req.method,
          host: req.headers.host,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          ip: clientIp,
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
          cache: res.locals.pageCache as string | undefined,
        },
        "request",
      );
    });
    next();
  };
}

/**
 * The request's logger, telling `onTrouble` when anything is logged at warn level or above: a
 * render that degraded (a store that did not answer, data that did not come) is not kept by the
 * page cache.
 */
function noticingTrouble(logger: Logger, onTrouble: () => void): Logger {
  for (const level of ["warn", "error", "fatal"] as const) {
    const log = logger[level].bind(logger) as (...args: unknown[]) => void;
    logger[level] = ((...args: unknown[]) => {
      onTrouble();
      log(...args);
    }) as Logger[typeof level];
  }
  return logger;
}
