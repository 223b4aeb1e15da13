import { describe, expect, it } from "vitest";
import { tierOf } from "./tiers";

describe("tierOf (issue: tier 1 shell, home, consumer products, free tools and trials, downloads, renewal, company, contact, legal)", () => {
  it.each([
    ["localization/general-translations.json", 1],
    ["site-header/main-nav.json", 1],
    ["page.json", 1],
    ["home-security/page.json", 1],
    ["home-security/products/antivirus/page.json", 1],
    ["home-security/products/antivirus/antivirus.json", 1],
    ["b2c-tools/kss/verdict/page.json", 1],
    ["home-security/free-trials/products/total-security/page.json", 1],
    ["home-security/downloads/thank-you/antivirus/meta.json", 1],
    ["lrc/verdicts/b2c/kts_active.json", 1],
    ["renewal-center/home/page.json", 1],
    ["about/company/page.json", 1],
    ["about/contact/meta.json", 1],
    ["site-general/end-user-license-agreement/page.json", 1],
    ["small-business-security/page.json", 2],
    ["small-to-medium-business-security/endpoint-select/page.json", 2],
    ["partners/page.json", 2],
    ["enterprise-security/page.json", 2],
    ["enterprise-security/solutions/aws/page.json", 3],
    ["about/press-releases/page.json", 3],
    ["home-security/premium-services/page.json", 3],
    ["about/page.json", 1],
    ["about/careers/page.json", 3],
    ["home-security/special-offers/family-bundle/page.json", 1],
    ["home-security/auto-renewal-service/page.json", 1],
    ["small-business-security/downloads/kart/page.json", 1],
    ["small-to-medium-business-security/downloads/endpoint-core/meta.json", 1],
    ["enterprise-security/contact/thank-you/page.json", 1],
    ["small-business-security/contact-us/page.json", 1],
    ["site-general/sitemap-html/page.json", 1],
    ["search/page.json", 1],
    // Pages with a form, and their forms, are in every site's language.
    ["enterprise-security/products/gdpr/contact/page.json", 1],
    ["products/bazaarvoice/submit-review/meta.json", 1],
    ["partners/contact/thank-you/page.json", 1],
    ["forms/enterprise-contact.json", 1],
    ["home-security/news-letter-opt-in.json", 1],
    ["site-general/unsubscribe_error/page.json", 1],
    ["enterprise-security/endpoint-detection-response-piloting/download/page.json", 3],
    ["partners/vas/page.json", 3],
  ] as const)("%s → tier %i", (path, tier) => {
    expect(tierOf(path)).toBe(tier);
  });
});
