import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { servicesContext } from "~/context";
import type { KeyValue } from "~/domain/licences/lookup-params";
import type { LicenceDeps } from "~/domain/licences/service.server";
import { readJsonBody } from "~/lib/json-body.server";
import type { RateLimiter } from "~/lib/rate-limit.server";
import { isLocaleCode, type LocaleCode } from "~/sites/locales";

/**
 * What the licence resource routes share: dependencies, the lookup body's schema and the JSON
 * answers. Every answer of the lookup is private and never stored: it carries licence details.
 */

export const privateHeaders = { "Cache-Control": "private, no-store" };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...privateHeaders, ...headers } });
}

/** The licence service's dependencies; "today" is the real day. */
export function licenceDeps(context: Readonly<RouterContextProvider>): LicenceDeps {
  return context.get(servicesContext).licenceService;
}

/** The process's rate limiter, shared with the renewal pages' lookups (see `app/services.server.ts`). */
export function lookupRateLimiter(context: Readonly<RouterContextProvider>): RateLimiter {
  return context.get(servicesContext).rateLimiter;
}

/** The configured ceiling of failed lookups per minute, for everyone together. */
export function lookupFailuresPerMinute(context: Readonly<RouterContextProvider>): number {
  return context.get(servicesContext).config.LOOKUP_FAILURES_PER_MINUTE;
}

/** The site of the path's `{locale}`, or null when there is none. */
export function localeOf(params: { locale?: string }): LocaleCode | null {
  const locale = params.locale?.toLowerCase() ?? "";
  return isLocaleCode(locale) ? locale : null;
}

/** Spec 2 §7 lookup payload: a list of Key/Value pairs. */
export const keyValueListSchema = z
  .array(z.strictObject({ Key: z.string().max(200), Value: z.string().max(200) }), {
    error: "must be a JSON array of { Key, Value } objects",
  })
  .max(40, "at most 40 entries");

/** 40 entries of 400 characters fit many times over; anything longer is not a lookup. */
const maxBodyBytes = 32 * 1024;

/**
 * The request body as a Key/Value list; an empty body is an empty list. Otherwise an error
 * message naming the problem.
 */
export async function readKeyValueBody(request: Request): Promise<{ entries: KeyValue[] } | { problem: string }> {
  const result = await readJsonBody(request, keyValueListSchema, { maxBytes: maxBodyBytes, empty: [] });
  if (result.ok) return { entries: result.value };
  return { problem: result.field === "body" ? result.problem : `${result.field}: ${result.problem}` };
}
