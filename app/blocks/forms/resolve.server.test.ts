import { afterAll, describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createReviewRepository } from "~/domain/reviews/repository.server";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import { englishCarouselTexts } from "../../../tests/support/carousel-texts";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { approvedReviews } from "../../../tests/support/reviews";
import { type FormsResolveContext, resolveReviewCarousel } from "./resolve.server";
import { reviewCarouselBlock } from "./schemas.server";

const contentDir = await createContentFixture(globalShell);
const content = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
afterAll(() => content.close());
const site = requireSite("en-global");
const block = reviewCarouselBlock.parse({ type: "review-carousel", product: "antivirus" });

/** The forms' resolve context with only the reviews a review carousel reads. */
const formsWith = (reviews: FormsResolveContext["reviews"]): FormsResolveContext => ({
  secret: "not used by the review carousel",
  captcha: undefined as never,
  reviews,
  ask: () => Promise.reject(new Error("not used by the review carousel")),
});

describe.each(testDatabaseKinds())("the review carousel's data on %s (spec 3 §3, §8, §9)", (kind) => {
  const database = useTestDatabase(kind);
  // No migrations: its review table is missing, so every read of it fails, as a failing store's would.
  const broken = useTestDatabase(kind, { migrate: false });

  const addReviews = (count: number) => database.db.insertInto("review").values(approvedReviews(count)).execute();

  it("hides itself (null) while the product has no approved review", async () => {
    const view = await resolveReviewCarousel(block, {
      content,
      site,
      searchParams: new URLSearchParams(),
      forms: formsWith(createReviewRepository(database.db)),
    });
    expect(view).toBeNull();
  });

  it("hides itself when its reviews do not come, and says so in the log (spec 3 §8)", async () => {
    const warnings: unknown[] = [];
    const view = await resolveReviewCarousel(block, {
      content,
      site,
      searchParams: new URLSearchParams(),
      forms: formsWith(createReviewRepository(broken.db)),
      logger: { warn: (...args: unknown[]) => warnings.push(args) },
    });
    expect(view).toBeNull();
    expect(JSON.stringify(warnings)).toContain("reviews unavailable; carousel hidden");
  });

  it("puts the newest reviews two to a slide, with every carousel's texts and slide positions", async () => {
    await addReviews(5);
    const view = await resolveReviewCarousel(block, {
      content,
      site,
      searchParams: new URLSearchParams(),
      forms: formsWith(createReviewRepository(database.db)),
    });
    expect(view?.items.map((slide) => slide.map((review) => review.title))).toEqual([
      ["Review 5", "Review 4"],
      ["Review 3", "Review 2"],
      ["Review 1"],
    ]);
    expect(view?.positions).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(view?.texts).toMatchObject(englishCarouselTexts);
    expect(view?.autoplay).toBe(true);
    expect(view?.summary).toEqual({ count: 5, average: 5 });
    expect(view?.average).toContain("5");
    expect(view?.writeReview.href).toBe("/products/bazaarvoice/submit-review?product=antivirus");
    expect(view?.items[0]?.[0]).toMatchObject({ rating: 5, ratingText: expect.stringContaining("5"), nickname: "Reader 5" });
  });
});
