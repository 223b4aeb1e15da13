/**
 * Translation tiers: which content every regional site must have in its own language.
 *
 * - Tier 1, on every non-English site: the shell (menu, mega menu, footer, interface messages,
 *   geo bar, site bar, error pages), the homepage, the home-security hub, every consumer product
 *   page and product document, the free tools and free trials, the downloads pages, the whole
 *   renewal and trial center with every verdict, about/company and contact, the legal pages —
 *   and, because a visitor reaches them from those pages, the About hub, the consumer store's
 *   offers and buying help, the automatic-renewal terms every buy block links to, every downloads
 *   page (business ones too), every contact page, the HTML sitemap and the search page; and every
 *   page with a form and where its links land (demo and pilot requests, data protection contact,
 *   partner application and its thank-you, the review form, the newsletter's unsubscribe pages)
 *   with the forms' definitions, the newsletter's configuration and the question bot's texts; both
 *   help-me-choose wizards (their pages, questions, verdicts and interface; the consumer wizard's
 *   logic is numbers and product names, shared unless a site has its own).
 * - Tier 2: the small-business and medium-business hubs and their product pages, the partners
 *   home, the enterprise home.
 * - Tier 3: everything else (deep enterprise pages, press, blog, resource articles, …), which may
 *   stay in English where a market does not have it; such a page says so and is not indexed there.
 *
 * Pure: by a document's path under its locale folder.
 */
export type Tier = 1 | 2 | 3;

const tier1: readonly RegExp[] = [
  /^localization\//,
  /^site-header\//,
  /^site-footer\//,
  /^errorpage\//,
  /^(meta|page)\.json$/,
  /^home-security\/(meta|page)\.json$/,
  /^home-security\/products\//,
  /^home-security\/free-trials\//,
  /^home-security\/downloads(\/|$)/,
  /^home-security\/(special-offers|auto-renewal-service|how-to-buy|order-online|payment-and-shipping)(\/|$)/,
  /^(small-business-security|small-to-medium-business-security)\/downloads(\/|$)/,
  /^home-security\/cross-sell-popup\.json$/,
  /^b2c-tools\//,
  /^(renewal-center|trial-center|lrc|vsb-lrc-closed)(\/|$)/,
  /^about\/(meta|page)\.json$/,
  /^about\/(company|contact)\/(meta|page)\.json$/,
  /^(small-business-security\/contact-us|enterprise-security\/contact)(\/|$)/,
  /^forms\//,
  /^home-security\/news-letter-opt-in\.json$/,
  /^about\/qna-bot\.json$/,
  /^(products\/bazaarvoice\/submit-review|partners\/vas\/contact|partners\/contact\/thank-you)\/(meta|page)\.json$/,
  /^enterprise-security\/(products\/gdpr\/contact|endpoint-detection-response-piloting)\/(meta|page)\.json$/,
  /^site-general\/(unsubscribe_success|unsubscribe_error)\//,
  /^site-general\/sitemap-html\//,
  /^search\//,
  /^home-security\/help-me-choose\/(meta|page|hmc-ui-fields|hmc-step-1|hmc-step-2)\.json$/,
  /^small-to-medium-business-security\/help-me-choose\//,
  /^hmc-universal\//,
  /^site-general\/(legal|terms|privacy|end-user-license-agreement|b2b-eula|third-party-tracking)\//,
];

const tier2: readonly RegExp[] = [
  /^small-business-security\/(meta|page)\.json$/,
  /^small-business-security\/products\//,
  /^small-to-medium-business-security\/(meta|page)\.json$/,
  /^small-to-medium-business-security\/(cloud|endpoint-advanced|endpoint-select|total)\/(meta|page)\.json$/,
  /^partners\/(meta|page)\.json$/,
  /^enterprise-security\/(meta|page)\.json$/,
];

/**
 * @example tierOf("home-security/products/antivirus/page.json") // 1
 * @example tierOf("enterprise-security/meta.json") // 2
 * @example tierOf("about/press-releases/2026-02-10-threat-landscape-2026/page.json") // 3
 */
export function tierOf(relativePath: string): Tier {
  if (tier1.some((pattern) => pattern.test(relativePath))) return 1;
  if (tier2.some((pattern) => pattern.test(relativePath))) return 2;
  return 3;
}
