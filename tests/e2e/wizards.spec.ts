import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The help-me-choose wizards (spec 2 §2, §4, §9) as a visitor gets them: without JavaScript a GET
 * form whose every step is a URL, ending in a buy block preselected to the recommendation; with
 * JavaScript in place (the page, and the consumer dialog on the home-security and product pages,
 * opening by itself once a day); the business wizard's branches to each verdict.
 */

const consumerPage = "/home-security/help-me-choose";
const businessPage = "/small-to-medium-business-security/help-me-choose";

/** Where a wizard in a page's HTML is: its step or verdict. */
const wizardAt = (html: string) => /data-wizard-at="([^"]+)"/.exec(html)?.[1];
/** The hidden fields of the form that holds an input named `name`. */
function formOf(html: string, name: string): string {
  const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
  return forms.find((form) => form.includes(`name="${name}"`)) ?? "";
}

let nextAddress = 1;
const freshAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

describe("the consumer wizard without JavaScript: each step a URL", () => {
  it("asks the OS first, in a GET form to its own page, offering at most 3 answers", async () => {
    const answer = await request(consumerPage);
    expect(answer.status).toBe(200);
    expect(wizardAt(answer.body)).toBe("step-1");
    const form = formOf(answer.body, "hmc-os");
    expect(form).toMatch(/^<form[^>]*\smethod="get"/);
    expect(form).toMatch(/^<form[^>]*\saction="\/home-security\/help-me-choose#help-me-choose"/);
    expect(form.match(/<input type="radio"[^>]*name="hmc-os"/g)).toHaveLength(3);
    expect(answer.body).toContain("Step 1 of 2");
  });

  it("carries the OS answer to step 2 and goes back to step 1", async () => {
    const answer = await request(`${consumerPage}?hmc-os=windows`);
    expect(wizardAt(answer.body)).toBe("step-2");
    const form = formOf(answer.body, "hmc-need");
    expect(form).toContain('type="hidden" name="hmc-os" value="windows"');
    expect(form).toMatch(/href="\/home-security\/help-me-choose#help-me-choose"[^>]*>Back</);
    expect(answer.body).toContain("Step 2 of 2");
  });

  it("ends on the recommended product's buy block, preselected to its devices and years, keeping the answers", async () => {
    const answer = await request(`${consumerPage}?hmc-os=windows&hmc-need=family`);
    expect(wizardAt(answer.body)).toBe("results");
    expect(answer.body).toContain("Bastion Total Security fits you best");
    expect(answer.body).toContain("Recommended plan: 5 devices for 1 year");
    const buy = formOf(answer.body, "product");
    expect(buy).toContain('name="product" value="total-security"');
    expect(buy).toMatch(/<input type="radio" name="pack" checked="" value="5"/);
    expect(buy).toContain('type="hidden" name="hmc-os" value="windows"');
    expect(buy).toContain('type="hidden" name="hmc-need" value="family"');
    expect(buy).toMatch(/action="\/home-security\/help-me-choose#help-me-choose"/);
    expect(answer.body).toMatch(/href="\/home-security\/help-me-choose\?hmc-os=windows#help-me-choose"[^>]*>Back</);
  });

  it("keeps the recommendation when the visitor changes the plan in its buy block", async () => {
    const answer = await request(`${consumerPage}?hmc-os=windows&hmc-need=family&product=total-security&pack=3&term=1&ar=1`);
    expect(wizardAt(answer.body)).toBe("results");
    expect(formOf(answer.body, "product")).toMatch(/<input type="radio" name="pack" checked="" value="3"/);
  });

  it("skips the needs for an OS the content names while the cloud product is off", async () => {
    const answer = await request(`${consumerPage}?hmc-os=mac`);
    expect(wizardAt(answer.body)).toBe("results");
    expect(formOf(answer.body, "product")).toContain('name="product" value="mac-security"');
    expect(answer.body).toContain("1 device for 1 year");
  });

  it("asks every OS its needs, with up to 8 OS answers, where the cloud product is enabled (en-us)", async () => {
    const first = await request(consumerPage, { host: "en-us.localhost" });
    expect(first.status).toBe(200);
    expect(formOf(first.body, "hmc-os").match(/<input type="radio"[^>]*name="hmc-os"/g)).toHaveLength(5);
    const mac = await request(`${consumerPage}?hmc-os=mac`, { host: "en-us.localhost" });
    expect(wizardAt(mac.body)).toBe("step-2");
  });

  it("reads in the site's language", async () => {
    const answer = await request(`${consumerPage}?hmc-os=windows`, { host: "de-de.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Schritt 2 von 2");
  });
});

describe("GET /_svc/hmc/consumer (the dialog's steps)", () => {
  it("answers the state of the same query as JSON, for this visitor only", async () => {
    const answer = await request("/_svc/hmc/consumer?hmc-os=mac");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const view = JSON.parse(answer.body);
    expect(view).toMatchObject({ wizard: "consumer", at: "results", outcome: { product: "mac-security" } });
    expect(view.outcome.buyBlock.form).toEqual({
      action: "/home-security/help-me-choose#help-me-choose",
      keep: [{ name: "hmc-os", value: "mac" }],
    });
  });
});

describe("the universal business wizard (spec 2 §4)", () => {
  const walk = async (query: string, host = "localhost") => {
    const answer = await request(`${businessPage}?${query}`, { host });
    return { status: answer.status, at: wizardAt(answer.body), body: answer.body };
  };

  it.each([
    ["hmcu-init=licences&hmcu-licences=50", "online-office", "small-office-security"],
    ["hmcu-init=licences&hmcu-licences=51&hmcu-mailboxes=yes", "cloud-endpoint", "endpoint-cloud"],
    ["hmcu-init=licences&hmcu-licences=51&hmcu-mailboxes=no", "office-suite", "endpoint-select"],
    ["hmcu-init=console&hmcu-console=cloud&hmcu-mailboxes=yes", "cloud-endpoint", "endpoint-cloud"],
    ["hmcu-init=console&hmcu-console=doesnt-matter&hmcu-mailboxes=no", "office-suite", "endpoint-select"],
    ["hmcu-init=console&hmcu-console=on-premises&hmcu-patch=yes", "advanced", "endpoint-advanced"],
    ["hmcu-init=console&hmcu-console=hybrid&hmcu-patch=no", "select", "endpoint-select"],
  ])("?%s reaches the %s verdict with the %s buy block", async (query, verdict, product) => {
    const { status, at, body } = await walk(query);
    expect(status).toBe(200);
    expect(at).toBe(verdict);
    expect(formOf(body, "product")).toContain(`name="product" value="${product}"`);
  });

  it("leads a licence number above the threshold to the mailboxes step, and at the threshold to the verdict", async () => {
    expect((await walk("hmcu-init=licences&hmcu-licences=51")).at).toBe("area_mailboxes");
    expect((await walk("hmcu-init=licences&hmcu-licences=50")).at).toBe("online-office");
  });

  it("starts the verdict's buy block at the pack for the licences named", async () => {
    const { body } = await walk("hmcu-init=licences&hmcu-licences=12");
    expect(formOf(body, "product")).toMatch(/name="pack" value="15"/);
  });

  it("sends ru-ru's cloud console straight to the cloud verdict; other sites ask about mailboxes", async () => {
    expect((await walk("hmcu-init=console&hmcu-console=cloud", "ru-ru.localhost")).at).toBe("cloud");
    expect((await walk("hmcu-init=console&hmcu-console=doesnt-matter", "ru-ru.localhost")).at).toBe("cloud");
    expect((await walk("hmcu-init=console&hmcu-console=cloud", "de-de.localhost")).at).toBe("area_mailboxes");
  });

  it("answers a licence number that is none with 400 and the field's message, keeping what was typed", async () => {
    const { status, at, body } = await walk("hmcu-init=licences&hmcu-licences=lots");
    expect(status).toBe(400);
    expect(at).toBe("license_number_detection");
    expect(body).toMatch(
      /name="hmcu-licences"[^>]*value="lots"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="hmcu-licences"/,
    );
    expect(body).toContain("Enter a whole number from 1 to 100,000.");
  });

  it("goes back one step through its history", async () => {
    const { body } = await walk("hmcu-init=console&hmcu-console=on-premises");
    expect(body).toMatch(/href="[^"]*\?hmcu-init=console#hmc-universal"[^>]*>Back</);
  });

  it("lives on the small-business and medium-business pages, coming back to itself there", async () => {
    for (const page of ["/small-business-security", "/small-to-medium-business-security"]) {
      const answer = await request(`${page}?hmcu-init=licences`);
      expect(wizardAt(answer.body), page).toBe("license_number_detection");
      expect(formOf(answer.body, "hmcu-licences")).toContain(`action="${page}#hmc-universal"`);
    }
  });
});

describe("the wizards in a browser", () => {
  const browser = useBrowser();

  it("walks the consumer wizard without JavaScript to a preselected buy block, and the back button goes one step back", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", consumerPage), { javaScript: false, clientIp: freshAddress() });
    await page.getByLabel("Windows PC or laptop").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/hmc-os=windows/);
    await page.getByLabel("Safe banking and shopping").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/hmc-need=banking/);
    expect(await page.getAttribute(".wizard", "data-wizard-at")).toBe("results");
    expect(await page.locator(".buy-block input[type=radio][value='3']").isChecked()).toBe(true);
    await page.goBack();
    expect(await page.getAttribute(".wizard", "data-wizard-at")).toBe("step-2");
    await page.getByRole("link", { name: "Back" }).click();
    expect(await page.getAttribute(".wizard", "data-wizard-at")).toBe("step-1");
  });

  it("runs in place on its page with JavaScript, each answer a data-layer event", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", businessPage), { clientIp: freshAddress() });
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByLabel("By the size of my business").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Devices").fill("120");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Yes").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.locator(".wizard[data-wizard-at='cloud-endpoint']").waitFor();
    expect(page.url()).toContain("hmcu-licences=120");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "hmc_answer"),
    );
    expect(events).toEqual([
      { event: "hmc_answer", hmcWizard: "business", hmcStep: "init", hmcAnswer: "licences", hmcNext: "license_number_detection" },
      {
        event: "hmc_answer",
        hmcWizard: "business",
        hmcStep: "license_number_detection",
        hmcAnswer: "120",
        hmcNext: "area_mailboxes",
      },
      { event: "hmc_answer", hmcWizard: "business", hmcStep: "area_mailboxes", hmcAnswer: "yes", hmcNext: "cloud-endpoint" },
    ]);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("opens the consumer dialog from a product page and walks it in place; Escape closes it and focus returns", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/home-security/products/total-security"), {
      clientIp: freshAddress(),
    });
    await waitForHydration(page);
    const launcher = page.locator(".wizard-launcher");
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "Find the right protection" });
    await dialog.locator(".wizard[data-wizard-at='step-1']").waitFor();
    await dialog.getByLabel("Windows PC or laptop").check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.locator(".wizard[data-wizard-at='step-2']").waitFor();
    await dialog.getByLabel("Everything for my family").check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.locator(".wizard[data-wizard-at='results']").waitFor();
    expect(page.url()).toBe(siteUrl("en-global", "/home-security/products/total-security"));
    expect(await dialog.locator(".buy-block input[type=radio][value='5']").isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Back" }).first().click();
    await dialog.locator(".wizard[data-wizard-at='step-2']").waitFor();
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "hmc_answer"),
    );
    // Going back is no answer.
    expect(events.map((event) => (event as { hmcAnswer: string }).hmcAnswer)).toEqual(["windows", "family"]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("wizard-launcher");
    expect(consoleErrors).toEqual([]);
  });

  it("goes on to the wizard's page when the dialog's service fails", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/home-security"), { clientIp: freshAddress() });
    await page.route("**/_svc/hmc/consumer**", (route) => route.fulfill({ status: 503, body: "{}" }));
    await waitForHydration(page);
    await page.locator(".wizard-launcher").click();
    await page.waitForURL(/\/home-security\/help-me-choose$/);
    expect(await page.getAttribute(".wizard", "data-wizard-at")).toBe("step-1");
  });

  it("closes a dialog that opened by itself when its service fails, leaving the visitor where they were", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/robots.txt"), { clientIp: freshAddress() });
    await page.clock.install();
    let asked = 0;
    await page.route("**/_svc/hmc/consumer**", (route) => {
      asked += 1;
      return route.fulfill({ status: 503, body: "{}" });
    });
    await page.goto(siteUrl("en-global", "/home-security/products/internet-security"));
    await waitForHydration(page);
    await page.clock.fastForward(46_000);
    await expect.poll(() => asked).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.querySelector("dialog.wizard-dialog")?.hasAttribute("open")))
      .toBe(false);
    expect(page.url()).toBe(siteUrl("en-global", "/home-security/products/internet-security"));
  });

  it("opens by itself after the configured delay, once a day", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/robots.txt"), { clientIp: freshAddress() });
    await page.clock.install();
    await page.goto(siteUrl("en-global", "/home-security"));
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "Find the right protection" });
    await page.clock.fastForward(30_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.fastForward(16_000);
    await dialog.waitFor();
    const cookie = (await page.context().cookies()).find((entry) => entry.name === "hmc_popup");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 86_400 - 120);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + 86_400 + 120);
    await page.keyboard.press("Escape");
    await page.reload();
    await waitForHydration(page);
    await page.clock.fastForward(120_000);
    expect(await dialog.isVisible()).toBe(false);
  });

  it("opens at once on a licence verdict it is for", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/renewal-center/home?serial=KAV1-EXPIRED-0000012"), {
      clientIp: freshAddress(),
    });
    await page.waitForURL(/\/lrc\/kav_expired/);
    await waitForHydration(page);
    await page.getByRole("dialog", { name: "Find the right protection" }).locator(".wizard").waitFor();
  });
});
