import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SmbLayout } from "~/domain/pages/smb-templates";
import { type RunningServer, startServer } from "./server-process";
import { expectNoAxeViolations, type HttpAnswer, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The SMB page templates (spec 2 §2, decision 030), each served by a page, and the partner
 * premium services and case studies, the SMB contact block and the SMB download thank-you.
 */

const templatePages: Record<SmbLayout, string> = {
  "smb-cloud-standard": "/small-to-medium-business-security/cloud",
  "smb-cloud-buyblock": "/small-to-medium-business-security/cloud/plus",
  "smb-cloud-redesign": "/small-to-medium-business-security/cloud/pro",
  "smb-downloads-standard": "/small-to-medium-business-security/downloads",
  "smb-downloads-catalogue": "/small-to-medium-business-security/downloads/endpoint-select",
};
const templates = Object.keys(templatePages) as SmbLayout[];

const contactPage = "/small-to-medium-business-security/contact-us";
const thankYouPage = "/small-to-medium-business-security/downloads/thank-you/endpoint-select";
const caseStudies = ["meridian-clinics", "kestrel-law", "brightforge-retail"].map((slug) => `/partners/case-studies/${slug}`);
const blockPages = ["/partners/msp", "/partners/case-studies", caseStudies[1] ?? "", contactPage, thankYouPage];

let nextAddress = 1;
const freshAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

/**
 * A template's structure as the visitor's browser sees it: each part of the template (lead,
 * panel, bands, columns) with the types of the blocks in it, in order.
 */
function templateStructure(page: Page) {
  return page.locator("[data-template]").evaluate((root) => {
    const blockTypes = (element: Element) =>
      [...element.querySelectorAll(":scope > .block")].map((block) =>
        [...block.classList].find((name) => name.startsWith("block--"))?.slice("block--".length),
      );
    const parts = [root, ...root.querySelectorAll("*")]
      .filter((element) => element.querySelector(":scope > .block"))
      .map((element) => ({
        part: [...element.classList].find((name) => name.includes("__")) ?? "root",
        blocks: blockTypes(element),
      }));
    return { template: root.getAttribute("data-template"), parts };
  });
}

describe("SMB templates over HTTP", () => {
  it.each(templates)("%s is served by its page, and by no other", async (template) => {
    const answer = await request(templatePages[template]);
    expect(answer.status).toBe(200);
    expect(answer.body.match(/data-template="([a-z-]+)"/g)).toEqual([`data-template="${template}"`]);
  });

  it("the other SMB pages keep the site's one-column layout", async () => {
    for (const path of [
      "/small-to-medium-business-security",
      "/small-to-medium-business-security/endpoint-select",
      contactPage,
    ]) {
      const answer = await request(path);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain("data-template=");
    }
  });
});

describe("SMB templates in a browser", () => {
  const browser = useBrowser();

  it("each template arranges its page's blocks differently from its siblings", async () => {
    const structures: Partial<Record<SmbLayout, Awaited<ReturnType<typeof templateStructure>>>> = {};
    for (const template of templates) {
      const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", templatePages[template]));
      structures[template] = await templateStructure(page);
      expect(consoleErrors).toEqual([]);
    }
    const parts = (template: SmbLayout) => structures[template]?.parts ?? [];
    const partOf = (template: SmbLayout, name: string) => parts(template).find((part) => part.part === name)?.blocks;

    // Cloud standard: the hero, then one column holding every other block, the call to action last.
    expect(parts("smb-cloud-standard").map((part) => part.part)).toEqual(["root", "smb-cloud__main"]);
    expect(partOf("smb-cloud-standard", "smb-cloud__main")?.at(-1)).toBe("cta");
    // Buy block: the purchase panel beside the lead holds the call to action; the sections have none.
    expect(partOf("smb-cloud-buyblock", "smb-cloud__lead")).toEqual(["hero"]);
    expect(partOf("smb-cloud-buyblock", "smb-cloud__purchase")).toEqual(["cta"]);
    expect(partOf("smb-cloud-buyblock", "smb-cloud__main")).not.toContain("cta");
    // Redesign: the purchase band comes first after the lead, before the features.
    expect(partOf("smb-cloud-redesign", "smb-cloud__bands")?.[0]).toBe("cta");
    expect(partOf("smb-cloud-redesign", "smb-cloud__bands")?.indexOf("feature-grid")).toBeGreaterThan(0);
    // Downloads: one column, or the downloads beside a column of help.
    expect(partOf("smb-downloads-standard", "smb-downloads__main")).toContain("download-list");
    expect(partOf("smb-downloads-standard", "smb-downloads__help")).toBeUndefined();
    expect(partOf("smb-downloads-catalogue", "smb-downloads__main")).toEqual(["download-list"]);
    expect(partOf("smb-downloads-catalogue", "smb-downloads__help")).toEqual(["rich-text", "accordion", "cta"]);

    const shapes = templates.map((template) => JSON.stringify(parts(template).map((part) => part.part)));
    for (const [index, shape] of shapes.entries()) {
      for (const other of shapes.slice(index + 1)) expect(shape).not.toBe(other);
    }
  });

  it("the buy block's panel sits beside the lead on a wide screen and below it on a phone", async () => {
    const boxes = async (width: number) => {
      const { page } = await browser.openPage(siteUrl("en-global", templatePages["smb-cloud-buyblock"]), { width });
      const lead = await page.locator(".smb-cloud__lead").boundingBox();
      const panel = await page.locator(".smb-cloud__purchase").boundingBox();
      return { lead, panel };
    };
    const wide = await boxes(1280);
    expect(wide.panel?.x ?? 0).toBeGreaterThan((wide.lead?.x ?? 0) + (wide.lead?.width ?? 0) - 1);
    expect(Math.abs((wide.panel?.y ?? 0) - (wide.lead?.y ?? 0))).toBeLessThan(2);
    const phone = await boxes(390);
    expect(phone.panel?.y ?? 0).toBeGreaterThanOrEqual((phone.lead?.y ?? 0) + (phone.lead?.height ?? 0));
  });

  it("the catalogue's help column stands beside the downloads", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", templatePages["smb-downloads-catalogue"]));
    const main = await page.locator(".smb-downloads__main").boundingBox();
    const help = await page.locator(".smb-downloads__help").boundingBox();
    expect(help?.x ?? 0).toBeGreaterThan((main?.x ?? 0) + (main?.width ?? 0) - 1);
    expect(main?.width ?? 0).toBeGreaterThan(help?.width ?? 0);
  });

  it.each(templates)("%s has no axe violations", async (template) => {
    const { page } = await browser.openPage(siteUrl("en-global", templatePages[template]));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

describe("partner blocks", () => {
  it("premium services: every tier with its response time and what it includes, Priority recommended", async () => {
    const answer = await request("/partners/msp");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<section class="container section partner-services" id="premium-services">');
    for (const tier of ["Standard", "Priority", "Premium Plus"])
      expect(answer.body).toContain(`<h3 class="partner-tier__name">${tier}</h3>`);
    expect(answer.body.match(/<dt>Response time<\/dt>/g)).toHaveLength(3);
    expect(answer.body).toContain("<dd>4 hours, around the clock</dd>");
    expect(answer.body).toContain("<li>A named technical account manager</li>");
    expect(answer.body.match(/partner-tier--highlight/g)).toHaveLength(1);
    expect(answer.body).not.toMatch(/data-island="partner-/);
  });

  it("premium services speak the site's language around the partner's content", async () => {
    const answer = await request("/partners/msp", { host: "de-de.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body.match(/<dt>Reaktionszeit<\/dt>/g)).toHaveLength(3);
    expect(answer.body).toContain("Im Leistungsumfang");
  });

  it("case studies link to a detail page for every story, each served with its story", async () => {
    const list = await request("/partners/case-studies");
    expect(list.status).toBe(200);
    for (const path of caseStudies) {
      expect(list.body).toContain(`<a href="${path}">`);
      const detail = await request(path);
      expect(detail.status).toBe(200);
      expect(detail.body.match(/<h1[ >]/g)).toHaveLength(1);
    }
    const kestrel = await request(caseStudies[1] ?? "");
    expect(kestrel.body).toContain("A law firm&#x27;s laptops encrypted in a weekend");
    expect(kestrel.body).toContain("<li>Client audit passed with no findings</li>");
    expect((await request("/partners/case-studies/no-such-story")).status).toBe(404);
  });
});

/** A hidden input's value in a page's HTML. */
function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${name} in the page`);
  return (match[1] ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
}

describe("the SMB contact block", () => {
  it("shows each region's number, hours and address beside the smb-contact form", async () => {
    const answer = await request(contactPage);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('data-island="smb-contact-us"');
    for (const [region, tel] of [
      ["Europe, Middle East and Africa", "tel:+35315550160"],
      ["North and South America", "tel:+16175550134"],
      ["Asia and Pacific", "tel:+6565550172"],
    ]) {
      expect(answer.body).toContain(`<h3 class="smb-contact__region-name">${region}</h3>`);
      expect(answer.body).toContain(`href="${tel}"`);
    }
    expect(answer.body.match(/<dt>Hours<\/dt>/g)).toHaveLength(3);
    expect(answer.body).toContain('<input type="hidden" name="_form" value="smb-contact"/>');
    expect(answer.body).toMatch(/<form[^>]*method="post"/);
  });

  it("submits the form without JavaScript through the form engine: thanks, or each missing field named", async () => {
    const address = freshAddress();
    const page = await request(contactPage, { headers: { "x-forwarded-for": address } });
    const question = /for="[a-z-]+-answer">([^<]*)</.exec(page.body)?.[1] ?? "";
    const [first = 0, second = 0] = (question.match(/\d+/g) ?? []).map(Number);
    const post = (fields: Record<string, string>): Promise<HttpAnswer> =>
      request(contactPage, {
        method: "POST",
        headers: { "x-forwarded-for": address, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "form",
          _form: "smb-contact",
          _token: hiddenValue(page.body, "_token"),
          _captcha: page.body.includes('name="_captcha"') ? hiddenValue(page.body, "_captcha") : "",
          _answer: String(first + second),
          ...fields,
        }).toString(),
      });
    // Forms refuse what comes back faster than a person fills them in.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const refused = await post({ firstName: "Ana", email: "ana@example.com" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/id="form-smb-contact-lastName-error"/);
    const sent = await post({
      firstName: "Ana",
      lastName: "Costa",
      email: "ana.costa@example.com",
      company: "Costa Clinics",
      employees: "50-249",
      message: "A quote for 120 devices, please.",
      consent: "on",
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain("Thank you for your message");
    expect(sent.body).not.toContain('class="form__error"');
  });
});

describe("the SMB download thank-you", () => {
  it("draws the download thank-you's file and link, then the next steps in the site's language", async () => {
    const answer = await request(thankYouPage);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('data-island="smb-download-thank-you"');
    expect(answer.body).toContain("Your download of Bastion Endpoint Select starts automatically.");
    expect(answer.body).toMatch(/href="[^"]+\.msi"/);
    expect(answer.body).toContain("Your trial lasts 30 days.");
    expect(answer.body).toContain('href="https://console.bastion.example/">Open the admin console</a>');
    expect(answer.body.match(/class="smb-next-steps__title"/g)).toHaveLength(3);
    const german = await request(thankYouPage, { host: "de-de.localhost" });
    expect(german.status).toBe(200);
    expect(german.body).toContain("Ihr Test läuft 30 Tage.");
    expect(german.body).toContain(">Verwaltungskonsole öffnen</a>");
  });
});

describe("the blocks in a browser", () => {
  const browser = useBrowser();

  it("the thank-you page starts its download by itself and keeps the next steps", async () => {
    let downloaded = "";
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", thankYouPage), {
      prepare: (opened) => opened.on("download", (download) => (downloaded = download.suggestedFilename())),
    });
    await waitForHydration(page);
    await expect.poll(() => downloaded, { timeout: 10_000 }).toMatch(/\.msi$/);
    expect(await page.getByRole("heading", { name: "Next steps" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Open the admin console" }).getAttribute("href")).toBe(
      "https://console.bastion.example/",
    );
    expect(consoleErrors).toEqual([]);
  });

  it("without JavaScript the contact numbers, the form and the case study links are all there", async () => {
    const contact = await browser.openPage(siteUrl("en-global", contactPage), { javaScript: false });
    expect(await contact.page.getByRole("link", { name: "+65 6555 0172" }).count()).toBe(1);
    expect(await contact.page.getByRole("button", { name: "Send message" }).count()).toBe(1);
    const cases = await browser.openPage(siteUrl("en-global", "/partners/case-studies"), { javaScript: false });
    expect(await cases.page.getByRole("link", { name: /Kestrel Networks/ }).getAttribute("href")).toBe(caseStudies[1]);
  });

  it.each(blockPages)("%s has no axe violations, wide and narrow", async (path) => {
    for (const width of [1280, 390]) {
      const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", path), { width });
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    }
  });
});

describe("the SMB contact form in a browser", () => {
  // A server of its own with a cheap captcha, so the page's ALTCHA widget solves itself quickly.
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CAPTCHA_COST: "1", CAPTCHA_WORK: "20" });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const browser = useBrowser();

  it("sends the hydrated form from inside the contact block and thanks the visitor in place", async () => {
    const opened = Date.now();
    const { page, consoleErrors } = await browser.openPage(`http://localhost:${server.port}${contactPage}`, {
      clientIp: freshAddress(),
    });
    await waitForHydration(page);
    const id = "#form-smb-contact";
    await page.fill(`${id}-firstName`, "Ana");
    await page.fill(`${id}-lastName`, "Costa");
    await page.fill(`${id}-email`, "ana.costa@example.com");
    await page.fill(`${id}-company`, "Costa Clinics");
    await page.selectOption(`${id}-employees`, "50-249");
    await page.fill(`${id}-message`, "A quote for 120 devices, please.");
    await page.check(`${id}-consent`);
    await expect.poll(() => page.locator("input[name=altcha]").inputValue(), { timeout: 15_000 }).not.toBe("");
    // The engine refuses a form sent within 3 s of its token, as a person would not be that fast.
    await page.waitForTimeout(Math.max(500, 4000 - (Date.now() - opened)));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toContain("Thank you for your message");
    // The regions stay beside the answer: the block, not the page, changed.
    expect(await page.getByRole("link", { name: "+353 1 555 0160" }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(contactPage);
    expect(consoleErrors).toEqual([]);
  });
});
