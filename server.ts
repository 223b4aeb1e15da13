/**
 * Process entry: `npm run dev` (Vite middleware, hot reload) or `npm run serve` (the production
 * build). Listens on HOST:PORT and shuts down gracefully on SIGTERM/SIGINT (see `shutdown`); in
 * production with more than one process (`webConcurrency`), the first becomes the primary of the
 * others (`server/primary.ts`).
 * Everything the process says is one JSON line on stdout: its own failures, Node's warnings and
 * errors nobody caught included; nothing goes to stderr.
 */
import cluster from "node:cluster";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { Socket } from "node:net";
import { availableParallelism } from "node:os";
import express from "express";
import type { ViteDevServer } from "vite";
import { createLogger } from "./app/lib/logger.server.ts";
import { runPrimary } from "./server/primary.ts";

type ServerModule = typeof import("./server/app.ts");

const development = process.env.NODE_ENV === "development";
const startLogger = createLogger({ level: "info" });

// Node prints warnings to stderr through its own listener; ours logs them as JSON instead.
process.removeAllListeners("warning");
process.on("warning", (warning) =>
  startLogger.warn({ warning: { name: warning.name, message: warning.message } }, "node warning"),
);
process.on("uncaughtException", (error) => {
  startLogger.fatal({ err: error }, "uncaught exception");
  process.exit(1);
});
process.on("unhandledRejection", (reason) => {
  startLogger.fatal({ err: reason }, "unhandled rejection");
  process.exit(1);
});

let vite: ViteDevServer | undefined;
let serverModule: ServerModule;
if (development) {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  serverModule = (await vite.ssrLoadModule("./server/app.ts")) as ServerModule;
} else {
  // The build output exists only after `npm run build`; a variable keeps tsc from resolving it.
  const buildEntry = "./build/server/index.js";
  serverModule = (await import(buildEntry)) as ServerModule;
}

// Several processes (production, WEB_CONCURRENCY or one per core with Redis and a session secret):
// this one becomes their primary and never gets past here; each worker runs this file again.
if (!development && cluster.isPrimary) {
  let workers = 1;
  let shutdownTimeoutMs = 10_000;
  try {
    const config = serverModule.loadConfig(process.env);
    workers = serverModule.webConcurrency(config, availableParallelism());
    shutdownTimeoutMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
  } catch {
    // A bad configuration is reported by `createServer` below, in this one process.
  }
  if (workers > 1) {
    await runPrimary({ workers, logger: startLogger, prepare: () => serverModule.prepareStores(process.env), shutdownTimeoutMs });
  }
}

let server: Awaited<ReturnType<ServerModule["createServer"]>>;
try {
  server = await serverModule.createServer(process.env);
} catch (error) {
  const configError = error instanceof Error && error.name === "ConfigError";
  startLogger.fatal(configError ? { config: error.message } : { err: error }, configError ? error.message : "start failed");
  await vite?.close();
  process.exit(1);
}

const root = express();
root.disable("x-powered-by");
if (vite) root.use(vite.middlewares);
root.use(server.app);

const { PORT, HOST } = server.config;
// Kept pages go out before Express sees the request (`serveCached`); everything else goes to it.
const http: HttpServer = createHttpServer((req, res) => {
  if (!server.serveCached(req, res)) root(req, res);
});
if (HOST) http.listen(PORT, HOST);
else http.listen(PORT);
http.on("listening", () => {
  server.logger.info(
    { port: PORT, host: HOST ?? "*", mode: development ? "development" : "production" },
    `listening on http://localhost:${PORT}/`,
  );
});
http.on("error", (error) => {
  server.logger.fatal({ err: error }, "server failed");
  process.exit(1);
});

// When the last connection arrived: the shutdown waits for the accept queue to run dry.
let lastConnectionAt = Date.now();
http.on("connection", (_socket: Socket) => {
  lastConnectionAt = Date.now();
});

/** Quiet this long means the kernel's accept queue is empty: every connection that arrived is ours. */
const acceptQuietMs = 250;
/** The listener stays open at most this long after the signal, however busy it is. */
const acceptDrainMaxMs = 2000;

let stopping = false;
/**
 * Graceful shutdown, so no request that reached us is reset:
 * 1. `/readyz` answers 503 and every response closes its connection (`drain`);
 * 2. connections already waiting in the accept queue are still accepted — closing the listener
 *    at once would reset them — until no new one has come for `acceptQuietMs` (at most
 *    `acceptDrainMaxMs`); then the listener closes: nothing new is accepted;
 * 3. idle keep-alive connections are closed; those with a request in progress close after its
 *    response; every request already received is finished;
 * 4. after SHUTDOWN_TIMEOUT_SECONDS whatever is still open is closed, then the stores, then exit.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.logger.info({ signal }, "shutting down");
  server.drain();
  const signalAt = Date.now();
  while (Date.now() - lastConnectionAt < acceptQuietMs && Date.now() - signalAt < acceptDrainMaxMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const forced = setTimeout(() => {
    server.logger.warn("shutdown timeout: closing the connections still open");
    http.closeAllConnections();
  }, server.config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  forced.unref();
  await new Promise<void>((resolve) => {
    http.close(() => resolve());
    http.closeIdleConnections();
  });
  clearTimeout(forced);
  await vite?.close();
  await server.close();
  server.logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
