import type { Kysely } from "kysely";
import type { Database, ReviewTable } from "~/db/schema";
import { noReadMemo, type ReadMemo } from "~/lib/read-memo.server";

/**
 * Customer reviews (spec 3 §3 "Customer review", §9): written by the review form, held for
 * moderation, shown — in the carousel and in the product's structured data — once approved.
 */

export interface ApprovedReview {
  id: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  createdAt: string;
}

export interface ReviewSummary {
  /** Approved reviews of the product on the site, and their mean rating (one decimal). */
  count: number;
  average: number;
}

export interface ReviewListing {
  id: string;
  product: string;
  locale: string;
  rating: number;
  title: string;
  nickname: string;
  status: ReviewTable["status"];
  createdAt: string;
}

/**
 * Reviews in the database. With the server's `reads` memo, what pages show (approved reviews and
 * their summary) is kept until the next announced change: moderation announces one.
 */
export function createReviewRepository(db: Kysely<Database>, reads: ReadMemo = noReadMemo) {
  return {
    /** The newest approved reviews with at least `minStars` stars (spec 3 §3 starsFilter, reviewsNum). */
    approved(product: string, locale: string, minStars: number, limit: number): Promise<readonly ApprovedReview[]> {
      const key = `reviews:approved:${JSON.stringify([product, locale, minStars, limit])}`;
      return reads.get(key, () => approvedReviews(db, product, locale, minStars, limit));
    },

    /** Count and mean rating of the approved reviews: the product's AggregateRating. */
    summary(product: string, locale: string): Promise<ReviewSummary> {
      return reads.get(`reviews:summary:${JSON.stringify([product, locale])}`, () => reviewSummary(db, product, locale));
    },

    /** Reviews by status, oldest first: what moderators work through. */
    async list(status: ReviewTable["status"] | "all", limit = 100): Promise<ReviewListing[]> {
      let query = db
        .selectFrom("review")
        .select(["id", "product", "locale", "rating", "title", "nickname", "status", "created_at"])
        .orderBy("created_at")
        .limit(limit);
      if (status !== "all") query = query.where("status", "=", status);
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, rating: Number(row.rating), createdAt: row.created_at }));
    },

    /** Approves or rejects one review; false when there is no such review. */
    async moderate(id: string, status: "approved" | "rejected", now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable("review")
        .set({ status, moderated_at: now.toISOString() })
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;

async function approvedReviews(
  db: Kysely<Database>,
  product: string,
  locale: string,
  minStars: number,
  limit: number,
): Promise<ApprovedReview[]> {
  const rows = await db
    .selectFrom("review")
    .select(["id", "rating", "title", "text", "nickname", "created_at"])
    .where("product", "=", product)
    .where("locale", "=", locale)
    .where("status", "=", "approved")
    .where("rating", ">=", minStars)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, rating: Number(row.rating), createdAt: row.created_at }));
}

async function reviewSummary(db: Kysely<Database>, product: string, locale: string): Promise<ReviewSummary> {
  const row = await db
    .selectFrom("review")
    .select((eb) => [eb.fn.countAll().as("count"), eb.fn.avg("rating").as("average")])
    .where("product", "=", product)
    .where("locale", "=", locale)
    .where("status", "=", "approved")
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return { count, average: count ? Math.round(Number(row?.average) * 10) / 10 : 0 };
}
