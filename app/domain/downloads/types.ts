/**
 * The downloads service's vocabulary (spec 2 §3 "Download list item", "Download link response",
 * §5, §7; spec 3 §3 "Download link request"). Field names of the service's answer keep the spec's
 * snake_case, as clients of `/_svc/downloads.svc` read them.
 */

/** Spec 2 §5: "Download link types allowed", in this order. */
export const linkTypes = [
  "UpdateBuilds",
  "Docs",
  "OnlineHelp",
  "ApplicationControlPlugins",
  "AdditionalDistributives",
  "ReleaseNotes",
  "Downloaders",
] as const;
export type LinkType = (typeof linkTypes)[number];

export const platforms = ["windows", "macos", "android", "ios", "linux"] as const;
export type Platform = (typeof platforms)[number];

/** How the languages of each release are chosen (spec 3 §3 `locale_selection_type`). */
export const localeSelectionTypes = ["Website", "Selected", "All"] as const;
export type LocaleSelectionType = (typeof localeSelectionTypes)[number];

/** Which releases of an application are answered (spec 2 §7 `show_release_version_type`). */
export const releaseVersionTypes = ["Latest", "LatestPerMajor", "All"] as const;
export type ReleaseVersionType = (typeof releaseVersionTypes)[number];

/** Spec 3 §3: "release_version (major, minor, build, revision, subrevision)". */
export interface ReleaseVersion {
  major: number;
  minor: number;
  build: number;
  revision: number;
  subrevision: number;
}

/** One file of a release (spec 3 §3 "each download has language_loc_name, alphabet_loc_name, alphabet, download_url"). */
export interface Download {
  language_code: string;
  language_loc_name: string;
  alphabet: string;
  alphabet_loc_name: string;
  download_url: string;
  file_name: string;
  /** Bytes. */
  size: number;
  /** Lower-case hex SHA-256 of the file. */
  sha256: string;
}

/** A release of an application for one link type and file type, with the files chosen for the request. */
export interface ReleaseGroup {
  links_type: LinkType;
  /** What a document or plug-in is; null for the application's installer. */
  title: string | null;
  release_version: ReleaseVersion;
  /** The version as shown, e.g. "127.0.1.412". */
  version: string;
  file_extension: string;
  /** ISO `YYYY-MM-DD`. */
  release_date: string;
  /** Oldest supported system, e.g. "Windows 10"; null for documents. */
  min_os: string | null;
  downloads: Download[];
}

/** One application of the answer with its release groups. */
export interface ApplicationGroup {
  application_id: number;
  key: string;
  product: string;
  title: string;
  platform: Platform;
  /** The app store page, when the application has one. */
  store_url: string | null;
  /** The country rule of spec 2 §6 its downloads follow (e.g. "vpn-secure-connection"); null for none. */
  country_rule: string | null;
  groups: ReleaseGroup[];
}

/** The answer of `SelectLinksByApplications`. */
export interface SelectLinksResult {
  applications: ApplicationGroup[];
  /** What was dropped and why, e.g. "Incorrect link type: Manuals" (spec 2 §5). */
  warnings: string[];
}

/** The options of spec 2 §7, resolved: defaults applied, the site's values filled in. */
export interface SelectOptions {
  /** As asked: types other than those of spec 2 §5 are dropped with a warning. */
  linksType: string[];
  localeSelectionType: LocaleSelectionType;
  selectedLanguages: string[];
  fallbackLanguage: string;
  /** Lower-case ISO 3166 alpha-2; null for the global site. */
  websiteCountry: string | null;
  websiteLanguage: string;
  websiteFallbackLanguage: string;
  /** Files per release at most; null for the default of the selection type. */
  amount: number | null;
  releaseVersionType: ReleaseVersionType;
  useAuxLanguageForPlugins: boolean;
  /** Alphabets left out (the site's general setting `hideAlphabets`). */
  hiddenAlphabets: string[];
}
