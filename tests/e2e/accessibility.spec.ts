import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * One page of every template and layout, as a visitor opens it: axe-core finds no violation, the
 * page has one `<h1>` and logs no error. Pages built from many blocks stand for their blocks.
 */
const pages: Array<{ template: string; locale: string; path: string; status?: number; clientIp?: string }> = [
  { template: "homepage", locale: "en-global", path: "/" },
  { template: "content page (home-security hub)", locale: "en-global", path: "/home-security" },
  { template: "content page, right to left", locale: "ar-ae", path: "/home-security" },
  { template: "product page", locale: "en-global", path: "/home-security/products/total-security" },
  { template: "premium services", locale: "en-global", path: "/home-security/premium-services" },
  { template: "special offers", locale: "en-global", path: "/home-security/special-offers" },
  { template: "downloads", locale: "en-global", path: "/downloads" },
  { template: "search", locale: "en-global", path: "/search?query=vpn" },
  { template: "about", locale: "en-global", path: "/about" },
  { template: "story, transparency layout", locale: "en-global", path: "/about/stories/transparency" },
  { template: "policy blog, resources-category layout", locale: "en-global", path: "/about/policy-blog" },
  { template: "press centre, standard layout", locale: "en-global", path: "/about/press-center" },
  { template: "press centre, advanced layout", locale: "ru-ru", path: "/about/press-center" },
  { template: "enterprise, template 3.0", locale: "en-global", path: "/enterprise-security/solutions/cloud-security" },
  { template: "enterprise, legacy template", locale: "en-global", path: "/enterprise-security/solutions/blockchain-security" },
  { template: "small business hub", locale: "en-global", path: "/small-business-security" },
  { template: "partners", locale: "en-global", path: "/partners" },
  { template: "SMB cloud, standard template", locale: "en-global", path: "/small-to-medium-business-security/cloud" },
  { template: "SMB cloud, buy block template", locale: "en-global", path: "/small-to-medium-business-security/cloud/plus" },
  { template: "SMB cloud, redesign template", locale: "en-global", path: "/small-to-medium-business-security/cloud/pro" },
  { template: "SMB downloads, standard template", locale: "en-global", path: "/small-to-medium-business-security/downloads" },
  {
    template: "SMB downloads, catalogue template",
    locale: "en-global",
    path: "/small-to-medium-business-security/downloads/endpoint-select",
  },
  { template: "renewal center", locale: "en-global", path: "/renewal-center/home" },
  {
    template: "verdict page",
    locale: "en-global",
    path: "/renewal-center/home?serial=KIS1-ACTIVE0-0000005",
    clientIp: "198.51.100.77",
  },
  { template: "custom page", locale: "en-global", path: "/custom/welcome" },
  { template: "error page", locale: "en-global", path: "/no-such-page", status: 404 },
];

describe.each(pages)("$template ($locale $path)", ({ locale, path, status, clientIp }) => {
  const browser = useBrowser();

  it("has no axe violation, one heading of the first level and no console error", async () => {
    const { page, response, consoleErrors } = await browser.openPage(siteUrl(locale, path), { clientIp });
    expect(response?.status()).toBe(status ?? 200);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(consoleErrors.filter((error) => status === undefined || !error.includes(String(status)))).toEqual([]);
  });
});
