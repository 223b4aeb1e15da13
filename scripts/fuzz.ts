/**
 * `npm run fuzz`: random requests to every `/_svc` call and every page action of the production
 * build; fails on any 5xx answer or when the server stops answering. Needs `npm run build`, or a
 * running server at `FUZZ_URL`. Settings, all optional:
 * - `FUZZ_URL`: fuzz that server instead of starting the build on a free port;
 * - `FUZZ_REQUESTS_PER_TARGET` (5000), `FUZZ_CONCURRENCY` (16);
 * - `FUZZ_SEED`: repeat a run (every run prints its seed);
 * - `FUZZ_TARGETS`: comma-separated parts of target names, e.g. `licenseinfo,form lrc-b2c`;
 * - `FUZZ_SHOW` (5): how many failing requests to print in full;
 * - `FUZZ_EXPLAIN` (30): how many failures to explain by sending variants of them.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type RunningServer, startServer } from "../tests/e2e/server-process";
import { fuzzServerEnv, runFuzz } from "./fuzz/engine";
import { formatReport } from "./fuzz/report";

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const settings = z
  .object({
    FUZZ_URL: z.url({ protocol: /^http$/ }).optional(),
    FUZZ_REQUESTS_PER_TARGET: count(5_000),
    FUZZ_CONCURRENCY: count(16),
    FUZZ_SEED: z.coerce
      .number()
      .int()
      .default(() => Math.floor(Math.random() * 2 ** 31)),
    FUZZ_TARGETS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    FUZZ_SHOW: count(5),
    FUZZ_EXPLAIN: z.coerce.number().int().min(0).default(30),
  })
  .safeParse(process.env);
if (!settings.success) {
  for (const issue of settings.error.issues) console.error(`${String(issue.path[0])}: ${issue.message}`);
  process.exit(1);
}
const options = settings.data;

let server: RunningServer | undefined;
if (!options.FUZZ_URL) {
  if (!existsSync(path.resolve(import.meta.dirname, "../build/server/index.js"))) {
    console.error("No production build: run `npm run build` first, then `npm run fuzz` (or set FUZZ_URL).");
    process.exit(1);
  }
  server = await startServer(fuzzServerEnv);
}
const baseUrl = options.FUZZ_URL ?? `http://127.0.0.1:${server?.port}`;

let failed = true;
try {
  console.log(
    `Fuzzing ${baseUrl}${server ? " (production build, fresh SQLite database)" : ""}: ` +
      `${options.FUZZ_REQUESTS_PER_TARGET} requests per target, ${options.FUZZ_CONCURRENCY} in flight, FUZZ_SEED=${options.FUZZ_SEED}\n`,
  );
  const report = await runFuzz({
    baseUrl,
    requestsPerTarget: options.FUZZ_REQUESTS_PER_TARGET,
    seed: options.FUZZ_SEED,
    concurrency: options.FUZZ_CONCURRENCY,
    only: options.FUZZ_TARGETS,
    explain: options.FUZZ_EXPLAIN,
    onTarget: (summary) => console.log(`  ${summary.name}: ${summary.requests} requests, ${summary.failures} failed`),
  });
  console.log(`\n${formatReport(report, options.FUZZ_SHOW)}`);
  if (server && (report.aborted || report.healthProblem)) console.log(`\nServer output:\n${server.output().slice(-4_000)}`);
  if (server) {
    // The server's own account of the first failures (its log lines carry the request id).
    const log = server.output().split("\n");
    for (const failure of report.failures.slice(0, options.FUZZ_SHOW)) {
      const lines = failure.requestId ? log.filter((line) => line.includes(failure.requestId as string)) : [];
      if (lines.length > 0)
        console.log(`\nServer log for ${failure.requestId}:\n${lines.slice(0, 3).join("\n").slice(0, 3_000)}`);
    }
  }
  failed = report.failureCount > 0 || report.healthProblem !== null || report.aborted !== null;
  console.log(
    `\n${failed ? "FAILED" : "PASSED"}: repeat with FUZZ_SEED=${options.FUZZ_SEED} FUZZ_REQUESTS_PER_TARGET=${options.FUZZ_REQUESTS_PER_TARGET}`,
  );
} finally {
  const code = await server?.stop();
  if (server && code !== 0) {
    console.error(`Server did not shut down cleanly (exit ${code}):\n${server.output().slice(-4_000)}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
