import { type Logger, pino } from "pino";
// NOTE: the extension lets `server.ts` load this file with Node itself, before the build is imported.
import { redactSerials } from "./redact.ts";

export type { Logger };

/**
 * One structured JSON line per event on stdout; the level comes from LOG_LEVEL. Every line passes
 * through `redactSerials` on its way out, so no licence serial reaches a log in clear, whichever
 * field (path, message, error, forwarded address) it hides in.
 */
export function createLogger(options: { level: string; name?: string; destination?: pino.DestinationStream }): Logger {
  return pino(
    {
      name: options.name ?? "bastion",
      level: options.level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: redactSerials },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
