import { type Logger, pino } from "pino";

export type { Logger };

/** One structured JSON line per event on stdout; the level comes from LOG_LEVEL. */
export function createLogger(options: { level: string; name?: string }): Logger {
  return pino({
    name: options.name ?? "bastion",
    level: options.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
