import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The about section's blocks (decision 025): the headquarters map on the contact page (office
 * tabs that pan a Leaflet map loaded on demand, a static fallback without JavaScript or tiles),
 * the team, awards, press contacts and careers blocks. Tiles never come from the internet here:
 * the browser's requests to the tile server are answered (or refused) by the test.
 */

const contact = "/about/contact";
const tiles = "https://tile.openstreetmap.org/**";
/** A 1×1 PNG, stretched by Leaflet to a 256 px tile. */
const tilePng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPY+eY/AAWdAtNEw8t8AAAAAElFTkSuQmCC",
  "base64",
);

const offices = {
  dublin: { tab: "Global headquarters, Dublin", lat: 53.3458, lon: -6.2387, street: "40 Kestrel Quay" },
  singapore: { tab: "Asia-Pacific, Singapore", lat: 1.2789, lon: 103.8536, street: "12 Marina Crescent, #18-02" },
  austin: { tab: "North America, Austin", lat: 30.2655, lon: -97.7467, street: "500 Larkspur Commons Drive, Suite 300" },
};

/** The map's centre as the block keeps it in `data-center` after each move. */
async function mapCenter(page: Page): Promise<[number, number] | null> {
  const value = await page.locator(".hq-map__canvas").getAttribute("data-center");
  return value ? (value.split(",").map(Number) as [number, number]) : null;
}

const near = (center: [number, number] | null, office: { lat: number; lon: number }) =>
  center !== null && Math.abs(center[0] - office.lat) < 0.01 && Math.abs(center[1] - office.lon) < 0.01;

describe("headquarters map over HTTP", () => {
  it("sends every office's address and map link in the HTML, with the static map and the renewal button", async () => {
    const answer = await request(contact);
    expect(answer.status).toBe(200);
    const html = answer.body;
    for (const office of Object.values(offices)) {
      expect(html).toContain(office.street);
      expect(html).toContain(
        `https://www.openstreetmap.org/?mlat=${office.lat}&amp;mlon=${office.lon}#map=13/${office.lat}/${office.lon}`,
      );
    }
    expect(html).toMatch(/<svg class="hq-map__static"[^>]*role="img"[^>]*aria-label="Map of our office locations"/);
    expect(html).toMatch(/role="tablist" aria-label="Offices"/);
    expect(html).toMatch(/<a class="button button--primary" href="\/renewal-center\/home">Renew your licence<\/a>/);
  });

  it("does not announce Leaflet among the page's scripts", async () => {
    const answer = await request(contact);
    const preloads = [...answer.body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloads.some((href) => href?.includes("headquarters-map"))).toBe(true);
    expect(preloads.some((href) => href?.includes("leaflet"))).toBe(false);
  });

  it("allows images from the tile server in the Content-Security-Policy, and no other foreign host", async () => {
    const answer = await request(contact);
    const policy = String(answer.headers["content-security-policy"]);
    const images = policy.split(";").find((directive) => directive.trim().startsWith("img-src"));
    expect(images?.trim()).toBe("img-src 'self' data: https://tile.openstreetmap.org");
  });
});

describe("headquarters map in the browser", () => {
  const browser = useBrowser();

  async function openMap(answerTiles: "png" | "abort") {
    const opened = await browser.openPage(siteUrl("en-global", contact), {
      prepare: (page) => {
        void page.route(tiles, (route) =>
          answerTiles === "png"
            ? route.fulfill({ status: 200, contentType: "image/png", body: tilePng })
            : route.abort("connectionrefused"),
        );
      },
    });
    await waitForHydration(opened.page);
    return opened;
  }

  it("loads Leaflet only when the map comes near the viewport", async () => {
    const scripts: string[] = [];
    const { page } = await browser.openPage(siteUrl("en-global", contact), {
      prepare: (page) => {
        page.on("request", (sent) => {
          if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
        });
        void page.route(tiles, (route) => route.fulfill({ status: 200, contentType: "image/png", body: tilePng }));
      },
    });
    await waitForHydration(page);
    expect(scripts.some((path) => path.includes("leaflet"))).toBe(false);
    await page.getByRole("region", { name: "Map", exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((path) => path.includes("leaflet"))).toBe(true);
  });

  it("shows the headquarters at zoom 13, and pans to the office whose tab is chosen", async () => {
    const { page, consoleErrors } = await openMap("png");
    const map = page.getByRole("region", { name: "Map", exact: true });
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => mapCenter(page).then((center) => near(center, offices.dublin))).toBe(true);
    expect(await page.locator(".hq-map__canvas").getAttribute("data-zoom")).toBe("13");
    await expect.poll(() => page.locator(".leaflet-tile-loaded").count()).toBeGreaterThan(0);

    const tablist = page.getByRole("tablist", { name: "Offices" });
    await tablist.getByRole("tab", { name: offices.singapore.tab }).click();
    await expect.poll(() => mapCenter(page).then((center) => near(center, offices.singapore))).toBe(true);
    expect(await tablist.getByRole("tab", { name: offices.singapore.tab }).getAttribute("aria-selected")).toBe("true");
    const panel = page.getByRole("tabpanel", { name: offices.singapore.tab });
    expect(await panel.textContent()).toContain(offices.singapore.street);
    expect(await page.getByRole("tabpanel").count()).toBe(1);

    // Keyboard: from the first tab, the arrow keys move through the offices and the map follows.
    await tablist.getByRole("tab", { name: offices.dublin.tab }).click();
    await expect.poll(() => mapCenter(page).then((center) => near(center, offices.dublin))).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => mapCenter(page).then((center) => near(center, offices.austin))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(offices.austin.tab);

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("selects the office of a marker that is chosen on the map", async () => {
    const { page } = await openMap("png");
    await page.getByRole("region", { name: "Map", exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => mapCenter(page).then((center) => near(center, offices.dublin))).toBe(true);
    // Austin's marker is out of view at zoom 13, but still in the map's keyboard order.
    await page.getByRole("button", { name: offices.austin.tab }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("tab", { name: offices.austin.tab }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => mapCenter(page).then((center) => near(center, offices.austin))).toBe(true);
  });

  it("warns that the map has not been initiated when an office is chosen before Leaflet has loaded (spec 3 §8)", async () => {
    const warnings: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", contact), {
      prepare: (page) => {
        page.on("console", (message) => {
          if (message.type() === "warning") warnings.push(message.text());
        });
        void page.route(tiles, (route) => route.fulfill({ status: 200, contentType: "image/png", body: tilePng }));
        // Leaflet's script waits until the office has been chosen.
        void page.route("**/assets/leaflet-map-*.js", async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    await waitForHydration(page);
    await page.getByRole("tab", { name: offices.singapore.tab }).click();
    expect(warnings).toContain("map have not been initiated");
    expect(await page.getByRole("tabpanel", { name: offices.singapore.tab }).isVisible()).toBe(true);
    release();
    // Once loaded, the map opens at the office chosen meanwhile.
    await expect.poll(() => mapCenter(page).then((center) => near(center, offices.singapore))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("falls back to the static map and the office list when the tiles cannot be loaded", async () => {
    const { page, consoleErrors } = await openMap("abort");
    await page.locator(".hq-map__figure").scrollIntoViewIfNeeded();
    const notice = page.getByRole("status").filter({ hasText: "The map could not be loaded" });
    await notice.waitFor();
    expect(await page.getByRole("region", { name: "Map", exact: true }).count()).toBe(0);
    expect(await page.getByRole("img", { name: "Map of our office locations" }).isVisible()).toBe(true);
    expect(await page.locator(".hq-map__leaflet").isVisible()).toBe(false);
    // The offices can still be chosen, and each has its link to the map on openstreetmap.org.
    await page.getByRole("tab", { name: offices.singapore.tab }).click();
    const panel = page.getByRole("tabpanel", { name: offices.singapore.tab });
    expect(await panel.getByRole("link", { name: /Open in OpenStreetMap/ }).getAttribute("href")).toContain(
      `mlat=${offices.singapore.lat}`,
    );
    await expectNoAxeViolations(page);
    // The refused tile requests are the only errors the console may show.
    expect(consoleErrors.filter((error) => !error.includes("ERR_CONNECTION_REFUSED"))).toEqual([]);
  });

  it("without JavaScript shows every office's address and map link, and the static map", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", contact), { javaScript: false });
    expect(await page.getByRole("tablist").isVisible()).toBe(false);
    for (const office of Object.values(offices)) {
      expect(await page.getByText(office.street).isVisible()).toBe(true);
    }
    expect(
      await page
        .locator(".hq-map__office")
        .getByRole("link", { name: /Open in OpenStreetMap/ })
        .count(),
    ).toBe(6);
    expect(await page.getByRole("img", { name: "Map of our office locations" }).isVisible()).toBe(true);
  });
});

describe("team, awards, press contacts and careers", () => {
  const browser = useBrowser();

  it.each([
    ["/about/team", "Anna Keller", "Read Anna's profile"],
    ["/about/awards", "Product of the Year", "Read the press release"],
    ["/about/press-center/contacts", "Global and Europe, Dublin", "press@bastion.example"],
    ["/about/careers", "Senior Malware Analyst", "Senior Malware Analyst"],
    ["/about/team/anna-keller", "Anna Keller", "Our team"],
    ["/about/careers/threat-intelligence-analyst-apac", "Threat Intelligence Analyst, Asia-Pacific", "All open positions"],
  ])("%s shows its block, without axe violations or console errors", async (path, text, link) => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", path));
    await waitForHydration(page);
    expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole("main").getByRole("link", { name: link }).first().getAttribute("href")).toBeTruthy();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  it("draws each team member's portrait with its alternative text, and links to their page", async () => {
    const answer = await request("/about/team");
    expect(answer.body).toMatch(
      /<img class="team__photo" src="\/images\/about\/team\/anna-keller\.svg" alt="Illustrated portrait of Anna Keller"/,
    );
    expect(answer.body).toContain('<a href="/about/team/anna-keller">Read Anna&#x27;s profile</a>');
    const portrait = await request("/images/about/team/anna-keller.svg");
    expect(portrait.status).toBe(200);
  });

  it("links press contacts by e-mail and telephone", async () => {
    const answer = await request("/about/press-center/contacts");
    expect(answer.body).toContain('<a href="mailto:presse@bastion.example">presse@bastion.example</a>');
    expect(answer.body).toContain('<a href="tel:+498955501650">+49 89 555 01650</a>');
  });

  it("filters the openings by the query, on the server", async () => {
    const all = await request("/about/careers");
    expect(all.body).toContain("6 open positions");
    const singapore = await request("/about/careers?location=Singapore");
    expect(singapore.body).toContain("1 open position");
    expect(singapore.body).toContain("Threat Intelligence Analyst, Asia-Pacific");
    expect(singapore.body).not.toContain('href="/about/careers/frontend-engineer"');
    const research = await request(`/about/careers?team=${encodeURIComponent("Threat Research Lab")}&location=Dublin`);
    expect(research.body).toContain("1 open position");
    expect(research.body).toContain('href="/about/careers/senior-malware-analyst"');
    const unknown = await request("/about/careers?location=Atlantis");
    expect(unknown.body).toContain("6 open positions");
  });

  it("filters the openings with the form, without JavaScript", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/about/careers"), { javaScript: false });
    await page.getByLabel("Team").selectOption("Web Platform");
    await page.getByRole("button", { name: "Show positions" }).click();
    await page.waitForURL(/team=Web\+Platform/);
    const titles = await page.locator(".opening__title").allTextContents();
    expect(titles).toEqual(["Frontend Engineer"]);
    expect(await page.getByLabel("Team").inputValue()).toBe("Web Platform");
  });

  it("every opening's page exists", async () => {
    const answer = await request("/about/careers");
    const links = [...answer.body.matchAll(/<h3 class="opening__title"><a href="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(links).toHaveLength(6);
    for (const link of links) expect((await request(link)).status).toBe(200);
  });
});
