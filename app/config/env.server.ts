import { z } from "zod";

/**
 * Server configuration, read from the environment once at start. A bad value stops the process
 * with a message naming the variable; nothing else reads `process.env`.
 */
const port = z.coerce.number().int().min(1).max(65_535);

/** A size in bytes: a whole number, optionally with kb or mb (1024-based), e.g. `64kb`. */
const byteSizeBetween = (min: number, max: number, range: string) =>
  z
    .string()
    .regex(/^\d+\s*(b|kb|mb)?$/i, "must be a size such as 65536, 64kb or 1mb")
    .transform((value) => {
      const [, digits = "0", unit = "b"] = /^(\d+)\s*(b|kb|mb)?$/i.exec(value) ?? [];
      return Number(digits) * ({ b: 1, kb: 1024, mb: 1024 * 1024 }[unit.toLowerCase() as "b" | "kb" | "mb"] ?? 1);
    })
    .pipe(
      z
        .number()
        .int()
        .min(min, `must be at least ${range.split("–")[0]}`)
        .max(max, `must be at most ${range.split("–")[1]}`),
    );
const byteSize = byteSizeBetween(1024, 64 * 1024 * 1024, "1kb–64mb");

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = z.coerce.number().int().min(1);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  /** Interface to listen on; all interfaces when unset. */
  HOST: z.string().min(1).optional(),
  /** Where the embedded SQLite database lives. */
  DATA_DIR: z.string().min(1).default("var"),
  /** Folder of the content documents (`{locale}/...`). */
  CONTENT_DIR: z.string().min(1).default("content"),
  /** PostgreSQL connection URL; replaces the embedded database when set. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  /** Redis URL for shared caches and rate limits; per-process memory when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Secret that signs the renewal center's cookie. Set it (32+ characters) when several processes
   * serve the site; without it each process makes its own at start.
   */
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Which direct peers may set X-Forwarded-For: `loopback` (default), `none`, a hop count, or a
   * comma-separated list of addresses/CIDRs and the names loopback, linklocal, uniquelocal.
   */
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .refine(
      isTrustProxyValue,
      "must be 'none', a hop count, or addresses/CIDRs/loopback/linklocal/uniquelocal separated by commas",
    ),
  /** Largest body a page form may post (form posts and `*.data` actions); refused with 413 past it. */
  FORM_BODY_LIMIT: byteSize.default(64 * 1024),
  /** Largest body a `/_svc/...` call may send; refused with 413 past it. */
  SERVICE_BODY_LIMIT: byteSize.default(256 * 1024),
  /**
   * Redirect plain-HTTP requests to HTTPS (308), for deployments without a proxy that does it.
   * Behind a TLS-terminating proxy, that proxy must be trusted (TRUST_PROXY) to say the request was HTTPS.
   */
  HTTPS_REDIRECT: flag.default(false),
  /** Add `preload` to Strict-Transport-Security (only once every subdomain serves HTTPS). */
  HSTS_PRELOAD: flag.default(false),
  /** Seconds a shutdown waits for requests already received before it closes the rest. */
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.max(600).default(10),
  /** Failed licence lookups allowed per minute across all clients before lookups pause (see lookup-limits). */
  LOOKUP_FAILURES_PER_MINUTE: positiveInt.default(300),
  /**
   * File host that download links point at, e.g. `https://downloads.example.com/dl`; it must serve
   * the paths of the catalogue. Unset: this server serves the files under `/dl/`.
   */
  DOWNLOAD_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /**
   * Package service for the package page (`POST {url}/downloadurl`), e.g. another instance's
   * `https://host/_svc/package.svc`. Unset: this process builds the packages.
   */
  PACKAGE_SERVICE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /**
   * Mail server for the forms' e-mail, e.g. `smtps://user:pass@mail.example.com`. Unset: each
   * message is written as an `.eml` file under `DATA_DIR/mail/`.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  /** Sender of the forms' e-mail. */
  MAIL_FROM: z.string().min(3).default("Bastion <no-reply@bastion.example>"),
  /** PBKDF2 iterations of one captcha attempt (spec 3 §5 captcha; proof of work). */
  CAPTCHA_COST: positiveInt.max(100_000).default(500),
  /** Attempts a browser works through for one captcha: with the cost, the work a form costs. */
  CAPTCHA_WORK: positiveInt.max(1_000_000).default(2000),
  /** Seconds between outbox runs (e-mail sending); 0 stops the worker in this process. */
  /**
   * Memory for each process's cache of rendered pages (decision 021), e.g. `128mb`; `0` turns it
   * off. Development keeps none unless this is set.
   */
  PAGE_CACHE_SIZE: byteSizeBetween(0, 16 * 1024 * 1024 * 1024, "0–16384mb").optional(),
  /** How long a CDN may keep a page that varies on nothing it cannot see (`s-maxage`). */
  PAGE_CACHE_SHARED_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /**
   * Processes serving HTTP (`npm run serve`): by default one per core when REDIS_URL and
   * SESSION_SECRET are set (what the processes must share), else one. See `webConcurrency`.
   */
  WEB_CONCURRENCY: positiveInt.max(256).optional(),
});

export type Config = z.infer<typeof envSchema>;

/**
 * How many processes serve HTTP. More than one needs what they share: renewal sessions, one-time
 * notices and rate limits in Redis (REDIS_URL), and one secret for cookies and form tokens
 * (SESSION_SECRET); the database, the captcha's spent challenges, the outbox and the page cache's
 * invalidation are shared through the database already. Without both, one process, whatever the
 * number of cores; WEB_CONCURRENCY above 1 without them is refused by `loadConfig`.
 *
 * @example webConcurrency({ WEB_CONCURRENCY: undefined, REDIS_URL: "redis://r", SESSION_SECRET: "…" }, 4) // 4
 * @example webConcurrency({ WEB_CONCURRENCY: undefined, REDIS_URL: undefined, SESSION_SECRET: undefined }, 4) // 1
 */
export function webConcurrency(config: Pick<Config, "WEB_CONCURRENCY" | "REDIS_URL" | "SESSION_SECRET">, cores: number): number {
  if (config.WEB_CONCURRENCY !== undefined) return config.WEB_CONCURRENCY;
  return config.REDIS_URL && config.SESSION_SECRET ? Math.max(1, cores) : 1;
}

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);
const ipv4Cidr = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const ipv6Cidr = /^[0-9a-f:.]+(\/\d{1,3})?$/i;

function isTrustProxyValue(value: string): boolean {
  if (value === "none" || /^\d+$/.test(value)) return true;
  return value.split(",").every((part) => {
    const item = part.trim();
    return namedRanges.has(item) || ipv4Cidr.test(item) || (item.includes(":") && ipv6Cidr.test(item));
  });
}

/** The value Express's `trust proxy` setting takes for a TRUST_PROXY string. */
export function trustProxySetting(value: string): boolean | number | string[] {
  if (value === "none") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment; throws a ConfigError listing every bad variable.
 *
 * @example loadConfig({ PORT: "http" }) // ConfigError: Invalid configuration: PORT: expected number, received NaN
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema
    .superRefine((config, ctx) => {
      if ((config.WEB_CONCURRENCY ?? 1) > 1 && (!config.REDIS_URL || !config.SESSION_SECRET)) {
        ctx.addIssue({
          code: "custom",
          path: ["WEB_CONCURRENCY"],
          message: "more than one process needs REDIS_URL and SESSION_SECRET (sessions and tokens must be shared)",
        });
      }
    })
    .safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.join(".");
    const value = env[key];
    return `  ${key}=${JSON.stringify(value)}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
