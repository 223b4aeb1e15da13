import { page, type RouteEntry } from "../types";

const section = { section: "other" } as const;

/** Homepage, search, error and custom pages, legal and general pages (spec 1 §2.2). */
export const sharedRoutes: RouteEntry[] = [
  page({ name: "homepage", path: "/", content: "" }, section),
  page({ name: "search", path: "/search" }, section),
  page({ name: "errorpage-404", path: "/errorpage/404", aliases: ["/404"], template: "error-page", status: 404 }, section),
  page({ name: "errorpage-500", path: "/errorpage/500", aliases: ["/500"], template: "error-page", status: 500 }, section),
  page({ name: "custom", path: "/custom/:template", template: "custom-page", content: "custom" }, section),
  page({ name: "submit-review", path: "/products/bazaarvoice/submit-review" }, section),
  page({ name: "privacy", path: "/site-general/privacy", aliases: ["/privacy"] }, section),
  page({ name: "terms", path: "/site-general/terms", aliases: ["/terms-of-use"] }, section),
  page({ name: "legal", path: "/site-general/legal", aliases: ["/legal"] }, section),
  page({ name: "legal-license", path: "/site-general/legal/license", aliases: ["/legal/license"] }, section),
  page({ name: "third-party-tracking", path: "/site-general/third-party-tracking", aliases: ["/third-party-tracking"] }, section),
  page(
    {
      name: "end-user-license-agreement",
      path: "/site-general/end-user-license-agreement",
      aliases: ["/end-user-license-agreement"],
    },
    section,
  ),
  page({ name: "unsubscribe-success", path: "/site-general/unsubscribe_success", aliases: ["/unsubscribe_success"] }, section),
  page({ name: "unsubscribe-error", path: "/site-general/unsubscribe_error", aliases: ["/unsubscribe_error"] }, section),
  page({ name: "sitemap-html", path: "/site-general/sitemap-html", aliases: ["/sitemap"] }, section),
  page({ name: "b2b-eula", path: "/site-general/b2b-eula", aliases: ["/business/eula"] }, section),
];
