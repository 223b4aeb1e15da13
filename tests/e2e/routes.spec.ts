import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { redirectsToJapaneseStore } from "~/domain/pages/rules";
import { canonicalPath, contentLocation, findRoute, pageForLocation, routeTable } from "~/routing/route-table";
import { localeCodes } from "~/sites/locales";
import { request } from "./support";

/** One URL per page of the route table: static paths as they are, parameterised ones from content. */
function pagePaths(): Map<string, string> {
  const root = path.resolve("content/en-global");
  const locations = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "page.json")
    .map((entry) => path.relative(root, entry.parentPath).replaceAll("\\", "/"));
  const byRoute = new Map<string, string>();
  for (const location of locations.sort()) {
    const page = pageForLocation(location);
    if (page && !byRoute.has(page.entry.name)) byRoute.set(page.entry.name, page.path);
  }
  return byRoute;
}

const paths = pagePaths();
const contentPages = routeTable.filter((route) => route.template === "content-page");
const canonicalLinks = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
const mainText = (html: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the route map", () => {
  it("has global content for every page of the route table", () => {
    const missing = contentPages.map((route) => route.name).filter((name) => !paths.has(name));
    expect(missing).toEqual([]);
  });

  describe.each(localeCodes)("on %s", (locale) => {
    const host = locale === "en-global" ? "localhost" : `${locale}.localhost`;
    it.each([...paths.entries()])("%s (%s) answers 200 with content and one canonical", async (name, pagePath) => {
      const answer = await request(pagePath, { host });
      const route = findRoute(pagePath);
      // Documented exceptions: ja-jp sends consumer pages to its external store (spec 1 §4).
      if (route && redirectsToJapaneseStore(locale, route.entry, route.params)) {
        expect(answer.status, `${name} ${pagePath}`).toBe(302);
        return;
      }
      // it-it answers the pages its content marks error404 with the 404 page (spec 1 §4).
      if (locale === "it-it" && answer.status === 404 && route) {
        const meta = path.resolve("content/it-it", contentLocation(route), "meta.json");
        expect(existsSync(meta) && readFileSync(meta, "utf8").includes('"error404"'), `${pagePath} 404 without error404`).toBe(
          true,
        );
        return;
      }
      expect(answer.status, `${name} ${pagePath}`).toBe(200);
      expect(mainText(answer.body).length).toBeGreaterThan(80);
      // A page shown from another language's content names that original as canonical.
      const origin = answer.body.includes('class="fallback-notice') ? "localhost" : host;
      expect(canonicalLinks(answer.body)).toEqual([
        expect.stringMatching(
          new RegExp(`^http://${origin.replaceAll(".", "\\.")}:\\d+${pagePath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
        ),
      ]);
    });
  });

  it("renders every alias at its own URL with its target's canonical URL", async () => {
    // Error pages are not indexed and carry no canonical link.
    const aliases = contentPages.flatMap((route) => route.aliases.map((alias) => ({ route, alias })));
    const wrong: string[] = [];
    for (const { route, alias } of aliases) {
      const target = findRoute(alias.path);
      const answer = await request(alias.path, { host: "en-us.localhost" });
      const canonical = canonicalLinks(answer.body)[0];
      const expected = target && canonicalPath(target);
      if (target?.entry.name !== route.name || answer.status !== 200 || !canonical || new URL(canonical).pathname !== expected) {
        wrong.push(`${alias.path}: ${answer.status} ${canonical ?? "no canonical"} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    "/home-security/products/no-such-product",
    "/about/team/nobody",
    "/about/stories/nothing-here",
    "/enterprise-security/solutions/teleportation",
  ])("an unknown parameter (%s) answers 404", async (pagePath) => {
    const answer = await request(pagePath, { host: "en-us.localhost" });
    expect(answer.status).toBe(404);
  });
});

describe("page metadata", () => {
  it("tags a page with its id, type, language, country, breadcrumb path and search area", async () => {
    const answer = await request("/about", { host: "de-de.localhost" });
    expect(answer.body).toContain('<meta name="document-type" content="Marketing-B2B"/>');
    expect(answer.body).toContain('<meta name="language" content="de"/>');
    expect(answer.body).toContain('<meta name="country" content="de"/>');
    expect(answer.body).toContain('<meta name="search-area" content="about-section"/>');
    expect(answer.body).toMatch(/<meta name="document-id" content="de-de\/about"\/>/);
  });

  it("leaves description and keywords off renewal pages", async () => {
    const answer = await request("/renewal-center/home", { host: "en-us.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('<meta name="description"');
    expect(answer.body).not.toContain('<meta name="keywords"');
  });
});

describe("footer copyright", () => {
  it("has its own line on the business renewal pages", async () => {
    const footerOf = async (path: string) =>
      /<footer[\s\S]*<\/footer>/.exec((await request(path, { host: "en-us.localhost" })).body)?.[0] ?? "";
    expect(await footerOf("/renewal-center/home")).not.toContain("Business license renewals");
    expect(await footerOf("/renewal-center/vsb")).toContain("Business license renewals are processed");
  });
});

describe("custom page", () => {
  it("shows the template parameter as text, never as markup", async () => {
    const answer = await request(`/custom/${encodeURIComponent('<img src=x onerror="alert(1)">Hello')}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Hello");
    expect(answer.body).not.toContain('<img src=x onerror="alert(1)">');
  });
});

describe("legal pages", () => {
  it("store the ignoreredirects cookie for 7 days when asked", async () => {
    const answer = await request("/privacy?ignoreredirects=1");
    expect(String(answer.headers["set-cookie"])).toMatch(/ignoreredirects=true; Path=\/; Max-Age=604800/);
    const plain = await request("/privacy");
    expect(plain.headers["set-cookie"]).toBeUndefined();
  });
});

describe("site services", () => {
  it("answers hasroute for pages, missing pages and bad input", async () => {
    const yes = await request("/_svc/page/hasroute?url=/about");
    expect(JSON.parse(yes.body)).toEqual({ data: true });
    const no = await request("/_svc/page/hasroute?url=/home-security/products/no-such-product");
    expect(JSON.parse(no.body)).toEqual({ data: false });
    const bad = await request("/_svc/page/hasroute");
    expect(bad.status).toBe(400);
  });

  it("lists the site's pages with hreflang alternates in sitemap.xml", async () => {
    const answer = await request("/sitemap.xml", { host: "de-de.localhost" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/application\/xml/);
    expect(answer.body).toMatch(/<loc>http:\/\/de-de\.localhost:\d+\/about<\/loc>/);
    expect(answer.body).toMatch(/hreflang="x-default" href="http:\/\/localhost:\d+\/about"/);
    expect(answer.body).not.toContain("/errorpage/");
  });

  it("points robots.txt at the site's sitemap", async () => {
    const answer = await request("/robots.txt", { host: "ja-jp.localhost" });
    expect(answer.body).toMatch(/Sitemap: http:\/\/ja-jp\.localhost:\d+\/sitemap\.xml/);
  });
});

describe("locale rules on page change (spec 1 §4)", () => {
  it("answers an it-it page whose setting says error404 with the 404 page, other sites normally", async () => {
    const italian = await request("/home-security/auto-renewal-service", { host: "it-it.localhost" });
    expect(italian.status).toBe(404);
    expect(italian.body).toContain('lang="it"');
    const global = await request("/home-security/auto-renewal-service", { host: "localhost" });
    expect(global.status).toBe(200);
    const sitemap = await request("/sitemap.xml", { host: "it-it.localhost" });
    expect(sitemap.body).not.toContain("/home-security/auto-renewal-service<");
    // Pages it shows in Italian are listed; English fallbacks (such as the careers page) are not.
    expect(sitemap.body).toContain("/about/company<");
    expect(sitemap.body).not.toContain("/about/careers<");
  });

  it.each([
    ["/home-security/special-offers", true],
    ["/total-security", true],
    ["/about/press-center/whitepaper-threat-landscape-2026", true],
    ["/b2c-tools/kfa", false],
    ["/free-virus-scan", false],
    ["/home-security", false],
  ])("on ja-jp, %s goes to the external store: %s", async (path, redirects) => {
    const answer = await request(path, { host: "ja-jp.localhost" });
    if (redirects) {
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toMatch(/^https:\/\/store\.bastion\.example\/ja-jp\//);
    } else {
      expect(answer.status).toBe(200);
    }
  });
});
