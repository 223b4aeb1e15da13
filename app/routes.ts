import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import { routeTable, templates } from "./routing/route-table";

/**
 * The router config. Content pages — all but four of the route table's entries and their aliases
 * — share one catch-all route: the content page's loader finds the page in the route table itself
 * (`findRoute`), so React Router need not match, rank and convert some 230 routes on every
 * request (decision 021). The homepage keeps its index route, and a content path that another
 * template's pattern would claim (the renewal pages under `/lrc/`, beside `/lrc/:verdict`) keeps a
 * route of its own, which outranks the pattern as before. The other templates keep theirs, then
 * the services.
 */
const otherTemplates = routeTable.filter((entry) => entry.template !== "content-page");
const otherPatterns = otherTemplates.flatMap((entry) => [entry.path, ...entry.aliases.map((alias) => alias.path)]);
const claimedElsewhere = (path: string) =>
  otherPatterns.some((pattern) => pattern !== path && matchPath({ path: pattern, end: true }, path) !== null);

export default [
  ...routeTable.flatMap((entry) => {
    const file = templates[entry.template];
    const paths = [
      { path: entry.path, id: entry.name },
      ...entry.aliases.map((alias) => ({ path: alias.path, id: `${entry.name}@${alias.path}` })),
    ];
    // The homepage keeps its index route: the catch-all does not match "/".
    const own = entry.template === "content-page" ? paths.filter(({ path }) => path === "/" || claimedElsewhere(path)) : paths;
    return own.map(({ path, id }) => (path === "/" ? index(file, { id }) : route(path, file, { id })));
  }),
  route("_svc/page/hasroute", "routes/api/page-hasroute.ts", { id: "svc-page-hasroute" }),
  route("_svc/page/ipinfo", "routes/api/page-ipinfo.ts", { id: "svc-page-ipinfo" }),
  route("_svc/page/megamenu", "routes/api/page-megamenu.ts", { id: "svc-page-megamenu" }),
  ...priceServiceRoutes(),
  route("_svc/lrc.svc/:locale/licenseinfo", "routes/api/lrc/licenseinfo.ts", { id: "svc-lrc-licenseinfo" }),
  route("_svc/downloads.svc/:locale/SelectLinksByApplications", "routes/api/downloads/select-links.ts", {
    id: "svc-downloads-select-links",
  }),
  ...searchServiceRoutes(),
  route("_svc/FormService/token", "routes/api/forms/token.ts", { id: "svc-form-token" }),
  route("_svc/FormService/challenge", "routes/api/forms/challenge.ts", { id: "svc-form-challenge" }),
  route("_svc/FormService", "routes/api/forms/form-service.ts", { id: "svc-form-service" }),
  route("_svc/hmc/consumer", "routes/api/hmc/consumer.ts", { id: "svc-hmc-consumer" }),
  route("_svc/qna/answer", "routes/api/forms/qna-answer.ts", { id: "svc-qna-answer" }),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx", { id: "newsletter-confirm" }),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.ts", { id: "newsletter-unsubscribe" }),
  route("_svc/package.svc/downloadurl", "routes/api/downloads/package-url.ts", { id: "svc-package-downloadurl" }),
  route("dl/*", "routes/dl-file.ts", { id: "dl-file" }),
  route("downloads/form", "routes/download-form.tsx", { id: "download-form" }),
  route("lrc/checkout", "routes/lrc-checkout.ts", { id: "lrc-checkout" }),
  route("lrc/partner-mapping.json", "routes/api/lrc/partner-mapping.ts", { id: "lrc-partner-mapping" }),
  route("sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap-xml" }),
  route("about/press-releases/feed.atom", "routes/feed-atom.ts", { id: "feed-press-releases" }),
  route("about/policy-blog/feed.atom", "routes/feed-atom.ts", { id: "feed-policy-blog" }),
  route("robots.txt", "routes/robots-txt.ts", { id: "robots-txt" }),
  // Every other path: a content page, or 404 from the content page's loader.
  route("*", templates["content-page"], { id: "content-page" }),
] satisfies RouteConfig;

/** The price service of spec 2 §7: one resource route per call, under `/_svc/price.svc/{locale}/`. */
function priceServiceRoutes() {
  const calls = {
    "currency/list": "currency-list",
    "estore/list": "estore-list",
    "product/list": "product-list",
    "product/price": "product-price",
    "product/info": "product-info",
    "product/checkout": "product-checkout",
    "product/prices-by-list": "prices-by-list",
    "product/prices-by-title": "prices-by-title",
  };
  return Object.entries(calls).map(([call, module]) =>
    route(`_svc/price.svc/:locale/${call}`, `routes/api/price/${module}.ts`, { id: `svc-price-${module}` }),
  );
}

/** The search service of spec 3 §7, and the header box's autocomplete. */
function searchServiceRoutes() {
  const calls = { Search: "search", GetDataPage: "get-data-page", GetNavigators: "get-navigators", Suggest: "suggest" };
  return Object.entries(calls).map(([call, module]) =>
    route(`_svc/search.svc/${call}`, `routes/api/search/${module}.ts`, { id: `svc-search-${module}` }),
  );
}
