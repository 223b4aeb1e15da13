import {
  type LinkType,
  type LocaleSelectionType,
  linkTypes,
  type Platform,
  type ReleaseVersion,
  type ReleaseVersionType,
} from "./types";

/**
 * The downloads rules of spec 2 §4, §5, §9 and spec 3 §3, as pure functions: link-type filtering,
 * alphabet hiding, language selection with fallback, release choice and version order, the
 * kismac thank-you grouping, version display and the visitor's platform.
 */

/** The warning of spec 2 §5 for a link type that is not allowed. */
export const incorrectLinkType = "Incorrect link type";

/**
 * Spec 2 §5: "Download link types allowed: UpdateBuilds, Docs, OnlineHelp,
 * ApplicationControlPlugins, AdditionalDistributives, ReleaseNotes, Downloaders. Others are
 * dropped with warning 'Incorrect link type'." Kept in the order asked, each once.
 *
 * @example filterLinkTypes(["Docs", "Manuals"]) // { types: ["Docs"], warnings: ["Incorrect link type: Manuals"] }
 */
export function filterLinkTypes(requested: readonly string[]): { types: LinkType[]; warnings: string[] } {
  const types: LinkType[] = [];
  const warnings: string[] = [];
  for (const value of requested) {
    const known = linkTypes.find((type) => type === value);
    if (!known) warnings.push(`${incorrectLinkType}: ${value}`);
    else if (!types.includes(known)) types.push(known);
  }
  return { types, warnings };
}

/**
 * A version as written in the data, "major.minor.build.revision[.subrevision]".
 *
 * @example parseVersion("127.0.1.412") // { major: 127, minor: 0, build: 1, revision: 412, subrevision: 0 }
 * @example parseVersion("127.0") // null
 */
export function parseVersion(text: string): ReleaseVersion | null {
  if (!/^\d{1,6}(\.\d{1,6}){3,4}$/.test(text)) return null;
  const [major = 0, minor = 0, build = 0, revision = 0, subrevision = 0] = text.split(".").map(Number);
  return { major, minor, build, revision, subrevision };
}

/** Newest first: a negative number when `a` is newer than `b`. */
export function compareVersionsDescending(a: ReleaseVersion, b: ReleaseVersion): number {
  return b.major - a.major || b.minor - a.minor || b.build - a.build || b.revision - a.revision || b.subrevision - a.subrevision;
}

/**
 * The version as shown: four parts, the subrevision only when there is one.
 *
 * @example formatVersion({ major: 127, minor: 0, build: 1, revision: 412, subrevision: 0 }) // "127.0.1.412"
 */
export function formatVersion(version: ReleaseVersion): string {
  const parts = [version.major, version.minor, version.build, version.revision];
  if (version.subrevision > 0) parts.push(version.subrevision);
  return parts.join(".");
}

/**
 * Spec 2 §5: "Alphabets listed in hideAlphabets of general settings are excluded from download
 * lists." Compared without regard to case.
 *
 * @example withoutHiddenAlphabets([{ alphabet: "Cyrl" }, { alphabet: "Latn" }], ["cyrl"]) // [{ alphabet: "Latn" }]
 */
export function withoutHiddenAlphabets<T extends { alphabet: string }>(files: readonly T[], hidden: readonly string[]): T[] {
  if (hidden.length === 0) return [...files];
  const hiddenSet = new Set(hidden.map((alphabet) => alphabet.toLowerCase()));
  return files.filter((file) => !hiddenSet.has(file.alphabet.toLowerCase()));
}

/** A multilingual file (one APK, one disk image for every language) serves any language. */
export const multilingual = "mul";

const primaryOf = (code: string) => code.split("-")[0] ?? code;

/**
 * The file of `files` for one wanted language: the exact language first, then one of the same
 * primary language when the wanted code names only that ("es" takes "es" before "es-mx", "pt"
 * takes "pt-br"), then a multilingual file. Files are in the data's order.
 */
function fileFor<T extends { language_code: string }>(files: readonly T[], wanted: string): T | undefined {
  const code = wanted.toLowerCase();
  return (
    files.find((file) => file.language_code === code) ??
    (code.includes("-") ? undefined : files.find((file) => primaryOf(file.language_code) === code)) ??
    files.find((file) => file.language_code === multilingual)
  );
}

export interface LanguageRequest {
  type: LocaleSelectionType;
  /** The languages wanted, best first: the website's language and its fallback, or the selected ones. */
  wanted: readonly string[];
  /** Spec 3 §3 `fallback_language_code` (default en): used when none of `wanted` has a file. */
  fallback: string | null;
  /** Files at most; null for the type's default (1 for Website, every match for Selected and All). */
  amount: number | null;
}

/**
 * The files of one release a request gets (spec 2 §7, spec 3 §3): with "All", every file; else
 * the file of each wanted language in order (no file twice), or, when none has one, the fallback
 * language's file. At most `amount` files; by default one for "Website".
 *
 * @example chooseFiles(files("en", "de"), { type: "Website", wanted: ["fr"], fallback: "en", amount: null }) // [en]
 */
export function chooseFiles<T extends { language_code: string }>(files: readonly T[], request: LanguageRequest): T[] {
  const limit = request.amount ?? (request.type === "Website" ? 1 : Number.POSITIVE_INFINITY);
  if (request.type === "All") return files.slice(0, limit);
  const chosen: T[] = [];
  for (const wanted of request.wanted) {
    const file = fileFor(files, wanted);
    if (file && !chosen.includes(file)) chosen.push(file);
  }
  if (chosen.length === 0 && request.fallback) {
    const file = fileFor(files, request.fallback);
    if (file) chosen.push(file);
  }
  return chosen.slice(0, limit);
}

/**
 * The fallback language for a link type: plug-ins fall back to the auxiliary language only when
 * `use_aux_lang_for_app_plugins` is set (spec 2 §7); everything else always falls back.
 *
 * @example fallbackFor("ApplicationControlPlugins", "en", false) // null
 */
export function fallbackFor(linkType: LinkType, fallback: string, useAuxLanguageForPlugins: boolean): string | null {
  return linkType === "ApplicationControlPlugins" && !useAuxLanguageForPlugins ? null : fallback;
}

export interface VersionedRelease {
  links_type: LinkType;
  title: string | null;
  file_extension: string;
  release_version: ReleaseVersion;
}

/** Releases of one kind: the same link type, file type and document. */
const seriesOf = (release: VersionedRelease) =>
  `${release.links_type}\u0000${release.file_extension}\u0000${release.title ?? ""}`;

/**
 * The releases answered for `show_release_version_type` (spec 2 §7): "Latest" keeps the newest of
 * each kind (link type, file type and document: a .deb and an .rpm of one version are both
 * latest), "LatestPerMajor" the newest of each kind per major version, "All" every one. Newest
 * first within a kind, kinds in link-type order.
 */
export function pickReleases<T extends VersionedRelease>(releases: readonly T[], type: ReleaseVersionType): T[] {
  const ordered = [...releases].sort(
    (a, b) =>
      linkTypes.indexOf(a.links_type) - linkTypes.indexOf(b.links_type) ||
      compareVersionsDescending(a.release_version, b.release_version) ||
      a.file_extension.localeCompare(b.file_extension),
  );
  if (type === "All") return ordered;
  const seen = new Set<string>();
  return ordered.filter((release) => {
    const key = type === "Latest" ? seriesOf(release) : `${seriesOf(release)}\u0000${release.release_version.major}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Spec 2 §5, spec 3 §3: "Kismac thank-you: only .dmg files kept, grouped by major version, newest
 * release per major, limited to the number of taxonomy entries." Newest major first.
 *
 * @example kismacReleases([dmg("127.0.1.210"), dmg("127.0.0.188"), dmg("126.0.3.95"), txt("127.0.1.210")], 2) // [127.0.1.210, 126.0.3.95]
 */
export function kismacReleases<T extends VersionedRelease>(releases: readonly T[], taxonomyEntries: number): T[] {
  const dmg = releases.filter((release) => release.file_extension.toLowerCase() === "dmg");
  return pickReleases(dmg, "All")
    .filter(
      (release, index, all) => all.findIndex((other) => other.release_version.major === release.release_version.major) === index,
    )
    .slice(0, Math.max(0, taxonomyEntries));
}

/** Spec 3 §4: "Thank-you products excluded from version display: ktsmd, kis, kav, kfa." */
const versionHiddenProducts: ReadonlySet<string> = new Set(["ktsmd", "kis", "kav", "kfa"]);

/**
 * Whether a thank-you page shows the release version of a product (spec 2 §9, spec 3 §4).
 *
 * @example showsReleaseVersion("kts") // true
 * @example showsReleaseVersion("kav") // false
 */
export function showsReleaseVersion(productCode: string): boolean {
  return !versionHiddenProducts.has(productCode.toLowerCase());
}

/**
 * The visitor's platform from the User-Agent header, or null when it says none we know. iPhones
 * and iPads before Macs (their agents mention "Mac OS X"), Android before Linux.
 *
 * @example platformFromUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) …") // "windows"
 * @example platformFromUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) …") // "android"
 */
export function platformFromUserAgent(userAgent: string | null | undefined): Platform | null {
  const agent = userAgent ?? "";
  if (/Windows NT|Win64|WOW64|Windows Phone/i.test(agent)) return "windows";
  if (/iPhone|iPad|iPod/i.test(agent)) return "ios";
  if (/Android|CrOS/i.test(agent)) return "android";
  if (/Macintosh|Mac OS X/i.test(agent)) return "macos";
  if (/Linux|X11|FreeBSD/i.test(agent)) return "linux";
  return null;
}

/** Download language codes that differ from a site's language subtag. */
const siteDownloadLanguages: Readonly<Record<string, string>> = {
  "pt-br": "pt-br",
  "es-mx": "es-mx",
  "zh-cn": "zh-hans",
};

/**
 * A site's website language for the downloads service (spec 3 §3 `website_language_code`,
 * `website_fallback_language`, `website_country_code`): its own variant where files come in one
 * (Brazilian Portuguese, Mexican Spanish, Simplified Chinese), else its language; the language
 * subtag as the fallback; its country.
 *
 * @example websiteLanguages({ locale: "es-mx", language: "es", country: "mx" }) // { language: "es-mx", fallback: "es", country: "mx" }
 */
export function websiteLanguages(site: { locale: string; language: string; country: string | null }): {
  language: string;
  fallback: string;
  country: string | null;
} {
  return { language: siteDownloadLanguages[site.locale] ?? site.language, fallback: site.language, country: site.country };
}
