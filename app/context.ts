import { createContext } from "react-router";
import type { DocumentBlockHtml } from "~/blocks/static-html";
import type { Config } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/db.server";
import type { ContentService } from "~/domain/content/service.server";
import type { DownloadsPort } from "~/domain/downloads/port.server";
import type { LicenceDeps } from "~/domain/licences/service.server";
import type { Visitor } from "~/domain/pages/visitor";
import type { PricingPort } from "~/domain/pricing/port.server";
import type { RenewalSessions } from "~/domain/renewal/session.server";
import type { LicenceLookupPort } from "~/domain/renewal/types";
import type { SearchService } from "~/domain/search/service.server";
import type { Cache } from "~/lib/cache.server";
import type { Logger } from "~/lib/logger.server";
import type { RateLimiter } from "~/lib/rate-limit.server";
import type { ReadMemo } from "~/lib/read-memo.server";
import type { RedisConnection } from "~/lib/redis.server";
import type { Site } from "~/sites/locales";

/** Facts about the current request, set by the server before React Router runs. */
export interface RequestInfo {
  requestId: string;
  /** CSP nonce for this response's inline and module scripts. */
  nonce: string;
  /** Client address: X-Forwarded-For is honoured only from trusted proxies. */
  clientIp: string;
  /**
   * The visitor's country (from the client address), User-Agent and campaign cookies, noting
   * which ones the page read: a shared page is cached per value of those (decision 021).
   */
  visitor: Visitor;
  logger: Logger;
  /**
   * Whether React Router asked for data only (a client navigation, `*.data`), not a document:
   * static blocks then travel as HTML in the data (decision 022).
   */
  dataRequest: boolean;
  /** Each island's scripts, for the document's preload hints (empty without a client build). */
  islandScripts: Readonly<Record<string, readonly string[]>>;
  /** The HTML of the static blocks of the document being rendered, by slot (see `drawStaticBlocks`). */
  staticHtml: DocumentBlockHtml[];
  /**
   * The error a loader or action of this request failed with, noted by `handleError`, so that the
   * root middleware can answer a store outage with 503 instead of 500.
   */
  failure?: unknown;
}

/** Process-wide services, created once at start and passed in per request. */
import type { Captcha } from "~/domain/forms/captcha.server";
import type { FormService } from "~/domain/forms/service.server";
import type { OutboxWorker } from "~/domain/mail/outbox.server";
import type { QnaService } from "~/domain/qna/service.server";
import type { ReviewRepository } from "~/domain/reviews/repository.server";

export interface Services {
  config: Config;
  database: DatabaseHandle;
  content: ContentService;
  /** Shared cache: Redis when REDIS_URL is set, else this process's memory. */
  cache: Cache;
  /**
   * Answers of catalogue and review reads, in this process's memory until the `data_change`
   * counters move (the server clears it then, with the page cache).
   */
  reads: ReadMemo;
  /** Prices and cart links for the pages' buy blocks. */
  pricing: PricingPort;
  /** The renewal center's server-side sessions (verdict data, one-time notices). */
  renewal: RenewalSessions;
  /** Licence lookups, rate-limited. */
  licences: LicenceLookupPort;
  /** The licence service's dependencies: the database, the real day, the demo licences kept on it. */
  licenceService: LicenceDeps;
  /** Request counters (licence lookups): Redis when REDIS_URL is set, else this process's memory. */
  rateLimiter: RateLimiter;
  /** The Redis connection behind cache and rate limits, when REDIS_URL is set. */
  redis?: RedisConnection;
  /** Download links, the built-in file host and the package service. */
  downloads: DownloadsPort;
  /** Site search over the index of every site's pages. */
  search: SearchService;
  /** The search index's builds: `ready` after the first, `refresh` after content changes. */
  searchIndexing: { ready: Promise<void>; isReady(): boolean; refresh(): Promise<void>; close(): Promise<void> };
  /** Every form's submissions, the newsletter's opt-in links. */
  forms: FormService;
  /** The captcha: challenges for the widget, questions for forms without JavaScript. */
  captcha: Captcha;
  /** Sends the outbox's e-mail. */
  outbox: OutboxWorker;
  /** The secret that signs form tokens. */
  formSecret: string;
  /** Customer reviews: moderation and what the carousel shows. */
  reviews: ReviewRepository;
  /** The question bot of the about pages. */
  qna: QnaService;
  logger: Logger;
}

export const requestContext = createContext<RequestInfo>();
export const servicesContext = createContext<Services>();
/** The regional site the request's host selects; set by the root middleware. */
export const siteContext = createContext<Site>();
