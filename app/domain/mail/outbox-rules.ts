/**
 * When the outbox tries a message again. Pure.
 *
 * A message is tried at most `maxAttempts` times; after the n-th failure the next try waits
 * 30 s × 2^(n−1), at most an hour (30 s, 1 min, 2 min, 4 min … 1 h), so a mail server that is
 * down for a while is not hammered and a short outage costs a minute. A worker holds a message it
 * took for `claimSeconds`: if it dies while sending, another takes the message over after that.
 */

export const maxAttempts = 8;
export const claimSeconds = 120;
const baseDelaySeconds = 30;
const maxDelaySeconds = 60 * 60;

/**
 * Seconds to wait after the `attempts`-th failed try.
 *
 * @example retryDelaySeconds(1) // 30
 * @example retryDelaySeconds(4) // 240
 * @example retryDelaySeconds(12) // 3600
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(maxDelaySeconds, baseDelaySeconds * 2 ** Math.max(0, attempts - 1));
}

export type AfterFailure = { retryAt: Date } | { giveUp: true };

/** What follows a failed try: another at a later time, or none once the attempts are used up. */
export function afterFailure(attempts: number, now: Date): AfterFailure {
  if (attempts >= maxAttempts) return { giveUp: true };
  return { retryAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000) };
}
