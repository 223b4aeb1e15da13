import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { type Config, loadConfig, trustProxySetting } from "~/config/env.server";
import { requestContext, servicesContext } from "~/context";
import { countryOf } from "~/domain/geo/country.server";
import { createLogger, type Logger } from "~/lib/logger.server";
import { closeServices, createServices } from "~/services.server";
import { isOwnHost } from "~/sites/resolve-site";
import { requestLogging } from "./request-logging";
import { crossSiteRequestGuard, cspNonce, securityHeaders } from "./security";

export interface Server {
  app: express.Express;
  config: Config;
  logger: Logger;
  /** Closes the database and other resources; call after the HTTP server stopped. */
  close(): Promise<void>;
}

/**
 * Builds the whole HTTP application: configuration, services (database migrated and seeded),
 * security headers, request logging, health checks, static assets and the React Router handler.
 */
export async function createServer(env: Record<string, string | undefined> = process.env): Promise<Server> {
  const config = loadConfig(env);
  const logger = createLogger({ level: config.LOG_LEVEL });
  const development = config.NODE_ENV === "development";
  const services = await createServices(config, logger);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;

  app.use(requestLogging(logger, (address) => trust(address, 0)));
  app.use(cspNonce, ...securityHeaders({ development }));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const checks = await Promise.allSettled([services.database.ping(), services.cache.ping()]);
    const failed = checks.filter((check) => check.status === "rejected");
    const body = { database: services.database.dialect, cache: services.cache.kind };
    if (failed.length === 0) {
      res.json({ status: "ready", ...body });
      return;
    }
    logger.error({ errors: failed.map((check) => String((check as PromiseRejectedResult).reason)) }, "readiness check failed");
    res.status(503).json({ status: "unavailable", ...body });
  });

  app.use(crossSiteRequestGuard(isOwnHost));
  app.use(compression());

  // Production serves the client build; in development Vite's middleware does it before us.
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  if (!development && existsSync(clientDir)) {
    app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(
    createRequestHandler({
      // Development re-imports the build for hot reload; production imports it once, so the router
      // does not rebuild its route matcher on every request.
      build: development ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build"),
      mode: development ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        const clientIp = req.ip ?? req.socket.remoteAddress ?? "";
        context.set(requestContext, {
          requestId: res.locals.requestId as string,
          nonce: res.locals.cspNonce as string,
          clientIp,
          country: countryOf(clientIp),
          logger: res.locals.logger as Logger,
        });
        context.set(servicesContext, services);
        return context;
      },
    }),
  );

  return { app, config, logger, close: () => closeServices(services) };
}
