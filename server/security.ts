import { randomFillSync } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { mapTileOrigins } from "~/blocks/about/map-tiles";
import { embedOrigins } from "~/blocks/dialogs/embed";

const nonceBytes = 16;
const entropy = Buffer.alloc(nonceBytes * 256);
let taken = entropy.length;

/**
 * 16 bytes from the system's CSPRNG, in base64: a CSP nonce. The bytes are drawn 4 KB at a time
 * and each is handed out once (as `randomUUID` does), so a response costs no call into the
 * random source of its own.
 */
export function newNonce(): string {
  if (taken + nonceBytes > entropy.length) {
    randomFillSync(entropy);
    taken = 0;
  }
  const nonce = entropy.toString("base64", taken, taken + nonceBytes);
  taken += nonceBytes;
  return nonce;
}

/** A fresh CSP nonce per response, kept in `res.locals.cspNonce`. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newNonce();
  next();
};

export interface SecurityOptions {
  development: boolean;
  /** Add `preload` to HSTS (HSTS_PRELOAD). */
  hstsPreload?: boolean;
}

/**
 * Security headers, graded A+ by the Mozilla HTTP Observatory when served over TLS: an enforced
 * Content-Security-Policy that allows nothing by default (`default-src 'none'`) and names each
 * kind of resource the pages use, scripts only by the per-request nonce with 'strict-dynamic';
 * nosniff, a strict referrer policy, frame protection, cross-origin isolation of windows and
 * resources. HSTS (two years, subdomains, optionally `preload`) is sent on HTTPS requests only.
 * Development adds what Vite's hot reload needs (inline styles, its websocket).
 */
/** The identity provider of the over-the-air install sign-in: its frame, styles and calls. */
const identityProvider = "https://accounts.google.com/gsi/";

export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        // The over-the-air install's identity provider (`app/blocks/shared/ota-identity.ts`) loads
        // its script by 'strict-dynamic', and its sign-in frame, styles and calls from here.
        scriptSrc: [nonce, "'strict-dynamic'"],
        styleSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'", identityProvider],
        // The headquarters map's tile servers, and no other host (decision 025).
        imgSrc: ["'self'", "data:", ...mapTileOrigins],
        fontSrc: ["'self'"],
        connectSrc: options.development ? ["'self'", "ws:", "wss:", identityProvider] : ["'self'", identityProvider],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        frameSrc: ["'self'", identityProvider, ...embedOrigins],
        workerSrc: ["'self'"],
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
  const hstsValue = `max-age=63072000; includeSubDomains${options.hstsPreload ? "; preload" : ""}`;
  // Helmet's headers are the same for every response but the CSP's nonce: worked out once, with a
  // placeholder nonce, and set per response with the response's own written in.
  const { fixed, csp } = recordHeaders(headers);
  const secureHeaders: RequestHandler = (req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (csp) res.setHeader("Content-Security-Policy", csp.join(res.locals.cspNonce as string));
    if (req.secure) res.setHeader("Strict-Transport-Security", hstsValue);
    next();
  };
  return [secureHeaders];
}

const noncePlaceholder = "__bastion_nonce__";

/** The headers a header middleware sets, run once; the CSP cut at the nonce. */
function recordHeaders(middleware: RequestHandler): { fixed: Array<[string, string]>; csp: string[] | null } {
  const fixed: Array<[string, string]> = [];
  let csp: string[] | null = null;
  const recorder = {
    locals: { cspNonce: noncePlaceholder },
    setHeader(name: string, value: string | number | readonly string[]) {
      if (name.toLowerCase() === "content-security-policy") csp = String(value).split(noncePlaceholder);
      else fixed.push([name, String(value)]);
      return recorder;
    },
    removeHeader() {},
    getHeader() {
      return undefined;
    },
  };
  middleware({ secure: false, headers: {} } as Request, recorder as unknown as Response, () => {});
  return { fixed, csp };
}

/**
 * HTTPS_REDIRECT: sends a plain-HTTP request to the same URL over HTTPS (308 keeps the method and
 * body). For deployments where no proxy does it; behind one, the proxy must be trusted so that
 * `req.secure` knows the visitor already used HTTPS. The health checks stay on HTTP for probes.
 */
export const redirectToHttps: RequestHandler = (req, res, next) => {
  if (req.secure || req.path === "/healthz" || req.path === "/readyz") return next();
  res.redirect(308, `https://${req.host}${req.originalUrl}`);
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses (403) a state-changing request that a browser says came from elsewhere: an Origin that
 * is neither this request's own origin nor one of `allowedOrigin`'s, or Sec-Fetch-Site cross-site
 * without an Origin. Applies to page actions and `/_svc` calls alike. Requests without either
 * header (server-to-server) pass.
 */
export function crossSiteRequestGuard(allowedOrigin: (origin: URL) => boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    if (isCrossSite(req.get("origin"), req.get("sec-fetch-site"), `${req.protocol}://${req.host}`, allowedOrigin)) {
      res.status(403).set("Cache-Control", "no-store").json({ error: "cross-site request refused" });
      return;
    }
    next();
  };
}

/**
 * @example isCrossSite("https://evil.example", undefined, "https://www.bastion.example", () => false) // true
 * @example isCrossSite("http://localhost:3000", undefined, "http://localhost:3000", () => false) // false
 */
export function isCrossSite(
  origin: string | undefined,
  fetchSite: string | undefined,
  ownOrigin: string,
  allowedOrigin: (origin: URL) => boolean,
): boolean {
  if (origin === undefined) return fetchSite === "cross-site";
  if (origin === "null") return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  let own: string;
  try {
    own = new URL(ownOrigin).origin;
  } catch {
    return true;
  }
  return parsed.origin !== own && !allowedOrigin(parsed);
}
