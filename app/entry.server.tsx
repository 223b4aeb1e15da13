import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { IslandScriptsProvider } from "~/blocks/island-scripts";
import { allIslands, loadIslands } from "~/blocks/registry";
import { StaticHtmlProvider } from "~/blocks/static-html";
import { NonceProvider } from "~/components/nonce";
import { requestContext } from "~/context";
import { isStoreUnavailable } from "~/db/store-errors.server";
import { createLogger } from "~/lib/logger.server";

export const streamTimeout = 5_000;

/** Every island's component, loaded before the first render (the browser loads only a page's). */
const blocksLoaded = loadIslands(allIslands);

/**
 * React Router's Node entry, plus the CSP nonce on every script React and the router emit, and the
 * HTML of the page's static blocks (decision 022).
 *
 * The document is answered whole, once everything is rendered, in one buffer: loaders have
 * finished before the render starts and no page suspends on the server, so streaming the shell
 * first would gain no time, while every streamed chunk cost a trip through a web stream and a
 * socket write of its own (decision 021, "rendering").
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, logger, staticHtml, islandScripts } = loadContext.get(requestContext);
  await blocksLoaded;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StaticHtmlProvider value={staticHtml}>
          <IslandScriptsProvider value={islandScripts}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandScriptsProvider>
        </StaticHtmlProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}

/** Logs what fails before a request has its own logger (it always should have one). */
const fallbackLogger = createLogger({ level: "info" });

/**
 * Errors from loaders and actions: noted for the root middleware (a store outage becomes a 503),
 * and logged with the request id — at info level when the client caused it (a 4xx answer such as
 * 405 for a POST to a page without an action), warn for a store outage, error for the rest.
 * Visitors never see the detail.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: RouterContextProvider }) {
  if (request.signal.aborted) return;
  const info = context?.get(requestContext);
  if (info) info.failure = error;
  const logger = info?.logger ?? fallbackLogger;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ status: error.status, reason: error.statusText }, "request refused");
  } else if (isStoreUnavailable(error)) {
    logger.warn({ err: error }, "store unavailable");
  } else {
    logger.error({ err: error }, "request failed");
  }
}
