import { z } from "zod";
import { filterIdPattern, repositoryTypes } from "~/domain/repository/types";

/**
 * Blocks of the content repository (spec 3 §2-§5, §9): a paged, filtered list (`rel`, `sel`,
 * `date` in the URL), a sidebar of the newest items, bottom widgets and per-category blocks.
 */

const repositories = z.array(z.enum(repositoryTypes)).min(1).max(4);
/** Restricts a list to the items under one content folder, e.g. a resource-centre category. */
const folder = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, "must be a content folder such as resource-center/threats")
  .optional();
const filterId = z.string().regex(filterIdPattern, "must be a lower-case filter id");
const heading = z.string().min(1).optional();

/** `pagination directive: the itemsPerPage filter must be set` (spec 3 §5) when it is missing. */
const itemsPerPage = z.union([z.int().min(1).max(100), z.literal("all")], {
  error: (issue) =>
    issue.input === undefined
      ? "pagination directive: the itemsPerPage filter must be set"
      : 'itemsPerPage must be a whole number from 1 to 100 or "all"',
});

export const repositoryListBlock = z.strictObject({
  type: z.literal("repository-list"),
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .optional(),
  heading,
  repository: repositories,
  folder,
  /** Feed pages show 10 items, resource items 9 (spec 3 §9). */
  itemsPerPage,
  /** The selector's choices (`?sel=`): an item shows when its categories contain every selected id. */
  filters: z
    .array(z.strictObject({ id: filterId, label: z.string().min(1) }))
    .max(24)
    .default([]),
  /** Offer a year filter (`?date=2026`). */
  dateFilter: z.boolean().default(false),
  style: z.enum(["list", "cards", "grid"]).default("cards"),
  /** The list's Atom feed, linked beside the filters. */
  feed: z.enum(["/about/press-releases/feed.atom", "/about/policy-blog/feed.atom"]).optional(),
});

export const repositorySidebarBlock = z.strictObject({
  type: z.literal("repository-sidebar"),
  heading,
  repository: repositories,
  folder,
  /** Sidebar widgets list 5 items (spec 3 §9). */
  count: z.int().min(1).max(10).default(5),
  moreLink: z.strictObject({ label: z.string().min(1), href: z.string().regex(/^\/(?!\/)/) }).optional(),
});

export const repositoryWidgetsBlock = z.strictObject({
  type: z.literal("repository-widgets"),
  heading,
  repository: repositories,
  folder,
  /** Bottom widgets show 6 items a page (spec 3 §9). */
  count: z.int().min(1).max(12).default(6),
});

/** Per-category blocks (the ja-jp homepage's press releases): the newest items of each category. */
export const repositoryCategoriesBlock = z.strictObject({
  type: z.literal("repository-categories"),
  heading,
  repository: repositories,
  /** Each category links to `href`, or else to the more link's list filtered by it (`?sel=`). */
  categories: z
    .array(
      z.strictObject({
        id: filterId,
        label: z.string().min(1),
        href: z
          .string()
          .regex(/^\/(?!\/)/)
          .optional(),
      }),
    )
    .min(1)
    .max(8),
  perCategory: z.int().min(1).max(6).default(3),
  /** Only items in the site's own language (a homepage shows no other language's headlines). */
  siteLanguageOnly: z.boolean().default(false),
  moreLink: z.strictObject({ label: z.string().min(1), href: z.string().regex(/^\/(?!\/)/) }).optional(),
});
