import type { ListTexts } from "~/domain/content/list-texts.server";
import { contentPath } from "~/domain/content/pages.server";
import type { ContentService } from "~/domain/content/service.server";
import { itemsOf, listRepositoryItems } from "~/domain/repository/items.server";
import { dateTimeFormat } from "~/lib/intl-formats";
import type { Site } from "~/sites/locales";
import type { Layout } from "./rules";

/** A link of a layout's navigation: the current page is marked. */
export interface LayoutLink {
  href: string;
  label: string;
  current: boolean;
  count?: number;
}

/**
 * What a layout shows besides the page's blocks (spec 1 §2.3): the press centre's section
 * navigation, the policy blog's categories, its featured post. Null for layouts with nothing extra.
 */
export type LayoutData =
  | { kind: "press"; label: string; navigation: LayoutLink[] }
  | { kind: "categories"; label: string; categories: LayoutLink[] }
  | { kind: "featured"; featured: { href: string; title: string; summary: string; date: string } | null }
  | null;

/** The press centre's sections, each named by its own page's title on the site. */
const pressSections = [
  "about/press-center",
  "about/press-releases",
  "about/in-the-news",
  "about/press-center/gallery",
  "about/press-center/contacts",
];

export async function loadLayoutData(
  layout: Layout,
  input: { content: ContentService; site: Site; pathname: string },
): Promise<LayoutData> {
  const { content, site } = input;
  const here = input.pathname.toLowerCase().replace(/\/+$/, "");
  const texts = async (): Promise<ListTexts> =>
    (await content.requireDocument(site.locale, "localization/list-texts.json", "list-texts")).document.fields;
  if (layout === "press-standard" || layout === "press-advanced") {
    const navigation = await Promise.all(
      pressSections.map(async (location) => {
        const meta = await content.getDocument(site.locale, contentPath(location, "meta.json"), "meta");
        const href = `/${location}`;
        return {
          href,
          label: meta?.document.fields.breadcrumbs.at(-1)?.title ?? meta?.document.title ?? location,
          current: href === here,
        };
      }),
    );
    return { kind: "press", label: (await texts()).pressNavigation, navigation };
  }
  if (layout === "resources-category" || layout === "new-resources-center") {
    const posts = itemsOf(await listRepositoryItems(content, site.locale), ["policy-blog"]);
    if (layout === "new-resources-center") {
      const newest = posts[0];
      return {
        kind: "featured",
        featured: newest
          ? {
              href: newest.path,
              title: newest.title,
              summary: newest.summary,
              date: dateTimeFormat(site.intlLocale, { dateStyle: "long", timeZone: "UTC" }).format(
                new Date(`${newest.date}T00:00:00Z`),
              ),
            }
          : null,
      };
    }
    const counts = new Map<string, { label: string; count: number }>();
    for (const post of posts) {
      for (const category of post.categories) {
        const entry = counts.get(category.id) ?? { label: category.title, count: 0 };
        entry.count += 1;
        counts.set(category.id, entry);
      }
    }
    return {
      kind: "categories",
      label: (await texts()).filterLabel,
      categories: [...counts].map(([id, { label, count }]) => {
        const href = `/about/policy-blog/${id}`;
        return { href, label, count, current: href === here };
      }),
    };
  }
  return null;
}
