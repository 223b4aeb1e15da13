import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PageHeaderVariant } from "~/blocks/page-header-layouts";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The partners, SMB and VSB blocks (decision 024) on the pages that show them, and the page
 * header variants (spec 3 §2), each on a page that fits it.
 */

const headerPages: Record<PageHeaderVariant, string> = {
  blank: "/site-general/sitemap-html",
  "smb-product": "/small-to-medium-business-security/endpoint-select",
  "smb-targeted-solution": "/small-to-medium-business-security/solutions/internet-gateway",
  "b2c-thank-you-v1": "/b2c-tools/kss/thank-you",
  "b2c-thank-you-v2": "/b2c-tools/ksc/thank-you",
  "about-team": "/about/team",
  "smb-msp": "/partners/msp",
  ksc: "/b2c-tools/ksc",
  taller: "/about/motorsport",
  buyblock: "/small-to-medium-business-security/solutions/mail-server",
};
const variants = Object.keys(headerPages) as PageHeaderVariant[];

describe("business pages over HTTP", () => {
  it.each(variants)("the %s header leads its page, its heading the page's only h1", async (variant) => {
    const answer = await request(headerPages[variant]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(new RegExp(`<section class="page-header-block page-header-block--${variant} `));
    expect(answer.body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(answer.body).toMatch(/<h1 class="page-header-block__heading">/);
  });

  it("serves the new pages with their own titles, and the blocks as HTML without their script", async () => {
    for (const [path, title] of [
      ["/partners/msp", "MSP partner programme"],
      ["/small-to-medium-business-security/solutions/internet-gateway", "Secure internet gateway for business"],
      ["/small-to-medium-business-security/solutions/mail-server", "Mail server protection for business"],
    ]) {
      const answer = await request(path ?? "/");
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<title>${title} | `);
    }
    const partners = await request("/partners");
    expect(partners.body).toContain('<ul class="logos">');
    expect(partners.body).not.toMatch(/data-island="(logos|testimonials|programs-list)"/);
  });

  it("draws the gateway's ends in the site's language", async () => {
    const answer = await request("/small-to-medium-business-security/solutions/internet-gateway", { host: "ja-jp.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('gateway__end--internet">インターネット</p>');
  });
});

/** What makes a header look as it does: its ground, height, shape, alignment and parts. */
function headerSignature(page: Page, variant: PageHeaderVariant) {
  return page.locator(`.page-header-block--${variant}`).evaluate((header) => {
    const style = getComputedStyle(header);
    const heading = header.querySelector(".page-header-block__heading");
    const text = header.querySelector(".page-header-block__text")?.getBoundingClientRect();
    const image = header.querySelector("img.page-header-block__image")?.getBoundingClientRect();
    const side = !image || !text ? "none" : image.top >= text.bottom - 1 ? "below" : image.left < text.left ? "start" : "end";
    return {
      ground: `${style.backgroundColor} ${style.backgroundImage}`,
      border: `${style.borderTopWidth} ${style.borderBottomWidth} ${style.borderBottomColor}`,
      clip: style.clipPath,
      height: header.getBoundingClientRect().height,
      align: heading ? getComputedStyle(heading).textAlign : "",
      headingColour: heading ? getComputedStyle(heading).color : "",
      image: side,
      mark: header.querySelector(".page-header-block__title-row .page-header-block__mark")
        ? "inline"
        : header.querySelector(".page-header-block__mark")
          ? "top"
          : "none",
      panel: Boolean(header.querySelector(".page-header-block__panel .actions")),
      motif: header.querySelector(".page-header-block__tenants")
        ? "tenants"
        : header.querySelector(".page-header-block__motif--cloud")
          ? "cloud"
          : "none",
    };
  });
}

describe("page header variants in the browser", () => {
  const browser = useBrowser();

  it("each look their own way: ground, shape, alignment or parts differ between any two", async () => {
    const signatures = new Map<PageHeaderVariant, Awaited<ReturnType<typeof headerSignature>>>();
    for (const variant of variants) {
      const { page } = await browser.openPage(siteUrl("en-global", headerPages[variant]));
      signatures.set(variant, await headerSignature(page, variant));
      await page.context().close();
    }
    const looks = [...signatures.values()].map(({ height: _height, ...look }) => JSON.stringify(look));
    expect(new Set(looks).size).toBe(variants.length);

    expect(signatures.get("blank")).toMatchObject({ image: "none", ground: "rgba(0, 0, 0, 0) none" });
    expect(signatures.get("about-team")?.image).toBe("start");
    expect(signatures.get("b2c-thank-you-v1")?.mark).toBe("inline");
    expect(signatures.get("b2c-thank-you-v2")).toMatchObject({ mark: "top", image: "below", align: "center" });
    expect(signatures.get("buyblock")).toMatchObject({ panel: true });
    expect(signatures.get("smb-msp")?.motif).toBe("tenants");
    expect(signatures.get("ksc")?.motif).toBe("cloud");
    expect(signatures.get("smb-targeted-solution")?.clip).toMatch(/^polygon/);
    // The taller header is taller than the same layout elsewhere.
    expect(signatures.get("taller")?.height ?? 0).toBeGreaterThan((signatures.get("smb-product")?.height ?? 0) + 100);
  }, 120_000);
});

describe("business blocks in the browser", () => {
  const browser = useBrowser();

  it("the partners home shows programmes, a partner story, logos, testimonials and awards", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/partners"));
    await waitForHydration(page);
    const programmes = page.locator(".programs").getByRole("article");
    await expect.poll(() => programmes.count()).toBe(4);
    const reseller = programmes.filter({ hasText: "Reseller and integrator programme" });
    expect(await reseller.getByRole("list").first().getByRole("listitem").allTextContents()).toEqual([
      "Authorised1 certified salesperson",
      "Advanced2 sales, 1 technical certification",
      "Premier4 sales, 2 technical certifications",
    ]);
    expect(await page.getByRole("term").allTextContents()).toContain("customers on one console");
    await expect.poll(() => page.getByRole("img", { name: "Harbourlight IT" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Harbourlight IT" }).getAttribute("href")).toBe("#partner-story");
    const quote = page.getByRole("figure").filter({ hasText: "Priya Raman" });
    expect(await quote.getByRole("blockquote").textContent()).toMatch(/^Deal registration actually protects us/);
    expect(await page.getByRole("heading", { level: 3, name: "Channel Programme of the Year" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("the SMB hub's targeted solutions lead to the internet gateway page and its own template", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/small-to-medium-business-security"));
    const standard = page.locator(".targeted-solutions--standard");
    await standard.getByRole("link", { name: "Internet gateway protection" }).click();
    await page.waitForURL("**/solutions/internet-gateway");
    const gateway = page.locator(".targeted-solutions--internet-gateway");
    expect(await gateway.locator(".gateway__layers > li").count()).toBe(4);
    expect(await gateway.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Reputation filtering",
      "Anti-malware scanning",
      "Anti-phishing",
      "Web policies",
    ]);
    expect(await gateway.locator(".gateway__end").allTextContents()).toEqual(["Internet", "Your network"]);
    const support = page.getByRole("link", { name: "sales@bastion.example" });
    expect(await support.getAttribute("href")).toBe("mailto:sales@bastion.example");
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("under a Buyblock header, targeted solutions are offers with buy buttons", async () => {
    const { page, consoleErrors } = await browser.openPage(
      siteUrl("en-global", "/small-to-medium-business-security/solutions/mail-server"),
    );
    const panel = page.locator(".page-header-block__panel");
    expect(await panel.getByRole("link", { name: "Try free for 30 days" }).isVisible()).toBe(true);
    const offers = page.locator(".targeted-solutions--buyblock");
    const buy = offers.getByRole("link", { name: "Buy Total Security for Business" });
    expect(await buy.getAttribute("class")).toContain("button");
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("the MSP page lists its apps by platform, with quotes and logos", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/partners/msp"));
    const agent = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: /Endpoint Agent$/ }) });
    expect(await agent.getByRole("list").getByRole("listitem").allTextContents()).toEqual(["Windows", "macOS", "Linux"]);
    expect(await page.getByRole("blockquote").count()).toBe(2);
    await expect.poll(() => page.getByRole("img", { name: "Tessellate Cloud" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("the small business hub shows its notice with the severity in words, its guides and awards", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/small-business-security"));
    const notice = page.getByRole("complementary", { name: "Warning" });
    expect(await notice.textContent()).toContain("Warning: Windows 10 support ends for Small Office Security 8");
    const guide = page.getByRole("link", { name: "What to do in the first hour of an incident" });
    expect(await guide.getAttribute("href")).toBe(
      "/small-to-medium-business-security/resources/checklists/first-hour-of-an-incident",
    );
    expect(await page.getByRole("heading", { level: 3, name: "Small Business Security Choice" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("SMB pages show the editions, the included apps and the support channels", async () => {
    const howToBuy = await browser.openPage(siteUrl("en-global", "/small-to-medium-business-security/how-to-buy"));
    const editions = howToBuy.page.locator(".smb-products");
    expect(await editions.getByRole("heading", { level: 3 }).count()).toBe(4);
    expect(await editions.getByRole("link", { name: "Free trial" }).count()).toBe(2);
    await expectNoAxeViolations(howToBuy.page);

    const select = await browser.openPage(siteUrl("en-global", "/small-to-medium-business-security/endpoint-select"));
    expect(await select.page.getByRole("heading", { level: 2, name: "Included apps" }).isVisible()).toBe(true);
    await expectNoAxeViolations(select.page);

    const contact = await browser.openPage(siteUrl("en-global", "/small-business-security/contact-us"));
    const support = contact.page.getByRole("link", { name: "smallbusiness-support@bastion.example" });
    expect(await support.getAttribute("href")).toBe("mailto:smallbusiness-support@bastion.example");
    expect([...howToBuy.consoleErrors, ...select.consoleErrors]).toEqual([]);
  });

  it("the trial thank-you page welcomes the new customer with numbered first steps", async () => {
    const { page } = await browser.openPage(
      siteUrl("en-global", "/small-business-security/downloads/thank-you/small-office-security-free-trial"),
    );
    const welcome = page.locator(".vsb-welcome");
    expect(await welcome.getByRole("heading", { level: 2 }).textContent()).toBe("Welcome to Bastion Small Office Security");
    expect(await welcome.getByRole("list").first().getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Run the installer",
      "Create your web console account",
      "Add your other devices",
      "Check the dashboard",
    ]);
  });

  it.each(["/about/team", "/b2c-tools/ksc", "/about/motorsport", "/site-general/sitemap-html"])(
    "%s opens with its header and has no accessibility violation",
    async (path) => {
      const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", path));
      expect(await page.getByRole("heading", { level: 1 }).getAttribute("class")).toBe("page-header-block__heading");
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    },
  );

  it("without JavaScript, the blocks are all there", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/partners"), { javaScript: false });
    expect(await page.locator(".programs").getByRole("article").count()).toBe(4);
    expect(await page.locator(".block--testimonials").getByRole("blockquote").count()).toBe(3);
    const vsb = await browser.openPage(siteUrl("en-global", "/small-business-security"), { javaScript: false });
    expect(await vsb.page.getByRole("complementary", { name: "Warning" }).isVisible()).toBe(true);
  });
});
