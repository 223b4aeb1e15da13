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
 * left in the path.
 */
export function requestLogging(logger: Logger, isTrustedPeer: (address: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const peer = req.socket.remoteAddress ?? "";
    const requestId = incoming && requestIdPattern.test(incoming) && isTrustedPeer(peer) ? incoming : randomUUID();
    const clientIp = clientIpOf(req);
    res.locals.requestId = requestId;
    res.locals.clientIp = clientIp;
    res.locals.logger = logger.child({ requestId });
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
        },
        "request",
      );
    });
    next();
  };
}
