import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

/**
 * React Router's request handler on Express (what `@react-router/express` does, see decision 011),
 * with two differences that make it safe to face the internet:
 * - The request body is the one `boundedBody` already read and checked (`res.locals.body`), never
 *   the socket stream, so no route can read an unbounded body.
 * - The URL is built from the Host and scheme that `validateRequestTarget` already checked, so a
 *   malformed Host cannot make building the request throw.
 */
export function createRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res), options.getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // Express's `host` honours X-Forwarded-Host from a trusted proxy only, like `protocol`.
  const url = new URL(`${req.protocol}://${req.host || "localhost"}${req.originalUrl}`);
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => {
    finished = true;
  });
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body =
    req.method === "GET" || req.method === "HEAD"
      ? undefined
      : ((res.locals.body as Buffer<ArrayBuffer> | undefined) ?? Buffer.alloc(0));
  return new Request(url, { method: req.method, headers, body, signal: controller.signal });
}

async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
