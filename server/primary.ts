import cluster from "node:cluster";
import type { Logger } from "../app/lib/logger.server.ts";

export interface PrimaryOptions {
  workers: number;
  logger: Logger;
  /** Prepares what the workers share (the database) before the first one starts. */
  prepare(): Promise<void>;
  /** How long workers get to finish their requests after SIGTERM before they are killed. */
  shutdownTimeoutMs: number;
}

/** A worker that stops this often within a minute is not restarted again: the primary gives up. */
const maxRestartsPerMinute = 5;

/**
 * The primary process of `npm run serve` with WEB_CONCURRENCY above 1: prepares the database once,
 * starts the workers (each a whole server on the shared port; the kernel's connections are handed
 * to them in turn), starts another when one stops unexpectedly, and on SIGTERM or SIGINT asks each
 * to shut down gracefully (`server.ts`), exiting once all have. Never resolves: the process ends
 * from here.
 */
export async function runPrimary(options: PrimaryOptions): Promise<never> {
  const { logger } = options;
  try {
    await options.prepare();
  } catch (error) {
    logger.fatal({ err: error }, "start failed");
    process.exit(1);
  }
  let stopping = false;
  let exitCode = 0;
  const restarts: number[] = [];
  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  const stopAll = (signal: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ signal, workers: running().length }, "stopping the workers");
    for (const worker of running()) worker.process.kill("SIGTERM");
    if (running().length === 0) process.exit(exitCode);
    const forced = setTimeout(() => {
      logger.warn("workers did not stop in time: killing them");
      for (const worker of running()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, options.shutdownTimeoutMs + 5000);
    forced.unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) {
        logger.info("stopped");
        process.exit(exitCode);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "worker stopped; starting another");
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > maxRestartsPerMinute) {
      logger.fatal({ restarts: restarts.length }, "workers keep stopping: giving up");
      stopAll("restarts", 1);
      return;
    }
    cluster.fork();
  });
  process.on("SIGTERM", () => stopAll("SIGTERM", 0));
  process.on("SIGINT", () => stopAll("SIGINT", 0));

  for (let index = 0; index < options.workers; index++) cluster.fork();
  logger.info({ workers: options.workers, pid: process.pid }, "primary started its workers");
  return new Promise<never>(() => {});
}
