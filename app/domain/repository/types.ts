/**
 * The content repository (spec 3 §1, §3): press releases, news, press-centre articles, gallery,
 * policy blog, resource centres and enterprise resources. An item is a page of its own whose
 * `meta.json` carries a `repository` entry (type, summary, categories, image) and a publishDate.
 */
export const repositoryTypes = [
  "press-release",
  "news",
  "press-center",
  "gallery",
  "policy-blog",
  "resource",
  "smb-resource",
  "enterprise-resource",
  "case-study",
] as const;
export type RepositoryType = (typeof repositoryTypes)[number];

/** A filter or category id as it appears in `?sel=` and in an item's class list. */
export const filterIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;
