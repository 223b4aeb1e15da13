import type { Kysely } from "kysely";
import type { Database, DownloadApplication } from "~/db/schema";
import { isProhibited } from "~/domain/pricing/country-rules";
import type { LocaleCode } from "~/sites/locales";
import { findApplications, type ReleaseWithFiles, releasesOf } from "./repository.server";
import {
  chooseFiles,
  fallbackFor,
  filterLinkTypes,
  formatVersion,
  multilingual,
  pickReleases,
  withoutHiddenAlphabets,
} from "./rules";
import type { ApplicationGroup, Download, LinkType, Platform, ReleaseGroup, SelectLinksResult, SelectOptions } from "./types";

export interface DownloadsDeps {
  db: Kysely<Database>;
  /** The URL of a file on the file host, from its path (`DOWNLOAD_BASE_URL`, or this site's `/dl/`). */
  fileUrl: (path: string) => string;
}

export interface SelectLinksInput {
  locale: LocaleCode;
  /** Application ids or taxonomy keys, in the order the answer keeps. */
  applications: ReadonlyArray<number | string>;
  options: SelectOptions;
}

/** A release as the rules see it: its version parts as one value. */
function versioned(release: ReleaseWithFiles) {
  return {
    ...release,
    links_type: release.links_type as LinkType,
    release_version: {
      major: release.major,
      minor: release.minor,
      build: release.build,
      revision: release.revision,
      subrevision: release.subrevision,
    },
  };
}

function groupOf(release: ReturnType<typeof versioned>, downloads: Download[]): ReleaseGroup {
  return {
    links_type: release.links_type,
    title: release.title,
    release_version: release.release_version,
    version: formatVersion(release.release_version),
    file_extension: release.file_extension,
    release_date: release.release_date,
    min_os: release.min_os,
    downloads,
  };
}

/**
 * `SelectLinksByApplications` (spec 2 §7, spec 3 §3): the applications asked for, each with its
 * release groups and, per group, the files chosen for the options. Unknown link types and
 * applications are dropped with a warning ('Incorrect link type', spec 2 §5); so are applications
 * whose country rule (spec 2 §6) bars the website's country. Hidden alphabets are left out
 * (spec 2 §5); a release left with no file is left out; a store-only application keeps its store
 * link with no groups.
 */
export async function selectLinks(deps: DownloadsDeps, input: SelectLinksInput): Promise<SelectLinksResult> {
  const { options } = input;
  const { types, warnings } = filterLinkTypes(options.linksType);
  const found = await findApplications(deps.db, input.applications);
  const ordered: DownloadApplication[] = [];
  for (const ref of input.applications) {
    const application = found.find((candidate) => (typeof ref === "number" ? candidate.id === ref : candidate.key === ref));
    if (!application) warnings.push(`Unknown application: ${ref}`);
    else if (!ordered.includes(application)) ordered.push(application);
  }
  const allowed = ordered.filter((application) => {
    const barred =
      application.country_rule !== null && isProhibited(application.country_rule, options.websiteCountry, input.locale);
    if (barred) warnings.push(`Not available in ${options.websiteCountry?.toUpperCase()}: ${application.key}`);
    return !barred;
  });

  const releases = await releasesOf(
    deps.db,
    allowed.map((application) => application.id),
    types,
  );
  const wanted =
    options.localeSelectionType === "Selected"
      ? options.selectedLanguages
      : [options.websiteLanguage, options.websiteFallbackLanguage];

  const applications: ApplicationGroup[] = allowed.map((application) => {
    const own = releases.filter((release) => release.application_id === application.id).map(versioned);
    const groups = pickReleases(own, options.releaseVersionType).flatMap((release) => {
      const files = chooseFiles(withoutHiddenAlphabets(release.files, options.hiddenAlphabets), {
        type: options.localeSelectionType,
        wanted,
        fallback: fallbackFor(release.links_type, options.fallbackLanguage, options.useAuxLanguageForPlugins),
        amount: options.amount,
      });
      if (files.length === 0) return [];
      return [
        groupOf(
          release,
          files.map((file) => ({
            language_code: file.language_code,
            language_loc_name: file.language_loc_name,
            alphabet: file.alphabet,
            alphabet_loc_name: file.alphabet_loc_name,
            download_url: deps.fileUrl(file.path),
            file_name: file.file_name,
            size: file.size,
            sha256: file.sha256,
          })),
        ),
      ];
    });
    return {
      application_id: application.id,
      key: application.key,
      product: application.product,
      title: application.title,
      platform: application.platform as Platform,
      store_url: application.store_url,
      country_rule: application.country_rule,
      groups,
    };
  });
  return { applications, warnings };
}

/**
 * The languages an application's files come in, for a language switch: every language of its
 * newest installers (multilingual files are no choice), hidden alphabets left out, as `{ code, name }`.
 */
export async function languagesOf(
  deps: Pick<DownloadsDeps, "db">,
  applicationIds: readonly number[],
  hiddenAlphabets: readonly string[],
): Promise<Array<{ code: string; name: string }>> {
  const all = (await releasesOf(deps.db, applicationIds, ["UpdateBuilds"])).map(versioned);
  const languages = new Map<string, string>();
  for (const id of applicationIds) {
    const latest = pickReleases(
      all.filter((release) => release.application_id === id),
      "Latest",
    );
    for (const release of latest) {
      for (const file of withoutHiddenAlphabets(release.files, hiddenAlphabets)) {
        if (file.language_code !== multilingual) languages.set(file.language_code, file.language_loc_name);
      }
    }
  }
  return [...languages].map(([code, name]) => ({ code, name }));
}
