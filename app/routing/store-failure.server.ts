import type { MiddlewareFunction } from "react-router";
import { requestContext } from "~/context";
import { isStoreUnavailable } from "~/db/store-errors.server";

/** Seconds a client should wait before trying again while a store is away. */
export const storeRetryAfterSeconds = 5;

/**
 * Root middleware: when a loader or action failed because a store (the database) is away, the
 * answer is 503 with `Retry-After` instead of 500 — an error page for documents, a JSON error for
 * the `/_svc` calls and other resource routes (which React Router would answer with a plain-text
 * "Unexpected Server Error"). Other failures of resource routes answer a JSON 500 with the request
 * id instead of that text. Anything else passes unchanged.
 */
export const storeFailureAnswer: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (response.status !== 500) return response;
  const { failure, requestId } = context.get(requestContext);
  const isDocument = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (isStoreUnavailable(failure)) {
    if (isDocument) {
      const headers = new Headers(response.headers);
      headers.set("Retry-After", String(storeRetryAfterSeconds));
      headers.set("Cache-Control", "no-store");
      return new Response(response.body, { status: 503, headers });
    }
    await response.body?.cancel();
    return Response.json(
      { error: "service unavailable", requestId },
      { status: 503, headers: { "Retry-After": String(storeRetryAfterSeconds), "Cache-Control": "no-store" } },
    );
  }
  // Only React Router's own last-resort answer is replaced; a route's deliberate 500 stays.
  if (isDocument || !response.headers.get("Content-Type")?.startsWith("text/plain")) return response;
  await response.body?.cancel();
  return Response.json({ error: "internal error", requestId }, { status: 500, headers: { "Cache-Control": "no-store" } });
};
