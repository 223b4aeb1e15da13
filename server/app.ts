import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { type Config, loadConfig, trustProxySetting } from "~/config/env.server";
import { requestContext, type Services, servicesContext } from "~/context";
import { dataChangePollMs, dataGeneration } from "~/db/data-changes.server";
import { createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { countryOf } from "~/domain/geo/country.server";
import type { Visitor } from "~/domain/pages/visitor";
import { createLogger, type Logger } from "~/lib/logger.server";
import { withTimeout } from "~/lib/timeout";
import { closeServices, createServices } from "~/services.server";
import { isSiteOrigin } from "~/sites/resolve-site";
import { islandScriptsOf } from "./island-scripts";
import { PageCache } from "./page-cache";
import { createCachedPageServer, pageCacheFill } from "./page-cache-http";
import { precompressedStatic } from "./precompressed";
import { allowMethods, boundedBody, validateRequestTarget } from "./request-guard";
import { requestLogging } from "./request-logging";
import { createRouterHandler } from "./router-handler";
import { crossSiteRequestGuard, cspNonce, redirectToHttps, securityHeaders } from "./security";

export interface Server {
  app: express.Express;
  config: Config;
  logger: Logger;
  /**
   * Starts a shutdown: `/readyz` answers 503 from now on, so a load balancer stops sending, and
   * every response closes its connection, so no client keeps a connection we are about to close.
   */
  drain(): void;
  /** Closes the database and other resources; call after the HTTP server stopped. */
  close(): Promise<void>;
  /**
   * Answers a request from the page cache before Express sees it; false when it cannot (then pass
   * the request to `app`).
   */
  serveCached(req: IncomingMessage, res: ServerResponse): boolean;
  pageCache: PageCache;
}

/** Each process's page cache when PAGE_CACHE_SIZE is not set (development keeps none). */
const defaultPageCacheBytes = 128 * 1024 * 1024;

export { loadConfig, webConcurrency } from "~/config/env.server";

/**
 * Creates, migrates and seeds the database once, before several processes start on it (see
 * `server.ts`): each process does it again at start, which then changes nothing.
 */
export async function prepareStores(env: Record<string, string | undefined>): Promise<void> {
  const config = loadConfig(env);
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
}

/** How long the readiness check waits for the cache before calling it degraded. */
const cachePingTimeoutMs = 1000;

/**
 * Builds the whole HTTP application: configuration, services (database migrated and seeded),
 * security headers, request checks, request logging, health checks, static assets and the React
 * Router handler.
 */
export async function createServer(env: Record<string, string | undefined> = process.env): Promise<Server> {
  const config = loadConfig(env);
  const logger = createLogger({ level: config.LOG_LEVEL });
  const development = config.NODE_ENV === "development";
  const services = await createServices(config, logger);
  let draining = false;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const isTrustedPeer = (address: string) => trust(address, 0);
  const requestView = { trust, isTrustedPeer, countryOf };
  const pageCache = new PageCache({ maxBytes: config.PAGE_CACHE_SIZE ?? (development ? 0 : defaultPageCacheBytes) });
  const stopWatchingChanges = watchDataChanges(services, pageCache);

  app.use(requestLogging(logger, isTrustedPeer));
  app.use(cspNonce, ...securityHeaders({ development, hstsPreload: config.HSTS_PRELOAD }));
  app.use(validateRequestTarget(isTrustedPeer));
  app.use((_req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    next();
  });
  if (config.HTTPS_REDIRECT) app.use(redirectToHttps);

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get(
    "/readyz",
    readiness(services, pageCache, () => draining),
  );

  app.use(allowMethods);
  app.use(crossSiteRequestGuard((origin) => isSiteOrigin(origin, { development })));
  app.use(boundedBody({ form: config.FORM_BODY_LIMIT, service: config.SERVICE_BODY_LIMIT }));
  app.use(compression());

  // Production serves the client build; in development Vite's middleware does it before us.
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  const islandScripts = development ? {} : islandScriptsOf(clientDir, logger);
  if (!development && existsSync(clientDir)) {
    app.use("/assets", precompressedStatic(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
    // Only paths under the client build's own top-level entries look for a file: a page's path
    // would otherwise cost a file-system lookup and a "not found" on every request.
    const staticFiles = precompressedStatic(clientDir, { maxAge: "1h", index: false });
    const topLevel = new Set(readdirSync(clientDir));
    app.use((req, res, next) => (topLevel.has(req.path.split("/")[1] ?? "") ? staticFiles(req, res, next) : next()));
  }

  app.use(pageCacheFill({ cache: pageCache, view: requestView, policy: { sharedSeconds: config.PAGE_CACHE_SHARED_SECONDS } }));
  app.use(
    createRouterHandler({
      // Development re-imports the build for hot reload; production imports it once, so the router
      // does not rebuild its route matcher on every request.
      build: development
        ? () => import("virtual:react-router/server-build") as Promise<ServerBuild>
        : ((await import("virtual:react-router/server-build")) as ServerBuild),
      mode: development ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        const clientIp = res.locals.clientIp as string;
        context.set(requestContext, {
          requestId: res.locals.requestId as string,
          nonce: res.locals.cspNonce as string,
          clientIp,
          visitor: res.locals.visitor as Visitor,
          logger: res.locals.logger as Logger,
          dataRequest: req.path.endsWith(".data"),
          islandScripts,
          staticHtml: [],
        });
        context.set(servicesContext, services);
        return context;
      },
    }),
  );
  app.use(lastResort(logger));

  return {
    app,
    config,
    logger,
    drain() {
      draining = true;
    },
    close: async () => {
      stopWatchingChanges();
      await closeServices(services);
    },
    serveCached: createCachedPageServer({
      cache: pageCache,
      view: requestView,
      logger,
      draining: () => draining,
      httpsRedirect: config.HTTPS_REDIRECT,
    }),
    pageCache,
  };
}

/**
 * `GET /readyz`: 503 while shutting down or when the database does not answer within its ping
 * timeout; 200 otherwise. A cache (Redis) that does not answer makes the instance degraded, not
 * unready: it serves from its own memory meanwhile, and taking every instance out of rotation
 * because of Redis would turn a Redis outage into a site outage. So is an instance whose search
 * index is still being built for the first time.
 */
function readiness(services: Services, pageCache: PageCache, draining: () => boolean): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const body = { database: services.database.dialect, cache: services.cache.kind, pageCache: pageCacheReport(pageCache) };
    if (draining()) {
      res.status(503).json({ status: "stopping", ...body });
      return;
    }
    const [database, cache] = await Promise.allSettled([
      services.database.ping(),
      withTimeout(services.cache.ping(), cachePingTimeoutMs, "cache ping"),
    ]);
    // Searches wait while a new database's first search index is built.
    const degraded = [
      ...(cache.status === "rejected" ? ["cache"] : []),
      ...(services.searchIndexing.isReady() ? [] : ["search"]),
    ];
    if (database.status === "fulfilled") {
      res.json({ status: "ready", ...body, ...(degraded.length > 0 ? { degraded } : {}) });
      return;
    }
    services.logger.warn({ err: { message: String(database.reason) } }, "readiness check failed: database");
    res.status(503).json({ status: "unavailable", ...body, degraded: ["database", ...degraded] });
  };
}

/** The page cache's counters and hit rate (hits and 304s over all lookups of pages), for `/readyz`. */
function pageCacheReport(pageCache: PageCache) {
  const stats = pageCache.snapshot();
  const served = stats.hits + stats.notModified;
  const lookups = served + stats.misses;
  return { ...stats, hitRate: lookups > 0 ? Math.round((served / lookups) * 1000) / 1000 : null };
}

/**
 * Empties the page cache and the read memo when data the pages show changes: content files in
 * development (the content service watches them) and every change announced in the database
 * (`data_change`, raised by imports, moderation and purges in any process, read every
 * `dataChangePollMs`). Answers the stop function.
 */
function watchDataChanges(services: Services, pageCache: PageCache): () => void {
  const forget = () => {
    pageCache.clear();
    services.reads.clear();
  };
  const unsubscribe = services.content.onChange(forget);
  let seen: string | undefined;
  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    withTimeout(dataGeneration(services.database.db), dataChangePollMs * 4, "data change poll")
      .then((generation) => {
        // The first reading forgets too: a change made between start and that reading is not missed.
        if (generation !== seen) forget();
        if (seen !== undefined && generation !== seen) {
          services.logger.info({ generation }, "data changed: page cache and read memo emptied");
        }
        seen = generation;
      })
      // The database away: pages and reads kept stay served; a change made meanwhile is seen when it is back.
      .catch(() => undefined)
      .finally(() => {
        reading = false;
      });
  }, dataChangePollMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}

/**
 * What Express itself could not hand on: logged as one JSON line (never Express's default stack
 * on stderr), answered without detail. A client's error (Express marks it with a 4xx status, such
 * as a malformed URL) is a 4xx logged at info level.
 */
function lastResort(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    const log = (res.locals.logger as Logger | undefined) ?? logger;
    if (clientError) log.info({ status, reason: (error as Error).message }, "request refused");
    else log.error({ err: error }, "request failed");
    // Half an answer is already out: all that is left is to end the connection.
    if (res.headersSent) return res.destroy();
    res
      .status(clientError ? status : 500)
      .set("Cache-Control", "no-store")
      .json({ error: clientError ? "bad request" : "internal error", requestId: res.locals.requestId });
  };
}
