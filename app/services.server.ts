import { createHmac, randomBytes } from "node:crypto";
import path from "node:path";
import { brand } from "~/config/brand";
import type { Config } from "~/config/env.server";
import type { Services } from "~/context";
import { createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { catalogueFiles, seedDatabase } from "~/db/seed.server";
import { parseLicenceFiles } from "~/db/seed-data";
import { createContentService } from "~/domain/content/service.server";
import { createDownloadsPort } from "~/domain/downloads/port.server";
import { createCaptcha, databaseReplayStore, redisReplayStore } from "~/domain/forms/captcha.server";
import { createFormService } from "~/domain/forms/service.server";
import { createDemoLicenceCalendar } from "~/domain/licences/demo-calendar.server";
import type { LicenceDeps } from "~/domain/licences/service.server";
import { isoDay } from "~/domain/licences/state";
import { createOutboxWorker } from "~/domain/mail/outbox.server";
import { fileTransport, smtpTransport } from "~/domain/mail/transport.server";
import { createPricingPort } from "~/domain/pricing/port.server";
import { createQnaService } from "~/domain/qna/service.server";
import { createLicenceLookup } from "~/domain/renewal/licence-port.server";
import { createRenewalSessions } from "~/domain/renewal/session.server";
import { createReviewRepository } from "~/domain/reviews/repository.server";
import { hasSearchIndex, refreshSearchIndex } from "~/domain/search/index.server";
import { createSearchService } from "~/domain/search/service.server";
import { createCache } from "~/lib/cache.server";
import type { Logger } from "~/lib/logger.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { createReadMemo } from "~/lib/read-memo.server";
import { createRedisConnection } from "~/lib/redis.server";

/**
 * Opens the database (creating, migrating and seeding it), and builds the services every request
 * uses. Called once at start; `closeServices` undoes it on shutdown.
 */
export async function createServices(config: Config, logger: Logger): Promise<Services> {
  const seededAt = new Date();
  const database = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onError: (error) => logger.error({ err: error }, "idle database connection failed"),
  });
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, catalogueFiles, { clock: () => seededAt });
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ dialect: database.dialect }, "database ready");
  const content = createContentService({
    contentDir: path.resolve(config.CONTENT_DIR),
    brandName: brand.name,
    logger,
    watch: config.NODE_ENV === "development",
  });
  // One Redis connection (when configured) for the cache and the rate limits, failing fast.
  const redis = config.REDIS_URL ? createRedisConnection(config.REDIS_URL, { logger }) : undefined;
  const cache = createCache({ redis, logger });
  // Catalogue and review reads that pages repeat, kept until the next announced data change.
  const reads = createReadMemo();
  const pricing = createPricingPort({ db: database.db, cache }, reads);
  if (!config.SESSION_SECRET)
    logger.warn("SESSION_SECRET is not set: renewal sessions and form tokens are valid for this process only");
  const secret = config.SESSION_SECRET ?? randomBytes(32).toString("hex");
  const renewal = createRenewalSessions({ cache, secret });
  // One limiter for the public licence call and the renewal pages, so both count together.
  const rateLimiter = createRateLimiter({ redis });
  // The licence service's one set of dependencies: the real day, demo licences kept on it.
  const licenceService: LicenceDeps = {
    db: database.db,
    clock: () => new Date(),
    demoLicences: createDemoLicenceCalendar({
      db: database.db,
      records: parseLicenceFiles(catalogueFiles).licences,
      seededDay: isoDay(seededAt),
      logger,
    }),
  };
  const licences = createLicenceLookup({
    service: licenceService,
    limiter: rateLimiter,
    logger,
    failuresPerMinute: config.LOOKUP_FAILURES_PER_MINUTE,
  });
  const downloads = createDownloadsPort({
    db: database.db,
    // biome-ignore lint/style/noNonNullAssertion: the bundled catalogue always has its downloads.
    catalogue: catalogueFiles.downloads!,
    logger,
    fileBaseUrl: config.DOWNLOAD_BASE_URL,
    packageServiceUrl: config.PACKAGE_SERVICE_URL,
  });
  const searchIndexing = createSearchIndexing(config, database, content, logger);
  const forms = createForms(config, database, redis, rateLimiter, secret, logger);
  const reviews = createReviewRepository(database.db, reads);
  const qna = createQnaService({ content, rateLimiter });
  const search = createSearchService({ db: database.db, dialect: database.dialect, logger, ready: searchIndexing.ready });
  return {
    config,
    database,
    content,
    cache,
    reads,
    pricing,
    renewal,
    licences,
    licenceService,
    rateLimiter,
    redis,
    logger,
    downloads,
    search,
    searchIndexing,
    ...forms,
    reviews,
    qna,
  };
}

/**
 * The forms: captcha (its spent challenges in Redis when there is one, else in the database), the
 * submission service, and the outbox worker that sends their e-mail — by SMTP when `SMTP_URL` is
 * set, else as `.eml` files under `DATA_DIR/mail/`.
 */
function createForms(
  config: Config,
  database: Services["database"],
  redis: Services["redis"],
  rateLimiter: Services["rateLimiter"],
  secret: string,
  logger: Logger,
) {
  const formSecret = createHmac("sha256", secret).update("forms").digest("hex");
  const dbReplay = databaseReplayStore(database.db);
  const captcha = createCaptcha({
    secret: formSecret,
    replay: redis ? redisReplayStore(redis) : dbReplay,
    cost: config.CAPTCHA_COST,
    work: config.CAPTCHA_WORK,
  });
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(path.resolve(config.DATA_DIR, "mail"));
  const outbox = createOutboxWorker({
    db: database.db,
    transport,
    from: config.MAIL_FROM,
    logger,
    intervalSeconds: config.OUTBOX_INTERVAL_SECONDS,
    onTick: (now) => dbReplay.purge(now),
  });
  outbox.start();
  const forms = createFormService({
    db: database.db,
    captcha,
    rateLimiter,
    secret: formSecret,
    logger,
    onMail: config.OUTBOX_INTERVAL_SECONDS > 0 ? outbox.kick : undefined,
  });
  logger.info({ mail: transport.kind }, "forms ready");
  return { forms, captcha, outbox, formSecret };
}

/**
 * The search index follows the content: brought up to date in the background after start, so the
 * site serves at once; rebuilt when a content file changes in development. One build at a time; a
 * change during a build runs one more after it. Searches wait only when there is no index at all
 * yet (a new database): an existing one answers while it is rebuilt, a site at a time.
 */
function createSearchIndexing(config: Config, database: Services["database"], content: Services["content"], logger: Logger) {
  const stopping = new AbortController();
  const options = {
    db: database.db,
    dialect: database.dialect,
    content,
    contentDir: path.resolve(config.CONTENT_DIR),
    brandName: brand.name,
    logger,
    signal: stopping.signal,
  };
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let built = false;
  const refresh = (): Promise<void> => {
    if (queued) return running;
    queued = true;
    running = running.then(async () => {
      queued = false;
      try {
        await refreshSearchIndex(options);
        built = true;
      } catch (error) {
        logger.error({ err: error }, "search index build failed");
      }
    });
    return running;
  };
  const firstBuild = refresh();
  const ready = hasSearchIndex(database.db)
    .catch(() => false)
    .then((exists) => {
      built ||= exists;
      return exists ? undefined : firstBuild;
    });
  const unsubscribe = content.onChange(() => void refresh());
  return {
    ready,
    isReady: () => built,
    refresh,
    /** Stops a build under way after the site it is writing, so the database is not closed beneath it. */
    close: async () => {
      unsubscribe();
      stopping.abort();
      await running;
    },
  };
}

export async function closeServices(services: Services): Promise<void> {
  await services.searchIndexing.close();
  await services.outbox.stop();
  services.content.close();
  await services.cache.close();
  await services.rateLimiter.close();
  await services.redis?.close();
  await services.database.close();
}
