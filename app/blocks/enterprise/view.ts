import type { BlockOf } from "../schemas.server";

/** A case study's card, from the story's own page meta (its repository entry). */
export interface CaseStudyCard {
  href: string;
  /** The customer ("Aldmere Bank"). */
  customer: string;
  /** The story's headline. */
  title: string;
  summary: string;
  /** The sectors it is filed under ("Finance"). */
  sectors: string[];
}

/** The cards of the stories found on the site; a story without a page is left out. */
export type CaseStudiesView = Omit<BlockOf<"case-studies">, "stories"> & { items: CaseStudyCard[] };

export type FeatureCaseStudyView = Omit<BlockOf<"feature-case-study">, "story"> & { story: CaseStudyCard };

/** The navigation names only sections the page has (anchors of its blocks). */
export type EnterprisePageNavView = BlockOf<"enterprise-page-nav">;
