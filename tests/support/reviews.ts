import { randomUUID } from "node:crypto";

/**
 * Rows of `count` approved five-star reviews of the antivirus on the global site, one a day from
 * 2026-01-01: "Review 1" by "Reader 1" is the oldest. `text` words each one (by its index).
 *
 * @example await db.insertInto("review").values(approvedReviews(14)).execute();
 */
export function approvedReviews(count: number, text: (index: number) => string = (index) => `Text ${index + 1}`) {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    submission_id: null,
    product: "antivirus",
    locale: "en-global",
    rating: 5,
    title: `Review ${index + 1}`,
    text: text(index),
    nickname: `Reader ${index + 1}`,
    status: "approved" as const,
    created_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    moderated_at: null,
  }));
}
