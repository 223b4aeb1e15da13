import type { CarouselTexts } from "~/components/ui/carousel";
import type { BlockOf } from "../schemas.server";

/** The resource library as drawn: the selection from the URL and every text finished by the server. */
export type EnterpriseResourcesView = BlockOf<"enterprise-resources"> & {
  /** The filter ids the page's URL selects (`?sel=`), one per group at most. */
  selected: string[];
  texts: {
    /** The "all" option of each group. */
    all: string;
    /** The submit button of the form without JavaScript. */
    submit: string;
    /** "No resources match…" */
    none: string;
    /** The count of shown items for every possible count: `counts[n]` says n resources. */
    counts: string[];
  };
};

export type EnterpriseArticleView = BlockOf<"enterprise-article"> & {
  /** The date written out in the site's language. */
  dateText: string;
  byline: string;
  relatedHeading: string;
};

export type EnterprisePostView = Omit<BlockOf<"enterprise-post">, "posts"> & {
  posts: Array<BlockOf<"enterprise-post">["posts"][number] & { dateText: string }>;
};

/** A promo with both its image and its target; without either it is not drawn. */
export type EnterprisePromoView = BlockOf<"enterprise-promo"> & Required<Pick<BlockOf<"enterprise-promo">, "image" | "action">>;

export type GallerySliderView = BlockOf<"gallery-slider"> & { positions: string[]; texts: CarouselTexts };

export type EnterpriseMoreView =
  | EnterpriseResourcesView
  | EnterpriseArticleView
  | EnterprisePostView
  | EnterprisePromoView
  | GallerySliderView;

export type EnterpriseMoreType = EnterpriseMoreView["type"];
