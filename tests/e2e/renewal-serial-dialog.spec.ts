import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  cookieOf,
  expectNoAxeViolations,
  postLookup,
  request,
  settledScroll,
  siteUrl,
  useBrowser,
  waitForHydration,
} from "./support";

/**
 * The renewal-serial dialog (spec 3 §1, spec 2 §4, decision 032): on the renewal home, "Bought
 * from a partner?" opens the licence key form in partner-dialog mode in a modal dialog. A key
 * whose licence a partner renews goes to the partner's renewal page; a key without a partner shows
 * the no-partner state, whose button takes the same key through the normal lookup; an invalid key
 * marks the field. Without JavaScript the opener is a link to the fallback page, where the same
 * form works and ends in the same places.
 */

const home = "/renewal-center/home";
const formPage = "/renewal-center/fb";
/** Northwind Telecom renews this licence itself; `provider_url` is the record's own link (docs/demo-licences.md). */
const partnerKey = "LOST-NRTHWND-0000021";
const partnerHref = "https://renew.northwind-telecom.example/security?plan=total";
/** A licence we renew: no partner. */
const ownKey = "KTS1-ACTIVE0-0000001";
const openerName = "Bought from a partner? Renew with your licence key";
const dialogName = "Renew with your partner";
const noPartnerText = "We couldn't find a partner for this licence.";
const invalidKeyText = "You may have made a mistake when entering your licence information. Please try entering it again.";

let addressCounter = 1;
/** Each lookup comes from its own documentation address, so the per-address limit never mixes tests. */
const nextAddress = () => `198.18.52.${addressCounter++}`;

/** The partner's renewal page, answered here (the tests do not reach the internet). */
async function stubPartner(page: Page): Promise<void> {
  await page.context().route("https://renew.northwind-telecom.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Northwind</title><h1>Renew</h1></html>',
    }),
  );
}

/** The answers of lookups that find nothing or refuse the key: expected, and nothing else. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/^40[04] \/renewal-center\/home(\.data)?$|status of 40[04]/.test(error));

const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe("the renewal-serial dialog as sent (without JavaScript)", () => {
  it("is a link on the renewal home to the page where the partner form is, worded in the site's language", async () => {
    const answer = await request(home);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(
      new RegExp(
        `<a class="[^"]*serial-form-opener__link" href="/renewal-center/fb#serial" aria-haspopup="dialog">${openerName.replace("?", "\\?")}</a>`,
      ),
    );
    expect(answer.body).not.toContain("<dialog open");
    // The dialog's form is drawn only while it is open: the page holds one key field, the lookup's.
    expect(answer.body.match(/name="serial"/g)).toHaveLength(1);
    const german = await request(home, { host: "de-de.localhost" });
    expect(german.body).toContain(">Bei einem Partner gekauft? Mit Ihrem Lizenzschlüssel verlängern</a>");
  });

  it.each([
    ["localhost", "Licence not found"],
    // en-us has its own copy, in American spelling (not the global page's "licence" and "centre").
    ["en-us.localhost", "License not found"],
  ])("leads to a page whose form posts the partner lookup (%s)", async (host, title) => {
    const answer = await request(formPage, { host });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/id="serial"/);
    expect(answer.body).toContain('<input type="hidden" name="intent" value="lrc-partner"/>');
    expect(answer.body).toContain(title);
    const main = answer.body.slice(answer.body.indexOf("<main"), answer.body.indexOf("</main>"));
    if (host === "en-us.localhost") expect(main).not.toMatch(/licence|centre/i);
  });

  it("takes a partner's licence to the partner's page through its own page, never a form redirect to another origin", async () => {
    const post = await postLookup(formPage, partnerKey, { address: nextAddress(), intent: "lrc-partner" });
    expect(post.status).toBe(302);
    expect(post.headers.location).toBe("/renewal-center/fb#serial");
    const page = await request(formPage, { headers: { cookie: cookieOf(post) } });
    expect(page.status).toBe(200);
    expect(page.headers.refresh).toBe(`0; url=${partnerHref}`);
    expect(page.body).toContain(`href="${partnerHref.replaceAll("&", "&amp;")}"`);
    expect(page.body).toContain("Your licence is renewed by your partner.");
    // Shown once.
    expect((await request(formPage, { headers: { cookie: cookieOf(post) } })).headers.refresh).toBeUndefined();
  });

  it("shows the no-partner state with the way on, and names an invalid key at the field", async () => {
    const none = await postLookup(formPage, ownKey, { address: nextAddress(), intent: "lrc-partner" });
    expect(none.status).toBe(404);
    expect(none.body).toContain(noPartnerText);
    expect(none.body).toMatch(
      /<input type="hidden" name="intent" value="lrc-lookup"\/><input type="hidden" name="serial" value="KTS1-ACTIVE0-0000001"\/>/,
    );
    const invalid = await postLookup(formPage, "ABC-123", { address: nextAddress(), intent: "lrc-partner" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatch(/aria-invalid="true" aria-describedby="[^"]*-hint [^"]*-error"/);
    expect(invalid.body).toContain(invalidKeyText);
  });
});

describe("the renewal-serial dialog in a browser without JavaScript", () => {
  const browser = useBrowser();

  it("follows the link to the partner form, which goes on to the partner's page", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", home), { javaScript: false, clientIp: nextAddress() });
    await stubPartner(page);
    const opener = page.getByRole("link", { name: openerName });
    expect(await opener.getAttribute("href")).toBe("/renewal-center/fb#serial");
    await opener.click();
    await page.waitForURL(siteUrl("en-global", "/renewal-center/fb#serial"));
    expect(await page.locator("dialog[open]").count()).toBe(0);
    await page.getByRole("textbox", { name: "Licence key" }).fill(partnerKey);
    await page.getByRole("button", { name: "Check my licence" }).click();
    await page.waitForURL(partnerHref);
    expect(await page.getByRole("heading", { name: "Renew" }).isVisible()).toBe(true);
  });

  it("shows the no-partner state, whose button renews the same key with us", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/fb#serial"), {
      javaScript: false,
      clientIp: nextAddress(),
    });
    await page.getByRole("textbox", { name: "Licence key" }).fill(ownKey);
    await page.getByRole("button", { name: "Check my licence" }).click();
    const state = page.getByRole("status").filter({ hasText: noPartnerText });
    await state.waitFor();
    await state.getByRole("button", { name: "Renew with us" }).click();
    await page.waitForURL((url) => url.pathname === "/lrc/kts_active");
  });
});

describe("the renewal-serial dialog with JavaScript", () => {
  const browser = useBrowser();

  async function openDialog(page: Page) {
    await waitForHydration(page);
    const opener = page.getByRole("link", { name: openerName });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: dialogName });
    await dialog.waitFor();
    return { opener, dialog };
  }

  it("opens from its link, keeps focus inside, stops the page scrolling, and closes on Escape back to the link", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", home), { clientIp: nextAddress() });
    const { opener, dialog } = await openDialog(page);
    expect(page.url()).toBe(siteUrl("en-global", home));
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    // Focus starts in the key field, inside the dialog.
    expect(await hasFocus(dialog.getByRole("textbox", { name: "Licence key" }))).toBe(true);
    // Its controls: the close button, the field and the submit button. Tab and Shift+Tab go round them.
    for (const key of ["Tab", "Shift+Tab"]) {
      const seen = new Set<string>();
      for (let press = 0; press < 5; press += 1) {
        await page.keyboard.press(key);
        expect(await focusInside(dialog), `${key} #${press + 1} left the dialog`).toBe(true);
        seen.add(
          await page.evaluate(() => {
            const active = document.activeElement;
            return active?.getAttribute("aria-label") || active?.id || active?.textContent || "";
          }),
        );
      }
      expect(seen.size).toBe(3);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    const before = await settledScroll(page);
    await page.mouse.move(10, 450);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await hasFocus(opener)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    expect(consoleErrors).toEqual([]);
  });

  it("sends a partner's licence to the partner's renewal page", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", home), { clientIp: nextAddress() });
    await stubPartner(page);
    const { dialog } = await openDialog(page);
    await dialog.getByRole("textbox", { name: "Licence key" }).pressSequentially(partnerKey.replaceAll("-", ""));
    await dialog.getByRole("button", { name: "Check my licence" }).click();
    await page.waitForURL(partnerHref);
    expect(await page.getByRole("heading", { name: "Renew" }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("shows the no-partner state in the dialog, whose button takes the same key to its verdict", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", home), { clientIp: nextAddress() });
    const { dialog } = await openDialog(page);
    await dialog.getByRole("textbox", { name: "Licence key" }).fill(ownKey);
    await dialog.getByRole("button", { name: "Check my licence" }).click();
    const state = dialog.getByRole("status");
    await state.waitFor();
    expect(await state.textContent()).toContain(noPartnerText);
    expect(await hasFocus(state)).toBe(true);
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expectNoAxeViolations(page);
    await state.getByRole("button", { name: "Renew with us" }).click();
    await page.waitForURL((url) => url.pathname === "/lrc/kts_active");
    await page.locator("#offers .buy-block").first().waitFor();
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("marks an invalid key at the field inside the dialog, naming the error", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", home), { clientIp: nextAddress() });
    const { dialog } = await openDialog(page);
    const field = dialog.getByRole("textbox", { name: "Licence key" });
    await field.fill("ABC-123");
    await dialog.getByRole("button", { name: "Check my licence" }).click();
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByRole("alert").textContent()).toBe(invalidKeyText);
    // The message is the field's description, and focus is back on the field.
    const description = await field.evaluate((element) =>
      (element.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
    expect(description).toContain(invalidKeyText);
    expect(await hasFocus(field)).toBe(true);
    // The form in the page is untouched.
    expect(await page.locator("#serial").getByRole("textbox", { name: "Licence key" }).getAttribute("aria-invalid")).toBeNull();
    // Closed and opened again, it starts afresh.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole("link", { name: openerName }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole("alert").count()).toBe(0);
    expect(await field.inputValue()).toBe("");
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("fits a phone's screen", async () => {
    const { page } = await browser.openPage(siteUrl("de-de", home), { width: 390, clientIp: nextAddress() });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Bei einem Partner gekauft? Mit Ihrem Lizenzschlüssel verlängern" }).click();
    const dialog = page.getByRole("dialog", { name: "Bei Ihrem Partner verlängern" });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await dialog.getByRole("button", { name: "Meine Lizenz prüfen" }).isVisible()).toBe(true);
  });
});
