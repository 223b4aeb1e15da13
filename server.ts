/**
 * Process entry: `npm run dev` (Vite middleware, hot reload) or `npm run serve` (the production
 * build). Listens on HOST:PORT and shuts down gracefully on SIGTERM/SIGINT: stop accepting,
 * let in-flight requests finish, close the database.
 */
import type { Server as HttpServer } from "node:http";
import express from "express";
import type { ViteDevServer } from "vite";

type ServerModule = typeof import("./server/app.ts");

const development = process.env.NODE_ENV === "development";
const shutdownGraceMs = 10_000;

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

let server: Awaited<ReturnType<ServerModule["createServer"]>>;
try {
  server = await serverModule.createServer(process.env);
} catch (error) {
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  await vite?.close();
  process.exit(1);
}

const root = express();
root.disable("x-powered-by");
if (vite) root.use(vite.middlewares);
root.use(server.app);

const { PORT, HOST } = server.config;
const http: HttpServer = HOST ? root.listen(PORT, HOST) : root.listen(PORT);
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

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.logger.info({ signal }, "shutting down");
  const forced = setTimeout(() => http.closeAllConnections(), shutdownGraceMs);
  forced.unref();
  await new Promise<void>((resolve) => {
    http.close(() => resolve());
    http.closeIdleConnections();
  });
  await vite?.close();
  await server.close();
  server.logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
