import { describe, expect, it } from "vitest";
import { reviewSlides, reviewsPerSlide } from "./review-slides";

describe("reviewSlides (spec 3 §9: two reviews per slide)", () => {
  it("puts two reviews on a slide", () => {
    expect(reviewsPerSlide).toBe(2);
  });

  it.each([
    [[], []],
    [["a"], [["a"]]],
    [["a", "b"], [["a", "b"]]],
    [
      ["a", "b", "c"],
      [["a", "b"], ["c"]],
    ],
    [
      ["a", "b", "c", "d", "e", "f"],
      [
        ["a", "b"],
        ["c", "d"],
        ["e", "f"],
      ],
    ],
  ])("slides %j as %j, in order", (reviews, slides) => {
    expect(reviewSlides(reviews)).toEqual(slides);
  });

  it("makes 7 slides of the default 14 reviews (spec 3 §3 reviewsNum)", () => {
    expect(reviewSlides(Array.from({ length: 14 }, (_, index) => index))).toHaveLength(7);
  });
});
