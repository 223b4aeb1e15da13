import { describe, expect, it } from "vitest";
import { request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * The content repository (spec 3 §2-§5, §9; spec 1 §2.3, §3): paged and filtered lists with
 * `rel`, `sel` and `date` in the URL, detail pages with their publication date and JSON-LD,
 * feeds, sidebars, and the press-centre and policy-blog layouts.
 */

/** The item links of a repository list's HTML, in order. */
const itemLinks = (html: string) =>
  [...html.matchAll(/<h[234] class="repo-item__title"[^>]*><a href="([^"]+)"/g)].map((match) => match[1] ?? "");
/** The HTML of the page's first paged list only (sidebars and widgets follow it). */
const listSection = (html: string) => html.split('class="repo-list ')[1]?.split("</ul>")[0] ?? "";
const listLinks = (html: string) => itemLinks(listSection(html));

describe("press releases: pages, filters and years in the URL", () => {
  it("shows 10 releases a page, other ones on ?rel=2, and the last page for ?rel=99", async () => {
    const first = await request("/about/press-releases");
    const second = await request("/about/press-releases?rel=2");
    const beyond = await request("/about/press-releases?rel=99");
    expect(first.status).toBe(200);
    expect(listLinks(first.body)).toHaveLength(10);
    expect(listLinks(second.body)).toHaveLength(10);
    expect(listLinks(second.body).filter((link) => listLinks(first.body).includes(link))).toEqual([]);
    expect(listLinks(beyond.body).length).toBeGreaterThan(0);
    expect(beyond.body).toContain('aria-label="Page 3" aria-current="page"');
    expect(listLinks(beyond.body)).toEqual(listLinks((await request("/about/press-releases?rel=3")).body));
  });

  it("lists newest first, and oldest first with sort=oldest", async () => {
    const dates = (html: string) => [...listSection(html).matchAll(/<time dateTime="([\d-]+)"/g)].map((m) => m[1]);
    const newest = dates((await request("/about/press-releases")).body);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = dates((await request("/about/press-releases?sort=oldest")).body);
    expect(oldest).toEqual([...oldest].sort());
  });

  it("narrows to a topic with sel (every item of the list carries it) and to a year with date", async () => {
    const all = await request("/about/press-releases?sel=all");
    const awards = await request("/about/press-releases?sel=awards");
    const count = (html: string) => Number(/(\d+) items?</.exec(html)?.[1]);
    expect(count(awards.body)).toBeGreaterThan(0);
    expect(count(awards.body)).toBeLessThan(count(all.body));
    for (const link of listLinks(awards.body)) {
      const meta = await request(link);
      expect(meta.status).toBe(200);
    }
    const list = listSection(awards.body);
    expect(list.match(/<article/g)?.length).toBe(list.match(/repo-item__category">Awards</g)?.length);
    const year = await request("/about/press-releases?date=2025");
    const years = [...listSection(year.body).matchAll(/<time dateTime="(\d{4})/g)].map((m) => m[1]);
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((value) => value === "2025")).toBe(true);
    expect(await request("/about/press-releases?sel=nothing-has-this")).toMatchObject({ status: 200 });
    expect((await request("/about/press-releases?sel=nothing-has-this")).body).toContain("Nothing matches these filters");
  });

  it("gives a release its publication date in the page metadata and NewsArticle JSON-LD", async () => {
    const [link] = listLinks((await request("/about/press-releases")).body);
    const release = await request(link ?? "/about/press-releases");
    const date = /<meta name="publish-date" content="(\d{4}-\d{2}-\d{2})"/.exec(release.body)?.[1];
    expect(date).toBeDefined();
    const ld = [...release.body.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "null"),
    );
    expect(ld).toContainEqual(expect.objectContaining({ "@type": "NewsArticle", datePublished: date, inLanguage: "en" }));
  });

  it("announces and serves an Atom feed of the newest releases", async () => {
    const page = await request("/about/press-releases");
    expect(page.body).toMatch(
      /<link rel="alternate" type="application\/atom\+xml"[^>]*href="http:\/\/localhost:\d+\/about\/press-releases\/feed.atom"/,
    );
    const feed = await request("/about/press-releases/feed.atom");
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toContain("application/atom+xml");
    expect(feed.body.match(/<entry /g)?.length).toBe(20);
    const blog = await request("/about/policy-blog/feed.atom", { host: "de-de.localhost" });
    expect(blog.body).toContain('xml:lang="de"');
  });
});

describe("lists on other sites and of other kinds", () => {
  it("lists news as cards, 10 a page, with their outlets", async () => {
    const news = await request("/about/in-the-news");
    expect(listLinks(news.body)).toHaveLength(10);
    expect(news.body).toContain('class="repo-list repo-list--cards"');
  });

  it("shows a translated site's own items in its language and the rest marked as English", async () => {
    const german = await request("/about/press-releases", { host: "de-de.localhost" });
    expect(german.status).toBe(200);
    expect(german.body).toMatch(/class="repo-item__language">Auf Englisch</);
    expect(german.body).toMatch(/<h2 class="repo-item__title" lang="en">/);
  });

  it("pages the resource centre 9 at a time (spec 3 §9)", async () => {
    const resources = await request("/resource-center");
    const links = listLinks(resources.body);
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(9);
  });
});

describe("layouts that differ (spec 1 §2.3)", () => {
  it("gives the press centre a section bar on de-de, a vertical navigation on ru-ru and a plain page on en-us", async () => {
    const german = await request("/about/press-center", { host: "de-de.localhost" });
    expect(german.body).toContain('class="press-layout press-layout--standard"');
    expect(german.body).toMatch(/<nav class="press-nav"[^>]*data-sticky-after="447"/);
    const russian = await request("/about/press-center", { host: "ru-ru.localhost" });
    expect(russian.body).toContain('class="press-layout press-layout--advanced"');
    expect(russian.body).toContain('class="press-nav press-nav--vertical"');
    const american = await request("/about/press-center", { host: "en-us.localhost" });
    expect(american.body).not.toContain("press-layout");
    expect(american.body).not.toContain("press-nav");
  });

  it("lays the policy blog out by its header meta: a category column with counts", async () => {
    const blog = await request("/about/policy-blog");
    expect(blog.body).toContain('class="blog-layout blog-layout--categories"');
    expect(blog.body).toMatch(/<a href="\/about\/policy-blog\/privacy"[^>]*>Privacy<span class="layout-count">\d+<\/span><\/a>/);
  });
});

describe("in the browser", () => {
  const browser = useBrowser();

  it("reloads the list and updates the URL when a filter changes (spec 3 §2), and pages in place", async () => {
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/about/press-releases"));
    await waitForHydration(page);
    await page.getByLabel("Topic").selectOption("research");
    await page.waitForURL(/sel=research/);
    const categories = page.locator(".repo-list .repo-item__category");
    await expect.poll(async () => (await categories.allTextContents()).every((text) => text !== "Awards")).toBe(true);
    await page.getByLabel("Year").selectOption("2025");
    await page.waitForURL(/date=2025/);
    expect(new URL(page.url()).searchParams.get("sel")).toBe("research");
    await expect
      .poll(async () =>
        (await page.locator(".repo-list time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")))).every((d) =>
          d?.startsWith("2025"),
        ),
      )
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("filters without JavaScript through the Show button", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/about/press-releases"), { javaScript: false });
    await page.getByLabel("Topic").selectOption("awards");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/sel=awards/);
    expect(await page.locator(".repo-list article").count()).toBeGreaterThan(0);
  });

  it("sticks the press centre's navigation to the top after 447 px of scroll", async () => {
    const { page } = await browser.openPage(siteUrl("de-de", "/about/press-center"));
    await waitForHydration(page);
    const nav = page.locator(".press-nav");
    expect(await nav.getAttribute("class")).not.toContain("is-stuck");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => nav.getAttribute("class")).toContain("is-stuck");
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => nav.getAttribute("class")).not.toContain("is-stuck");
  });
});
