import { brand } from "~/config/brand";
import type { ContentDocument } from "~/domain/content/schemas.server";
import type { ContentService } from "~/domain/content/service.server";
import { parsePackageQuery } from "~/domain/downloads/package-request";
import type { DownloadsPort } from "~/domain/downloads/port.server";
import { kismacReleases, platformFromUserAgent, showsReleaseVersion, websiteLanguages } from "~/domain/downloads/rules";
import {
  type ApplicationGroup,
  type Download,
  type LinkType,
  linkTypes,
  type Platform,
  platforms,
  type ReleaseGroup,
  type SelectOptions,
} from "~/domain/downloads/types";
import type { Visitor } from "~/domain/pages/visitor";
import { isProhibited } from "~/domain/pricing/country-rules";
import { dateTimeFormat, displayNames, numberFormat } from "~/lib/intl-formats";
import type { Logger } from "~/lib/logger.server";
import { type FormatMessage, messageFormatter } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import type { ActionResolver } from "../actions.server";
import type { BlockOf } from "../schemas.server";
import type {
  BehaviourView,
  CrossSellView,
  DownloadItemView,
  DownloadListView,
  DownloadThankYouView,
  DownloadUiTexts,
  ExtraView,
  FileView,
  InstallerView,
  LanguageSwitchView,
  PackageDownloadView,
  PlatformLink,
  StoreLinkView,
} from "./view";

/** What the download blocks need from the request besides the page context. */
export interface DownloadRequestContext {
  port: DownloadsPort;
  /** The visitor's User-Agent, for the platform shown first. */
  userAgent: string | null;
  /** This site's origin, where the built-in file host's links point. */
  origin: string;
}

/**
 * The download blocks' request context. The User-Agent is read, and noted as what the page varies
 * on, only when a block chooses a platform by it.
 */
export function downloadRequest(
  port: DownloadsPort,
  visitor: Pick<Visitor, "userAgent">,
  origin: string,
): DownloadRequestContext {
  return {
    port,
    origin,
    get userAgent() {
      return visitor.userAgent;
    },
  };
}

export interface DownloadResolveContext {
  content: ContentService;
  site: Site;
  country: string | null;
  searchParams: URLSearchParams;
  logger: Logger;
  downloads: DownloadRequestContext;
  actions: ActionResolver;
}

type DownloadTexts = ContentDocument<"download-texts">["fields"];

/** Per page: the texts, settings and cross-sell popup, read once. */
function pageResources(context: DownloadResolveContext) {
  const { content, site } = context;
  let texts: Promise<DownloadTexts> | undefined;
  let hidden: Promise<string[]> | undefined;
  let crossSell: Promise<CrossSellView | null> | undefined;
  return {
    texts: () => {
      texts ??= content
        .requireDocument(site.locale, "localization/download-texts.json", "download-texts")
        .then((found) => found.document.fields);
      return texts;
    },
    hiddenAlphabets: () => {
      hidden ??= content
        .requireDocument(site.locale, "localization/general-settings.json", "general-settings")
        .then((found) => found.document.fields.hideAlphabets);
      return hidden;
    },
    crossSell: () => {
      crossSell ??= content
        .getDocument(site.locale, "home-security/cross-sell-popup.json", "cross-sell-popup")
        .then(async (found) => {
          if (!found) return null;
          const popup = found.document.fields;
          return {
            heading: popup.heading,
            text: popup.text,
            image: popup.image,
            action: (await context.actions.one({ ...popup.action, trial: false })) ?? null,
            dismissLabel: popup.dismissLabel,
          };
        });
      return crossSell;
    },
  };
}

const platformTextKeys: Record<Platform, keyof DownloadTexts> = {
  windows: "platformWindows",
  macos: "platformMacos",
  android: "platformAndroid",
  ios: "platformIos",
  linux: "platformLinux",
};

const linkTypeTextKeys: Record<LinkType, keyof DownloadTexts> = {
  UpdateBuilds: "linkTypeUpdateBuilds",
  Docs: "linkTypeDocs",
  OnlineHelp: "linkTypeOnlineHelp",
  ApplicationControlPlugins: "linkTypeApplicationControlPlugins",
  AdditionalDistributives: "linkTypeAdditionalDistributives",
  ReleaseNotes: "linkTypeReleaseNotes",
  Downloaders: "linkTypeDownloaders",
};

function uiTexts(texts: DownloadTexts): DownloadUiTexts {
  return {
    downloadButton: texts.downloadButton,
    fileLabel: texts.fileLabel,
    sizeLabel: texts.sizeLabel,
    checksumLabel: texts.checksumLabel,
    checksumHint: texts.checksumHint,
    starting: texts.starting,
    close: texts.close,
    formDialogTitle: texts.formDialogTitle,
  };
}

/**
 * A size for people: bytes in kB, MB or GB (decimal units), in the site's number format.
 *
 * @example formatSize(163840, "de-DE") // "164 kB"
 */
export function formatSize(bytes: number, intlLocale: string): string {
  const [value, unit] =
    bytes >= 1e9 ? [bytes / 1e9, "gigabyte"] : bytes >= 1e6 ? [bytes / 1e6, "megabyte"] : [Math.max(bytes, 1) / 1e3, "kilobyte"];
  return numberFormat(intlLocale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

export function formatDay(day: string, intlLocale: string): string {
  return dateTimeFormat(intlLocale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A product's name from its applications' titles, without a variant in brackets and, when they
 * span several platforms, without the platform: "Endpoint Security for Windows" → "Endpoint Security".
 *
 * @example productTitle([{ title: "Internet Security for Mac (macOS 11 and 12)", platform: "macos" }], "kismac") // "Internet Security for Mac"
 */
export function productTitle(applications: ReadonlyArray<{ title: string; platform: string }>, fallback: string): string {
  const first = applications[0]?.title;
  if (!first) return fallback;
  const title = first.replace(/\s*\(.*\)$/, "");
  const platformsSpanned = new Set(applications.map((application) => application.platform)).size;
  return platformsSpanned > 1 ? title.replace(/\s+for\s+(Windows|Mac|macOS|Linux|Android|iOS)(\s+Server)?$/i, "") : title;
}

/** The platform asked for (`?os=`), else the visitor's, else the first offered. */
function choosePlatform(offered: readonly Platform[], query: string | null, userAgent: string | null): Platform | null {
  const asked = platforms.find((platform) => platform === query);
  if (asked && offered.includes(asked)) return asked;
  const visitor = platformFromUserAgent(userAgent);
  if (visitor && offered.includes(visitor)) return visitor;
  return offered[0] ?? null;
}

/** The page URL with `os` (and `lang`) set, to the item's anchor: the platform switch's links. */
function switchHref(searchParams: URLSearchParams, changes: Record<string, string | null>, anchor?: string): string {
  const query = new URLSearchParams(searchParams);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  const search = query.toString();
  return `?${search}${anchor ? `#${anchor}` : ""}`;
}

/** The options the blocks ask the downloads service with. */
export function blockOptions(
  site: Site,
  hiddenAlphabets: string[],
  settings: {
    linksType: readonly LinkType[];
    language: string | null;
    selectedLanguages?: readonly string[];
    fallback: string;
    releaseVersionType: SelectOptions["releaseVersionType"];
  },
): SelectOptions {
  const website = websiteLanguages(site);
  const selected = settings.language === null && settings.selectedLanguages && settings.selectedLanguages.length > 0;
  return {
    linksType: [...settings.linksType],
    localeSelectionType: selected ? "Selected" : "Website",
    selectedLanguages: selected ? [...(settings.selectedLanguages ?? [])] : [],
    fallbackLanguage: settings.fallback,
    websiteCountry: website.country,
    websiteLanguage: settings.language ?? website.language,
    websiteFallbackLanguage: settings.language ? website.language : website.fallback,
    amount: null,
    releaseVersionType: settings.releaseVersionType,
    useAuxLanguageForPlugins: true,
    hiddenAlphabets,
  };
}

/** The `lang` switch's choice, when it is a language code. */
function askedLanguage(searchParams: URLSearchParams): string | null {
  const lang = searchParams.get("lang")?.toLowerCase() ?? "";
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(lang) ? lang : null;
}

interface Overrides {
  geoipLinkOverride: ReadonlyArray<{ product: string; language: string; overrideLink: string }>;
  androidBuildUrl?: string;
}

function fileView(application: ApplicationGroup, download: Download, intlLocale: string, overrides: Overrides): FileView {
  const override =
    overrides.geoipLinkOverride.find((entry) => entry.product === application.key && entry.language === download.language_code)
      ?.overrideLink ?? (application.platform === "android" ? overrides.androidBuildUrl : undefined);
  return {
    href: override ?? download.download_url,
    fileName: download.file_name,
    size: formatSize(download.size, intlLocale),
    sha256: override ? null : download.sha256,
    languageCode: download.language_code,
    languageName: download.language_loc_name,
  };
}

function installerView(
  application: ApplicationGroup,
  group: ReleaseGroup,
  format: FormatMessage,
  texts: DownloadTexts,
  context: { intlLocale: string; showVersion: boolean; overrides: Overrides },
): InstallerView | null {
  const download = group.downloads[0];
  if (!download) return null;
  return {
    key: `${application.key}:${group.version}:${group.file_extension}`,
    title: application.title,
    versionText: context.showVersion ? format(texts.version, { version: group.version }) : null,
    version: group.version,
    releasedText: format(texts.released, { date: formatDay(group.release_date, context.intlLocale) }),
    requiresText: group.min_os ? format(texts.requires, { os: group.min_os }) : null,
    platform: application.platform,
    downloadLabel: format(texts.downloadFor, { platform: texts[platformTextKeys[application.platform]] }),
    file: fileView(application, download, context.intlLocale, context.overrides),
  };
}

const allowedType = (allowed: readonly string[] | undefined) => (group: ReleaseGroup) =>
  !allowed || allowed.includes(group.file_extension);

function storeLinks(applications: readonly ApplicationGroup[], texts: DownloadTexts): StoreLinkView[] {
  return applications.flatMap((application): StoreLinkView[] => {
    if (!application.store_url) return [];
    if (application.platform === "ios") return [{ store: "app-store", href: application.store_url, label: texts.appStore }];
    if (application.platform === "android")
      return [{ store: "google-play", href: application.store_url, label: texts.googlePlay }];
    return [];
  });
}

function extrasOf(
  applications: readonly ApplicationGroup[],
  texts: DownloadTexts,
  labels: Partial<Record<LinkType, string>>,
  context: { intlLocale: string; overrides: Overrides },
): ExtraView[] {
  return linkTypes
    .filter((type) => type !== "UpdateBuilds")
    .flatMap((type): ExtraView[] => {
      const links = applications.flatMap((application) =>
        application.groups
          .filter((group) => group.links_type === type)
          .flatMap((group) =>
            group.downloads.map((download) => {
              const file = fileView(application, download, context.intlLocale, context.overrides);
              return {
                href: file.href,
                text: group.title ?? `${application.title} ${group.version}`,
                detail: [group.version, download.language_loc_name, file.size].join(" · "),
              };
            }),
          ),
      );
      return links.length > 0 ? [{ linksType: type, label: labels[type] ?? texts[linkTypeTextKeys[type]], links }] : [];
    });
}

/** Whether the visitor (or the site's country) is barred from any of the item's applications (spec 2 §6). */
function isBarred(
  applications: readonly ApplicationGroup[],
  warnings: readonly string[],
  context: DownloadResolveContext,
): boolean {
  if (warnings.some((warning) => warning.startsWith("Not available in "))) return true;
  return applications.some(
    (application) =>
      application.country_rule !== null && isProhibited(application.country_rule, context.country, context.site.locale),
  );
}

async function behaviourOf(
  settings: { formUrl?: string; formWidth: number; formHeight: number; startOnClose: boolean; crossSell: boolean },
  product: string,
  resources: ReturnType<typeof pageResources>,
): Promise<BehaviourView> {
  let formUrl: string | null = null;
  if (settings.formUrl) {
    const url = new URL(settings.formUrl, "https://site.invalid");
    if (!url.searchParams.has("product")) url.searchParams.set("product", product);
    formUrl = url.origin === "https://site.invalid" ? `${url.pathname}${url.search}` : url.toString();
  }
  return {
    formUrl,
    formWidth: settings.formWidth,
    formHeight: settings.formHeight,
    startOnClose: settings.startOnClose,
    crossSell: settings.crossSell ? await resources.crossSell() : null,
  };
}

/** One download list item for this visitor: platform, language, files, or the prohibited message. */
async function resolveItem(
  block: BlockOf<"download-list">,
  item: BlockOf<"download-list">["items"][number],
  index: number,
  context: DownloadResolveContext,
  resources: ReturnType<typeof pageResources>,
): Promise<{ view: DownloadItemView; applicationIds: number[] }> {
  const { site, searchParams, downloads } = context;
  const [texts, hiddenAlphabets] = await Promise.all([resources.texts(), resources.hiddenAlphabets()]);
  const format = messageFormatter(site.intlLocale);
  const id = item.id ?? `${item.dl2ProductCodeName}-${index + 1}`;
  const language = askedLanguage(searchParams);
  const result = await downloads.port.selectLinks(
    {
      locale: site.locale,
      applications: item.productTaxonomy,
      options: blockOptions(site, hiddenAlphabets, {
        linksType: item.linksType ?? block.linksType,
        language,
        selectedLanguages: block.selectedLanguagesCodes,
        fallback: block.fallbackLanguageCode,
        releaseVersionType: block.showReleaseVersionType,
      }),
    },
    downloads.origin,
  );
  const applications = result.applications;
  const offered = [...new Set(applications.map((application) => application.platform))];
  const platform = choosePlatform(offered, searchParams.get("os"), downloads.userAgent);
  const title = item.title ?? `${brand.name} ${productTitle(applications, item.dl2ProductCodeName)}`;
  const base = {
    id,
    product: item.dl2ProductCodeName,
    title,
    platformsLabel: texts.platformsLabel,
    behaviour: await behaviourOf(item, item.dl2ProductCodeName, resources),
  };
  if (isBarred(applications, result.warnings, context)) {
    const view = {
      ...base,
      prohibited: texts.prohibited,
      platforms: [],
      platform: null,
      installers: [],
      stores: [],
      extras: [],
      empty: null,
    };
    return { view, applicationIds: [] };
  }
  const current = applications.filter((application) => application.platform === platform);
  const overrides = { geoipLinkOverride: block.geoipLinkOverride, androidBuildUrl: block.KISAndroidBuildUrl };
  const installers = current.flatMap((application) =>
    application.groups
      .filter((group) => group.links_type === "UpdateBuilds")
      .filter(allowedType(item.allowedTypes))
      .map((group) =>
        installerView(application, group, format, texts, { intlLocale: site.intlLocale, showVersion: true, overrides }),
      )
      .filter((view): view is InstallerView => view !== null),
  );
  const stores = storeLinks(current, texts);
  const extras = extrasOf(current, texts, block.labels, { intlLocale: site.intlLocale, overrides });
  const view: DownloadItemView = {
    ...base,
    prohibited: null,
    platforms: offered.map(
      (option): PlatformLink => ({
        platform: option,
        label: texts[platformTextKeys[option]],
        href: switchHref(searchParams, { os: option }, id),
        current: option === platform,
      }),
    ),
    platform,
    installers,
    stores,
    extras,
    empty:
      installers.length === 0 && stores.length === 0 && platform
        ? format(texts.noDownloads, { platform: texts[platformTextKeys[platform]] })
        : null,
  };
  return { view, applicationIds: current.map((application) => application.application_id) };
}

/** The download list (spec 3 §3 product updates) for this visitor. */
export async function resolveDownloadList(
  block: BlockOf<"download-list">,
  context: DownloadResolveContext,
): Promise<DownloadListView> {
  const resources = pageResources(context);
  const items = await Promise.all(block.items.map((item, index) => resolveItem(block, item, index, context, resources)));
  const [texts, hiddenAlphabets] = await Promise.all([resources.texts(), resources.hiddenAlphabets()]);
  return {
    type: "download-list",
    id: block.id,
    heading: block.heading,
    intro: block.intro,
    items: items.map((item) => item.view),
    languages: await languageSwitch(items, context, texts, hiddenAlphabets),
    texts: uiTexts(texts),
  };
}

/**
 * One language switch for the block: the languages the shown installers come in (multilingual
 * files are no choice), current the language of the first installer shown.
 */
async function languageSwitch(
  items: ReadonlyArray<{ view: DownloadItemView; applicationIds: number[] }>,
  context: DownloadResolveContext,
  texts: DownloadTexts,
  hiddenAlphabets: string[],
): Promise<LanguageSwitchView | null> {
  const choices = await context.downloads.port.languagesOf(
    items.flatMap((item) => item.applicationIds),
    hiddenAlphabets,
  );
  if (choices.length < 2) return null;
  const shown = items.flatMap((item) => item.view.installers).find((installer) => installer.file.languageCode !== "mul");
  return {
    label: texts.languageLabel,
    submit: texts.languageSubmit,
    current: shown?.file.languageCode ?? askedLanguage(context.searchParams) ?? websiteLanguages(context.site).language,
    choices,
    os: platforms.find((platform) => platform === context.searchParams.get("os")) ?? null,
  };
}

/** A download thank-you page's download (spec 3 §4; kismac per spec 2 §5). */
export async function resolveDownloadThankYou(
  block: BlockOf<"download-thank-you">,
  context: DownloadResolveContext,
): Promise<DownloadThankYouView> {
  const { site, searchParams, downloads } = context;
  const resources = pageResources(context);
  const [texts, hiddenAlphabets] = await Promise.all([resources.texts(), resources.hiddenAlphabets()]);
  const format = messageFormatter(site.intlLocale);
  const kismac = block.dl2ProductCodeName === "kismac";
  const result = await downloads.port.selectLinks(
    {
      locale: site.locale,
      applications: block.productTaxonomy,
      options: blockOptions(site, hiddenAlphabets, {
        linksType: block.linksType,
        language: askedLanguage(searchParams),
        fallback: "en",
        releaseVersionType: kismac ? "All" : "Latest",
      }),
    },
    downloads.origin,
  );
  const applications = result.applications;
  const product = block.title ?? `${brand.name} ${productTitle(applications, block.dl2ProductCodeName)}`;
  const showVersion = showsReleaseVersion(block.dl2ProductCodeName);
  const overrides = { geoipLinkOverride: [] };
  const view = (application: ApplicationGroup, group: ReleaseGroup) =>
    installerView(application, group, format, texts, { intlLocale: site.intlLocale, showVersion, overrides });
  const base = {
    type: "download-thank-you" as const,
    id: block.id,
    product: block.dl2ProductCodeName,
    status: format(texts.thankYouStarting, { product }),
    autoDownload: block.autoDownload,
    showDialog: block.showDialog,
    notStarted: texts.thankYouNotStarted,
    direct: texts.thankYouDirect,
    behaviour: await behaviourOf(block, block.dl2ProductCodeName, resources),
    texts: uiTexts(texts),
  };
  if (isBarred(applications, result.warnings, context)) {
    return {
      ...base,
      prohibited: texts.prohibited,
      primary: null,
      versions: [],
      versionsHeading: null,
      otherPlatforms: null,
      empty: null,
    };
  }

  if (kismac) {
    const releases = applications.flatMap((application) =>
      application.groups.filter((group) => group.links_type === "UpdateBuilds").map((group) => ({ ...group, application })),
    );
    const versions = kismacReleases(releases, block.productTaxonomy.length)
      .map((release) => view(release.application, release))
      .filter((entry): entry is InstallerView => entry !== null);
    return {
      ...base,
      prohibited: null,
      primary: versions[0] ?? null,
      versions,
      versionsHeading: texts.kismacChoose,
      otherPlatforms: null,
      empty: versions.length === 0 ? format(texts.noDownloads, { platform: texts.platformMacos }) : null,
    };
  }

  const offered = [...new Set(applications.map((application) => application.platform))];
  const platform = choosePlatform(offered, searchParams.get("os"), downloads.userAgent);
  const primary =
    applications
      .filter((application) => application.platform === platform)
      .flatMap((application) =>
        application.groups.filter(allowedType(block.allowedTypes)).map((group) => view(application, group)),
      )
      .find((entry): entry is InstallerView => entry !== null) ?? null;
  return {
    ...base,
    prohibited: null,
    primary,
    versions: [],
    versionsHeading: null,
    otherPlatforms:
      offered.length > 1
        ? {
            label: texts.thankYouOtherDevices,
            links: offered.map((option) => ({
              platform: option,
              label: texts[platformTextKeys[option]],
              href: switchHref(searchParams, { os: option }),
              current: option === platform,
            })),
          }
        : null,
    empty: primary === null && platform ? format(texts.noDownloads, { platform: texts[platformTextKeys[platform]] }) : null,
  };
}

/**
 * The package page's download (spec 2 §2, §4, §8): the query's package request, sanitised and
 * allow-listed, sent to the package service. A request it cannot build, or a failing service, is
 * logged as "Incorrect parameters" and the page stays with the failure message (no redirect).
 */
export async function resolvePackageDownload(
  block: BlockOf<"package-download">,
  context: DownloadResolveContext,
): Promise<PackageDownloadView> {
  const { site, searchParams, downloads, logger } = context;
  const texts = await pageResources(context).texts();
  const format = messageFormatter(site.intlLocale);
  const failed = (problems: string[]): PackageDownloadView => {
    logger.warn({ problems }, "Incorrect parameters");
    return {
      type: "package-download",
      id: block.id,
      heading: texts.packageHeading,
      message: texts.packageFailed,
      package: null,
      texts: uiTexts(texts),
    };
  };
  const parsed = parsePackageQuery(searchParams);
  if (!parsed.ok) return failed(parsed.problems);
  const answer = await downloads.port.requestPackage(parsed.request, downloads.origin);
  if ("error" in answer) return failed([answer.error]);
  const platformLabel = texts[platformTextKeys[parsed.request.platform]];
  const languageNames = displayNames(site.intlLocale, { type: "language" });
  return {
    type: "package-download",
    id: block.id,
    heading: texts.packageHeading,
    message: format(texts.packageReady, { platform: platformLabel }),
    package: {
      href: answer.customizationUrl,
      fileName: answer.fileName ?? answer.customizationUrl.split("/").at(-1) ?? "",
      size: answer.size ? formatSize(answer.size, site.intlLocale) : null,
      sha256: answer.sha256 ?? null,
      details: [
        {
          label: texts.packageLanguages,
          value: parsed.request.localization.map((code) => languageNames.of(code) ?? code).join(", "),
        },
        {
          label: texts.packageLicenceLabel,
          value: parsed.request.versionName === "TrialRelease" ? texts.packageTrial : texts.packageCommercial,
        },
      ],
    },
    texts: uiTexts(texts),
  };
}
