import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * Country rules of spec 2 §6 on the pages' calls to action: the kids free product on en-global
 * (prohibited countries) and ru-ru (Belarus), and the VPN on the downloads page. The visitor's
 * country comes from the client address (the test server trusts loopback's X-Forwarded-For).
 */
const belarus = "37.214.0.1";
const emirates = "94.200.0.1";
const germany = "5.9.0.1";

/** Each site's own `buyblock_not_available_msg` (spec 2 §8). */
const unavailableText = {
  localhost: "This product is currently unavailable in your region. Please contact us for further details.",
  "ru-ru.localhost": "Этот продукт сейчас недоступен в вашем регионе. Свяжитесь с нами, чтобы узнать подробности.",
};
const unavailable = /<p class="action-unavailable">([^<]+)<\/p>/g;

async function page(path: string, host: string, address: string) {
  const answer = await request(path, { host, headers: { "x-forwarded-for": address } });
  expect(answer.status).toBe(200);
  return { body: answer.body, notices: [...answer.body.matchAll(unavailable)].map((match) => match[1]) };
}

describe("the kids free product (spec 2 §6, spec 3 §6)", () => {
  it.each([
    ["/b2c-tools/ksk", "localhost", 3],
    ["/safe-kids", "localhost", 3],
    ["/safe-kids-install", "localhost", 3],
    ["/b2c-tools/ksk", "ru-ru.localhost", 3],
  ] as const)(
    "%s on %s: a Belarusian visitor gets the blocked message, no download or get-started link",
    async (path, host, calls) => {
      const { body, notices } = await page(path, host, belarus);
      // Every call to action names the free product: one message each, in the site's language —
      // the hero, the download section and the safe kids section's.
      expect(notices).toEqual(Array.from({ length: calls }, () => unavailableText[host]));
      expect(body).not.toContain("Get started free");
      // (The installation steps say "Download Safe Kids for Windows…" in prose; no link says it.)
      expect(body).not.toMatch(/>Download Safe Kids<\/a>/);
      expect(body).not.toMatch(/<a [^>]*href="#download"/);
      // The rest of the page stays: the comparison is not a product.
      expect(body).toContain('href="#compare"');
    },
  );

  it("keeps the calls to action for a German visitor, on en-global and ru-ru", async () => {
    for (const host of ["localhost", "ru-ru.localhost"]) {
      const { body, notices } = await page("/b2c-tools/ksk", host, germany);
      expect(notices).toEqual([]);
      // The labels are each site's own ("Get started free", "Начать бесплатно"); the links are the same.
      expect(body).toMatch(/<a class="button button--primary" href="#download">[^<]+<\/a>/);
      expect(body).toMatch(/<a class="button button--primary"[^>]*href="\/home-security\/downloads"[^>]*>[^<]+<\/a>/);
    }
  });

  it("keeps them for a visitor from the Emirates on ru-ru ('for ru-ru when the geo IP is by' only)", async () => {
    expect((await page("/b2c-tools/ksk", "ru-ru.localhost", emirates)).notices).toEqual([]);
  });

  it("keeps them on other sites, whose rule is not the kids free product's", async () => {
    const { body } = await page("/b2c-tools/ksk", "en-us.localhost", belarus);
    expect(body).toContain("Get started free");
  });
});

describe("the VPN on the downloads page (spec 2 §6 'Countries barred from VPN downloads … see a prohibited message on download pages')", () => {
  it.each([
    ["Belarus", belarus, "localhost"],
    ["the Emirates", emirates, "en-ae.localhost"],
  ])("a visitor from %s sees the prohibited message instead of the VPN link", async (_country, address, host) => {
    const { body, notices } = await page("/downloads", host, address);
    expect(notices).toEqual([unavailableText.localhost]);
    expect(body).not.toContain('href="/vpn-secure-connection"');
    expect(body).not.toContain("Learn about VPN");
    // The entry itself stays, with the message in place of its link.
    expect(body).toMatch(/VPN Secure Connection<\/h3><p class="feature__text">[^<]+<\/p><p class="action-unavailable">/);
  });

  it("keeps the VPN link for others", async () => {
    const { body, notices } = await page("/downloads", "localhost", germany);
    expect(notices).toEqual([]);
    expect(body).toMatch(/<a class="text-link" href="\/vpn-secure-connection"[^>]*>Learn about VPN<\/a>/);
  });
});

describe("in the browser", () => {
  const browser = useBrowser();

  it.each([true, false])("shows the blocked kids page the same with JavaScript: %s", async (javaScript) => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/safe-kids"), { javaScript, clientIp: belarus });
    if (javaScript) await waitForHydration(page);
    // The three calls to action of the free product (hero, safe kids section, download section),
    // and the Premium (family product) buy block.
    expect(await page.getByText(unavailableText.localhost).count()).toBe(4);
    expect(await page.getByRole("link", { name: /get started free|download safe kids/i }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Compare Free and Premium" }).count()).toBe(1);
    if (javaScript) {
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    }
  });

  it("keeps the downloads page's VPN entry unlinked after hydration for a barred visitor", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/downloads"), { clientIp: emirates });
    await waitForHydration(page);
    expect(await page.getByRole("link", { name: "Learn about VPN" }).count()).toBe(0);
    expect(await page.getByText(unavailableText.localhost).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Learn about Safe Kids" }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
