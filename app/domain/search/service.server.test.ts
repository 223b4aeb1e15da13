import { describe, expect, it } from "vitest";
import { isStoreUnavailable } from "~/db/store-errors.server";
import { createLogger } from "~/lib/logger.server";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { textConfigFor } from "./languages";
import { type IndexDocument, replaceSiteDocuments } from "./repository.server";
import type { SearchRequest } from "./search-id";
import { createSearchService } from "./service.server";

const page = (path: string, overrides: Partial<IndexDocument> = {}): IndexDocument => ({
  path,
  section: "home-security",
  title: "Untitled",
  description: "",
  headings: "",
  body: "",
  language: "en",
  publishDate: null,
  repositoryType: null,
  ...overrides,
});

const english: IndexDocument[] = [
  page("/antivirus", {
    title: "Bastion Antivirus",
    description: "Essential protection for Windows",
    body: "Our antivirus protects your computer against ransomware and phishing.",
  }),
  page("/total-security", {
    title: "Bastion Total Security",
    headings: "Protection for every device",
    body: "Protecting families on Windows, macOS, Android and iOS. Includes antivirus, VPN and a password manager.",
  }),
  page("/about/press-releases/2026-02-10-threat-landscape", {
    section: "about-section",
    title: "Threat Landscape 2026: ransomware up 41%",
    body: "Ransomware attacks on small businesses rose, our antivirus research shows.",
    publishDate: "2026-02-10",
    repositoryType: "press-release",
  }),
  page("/about/press-releases/2025-05-01-award", {
    section: "about-section",
    title: "Bastion Antivirus wins an award",
    body: "Independent testers named our antivirus product of the year.",
    publishDate: "2025-05-01",
    repositoryType: "press-release",
  }),
  ...Array.from({ length: 23 }, (_, index) =>
    page(`/resource-center/threats/guide-${String(index).padStart(2, "0")}`, {
      title: `Guide ${index}: staying safe from malware`,
      body: "Malware guide for home users.",
    }),
  ),
];

const german: IndexDocument[] = [
  page("/total-security", {
    title: "Bastion Total Security",
    body: "Umfassender Schutz für Ihre Geräte und die Sicherheit Ihrer Familie.",
    language: "de",
  }),
  page("/enterprise-security", {
    section: "enterprise",
    title: "Sicherheitslösungen für Unternehmen",
    body: "Bewahrt Unternehmen vor gezielten Angriffen.",
    language: "de",
  }),
];

const japanese: IndexDocument[] = [
  page("/b2c-tools/kfa", {
    title: "無料ウイルス対策ソフト",
    body: "Windowsパソコンをウイルスから守る無料のソフトです。",
    language: "ja",
  }),
  page("/b2c-tools/kss", { title: "無料スキャン", body: "パソコンに脅威が潜んでいないか確認できます。", language: "ja" }),
];

const request = (query: string, overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  query,
  locale: "en-global",
  section: null,
  sort: "relevance",
  ...overrides,
});

describe.each(testDatabaseKinds())("site search on %s (spec 3 §3, §7)", (kind) => {
  const database = useTestDatabase(kind);
  const service = () =>
    createSearchService({
      db: database.db,
      dialect: database.handle.dialect,
      logger: createLogger({ level: "silent" }),
      ready: Promise.resolve(),
    });
  const index = async () => {
    const dialect = database.handle.dialect;
    await replaceSiteDocuments(database.db, dialect, { locale: "en-global", textConfig: textConfigFor("en") }, english);
    await replaceSiteDocuments(database.db, dialect, { locale: "de-de", textConfig: textConfigFor("de") }, german);
    await replaceSiteDocuments(database.db, dialect, { locale: "ja-jp", textConfig: textConfigFor("ja") }, japanese);
  };

  it("finds a site's pages by their words, stems included, and counts results and pages of 10", async () => {
    await index();
    const summary = await service().search(request("protecting"));
    expect(summary.count).toBe(2);
    expect(summary.pages).toBe(1);
    const page = await service().dataPage(request("protecting"), 1);
    expect(page.results.map((result) => result.path).sort()).toEqual(["/antivirus", "/total-security"]);
  });

  it("ranks title matches first by relevance, and orders by date (undated pages first) when asked", async () => {
    await index();
    const byRelevance = await service().dataPage(request("antivirus"), 1);
    expect(byRelevance.results[0]?.path).toMatch(/^\/(antivirus|about\/press-releases\/2025-05-01-award)$/);
    const byDate = await service().dataPage(request("antivirus", { sort: "date" }), 1);
    expect(byDate.results.map((result) => result.publishDate)).toEqual([null, null, "2026-02-10", "2025-05-01"]);
    // Among the undated pages (kept current), the one whose title matches comes first.
    expect(byDate.results[0]?.path).toBe("/antivirus");
  });

  it("narrows to a section, and GetNavigators counts every section of the unnarrowed search", async () => {
    await index();
    const narrowed = await service().search(request("antivirus", { section: "about-section" }));
    expect(narrowed.count).toBe(2);
    expect(await service().navigators(request("antivirus", { section: "about-section" }))).toEqual([
      { section: "about-section", count: 2 },
      { section: "home-security", count: 2 },
    ]);
  });

  it("pages through results 10 at a time and moves a page past the last to the last (spec 3 §4)", async () => {
    await index();
    const first = await service().dataPage(request("malware", { sort: "date" }), 1);
    const third = await service().dataPage(request("malware", { sort: "date" }), 3);
    const beyond = await service().dataPage(request("malware", { sort: "date" }), 99);
    expect(first).toMatchObject({ count: 23, pages: 3, currentPage: 1, pageSize: 10 });
    expect(first.results).toHaveLength(10);
    expect(third.results).toHaveLength(3);
    expect(beyond.currentPage).toBe(3);
    expect(beyond.results.map((result) => result.path)).toEqual(third.results.map((result) => result.path));
    expect(new Set([...first.results, ...third.results].map((result) => result.path)).size).toBe(13);
  });

  it("keeps sites apart and stems German on the German site", async () => {
    await index();
    expect((await service().search(request("Schutz", { locale: "de-de" }))).count).toBe(1);
    expect((await service().search(request("Schutz"))).count).toBe(0);
    const german = await service().dataPage(request("sicherheit", { locale: "de-de" }), 1);
    expect(german.results.map((result) => result.path).sort()).toEqual(["/enterprise-security", "/total-security"]);
  });

  it("finds Japanese phrases inside text without spaces, with the phrase marked in the snippet", async () => {
    await index();
    const page = await service().dataPage(request("ウイルス対策", { locale: "ja-jp" }), 1);
    expect(page.results.map((result) => result.path)).toEqual(["/b2c-tools/kfa"]);
    const virus = await service().dataPage(request("ウイルス", { locale: "ja-jp" }), 1);
    expect(virus.count).toBe(1);
    expect(virus.results[0]?.snippet.filter((part) => part.hit).map((part) => part.text)).toContain("ウイルス");
  });

  it("answers nothing, and fails nothing, for queries made of operators and markup", async () => {
    await index();
    for (const query of ['"', "*", "NEAR(", "AND OR NOT", "<script>alert(1)</script>", "a:b", "()"]) {
      const page = await service().dataPage(request(query), 1);
      expect(page.results.every((result) => result.path.startsWith("/"))).toBe(true);
    }
    expect((await service().search(request("<b></b>"))).count).toBe(0);
  });

  it("suggests page titles that complete what was typed, at most 10, one per title", async () => {
    await index();
    const suggestions = await service().suggest("guid", "en-global");
    expect(suggestions).toHaveLength(10);
    expect(suggestions.every((suggestion) => suggestion.title.startsWith("Guide"))).toBe(true);
    expect((await service().suggest("total", "en-global")).map((suggestion) => suggestion.path)).toEqual(["/total-security"]);
  });

  it("replaces a site's documents as a whole", async () => {
    await index();
    await replaceSiteDocuments(database.db, database.handle.dialect, { locale: "de-de", textConfig: "german" }, german.slice(1));
    expect((await service().search(request("Schutz", { locale: "de-de" }))).count).toBe(0);
    expect((await service().search(request("Unternehmen", { locale: "de-de" }))).count).toBe(1);
    expect((await service().search(request("antivirus"))).count).toBe(4);
  });

  it("fails as a store outage when the index is not there in time", async () => {
    const stuck = createSearchService({
      db: database.db,
      dialect: database.handle.dialect,
      logger: createLogger({ level: "silent" }),
      ready: new Promise(() => {}),
      firstIndexWaitMs: 50,
    });
    const failure = await stuck.search(request("antivirus")).catch((error: unknown) => error);
    expect(isStoreUnavailable(failure)).toBe(true);
  });
});
