import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { Cache } from "~/lib/cache.server";
import type { RenewalNotice, VerdictSession } from "./types";

/** Verdict data lives 30 minutes: long enough to compare offers and reload, short for a shared computer. */
export const verdictSessionSeconds = 30 * 60;
/** A handoff to another regional site is taken within a minute or never. */
export const handoffSeconds = 60;

const tokenPattern = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * The renewal center's state between requests, kept server-side (cache: memory or Redis) under a
 * random token; the browser holds only that token in a signed, HttpOnly, host-only cookie.
 *
 * Every session belongs to the regional site that issued it and is refused on any other. No
 * licence data goes into a URL: a hop to another regional site (the en-ca location) carries a
 * handoff token that is valid once (taken atomically: Redis GETDEL), for a minute, on that site
 * only; redeeming it starts a new session with a new token, so a crafted link cannot plant a
 * known session in someone else's browser.
 */
export function createRenewalSessions(options: { cache: Cache; secret: string }) {
  const cookie = createCookie("lrc", {
    secrets: [options.secret],
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: verdictSessionSeconds,
  });
  const verdictKey = (token: string) => `lrc:verdict:${token}`;
  const noticeKey = (token: string) => `lrc:notice:${token}`;
  const handoffKey = (token: string) => `lrc:handoff:${token}`;
  const newToken = () => randomBytes(24).toString("base64url");

  async function tokenOf(request: Request): Promise<string | null> {
    const value = (await cookie.parse(request.headers.get("Cookie"))) as unknown;
    return typeof value === "string" && tokenPattern.test(value) ? value : null;
  }

  return {
    /** A `Set-Cookie` header value for a token, Secure on HTTPS. */
    commit(token: string, url: URL) {
      return cookie.serialize(token, { secure: url.protocol === "https:" });
    },
    newToken,
    async saveVerdict(token: string, session: VerdictSession) {
      await options.cache.set(verdictKey(token), session, verdictSessionSeconds);
    },
    /** The visitor's verdict on this site; null without a cookie, once expired, or for another site's session. */
    async verdictOf(request: Request, locale: string): Promise<VerdictSession | null> {
      const token = await tokenOf(request);
      const session = token ? await options.cache.get<VerdictSession>(verdictKey(token)) : undefined;
      return session && session.locale === locale ? session : null;
    },
    /** Parks a verdict for another regional site; answers the one-time handoff token for its URL. */
    async issueHandoff(session: VerdictSession): Promise<string> {
      const token = newToken();
      await options.cache.set(handoffKey(token), session, handoffSeconds);
      return token;
    },
    /**
     * Takes a handoff token (once: a second use finds nothing) and, when it was issued for this
     * site, starts a session with a new token for it. Answers that token, or null.
     */
    async redeemHandoff(handoff: string, locale: string): Promise<string | null> {
      if (!tokenPattern.test(handoff)) return null;
      const session = await options.cache.take<VerdictSession>(handoffKey(handoff));
      if (!session || session.locale !== locale) return null;
      const token = newToken();
      await options.cache.set(verdictKey(token), session, verdictSessionSeconds);
      return token;
    },
    async saveNotice(token: string, notice: RenewalNotice, locale: string) {
      await options.cache.set(noticeKey(token), { locale, notice }, 120);
    },
    /** The pending notice of this site, removed as it is read (shown once). */
    async takeNotice(request: Request, locale: string): Promise<RenewalNotice | null> {
      const token = await tokenOf(request);
      if (!token) return null;
      const entry = await options.cache.take<{ locale: string; notice: RenewalNotice }>(noticeKey(token));
      return entry && entry.locale === locale ? entry.notice : null;
    },
  };
}

export type RenewalSessions = ReturnType<typeof createRenewalSessions>;
