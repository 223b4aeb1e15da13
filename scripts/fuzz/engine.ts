import { Agent } from "node:http";
import fc from "fast-check";
import { classify, type Verdict } from "./classify";
import { explainFailure } from "./explain";
import { type FuzzRequest, requestArbitrary } from "./requests";
import { checkHealth, send } from "./send";
import { listTargets, type Target } from "./targets";

/**
 * The fuzzer: random requests to every target (see `targets.ts`), a fixed number per target, a
 * bounded number in flight; a failure is a 5xx answer or no answer (see `classify.ts`), the first
 * failures are explained (`explain.ts`), and the run ends with `GET /healthz`. The requests depend
 * only on the seed, the target's name and the port, so a run repeats with the same `seed`.
 */

export interface FuzzOptions {
  /** The server, e.g. `http://127.0.0.1:3000`; Host headers name the sites on its port. */
  baseUrl: string;
  requestsPerTarget: number;
  seed: number;
  /** Requests in flight; 16 by default. */
  concurrency?: number;
  /** Per request; 30 s by default. */
  timeoutMs?: number;
  /** Only the targets whose name contains one of these. */
  only?: readonly string[];
  /** How many failures to explain by sending variants of them (spread over targets); 30 by default. */
  explain?: number;
  /** Called after each target, e.g. to print progress. */
  onTarget?: (summary: TargetSummary) => void;
}

export interface FuzzFailure {
  target: string;
  /** The request's index within its target's sample. */
  index: number;
  request: FuzzRequest;
  /** `status 500`, or why there was no answer. */
  problem: string;
  requestId?: string;
  excerpt?: string;
  /** The parts of the request that fail on their own (see `explain.ts`). */
  causes?: string[];
}

export interface TargetSummary {
  name: string;
  requests: number;
  /** Answers by class (`2xx` … `5xx`), explained resets (`reset: …`) and `no answer`. */
  outcomes: Record<string, number>;
  failures: number;
  seconds: number;
}

/** How often requests with one feature value were sent and failed. */
export interface FeatureTally {
  feature: string;
  value: string;
  sent: number;
  failed: number;
}

export interface FuzzReport {
  seed: number;
  baseUrl: string;
  requests: number;
  failureCount: number;
  /** The first `keptFailures` failures, in the order they happened. */
  failures: FuzzFailure[];
  targets: TargetSummary[];
  /** Feature values with at least one failure, the most failing first. */
  failingFeatures: FeatureTally[];
  /** Over the explained failures: how many each part of the request causes, the most first. */
  causes: Array<{ cause: string; failures: number }>;
  explained: number;
  /** Null when /healthz answered 200 at the end. */
  healthProblem: string | null;
  /** Why the run stopped early (the server stopped answering), or null. */
  aborted: string | null;
  /** Requests Node's client refused to send: a generator bug, shown so it gets fixed. */
  refusedByClient: number;
  notes: string[];
}

/** Environment for a server the fuzzer starts itself (`npm run fuzz` without FUZZ_URL). */
export const fuzzServerEnv: Record<string, string> = {
  // Random serials fail their lookups; at the default of 300 a minute for everyone, the budget
  // would be spent in seconds and every later lookup refused before it reaches the licence service.
  LOOKUP_FAILURES_PER_MINUTE: "100000000",
};

const keptFailures = 200;
/** This many connection failures in a row, and a failed health check, end the run. */
const deadServerStreak = 25;

/** A 32-bit hash, so each target draws from its own stream whatever other targets are selected. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) value = Math.imul(value ^ (character.codePointAt(0) ?? 0), 0x01000193);
  return value >>> 0;
}

/** Up to `count` failures, taken from each target in turn, so that every target gets explained. */
function spreadOverTargets(failures: readonly FuzzFailure[], count: number): FuzzFailure[] {
  const byTarget = Map.groupBy(failures, (failure) => failure.target);
  const chosen: FuzzFailure[] = [];
  for (let round = 0; chosen.length < count && chosen.length < failures.length; round += 1) {
    for (const list of byTarget.values()) {
      const failure = list[round];
      if (failure && chosen.length < count) chosen.push(failure);
    }
  }
  return chosen;
}

/** The requests of one target for a seed: `fc.sample` draws them from the target's own stream. */
export function sampleRequests(
  target: Target,
  options: { seed: number; port: number; count: number; routeIds: readonly string[] },
) {
  return fc.sample(requestArbitrary(target, options.port, options.routeIds), {
    seed: (options.seed ^ hash(target.name)) | 0,
    numRuns: options.count,
  });
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const base = new URL(options.baseUrl);
  const port = Number(base.port || 80);
  const concurrency = options.concurrency ?? 16;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const { targets: allTargets, routeIds, notes } = listTargets();
  const targets = allTargets.filter((target) => !options.only?.length || options.only.some((part) => target.name.includes(part)));
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const failures: FuzzFailure[] = [];
  const tallies = new Map<string, FeatureTally>();
  const summaries: TargetSummary[] = [];
  let failureCount = 0;
  let refusedByClient = 0;
  let streak = 0;
  let aborted: string | null = null;

  const record = (
    target: Target,
    index: number,
    request: FuzzRequest,
    verdict: Verdict,
    answer: { requestId?: string; excerpt?: string },
  ) => {
    const { problem } = verdict;
    for (const [feature, value] of Object.entries(request.features)) {
      const key = `${feature}\u0000${value}`;
      const tally = tallies.get(key) ?? { feature, value, sent: 0, failed: 0 };
      tally.sent += 1;
      if (problem) tally.failed += 1;
      tallies.set(key, tally);
    }
    if (!problem) return;
    failureCount += 1;
    if (failures.length < keptFailures) {
      failures.push({ target: target.name, index, request, problem, requestId: answer.requestId, excerpt: answer.excerpt });
    }
  };

  try {
    for (const target of targets) {
      const started = performance.now();
      const requests = sampleRequests(target, { seed: options.seed, port, count: options.requestsPerTarget, routeIds });
      const summary: TargetSummary = { name: target.name, requests: 0, outcomes: {}, failures: 0, seconds: 0 };
      let next = 0;
      const worker = async () => {
        while (next < requests.length && !aborted) {
          const index = next++;
          const request = requests[index] as FuzzRequest;
          const answer = await send(base, request, agent, timeoutMs);
          if ("error" in answer && answer.refusedByClient) {
            refusedByClient += 1;
            continue;
          }
          summary.requests += 1;
          const verdict = await classify(base, request, answer);
          summary.outcomes[verdict.outcome] = (summary.outcomes[verdict.outcome] ?? 0) + 1;
          if (verdict.problem) summary.failures += 1;
          record(target, index, request, verdict, "error" in answer ? {} : answer);
          streak = verdict.outcome === "no answer" ? streak + 1 : 0;
          if (streak >= deadServerStreak && !aborted) {
            const health = await checkHealth(base);
            if (health) aborted = `${deadServerStreak} requests in a row got no answer, and ${health}`;
            streak = 0;
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      summary.seconds = (performance.now() - started) / 1000;
      summaries.push(summary);
      options.onTarget?.(summary);
      if (aborted) break;
    }
    for (const failure of spreadOverTargets(failures, aborted ? 0 : (options.explain ?? 30))) {
      failure.causes = await explainFailure(base, failure.request, agent);
    }
  } finally {
    agent.destroy();
  }
  const causeCounts = new Map<string, number>();
  for (const cause of failures.flatMap((failure) => failure.causes ?? []))
    causeCounts.set(cause, (causeCounts.get(cause) ?? 0) + 1);

  const failingFeatures = [...tallies.values()]
    .filter((tally) => tally.failed > 0)
    .sort((a, b) => b.failed / b.sent - a.failed / a.sent || b.failed - a.failed);
  return {
    seed: options.seed,
    baseUrl: options.baseUrl,
    requests: summaries.reduce((sum, summary) => sum + summary.requests, 0),
    failureCount,
    failures,
    targets: summaries,
    failingFeatures,
    causes: [...causeCounts].map(([cause, count]) => ({ cause, failures: count })).sort((a, b) => b.failures - a.failures),
    explained: failures.filter((failure) => failure.causes).length,
    healthProblem: await checkHealth(base),
    aborted,
    refusedByClient,
    notes,
  };
}
