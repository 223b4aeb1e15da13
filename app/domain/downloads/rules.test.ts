import { describe, expect, it } from "vitest";
import {
  chooseFiles,
  compareVersionsDescending,
  fallbackFor,
  filterLinkTypes,
  formatVersion,
  kismacReleases,
  type LanguageRequest,
  parseVersion,
  pickReleases,
  platformFromUserAgent,
  showsReleaseVersion,
  websiteLanguages,
  withoutHiddenAlphabets,
} from "./rules";
import type { LinkType, ReleaseVersion } from "./types";

const version = (text: string): ReleaseVersion => {
  const parsed = parseVersion(text);
  if (!parsed) throw new Error(`bad version ${text}`);
  return parsed;
};

describe("link types (spec 2 §5: 'Others are dropped with warning 'Incorrect link type'')", () => {
  it.each<[string[], LinkType[], string[]]>([
    [["UpdateBuilds"], ["UpdateBuilds"], []],
    [
      [
        "UpdateBuilds",
        "Docs",
        "OnlineHelp",
        "ApplicationControlPlugins",
        "AdditionalDistributives",
        "ReleaseNotes",
        "Downloaders",
      ],
      [
        "UpdateBuilds",
        "Docs",
        "OnlineHelp",
        "ApplicationControlPlugins",
        "AdditionalDistributives",
        "ReleaseNotes",
        "Downloaders",
      ],
      [],
    ],
    [["Docs", "Manuals"], ["Docs"], ["Incorrect link type: Manuals"]],
    [["updatebuilds"], [], ["Incorrect link type: updatebuilds"]],
    [["Docs", "Docs"], ["Docs"], []],
    [[], [], []],
  ])("%j keeps %j and warns %j", (requested, types, warnings) => {
    expect(filterLinkTypes(requested)).toEqual({ types, warnings });
  });
});

describe("versions (spec 3 §3 'release_version (major, minor, build, revision, subrevision)')", () => {
  it.each([
    ["127.0.1.412", { major: 127, minor: 0, build: 1, revision: 412, subrevision: 0 }],
    ["126.2.0.1081.3", { major: 126, minor: 2, build: 0, revision: 1081, subrevision: 3 }],
  ])("parses %s", (text, parsed) => {
    expect(parseVersion(text)).toEqual(parsed);
    expect(formatVersion(parsed)).toBe(text);
  });

  it.each(["127.0", "127.0.1", "a.b.c.d", "1.2.3.4.5.6", ""])("refuses %j", (text) => {
    expect(parseVersion(text)).toBeNull();
  });

  it("orders newest first, part by part (127.0.1 is newer than 126.2.0, 126.10 than 126.9)", () => {
    const sorted = ["126.2.0.1081", "127.0.1.412", "126.10.0.1", "126.9.9.9", "127.0.1.412.1"]
      .map(version)
      .sort(compareVersionsDescending)
      .map(formatVersion);
    expect(sorted).toEqual(["127.0.1.412.1", "127.0.1.412", "126.10.0.1", "126.9.9.9", "126.2.0.1081"]);
  });
});

describe("hidden alphabets (spec 2 §5: 'Alphabets listed in hideAlphabets of general settings are excluded')", () => {
  const files = [{ alphabet: "Latn" }, { alphabet: "Cyrl" }, { alphabet: "Hans" }];
  it.each<[string[], string[]]>([
    [[], ["Latn", "Cyrl", "Hans"]],
    [["Cyrl"], ["Latn", "Hans"]],
    [["cyrl", "HANS"], ["Latn"]],
    [["Grek"], ["Latn", "Cyrl", "Hans"]],
  ])("hiding %j leaves %j", (hidden, left) => {
    expect(withoutHiddenAlphabets(files, hidden).map((file) => file.alphabet)).toEqual(left);
  });
});

describe("language selection with fallback (spec 3 §3, fallback_language_code default en)", () => {
  const files = (...codes: string[]) => codes.map((language_code) => ({ language_code }));
  const choose = (available: string[], request: Partial<LanguageRequest>) =>
    chooseFiles(files(...available), { type: "Website", wanted: [], fallback: "en", amount: null, ...request }).map(
      (file) => file.language_code,
    );

  it.each<[string, string[], Partial<LanguageRequest>, string[]]>([
    ["the website's language when there is a file in it", ["en", "de", "fr"], { wanted: ["de", "de"] }, ["de"]],
    ["its fallback language next", ["en", "es", "es-mx"], { wanted: ["es-es", "es"] }, ["es"]],
    ["a regional variant for a bare language", ["en", "pt-br"], { wanted: ["pt"] }, ["pt-br"]],
    ["the exact variant before the bare language", ["en", "es", "es-mx"], { wanted: ["es-mx", "es"] }, ["es-mx"]],
    ["the fallback (English) when none matches", ["en", "de"], { wanted: ["tr", "tr"] }, ["en"]],
    ["nothing when the fallback has no file either", ["de"], { wanted: ["tr"] }, []],
    ["nothing without a fallback", ["en"], { wanted: ["tr"], fallback: null }, []],
    ["a multilingual file for any language", ["mul"], { wanted: ["ja"] }, ["mul"]],
    ["one file for Website by default", ["en", "de"], { wanted: ["de", "en"] }, ["de"]],
    ["every selected language for Selected", ["en", "de", "fr"], { type: "Selected", wanted: ["fr", "de", "it"] }, ["fr", "de"]],
    ["the fallback for Selected when none is there", ["en", "de"], { type: "Selected", wanted: ["it"] }, ["en"]],
    ["every file for All", ["en", "de", "fr"], { type: "All" }, ["en", "de", "fr"]],
    ["no more than the amount", ["en", "de", "fr"], { type: "All", amount: 2 }, ["en", "de"]],
    ["the amount for Selected", ["en", "de", "fr"], { type: "Selected", wanted: ["fr", "de"], amount: 1 }, ["fr"]],
  ])("takes %s", (_case, available, request, chosen) => {
    expect(choose(available, request)).toEqual(chosen);
  });

  it("falls back to the auxiliary language for plug-ins only when use_aux_lang_for_app_plugins is set", () => {
    expect(fallbackFor("ApplicationControlPlugins", "en", false)).toBeNull();
    expect(fallbackFor("ApplicationControlPlugins", "en", true)).toBe("en");
    expect(fallbackFor("UpdateBuilds", "en", false)).toBe("en");
  });
});

const release = (linksType: LinkType, text: string, extension = "exe", title: string | null = null) => ({
  links_type: linksType,
  title,
  file_extension: extension,
  release_version: version(text),
  label: `${linksType} ${text} ${extension}${title ? ` ${title}` : ""}`,
});

describe("releases per show_release_version_type (spec 2 §7)", () => {
  const releases = [
    release("UpdateBuilds", "126.2.0.1081"),
    release("UpdateBuilds", "127.0.1.412"),
    release("UpdateBuilds", "126.0.3.755"),
    release("ReleaseNotes", "127.0.1.412", "txt"),
    release("UpdateBuilds", "127.0.1.412", "rpm"),
    release("Docs", "127.0.1.412", "pdf", "Administrator's guide"),
    release("Docs", "127.0.1.412", "pdf", "User guide"),
  ];
  it.each<[Parameters<typeof pickReleases>[1], string[]]>([
    [
      "Latest",
      [
        "UpdateBuilds 127.0.1.412 exe",
        "UpdateBuilds 127.0.1.412 rpm",
        "Docs 127.0.1.412 pdf Administrator's guide",
        "Docs 127.0.1.412 pdf User guide",
        "ReleaseNotes 127.0.1.412 txt",
      ],
    ],
    [
      "LatestPerMajor",
      [
        "UpdateBuilds 127.0.1.412 exe",
        "UpdateBuilds 127.0.1.412 rpm",
        "UpdateBuilds 126.2.0.1081 exe",
        "Docs 127.0.1.412 pdf Administrator's guide",
        "Docs 127.0.1.412 pdf User guide",
        "ReleaseNotes 127.0.1.412 txt",
      ],
    ],
    [
      "All",
      [
        "UpdateBuilds 127.0.1.412 exe",
        "UpdateBuilds 127.0.1.412 rpm",
        "UpdateBuilds 126.2.0.1081 exe",
        "UpdateBuilds 126.0.3.755 exe",
        "Docs 127.0.1.412 pdf Administrator's guide",
        "Docs 127.0.1.412 pdf User guide",
        "ReleaseNotes 127.0.1.412 txt",
      ],
    ],
  ])("%s", (type, labels) => {
    expect(pickReleases(releases, type).map((entry) => entry.label)).toEqual(labels);
  });
});

describe("kismac thank-you (spec 2 §5: 'only .dmg files kept, grouped by major version, newest release per major, limited to the number of taxonomy entries')", () => {
  const releases = [
    release("UpdateBuilds", "126.0.3.95", "dmg"),
    release("UpdateBuilds", "127.0.0.188", "dmg"),
    release("ReleaseNotes", "128.0.0.1", "txt"),
    release("UpdateBuilds", "127.0.1.210", "dmg"),
    release("UpdateBuilds", "125.1.0.77", "dmg"),
    release("UpdateBuilds", "128.0.0.2", "pkg"),
  ];
  it.each<[number, string[]]>([
    [1, ["127.0.1.210"]],
    [2, ["127.0.1.210", "126.0.3.95"]],
    [3, ["127.0.1.210", "126.0.3.95", "125.1.0.77"]],
    [9, ["127.0.1.210", "126.0.3.95", "125.1.0.77"]],
    [0, []],
  ])("with %i taxonomy entries: %j", (entries, versions) => {
    expect(kismacReleases(releases, entries).map((entry) => formatVersion(entry.release_version))).toEqual(versions);
  });
});

describe("version display (spec 3 §4: 'Thank-you products excluded from version display: ktsmd, kis, kav, kfa')", () => {
  it.each([
    ["ktsmd", false],
    ["kis", false],
    ["kav", false],
    ["kfa", false],
    ["KAV", false],
    ["kts", true],
    ["kismac", true],
    ["kvrt", true],
  ])("%s shows its version: %s", (product, shown) => {
    expect(showsReleaseVersion(product)).toBe(shown);
  });
});

describe("the visitor's platform from the User-Agent", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36", "windows"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "macos",
    ],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148", "ios"],
    ["Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15", "ios"],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      "android",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36", "linux"],
    ["curl/8.5.0", null],
    ["", null],
    [null, null],
  ])("%s → %s", (agent, platform) => {
    expect(platformFromUserAgent(agent)).toBe(platform);
  });
});

describe("the website's languages (spec 3 §3: website_country_code from the locale)", () => {
  it.each([
    [
      { locale: "de-de", language: "de", country: "de" },
      { language: "de", fallback: "de", country: "de" },
    ],
    [
      { locale: "pt-br", language: "pt", country: "br" },
      { language: "pt-br", fallback: "pt", country: "br" },
    ],
    [
      { locale: "es-mx", language: "es", country: "mx" },
      { language: "es-mx", fallback: "es", country: "mx" },
    ],
    [
      { locale: "zh-cn", language: "zh", country: "cn" },
      { language: "zh-hans", fallback: "zh", country: "cn" },
    ],
    [
      { locale: "en-global", language: "en", country: null },
      { language: "en", fallback: "en", country: null },
    ],
  ])("%j", (site, expected) => {
    expect(websiteLanguages(site)).toEqual(expected);
  });
});
