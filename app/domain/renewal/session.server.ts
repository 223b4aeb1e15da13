import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { Cache } from "~/lib/cache.server";
import type { RenewalNotice, VerdictSession } from "./types";

/** Verdict data lives 30 minutes: long enough to compare offers and reload, short for a shared computer. */
export const verdictSessionSeconds = 30 * 60;

/**
 * The renewal center's state between requests, kept server-side (cache: memory or Redis) under a
 * random token; the browser holds only that token in a signed, HttpOnly cookie. No licence data
 * goes into a URL: a hop to another regional site (the en-ca location) carries the token once,
 * and that site moves it into its own cookie.
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

  async function tokenOf(request: Request): Promise<string | null> {
    const value = (await cookie.parse(request.headers.get("Cookie"))) as unknown;
    return typeof value === "string" && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : null;
  }

  return {
    /** A `Set-Cookie` header value for a token, Secure on HTTPS. */
    commit(token: string, url: URL) {
      return cookie.serialize(token, { secure: url.protocol === "https:" });
    },
    newToken: () => randomBytes(24).toString("base64url"),
    tokenOf,
    async saveVerdict(token: string, session: VerdictSession) {
      await options.cache.set(verdictKey(token), session, verdictSessionSeconds);
    },
    async verdictOf(request: Request): Promise<VerdictSession | null> {
      const token = await tokenOf(request);
      return token ? ((await options.cache.get<VerdictSession>(verdictKey(token))) ?? null) : null;
    },
    async verdictByToken(token: string): Promise<VerdictSession | null> {
      return /^[A-Za-z0-9_-]{20,64}$/.test(token) ? ((await options.cache.get<VerdictSession>(verdictKey(token))) ?? null) : null;
    },
    async saveNotice(token: string, notice: RenewalNotice) {
      await options.cache.set(noticeKey(token), notice, 120);
    },
    /** The pending notice, removed as it is read (shown once). */
    async takeNotice(request: Request): Promise<RenewalNotice | null> {
      const token = await tokenOf(request);
      if (!token) return null;
      const notice = (await options.cache.get<RenewalNotice>(noticeKey(token))) ?? null;
      if (notice) await options.cache.delete(noticeKey(token));
      return notice;
    },
  };
}

export type RenewalSessions = ReturnType<typeof createRenewalSessions>;
