import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "~/lib/logger.server";

const requestIdPattern = /^[\w.:-]{8,128}$/;

/**
 * Gives every request an id (a well-formed X-Request-Id from a trusted proxy, else a new UUID),
 * echoes it in the response, and writes one structured log line when the response finishes.
 * Query strings are not logged: they can carry serials and e-mail addresses.
 */
export function requestLogging(logger: Logger, isTrustedPeer: (address: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const peer = req.socket.remoteAddress ?? "";
    const requestId = incoming && requestIdPattern.test(incoming) && isTrustedPeer(peer) ? incoming : randomUUID();
    res.locals.requestId = requestId;
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
          host: req.get("host"),
          path: req.path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          ip: req.ip,
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        },
        "request",
      );
    });
    next();
  };
}
