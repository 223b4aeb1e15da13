import { beforeAll, describe, expect, it } from "vitest";
import { untilSearchIndexed } from "./server-process";
import { expectNoAxeViolations, port, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * Site search (spec 3 §2-§4, §7, §9; spec 1 §3): the search page with and without JavaScript, the
 * Search → GetDataPage → GetNavigators calls, the header box's autocomplete, on several sites.
 */

const json = <T>(body: string) => JSON.parse(body) as T;
interface Summary {
  searchId: string;
  search_id: string;
  count: number;
  pages: number;
}
interface DataPage extends Summary {
  currentPage: number;
  pageSize: number;
  results: Array<{ title: string; path: string; snippet: Array<{ text: string; hit: boolean }>; section: string }>;
}

/** The result links of a search page's HTML, in order. */
const resultLinks = (html: string) =>
  [...html.matchAll(/<h3 class="search-result__title"[^>]*><a href="([^"]+)"/g)].map((match) => match[1]);

beforeAll(() => untilSearchIndexed(port()), 100_000);

describe("the search page without JavaScript", () => {
  it("lists results for antivirus on en-us with their count, sections with counts and pages of 10", async () => {
    const answer = await request("/search?query=antivirus", { host: "en-us.localhost" });
    expect(answer.status).toBe(200);
    const summary = /<h2 id="search-summary"[^>]*>([^<]+)<\/h2>/.exec(answer.body)?.[1] ?? "";
    const count = Number(/^(\d+) results for/.exec(summary)?.[1]);
    expect(count).toBeGreaterThan(10);
    expect(resultLinks(answer.body)).toHaveLength(10);
    expect(answer.body).toMatch(/All sections \(\d+\)/);
    expect(answer.body).toMatch(/Home users \(\d+\)/);
    expect(answer.body).toContain('<nav class="pagination" aria-label="Pages">');
    expect(answer.body).toMatch(/<mark>antivirus<\/mark>/i);
  });

  it("shows the next page's results on ?rel=2 and the last page for a page past the last", async () => {
    const first = resultLinks((await request("/search?query=antivirus", { host: "en-us.localhost" })).body);
    const second = resultLinks((await request("/search?query=antivirus&rel=2", { host: "en-us.localhost" })).body);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((link) => first.includes(link))).toEqual([]);
    const last = await request("/search?query=antivirus&rel=999", { host: "en-us.localhost" });
    expect(last.body).toMatch(/aria-label="Page (\d+)" aria-current="page"/);
    expect(last.body).not.toContain('rel="next"');
  });

  it("narrows to a section with sec, and sorts by relevance on request", async () => {
    const about = await request("/search?query=antivirus&sec=about-section");
    const links = resultLinks(about.body);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link?.startsWith("/about"))).toBe(true);
    const relevance = await request("/search?query=antivirus&sort=relevance");
    expect(relevance.body).toMatch(/<a class="is-current" aria-current="true" href="[^"]*sort=relevance/);
  });

  it("finds German pages of de-de for a German query, and Japanese pages of ja-jp for a Japanese one", async () => {
    const german = await request(`/search?query=${encodeURIComponent("Schutz")}`, { host: "de-de.localhost" });
    expect(german.body).toMatch(/\d+ Ergebnisse? für/);
    expect(resultLinks(german.body).length).toBeGreaterThan(0);
    expect(german.body).toContain('<html lang="de"');
    const japanese = await request(`/search?query=${encodeURIComponent("ウイルス対策")}`, { host: "ja-jp.localhost" });
    expect(resultLinks(japanese.body)).toContain("/b2c-tools/kfa");
    expect(japanese.body).toContain("<mark>ウイルス対策</mark>");
  });

  it("gives a <script> query back escaped, never as markup", async () => {
    const answer = await request(`/search?query=${encodeURIComponent('<script>alert("x")</script>antivirus')}`);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('<script>alert("x")');
    expect(answer.body).not.toMatch(/alert\(&quot;x&quot;\)/);
    expect(answer.body).toMatch(/results? for “antivirus”/);
  });

  it("says so when nothing is found, and shows the form and tips without a query", async () => {
    const none = await request("/search?query=zzqxwv");
    expect(none.body).toContain("No results for “zzqxwv”");
    expect(none.body).toContain("Search tips");
    const empty = await request("/search");
    expect(empty.status).toBe(200);
    expect(empty.body).toContain('name="query"');
    expect(resultLinks(empty.body)).toEqual([]);
  });
});

describe("the search calls (spec 3 §7)", () => {
  it("answers Search, then GetDataPage and GetNavigators with the same searchId", async () => {
    const search = await request("/_svc/search.svc/Search?query=antivirus&languageCode=en&countryCode=us");
    expect(search.status).toBe(200);
    const summary = json<Summary>(search.body);
    expect(summary.search_id).toBe(summary.searchId);
    expect(summary.pages).toBe(Math.ceil(summary.count / 10));
    const page = json<DataPage>((await request(`/_svc/search.svc/GetDataPage?searchId=${summary.searchId}&pageNumber=2`)).body);
    expect(page).toMatchObject({ searchId: summary.searchId, currentPage: 2, pageSize: 10, count: summary.count });
    expect(page.results.length).toBeGreaterThan(0);
    const navigators = json<{ searchId: string; navigators: Array<{ section: string; count: number }> }>(
      (await request(`/_svc/search.svc/GetNavigators?searchId=${summary.searchId}`)).body,
    );
    expect(navigators.searchId).toBe(summary.searchId);
    expect(navigators.navigators.reduce((sum, entry) => sum + entry.count, 0)).toBe(summary.count);
  });

  it("searches the site of languageCode and countryCode", async () => {
    const german = json<Summary>((await request("/_svc/search.svc/Search?query=Sicherheit&languageCode=de&countryCode=de")).body);
    const page = json<DataPage>((await request(`/_svc/search.svc/GetDataPage?searchId=${german.searchId}`)).body);
    expect(page.results.length).toBeGreaterThan(0);
    expect(
      page.results.some((result) => /sicherheit/i.test(result.title + result.snippet.map((part) => part.text).join(""))),
    ).toBe(true);
  });

  it.each([
    ["/_svc/search.svc/Search", "query"],
    ["/_svc/search.svc/Search?query=", "query"],
    [`/_svc/search.svc/Search?query=${"a".repeat(2100)}`, "query"],
    ["/_svc/search.svc/Search?query=vpn&sec=nowhere", "sec"],
    ["/_svc/search.svc/Search?query=vpn&sort=price", "sort"],
    ["/_svc/search.svc/Search?query=vpn&languageCode=xx&countryCode=yy", "countryCode"],
    ["/_svc/search.svc/Search?query=vpn&countryCode=de", "languageCode"],
    ["/_svc/search.svc/GetDataPage", "searchId"],
    ["/_svc/search.svc/GetDataPage?searchId=nonsense!", "searchId"],
    ["/_svc/search.svc/GetDataPage?searchId=WzEsInZwbiIsImRlLWRlIixudWxsLCJkYXRlIl0&pageNumber=two", "pageNumber"],
    ["/_svc/search.svc/GetNavigators?searchId=e30", "searchId"],
    ["/_svc/search.svc/Suggest", "phrase"],
    ["/_svc/search.svc/Suggest?phrase=vpn&count=11", "count"],
  ])("%s answers 400 naming %s", async (path, field) => {
    const answer = await request(path);
    expect(answer.status).toBe(400);
    expect(json<{ field: string }>(answer.body).field).toBe(field);
  });

  it("suggests at most 10 titles of the site", async () => {
    const answer = json<{ suggestions: Array<{ title: string; path: string }> }>(
      (await request("/_svc/search.svc/Suggest?phrase=se")).body,
    );
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.length).toBeLessThanOrEqual(10);
    expect(answer.suggestions.every((suggestion) => suggestion.path.startsWith("/"))).toBe(true);
  });
});

describe("in the browser", () => {
  const browser = useBrowser();

  it("searches from the search page's form, pages in place and tells the data layer the query and count", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-us", "/search"));
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search the website" }).fill("antivirus");
    await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/query=antivirus/);
    const heading = page.locator("#search-summary");
    await expect.poll(() => heading.textContent()).toMatch(/^\d+ results for “antivirus”$/);
    const count = Number((await heading.textContent())?.split(" ")[0]);
    const layer = (await page.evaluate(() => window.dataLayer ?? [])) as Array<Record<string, unknown>>;
    expect(layer.find((entry) => entry.event === "page_view" || entry.event === "search")).toBeDefined();
    expect(layer.some((entry) => entry.searchQuery === "antivirus" && entry.searchCount === count)).toBe(true);
    const firstTitle = await page.locator(".search-result__title").first().textContent();
    await page.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/rel=2/);
    await expect.poll(() => page.locator(".search-result__title").first().textContent()).not.toBe(firstTitle);
    expect(consoleErrors).toEqual([]);
  });

  it("works without JavaScript", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/search"), { javaScript: false });
    await page.getByRole("searchbox", { name: "Search the website" }).fill("vpn");
    await page.locator("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/query=vpn/);
    expect(await page.locator(".search-result").count()).toBeGreaterThan(0);
  });

  it("offers suggestions in the header box as a combobox: keyboard to choose, Enter to open", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/"));
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search" });
    await page.locator("header").getByRole("button", { name: "Search" }).click();
    await box.pressSequentially("total", { delay: 30 });
    const options = page.getByRole("listbox").getByRole("option");
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(10);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await box.press("ArrowDown");
    const first = options.first();
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    const title = await first.textContent();
    await box.press("Enter");
    await expect.poll(() => page.title()).toContain(title ?? "?");
    expect(new URL(page.url()).pathname).not.toBe("/");
    expect(consoleErrors).toEqual([]);
  });

  it("closes the suggestions with Escape", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/"));
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search" });
    await page.locator("header").getByRole("button", { name: "Search" }).click();
    await box.pressSequentially("secur", { delay: 30 });
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("true");
    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
  });

  it("has no accessibility violations on a results page", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/search?query=security"));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
