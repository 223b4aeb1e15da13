import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, settledScroll, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The modal dialogs (decision 028): each opens from its control, takes focus, keeps Tab and
 * Shift+Tab inside, stops the page behind from scrolling, closes on Escape and gives focus back to
 * its control; without JavaScript, each control is a link to the same content.
 */

const newsroom = "/about/newsroom";
const gamingOffer = "/home-security/gaming-offer";

/** Stand-ins for the embedded player and map (the tests do not reach the internet). */
async function stubEmbeds(page: Page): Promise<string[]> {
  const framed: string[] = [];
  for (const origin of ["https://www.youtube-nocookie.com/**", "https://www.openstreetmap.org/**"]) {
    await page.route(origin, (route) => {
      framed.push(route.request().url());
      return route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><title>Player</title><button type="button">Play</button></html>',
      });
    });
  }
  return framed;
}

const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));
/** What has focus, looking into a same-origin frame (the download form's). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement as HTMLElement | null;
    if (active instanceof HTMLIFrameElement && active.contentDocument?.activeElement) {
      active = active.contentDocument.activeElement as HTMLElement;
    }
    return active?.getAttribute("aria-label") || active?.textContent?.trim() || active?.outerHTML.slice(0, 80) || "";
  });

/**
 * Focus is inside the open dialog and stays there through more Tab and Shift+Tab presses than it
 * has controls; the page behind it does not scroll. Leaves focus where it started.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, stops: number) {
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  expect(await focusInside(dialog)).toBe(true);
  for (const key of ["Tab", "Shift+Tab"]) {
    const seen = new Set<string>();
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press(key);
      // Polled: focus handed to an embedded frame's own process is briefly nowhere in this document.
      await expect.poll(() => focusInside(dialog), { message: `${key} #${press + 1} left the dialog`, timeout: 1000 }).toBe(true);
      seen.add(await focusedName(page));
    }
    // The cycle went round the dialog's own controls, not just one of them.
    expect(seen.size).toBeGreaterThanOrEqual(Math.min(stops, 2));
  }
  const before = await settledScroll(page);
  await page.mouse.move(10, 450);
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
}

/** Opens a dialog from its control by keyboard, checks it, closes it with Escape; focus is back on the control. */
async function checkDialog(page: Page, opener: Locator, name: string | RegExp, stops: number) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await expectFocusTrapped(page, dialog, stops);
  await expectNoAxeViolations(page);
  // Escape from a control of the page's own (focus may be in an embedded frame after cycling).
  await dialog.locator(".dialog__close").focus();
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.isVisible()).toBe(false);
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  return dialog;
}

describe("dialog blocks without JavaScript (the document as sent)", () => {
  it("link each control to its content: the video's and the map's pages, the news pages, the disclaimer's anchor", async () => {
    const answer = await request(newsroom);
    expect(answer.status).toBe(200);
    const html = answer.body;
    expect(html).toContain('href="https://www.youtube.com/watch?v=Lb3sVq8TnKw"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=Pq7mZr2XcYd"');
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=53.3395&amp;mlon=-6.2390#map=16/53.3395/-6.2390"');
    expect(html).toContain('aria-label="Play video: A day in the virus lab"');
    expect(html).toContain('aria-label="Show map: Our headquarters in Dublin"');
    expect(html).toContain('href="/about/press-releases/2026-11-03-home-products-2027-launch"');
    expect(html).toContain('<time class="news-popup__date" dateTime="2026-11-03">');
    expect(html).toMatch(/<a href="#forward-looking-statements"[^>]*>Disclaimer<\/a>/);
    expect(html).toMatch(/<section id="forward-looking-statements"[^>]*>[\s\S]*?does not undertake to update them/);
    // Nothing is framed until a visitor asks for it.
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("<dialog open");
  });

  it("show the age notice with a link on to the content and one away", async () => {
    const answer = await request(gamingOffer);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/<a class="button button--primary" href="#age-check-content">I am 18 or older<\/a>/);
    expect(answer.body).toMatch(/<a class="button button--secondary" href="\/home-security">I am under 18<\/a>/);
    expect(answer.body).toContain('id="age-check-content"');
  });

  it("frame only the player's and the map's origins (Content-Security-Policy), beside the install sign-in's", async () => {
    const answer = await request(newsroom);
    const csp = String(answer.headers["content-security-policy"]);
    // The over-the-air install's identity provider (decision 023) has the only other frame.
    expect(csp).toContain(
      "frame-src 'self' https://accounts.google.com/gsi/ https://www.youtube-nocookie.com https://www.openstreetmap.org;",
    );
  });

  it("word their controls in the site's language", async () => {
    const answer = await request(gamingOffer, { host: "de-de.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(">Ich bin 18 Jahre oder älter</a>");
    expect(answer.body).toContain(">Ich bin jünger als 18</a>");
  });
});

describe("dialog blocks in a browser without JavaScript", () => {
  const browser = useBrowser();

  it("lead to the disclaimer's text on the page and past the age notice", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", newsroom), { javaScript: false });
    expect(await page.locator("dialog[open]").count()).toBe(0);
    await page.getByRole("link", { name: "Disclaimer" }).click();
    await page.waitForURL(/#forward-looking-statements$/);
    expect(await page.getByRole("region", { name: "Forward-looking statements" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Play video: A day in the virus lab" }).getAttribute("href")).toBe(
      "https://www.youtube.com/watch?v=Lb3sVq8TnKw",
    );
    expect(await page.getByRole("link", { name: "Free online safety lessons for 2,000 schools" }).getAttribute("href")).toBe(
      "/about/press-releases/2026-10-06-schools-online-safety-partnership",
    );

    const offer = await browser.openPage(siteUrl("en-global", gamingOffer), { javaScript: false });
    const notice = offer.page.getByRole("region", { name: "This offer is for adults" });
    expect(await notice.isVisible()).toBe(true);
    expect(await offer.page.locator("dialog[open]").count()).toBe(0);
    await notice.getByRole("link", { name: "I am under 18" }).click();
    await offer.page.waitForURL(siteUrl("en-global", "/home-security"));
  });
});

describe("dialog blocks with JavaScript", () => {
  const browser = useBrowser();

  it("play a video in a dialog, framed from youtube-nocookie.com only while it is open", async () => {
    const { page, consoleErrors } = await browser.openPage("about:blank");
    const framed = await stubEmbeds(page);
    await page.goto(siteUrl("en-global", newsroom));
    await waitForHydration(page);
    const control = page.getByRole("link", { name: "Play video: A day in the virus lab" });
    await control.click();
    // Focus starts on the close button, not in the player's frame (which would keep Escape to itself).
    expect(await focusedName(page)).toBe("Close");
    await page.keyboard.press("Escape");
    const dialog = await checkDialog(page, control, "A day in the virus lab", 2);
    expect(framed).toEqual([
      "https://www.youtube-nocookie.com/embed/Lb3sVq8TnKw?autoplay=1&rel=0",
      "https://www.youtube-nocookie.com/embed/Lb3sVq8TnKw?autoplay=1&rel=0",
    ]);
    // Closing took the player away (the video stops).
    expect(await dialog.locator("iframe").count()).toBe(0);
    expect(page.url()).toBe(siteUrl("en-global", newsroom));
    expect(consoleErrors).toEqual([]);
  });

  it("shows the headquarters map in a dialog", async () => {
    const { page, consoleErrors } = await browser.openPage("about:blank");
    const framed = await stubEmbeds(page);
    await page.goto(siteUrl("en-global", newsroom));
    await waitForHydration(page);
    const control = page.getByRole("link", { name: "Show map: Our headquarters in Dublin" });
    await checkDialog(page, control, "Our headquarters in Dublin", 2);
    expect(framed).toHaveLength(1);
    expect(new URL(framed[0] ?? "").pathname).toBe("/export/embed.html");
    expect(consoleErrors).toEqual([]);
  });

  it("announces a news item in a dialog that links on to the story", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", newsroom));
    await waitForHydration(page);
    const teaser = page.getByRole("link", { name: "Free online safety lessons for 2,000 schools" });
    const dialog = await checkDialog(page, teaser, "Free online safety lessons for 2,000 schools", 2);
    // Open again by a click: the dialog's link goes on to the press release.
    await teaser.click();
    await dialog.waitFor();
    expect(await dialog.getByText("October 6, 2026").isVisible()).toBe(true);
    await dialog.getByRole("link", { name: "Read the press release" }).click();
    await page.waitForURL(siteUrl("en-global", "/about/press-releases/2026-10-06-schools-online-safety-partnership"));
    expect(consoleErrors).toEqual([]);
  });

  it("opens again at once when its control is used right after it closed", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", newsroom));
    await waitForHydration(page);
    const teaser = page.getByRole("link", { name: "Free online safety lessons for 2,000 schools" });
    const dialog = page.getByRole("dialog", { name: "Free online safety lessons for 2,000 schools" });
    await teaser.click();
    await dialog.waitFor();
    // Closed and opened again in one task, before the browser's own "close" event arrives.
    await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>("dialog[open] .dialog__close")?.click();
      await Promise.resolve();
      document.querySelector<HTMLAnchorElement>('a[aria-haspopup="dialog"][href*="schools-online-safety"]')?.click();
    });
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await teaser.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("opens the disclaimer in a dialog, its copy on the page put away", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", newsroom));
    await waitForHydration(page);
    expect(await page.locator("#forward-looking-statements").isVisible()).toBe(false);
    const link = page.getByRole("link", { name: "Disclaimer" });
    const dialog = await checkDialog(page, link, "Forward-looking statements", 1);
    await link.click();
    expect(await dialog.getByText("does not undertake to update them").isVisible()).toBe(true);
    expect(page.url()).toBe(siteUrl("en-global", newsroom));
    expect(consoleErrors).toEqual([]);
  });

  it("opens the renewal-serial dialog: the licence key form in partner mode (decision 032)", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/renewal-center/home"));
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "Bought from a partner? Renew with your licence key" });
    const dialog = await checkDialog(page, link, "Renew with your partner", 3);
    await link.click();
    expect(await dialog.getByRole("textbox", { name: "Licence key" }).isVisible()).toBe(true);
    expect(page.url()).toBe(siteUrl("en-global", "/renewal-center/home"));
    expect(consoleErrors).toEqual([]);
  });

  it("asks for the visitor's age on load, remembers a yes, and sends a no away", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", gamingOffer));
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "This offer is for adults" });
    await dialog.waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).textContent)).toBe("I am 18 or older");
    await expectFocusTrapped(page, dialog, 2);
    await expectNoAxeViolations(page);
    // Escape puts the dialog away, not the question: the notice keeps both answers, and has focus.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const notice = page.getByRole("region", { name: "This offer is for adults" });
    expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "I am 18 or older" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await notice.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("heading", { name: "What you get" }).waitFor();
    expect(await page.locator("dialog[open]").count()).toBe(0);
    expect(await notice.count()).toBe(0);
    expect(consoleErrors).toEqual([]);

    const other = await browser.openPage(siteUrl("en-global", gamingOffer));
    await waitForHydration(other.page);
    await other.page
      .getByRole("dialog", { name: "This offer is for adults" })
      .getByRole("link", { name: "I am under 18" })
      .click();
    await other.page.waitForURL(siteUrl("en-global", "/home-security"));
  });
});

describe("the dialogs moved onto the primitive", () => {
  const browser = useBrowser();

  it("the help-me-choose dialog", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/home-security/products/total-security"), {
      clientIp: "203.0.113.71",
    });
    await waitForHydration(page);
    const launcher = page.locator(".wizard-launcher");
    await launcher.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Find the right protection" });
    await dialog.locator(".wizard[data-wizard-at='step-1']").waitFor();
    await expectFocusTrapped(page, dialog, 4);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await launcher.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("the kids buy block's auto-renew popup", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("de-de", "/safe-kids"));
    await waitForHydration(page);
    const box = page.locator(".buy-block--kids").getByRole("checkbox");
    await box.focus();
    await page.keyboard.press("Space");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await expectFocusTrapped(page, dialog, 1);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("the download's e-mail form", async () => {
    const { page, consoleErrors } = await browser.openPage(
      siteUrl("en-global", "/home-security/free-trials/products/antivirus"),
      {
        userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      },
    );
    await waitForHydration(page);
    const link = page.locator("a.download-file__link").first();
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Before your download" });
    await dialog.waitFor();
    await page.frameLocator("iframe.download-dialog__frame").getByLabel("E-mail address").waitFor();
    await expectFocusTrapped(page, dialog, 2);
    // The framed form is a page of its own (its own <main> and <h1>): checked here without it.
    const results = await new AxeBuilder({ page }).exclude("iframe.download-dialog__frame").analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("the geo-redirect popup: the visitor chooses, Escape declines", async () => {
    const opened = await browser.openPage("about:blank");
    const { page } = opened;
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "194.25.0.68" });
    await page.goto(siteUrl("tr-tr", "/"));
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Eine Website für Ihre Region" });
    await dialog.waitFor();
    // No close button of its own: accept and decline are its two controls.
    expect(await dialog.locator(".dialog__close").count()).toBe(0);
    await expectFocusTrapped(page, dialog, 2);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("ignoreredirects");
  });

  it("the geo-redirect popup: declining by its button hands focus to the page's main content", async () => {
    const { page } = await browser.openPage("about:blank");
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "194.25.0.68" });
    await page.goto(siteUrl("en-za", "/"));
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Eine Website für Ihre Region" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Hier bleiben" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });
});
