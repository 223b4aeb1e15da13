import { describe, expect, it } from "vitest";
import { runFuzz } from "../../scripts/fuzz/engine";
import { formatFailure } from "../../scripts/fuzz/report";
import { port } from "./support";

/**
 * `npm run fuzz` in small: random requests to every `/_svc` call and page action of the shared
 * e2e server (see scripts/fuzz/). A fixed seed keeps the test repeatable; `FUZZ_SEED` tries
 * another. The server counts lookups per address: the fuzzer varies X-Forwarded-For, and the
 * global-setup server lifts the failure ceiling that random serials would use up.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_261_122);
const requestsPerTarget = 150;

describe("fuzzing the production server", () => {
  it("answers every random request with something other than a 5xx and stays up", { timeout: 90_000 }, async () => {
    const report = await runFuzz({ baseUrl: `http://127.0.0.1:${port()}`, requestsPerTarget, seed });

    expect(report.notes, "targets without a parameter list in scripts/fuzz/targets.ts").toEqual([]);
    expect(report.refusedByClient, "generated requests Node's client would not send").toBe(0);
    expect(report.targets.map((target) => target.name)).toEqual(
      expect.arrayContaining(["svc-price-product-price", "svc-lrc-licenseinfo", "lrc-partner-mapping", "form lrc-b2c", "pages"]),
    );
    expect(report.requests).toBe(report.targets.length * requestsPerTarget);
    // The failing requests themselves, printed so that each can be sent again with curl.
    expect(
      report.failures.slice(0, 10).map((failure) => formatFailure(failure, report.baseUrl)),
      `${report.failureCount} failures (seed ${seed}); what makes them fail: ${report.causes
        .map(({ cause, failures }) => `${cause} (${failures})`)
        .join(", ")}`,
    ).toEqual([]);
    expect(report.aborted).toBeNull();
    expect(report.healthProblem).toBeNull();
  });
});
