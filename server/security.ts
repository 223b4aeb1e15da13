import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";

/** A fresh CSP nonce per response, kept in `res.locals.cspNonce`. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers: an enforced Content-Security-Policy built on the per-request nonce with
 * 'strict-dynamic', nosniff, a strict referrer policy and frame protection. HSTS (one year) is
 * sent on HTTPS requests only. Development adds what Vite's hot reload needs.
 */
export function securityHeaders(options: { development: boolean }): RequestHandler[] {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonce, "'strict-dynamic'"],
        styleSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: options.development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "sameorigin" },
    crossOriginEmbedderPolicy: false,
  });
  const hsts: RequestHandler = (req, res, next) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
  return [headers, hsts];
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses (403) a state-changing request that a browser says came from another site: an Origin
 * that is not one of our hosts, or Sec-Fetch-Site cross-site without an Origin. Applies to page
 * actions and `/_svc` calls alike. Requests without either header (server-to-server) pass.
 */
export function crossSiteRequestGuard(isOwnHost: (host: string) => boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    if (isCrossSite(origin, fetchSite, req.get("host") ?? "", isOwnHost)) {
      res.status(403).type("application/json").send({ error: "cross-site request refused" });
      return;
    }
    next();
  };
}

export function isCrossSite(
  origin: string | undefined,
  fetchSite: string | undefined,
  host: string,
  isOwnHost: (host: string) => boolean,
): boolean {
  if (origin !== undefined) {
    if (origin === "null") return true;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return true;
    }
    return originHost.toLowerCase() !== host.toLowerCase() && !isOwnHost(originHost);
  }
  return fetchSite === "cross-site";
}
