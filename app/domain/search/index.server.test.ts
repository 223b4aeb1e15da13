import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { collectSiteDocuments, contentFingerprint, hasSearchIndex, refreshSearchIndex } from "./index.server";
import { createSearchService } from "./service.server";

const logger = createLogger({ level: "silent" });
const content = createContentService({ contentDir: path.resolve("content"), brandName: "Bastion", logger });
afterAll(() => content.close());

describe("the documents of a site's search index, from the content", () => {
  it("has every page a German visitor can find, in German where the site has it, with sections and dates", async () => {
    const documents = await collectSiteDocuments(content, "de-de");
    const byPath = new Map(documents.map((document) => [document.path, document]));
    expect(byPath.get("/home-security/products/total-security")).toMatchObject({ language: "de", section: "home-security" });
    expect(byPath.get("/")?.title).not.toBe("");
    const release = documents.find((document) => document.repositoryType === "press-release");
    expect(release?.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(release?.section).toBe("about-section");
  });

  it("leaves out thank-you, renewal, error, search and HTML-sitemap pages", async () => {
    const paths = (await collectSiteDocuments(content, "en-global")).map((document) => document.path);
    expect(paths.length).toBeGreaterThan(150);
    expect(paths.filter((p) => /thank-you|^\/renewal-center|^\/lrc|^\/errorpage|^\/search$|sitemap-html/.test(p))).toEqual([]);
  });

  it("leaves out the ja-jp pages sent to the external store and the it-it pages answered with 404", async () => {
    const japanese = (await collectSiteDocuments(content, "ja-jp")).map((document) => document.path);
    expect(japanese).toContain("/b2c-tools/kfa");
    expect(japanese).not.toContain("/home-security/products/total-security");
    const italian = (await collectSiteDocuments(content, "it-it")).map((document) => document.path);
    expect(italian).not.toContain("/home-security/auto-renewal-service");
  });

  it("keeps what a visitor reads, not markup", async () => {
    const documents = await collectSiteDocuments(content, "en-global");
    expect(documents.every((document) => !/<\/?(p|h2|ul|li|strong)>/.test(document.body))).toBe(true);
    expect(documents.find((document) => document.path === "/home-security/products/antivirus")?.body).toMatch(/antivirus/i);
  });
});

describe.each(testDatabaseKinds())("refreshing the index on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("builds once, answers searches, and rebuilds only when the content changes", async () => {
    const contentDir = await createContentFixture({
      ...globalShell,
      "en-global/about/page.json": {
        title: "About",
        fields: { blocks: [{ type: "rich-text", html: "<p>We make quasar detectors.</p>" }] },
      },
    });
    const fixture = createContentService({ contentDir, brandName: "Bastion", logger });
    const options = {
      db: database.db,
      dialect: database.handle.dialect,
      content: fixture,
      contentDir,
      brandName: "Bastion",
      logger,
    };
    expect(await hasSearchIndex(database.db)).toBe(false);
    expect(await refreshSearchIndex({ ...options, locales: ["en-global"] })).toMatchObject({ rebuilt: true });
    expect(await hasSearchIndex(database.db)).toBe(true);
    expect(await refreshSearchIndex({ ...options, locales: ["en-global"] })).toEqual({ rebuilt: false, documents: 0 });

    const search = createSearchService({ db: database.db, dialect: database.handle.dialect, logger, ready: Promise.resolve() });
    const request = { query: "quasar", locale: "en-global" as const, section: null, sort: "date" as const };
    expect((await search.search(request)).count).toBe(1);

    const before = await contentFingerprint(contentDir, "Bastion");
    await mkdir(path.join(contentDir, "en-global/about"), { recursive: true });
    await writeFile(
      path.join(contentDir, "en-global/about/page.json"),
      JSON.stringify({ title: "About", fields: { blocks: [{ type: "rich-text", html: "<p>We make pulsar detectors.</p>" }] } }),
    );
    expect(await contentFingerprint(contentDir, "Bastion")).not.toBe(before);
    const changed = createContentService({ contentDir, brandName: "Bastion", logger });
    expect(await refreshSearchIndex({ ...options, content: changed, locales: ["en-global"] })).toMatchObject({ rebuilt: true });
    expect((await search.search(request)).count).toBe(0);
    expect((await search.search({ ...request, query: "pulsar" })).count).toBe(1);
    fixture.close();
    changed.close();
  });
});
