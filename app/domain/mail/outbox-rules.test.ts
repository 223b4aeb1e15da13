import { describe, expect, it } from "vitest";
import { afterFailure, maxAttempts, retryDelaySeconds } from "./outbox-rules";

describe("retryDelaySeconds (30 s × 2^(n−1) after the n-th failure, at most an hour)", () => {
  it.each([
    [1, 30],
    [2, 60],
    [3, 120],
    [4, 240],
    [5, 480],
    [6, 960],
    [7, 1920],
    [8, 3600],
    [12, 3600],
    [100, 3600],
    [0, 30],
  ])("after %i failed tries, waits %i s", (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });
});

describe("afterFailure (a message is tried at most maxAttempts times)", () => {
  const now = new Date("2025-06-01T12:00:00.000Z");

  it("allows eight tries", () => {
    expect(maxAttempts).toBe(8);
  });

  it.each([
    [1, "2025-06-01T12:00:30.000Z"],
    [2, "2025-06-01T12:01:00.000Z"],
    [3, "2025-06-01T12:02:00.000Z"],
    [4, "2025-06-01T12:04:00.000Z"],
    [7, "2025-06-01T12:32:00.000Z"],
  ])("after %i failed tries, tries again at %s", (attempts, retryAt) => {
    expect(afterFailure(attempts, now)).toEqual({ retryAt: new Date(retryAt) });
  });

  it("tries again after each failure below maxAttempts, the delay later", () => {
    for (let attempts = 1; attempts < maxAttempts; attempts++) {
      const next = afterFailure(attempts, now);
      expect(next).toEqual({ retryAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000) });
    }
  });

  it.each([8, 9, 50])("gives up after %i failed tries", (attempts) => {
    expect(afterFailure(attempts, now)).toEqual({ giveUp: true });
  });

  it("does not change the time it is given", () => {
    afterFailure(1, now);
    expect(now.toISOString()).toBe("2025-06-01T12:00:00.000Z");
  });
});
