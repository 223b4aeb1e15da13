import { contentPath } from "~/domain/content/pages.server";
import type { ContentService } from "~/domain/content/service.server";
import type { Logger } from "~/lib/logger.server";
import type { Site } from "~/sites/locales";
import type { Block, BlockOf } from "../schemas.server";
import type { CaseStudiesView, CaseStudyCard, EnterprisePageNavView, FeatureCaseStudyView } from "./view";

/** Where the enterprise case studies are (the `enterprise-resource` route). */
export const caseStudyFolder = "enterprise-security/resources";

interface EnterpriseResolveContext {
  content: ContentService;
  site: Pick<Site, "locale">;
  logger: Pick<Logger, "warn">;
}

/** A story's card from its page meta; null (with a warning) when the site has no such story. */
async function caseStudyCard(slug: string, context: EnterpriseResolveContext): Promise<CaseStudyCard | null> {
  const location = `${caseStudyFolder}/${slug}`;
  const found = await context.content.getDocument(context.site.locale, contentPath(location, "meta.json"), "meta");
  const entry = found?.document.fields.repository;
  if (!found || !entry) {
    context.logger.warn({ story: slug }, "case study not found; its card is left out");
    return null;
  }
  return {
    href: `/${location}`,
    customer: found.document.title,
    title: found.document.fields.title,
    summary: entry.summary,
    sectors: entry.categories.map((category) => category.title.replace(/^.*::/, "")),
  };
}

export async function resolveCaseStudies(
  block: BlockOf<"case-studies">,
  context: EnterpriseResolveContext,
): Promise<CaseStudiesView | null> {
  const { stories, ...rest } = block;
  const cards = await Promise.all(stories.map((slug) => caseStudyCard(slug, context)));
  const items = cards.filter((card): card is CaseStudyCard => card !== null);
  return items.length > 0 ? { ...rest, items } : null;
}

/** The featured story; the block hides itself when the site lacks the story. */
export async function resolveFeatureCaseStudy(
  block: BlockOf<"feature-case-study">,
  context: EnterpriseResolveContext,
): Promise<FeatureCaseStudyView | null> {
  const story = await caseStudyCard(block.story, context);
  return story ? { ...block, story } : null;
}

/**
 * The page navigation keeps the sections the page has: a link to an anchor no block carries would
 * lead nowhere (a block may be hidden on a site, a case study the site lacks).
 */
export function resolveEnterprisePageNav(
  block: BlockOf<"enterprise-page-nav">,
  page: ReadonlyArray<Block | { type: string; id?: string }>,
): EnterprisePageNavView | null {
  const anchors = new Set(page.map((other) => ("id" in other ? other.id : undefined)).filter(Boolean));
  const sections = block.sections.filter((section) => anchors.has(section.id));
  return sections.length >= 2 ? { ...block, sections } : null;
}
