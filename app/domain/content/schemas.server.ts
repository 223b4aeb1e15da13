import { z } from "zod";
import { defaultMapTiles, isAllowedTileUrl, mapTileOrigins } from "~/blocks/about/map-tiles";
import { bottomBarFields, homeFeaturedFields } from "~/blocks/consumer-more/schemas.server";
import { block, href, image, svgImage } from "~/blocks/schemas.server";
import { formDocument, newsletterConfigDocument, qnaBotDocument } from "~/domain/forms/definition";
import { formTextsDocument } from "~/domain/forms/form-texts.server";
import { buyBlockTextsSchema, cartLinkErrorText } from "~/domain/pricing/bb-settings";
import { filterIdPattern, repositoryTypes } from "~/domain/repository/types";
import {
  hmcFiles,
  hmcLogicDocument,
  hmcStep1Document,
  hmcStep2Document,
  hmcUiFieldsDocument,
  hmcUniversalDocument,
  universalPathPattern,
} from "~/domain/wizards/content";
import { listTextsDocument } from "./list-texts.server";
import { messageFields } from "./message-fields";

/**
 * Content documents are JSON files `{ "title", "fields" }` under `content/{locale}/`. The kind of
 * a document follows from its path (see `documentKindOf`); each kind has one schema here.
 */
const envelope = <T extends z.ZodType>(fields: T) => z.strictObject({ title: z.string().min(1), fields });

const link = z.strictObject({ label: z.string().min(1), href });

/**
 * A repository item's entry in its meta (spec 3 §3 repository link item): what lists, sidebars,
 * feeds and search show of it. Category titles may carry a "Group::" prefix, dropped for display.
 */
export const repositoryEntry = z.strictObject({
  type: z.enum(repositoryTypes),
  summary: z.string().min(1),
  categories: z
    .array(
      z.strictObject({ id: z.string().regex(filterIdPattern, "must be a lower-case category id"), title: z.string().min(1) }),
    )
    .max(8)
    .default([]),
  image: image.optional(),
  labels: z.array(z.string().min(1)).max(6).default([]),
  /** The publication a news item appeared in. */
  source: z.string().min(1).optional(),
  /** Name of the author (policy blog, articles). */
  author: z.string().min(1).optional(),
});

/** `meta.json`: page metadata (spec 1 §3). */
export const metaDocument = envelope(
  z
    .strictObject({
      title: z.string().min(1),
      description: z.string().min(1),
      keywords: z.string().optional(),
      /** Trail below the home link; the last entry is the current page and has no url. */
      breadcrumbs: z.array(z.strictObject({ title: z.string().min(1), url: href.optional() })).default([]),
      linkedComponents: z.array(z.string()).default([]),
      /** Template version ("2.0" transparency stories, "3.0" new enterprise layouts) or layout name. */
      template: z.string().optional(),
      /** Publication date (YYYY-MM-DD) for the page metadata tags. */
      publishDate: z.iso.date().optional(),
      /** Page settings; `error404` makes it-it answer this page with the 404 page (spec 1 §4). */
      settings: z.array(z.enum(["error404"])).default([]),
      /** Present on repository items (press releases, news, blog posts, resources). */
      repository: repositoryEntry.optional(),
    })
    .refine((fields) => !fields.repository || fields.publishDate, {
      message: "a repository item needs its publishDate",
      path: ["publishDate"],
    }),
);

/** `page.json`: the blocks of a content page, in order. */
export const pageDocument = envelope(z.strictObject({ blocks: z.array(block).min(1) }));

/** `site-header/main-nav.json`: at most 8 top items (menu highlight index 0-7). */
export const mainNavDocument = envelope(
  z.strictObject({
    items: z
      .array(
        z.strictObject({
          label: z.string().min(1),
          href,
          description: z.string().optional(),
          children: z.array(link.extend({ description: z.string().optional() })).default([]),
          /** Product documents shown in the item's mega-menu panel, loaded on first hover. */
          featuredProducts: z
            .array(z.string().regex(/^[a-z0-9-]+$/))
            .max(3)
            .default([]),
        }),
      )
      .min(1)
      .max(8),
  }),
);

/** `site-footer/footer.json`. `{year}` in the copyright is filled in when rendered. */
export const footerDocument = envelope(
  z.strictObject({
    columns: z
      .array(z.strictObject({ heading: z.string().min(1), links: z.array(link).min(1) }))
      .min(1)
      .max(6),
    legalLinks: z.array(link).default([]),
    copyright: z.string().min(1),
    /** Copyright on the business renewal pages (/renewal-center/vsb and /smb), when it differs. */
    businessRenewalCopyright: z.string().min(1).optional(),
    tagline: z.string().optional(),
  }),
);

/** Every interface string the shell and blocks need; a locale's file must have them all. */
export const translationKeys = [
  "skipToContent",
  "mainNavigation",
  "openMenu",
  "closeMenu",
  "breadcrumbs",
  "home",
  "footerNavigation",
  "legalNavigation",
  "regionSelector",
  "notFoundTitle",
  "notFoundText",
  "serverErrorTitle",
  "serverErrorText",
  "backToHome",
  /** The dialogs' close button. */
  "closeDialog",
  /** A video popup's play control; `{title}` is the video's. */
  "playVideo",
  /** A video popup's map control; `{title}` is the map's. */
  "showMap",
  "disclaimer",
  /** The age question's answers; `{age}` is the minimum age. */
  "ageConfirm",
  "ageDecline",
  "learnMore",
  "included",
  "notIncluded",
  "recommended",
  "search",
  "closeSearch",
  /** Above a page shown from another language's content; `{language}` is that language's name. */
  "fallbackNotice",
  /** An offer's last day; `{date}` is written out in the site's language. */
  "offerValidUntil",
  "noCurrentOffers",
  "offerEnded",
  "currentOffers",
  /** After the text of a link that opens in a new tab, for screen readers. */
  "opensInNewTab",
  "shareThisPage",
  /** `{network}`: X, Facebook, LinkedIn… */
  "shareOn",
  "followUs",
  "followOn",
  "chartPrevious",
  "chartNext",
  /** `{count}`: how many rows the chart folds away. */
  "chartShowMore",
  "chartShowFewer",
  /** The column in view on a narrow screen: `{product}`, `{position}` of `{total}`. */
  "chartPosition",
  /** A premium service's price: `{price}` is the amount, written out. */
  "servicePerSession",
  "otaInstall",
  "otaGetOnPlay",
  "otaSigningIn",
  /** Said when the install over the air cannot start (the identity provider failed). */
  "otaUnavailable",
  /** Business blocks: the severity named before a notice's title, a programme's lists, the gateway's two ends. */
  "alertSeverityInfo",
  "alertSeverityWarning",
  "alertSeverityCritical",
  "programLevels",
  "programBenefits",
  "gatewayInternet",
  "gatewayNetwork",
  /** The headquarters map and the about section's blocks (decision 025). */
  "officeTabs",
  "map",
  "mapZoomIn",
  "mapZoomOut",
  "mapOpenExternal",
  "mapUnavailable",
  "mapImage",
  "headquarters",
  "contactEmail",
  "contactPhone",
  "careersLocation",
  "careersTeam",
  "careersAllLocations",
  "careersAllTeams",
  "careersFilter",
  "careersCount",
  "careersNone",
  /** Carousels (`aria-roledescription` of the carousel and its slides, controls, "3 of 8"). */
  "carouselRole",
  "carouselSlideRole",
  "carouselPrevious",
  "carouselNext",
  "carouselPause",
  "carouselPlay",
  "carouselSlidePosition",
  /** The enterprise page navigation (decision 027): its name, and the back-to-top button's two names. */
  "onThisPage",
  "backToTop",
  "nextSection",
  /** A training module's link to its demo. */
  "trainingDemo",
  /** The enterprise resource library's filters (decision 029): each group's "all", the no-script button, the count, none found. */
  "resourcesAll",
  "resourcesFilter",
  "resourcesCount",
  "resourcesNone",
  /** An enterprise article's byline (`{author}`) and its related links' heading. */
  "articleBy",
  "articleRelated",
  /** Product promos, the kids section's age groups, the bottom bar and the rescue chat (decision 031). */
  "promoCarouselLabel",
  "safeKidsAgeGroup",
  "bottomBarClose",
  "rescueChatStart",
  "rescueChatContact",
  "rescueChatLoading",
  /** Partner premium services and case studies, the SMB contact block and download next steps (decision 030). */
  "serviceIncludes",
  "serviceResponseTime",
  "caseStudyResults",
  "openingHours",
  "nextSteps",
  /** `{days}`: the trial's length in days (plural). */
  "trialLength",
  "openAdminConsole",
] as const;
export type TranslationKey = (typeof translationKeys)[number];

/** `localization/general-translations.json`. */
export const generalTranslationsDocument = envelope(
  z.strictObject(
    Object.fromEntries(translationKeys.map((key) => [key, z.string().min(1)])) as Record<TranslationKey, z.ZodString>,
  ),
);

/** `localization/general-settings.json`. */
export const generalSettingsDocument = envelope(
  z.strictObject({
    supportPhone: z.string().optional(),
    supportHours: z.string().optional(),
    socialLinks: z
      .array(z.strictObject({ network: z.enum(["x", "facebook", "linkedin", "youtube", "instagram"]), href }))
      .default([]),
    /** Alphabets excluded from download lists (spec 2 §5). */
    hideAlphabets: z.array(z.string()).default([]),
    /** Spec 2 §6: no trial button on licence pages ("on licence pages when a setting disables it"). */
    hideTrialOnLicencePages: z.boolean().default(false),
    /** Who hears of each form submission, by the role its definition names (`notify`). */
    formRecipients: z.strictObject({
      sales: z.email(),
      partners: z.email(),
      privacy: z.email(),
      reviews: z.email(),
    }),
    /** The headquarters map's tile source (decision 025); OpenStreetMap's standard tiles by default. */
    mapTiles: z
      .strictObject({
        url: z
          .string()
          .refine(isAllowedTileUrl, `must be a tile URL template on ${mapTileOrigins.join(" or ")} (see map-tiles.ts)`),
        attribution: z.strictObject({ text: z.string().min(1), href }),
        maxZoom: z.number().int().min(13).max(22).default(19),
      })
      .default(defaultMapTiles),
  }),
);

/** `home-security/products/{name}/{name}.json`: product content (spec 2 §3). */
export const productDocument = envelope(
  z.strictObject({
    shortName: z.string().min(1),
    title: z.string().min(1),
    summary: z.string().min(1),
    shortDesc: z.string().min(1),
    features: z.array(z.string().min(1)).default([]),
    prodPageLink: href,
    freeTrialLink: href.optional(),
    freeTrialText: z.string().optional(),
    updateLink: href.optional(),
    updateText: z.string().optional(),
    buyText: z.string().min(1),
    bvId: z.string().optional(),
    screenshots: z.array(image).default([]),
    /** Its box shot: an SVG, since the main menu and the buy block draw it (`svgImage`). */
    fullSizeImage: svgImage,
    bbDisclaimer: z.string().optional(),
    hideDisclaimer: z.boolean().default(false),
    hideAsterisk: z.boolean().default(false),
    enableBundle: z.boolean().default(false),
    bundleProductName: z.string().optional(),
    bundleBuyblockPromo: z.string().optional(),
    renewLink: href.optional(),
    hideTrialFromB2C: z.boolean().default(false),
    hideTrialFromSMB: z.boolean().default(false),
    hideTrialFromVSB: z.boolean().default(false),
    hideTrialFromLRC: z.boolean().default(false),
    hideTrialFromProductPage: z.boolean().default(false),
  }),
);

/** `site-header/geoip-notification-bar.json`: the geo-redirect bar's texts (spec 3 §7). */
export const geoipNotificationBarDocument = envelope(
  z.strictObject({
    /** Heading of the popup, and the banner's accessible name. */
    dialogTitle: z.string().min(1),
    /** `{site}` becomes the suggested site's native name. */
    message: z
      .string()
      .min(1)
      .regex(/\{site\}/, "must contain the {site} placeholder"),
    acceptLabel: z.string().min(1),
    declineLabel: z.string().min(1),
  }),
);

/**
 * `site-header/site-bar.json`: an announcement bar of one site (spec 3 §4 "Site bar"); never
 * taken from a fallback locale.
 */
export const siteBarDocument = envelope(
  z.strictObject({
    enabled: z.boolean(),
    /** Spec 3 §4: "With an India-only setting, shown only when visitor country is IN". */
    indiaOnly: z.boolean().default(false),
    /** Accessible name of the bar (e.g. "Announcement"). */
    label: z.string().min(1),
    message: z.string().min(1),
    link: link.optional(),
    closeLabel: z.string().min(1),
  }),
);

/**
 * `localization/product-names.json`: the display name of every catalogue product, by its name
 * (slug), for places that show a product without its product document (buy blocks of bundles,
 * business products and premium services, verdict pages). The global site's document names every
 * product of the catalogue (`content:check`); other locales name what they translate.
 */
export const productNamesFile = "localization/product-names.json";
export const productNamesDocument = envelope(
  z.strictObject({ names: z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.string().min(1)) }),
);

/**
 * `localization/buyblock-texts.json`: the buy-block texts of spec 2 §3 plus the labels the block
 * shows around its choices. `{rate}` in `saveText` is the saving.
 */
export const buyBlockTextsDocument = envelope(
  buyBlockTextsSchema.extend({
    buyText: z.string().min(1),
    /** A pack as a count of devices, with the language's plurals: `{count, plural, one {# device} other {# devices}}`. */
    devicesCount: z.string().includes("{count"),
    /** A bundle pack such as "3 + 3" (`{pack}`) with its unit. */
    devicesBundle: z.string().includes("{pack}"),
    devicesHeading: z.string().min(1),
    /** Business pack entry: the disclaimer when the typed number was adjusted (`{pack}`), and the blocking error. */
    packAdjusted: z.string().min(1),
    packError: z.string().min(1),
    /** The kids block's auto-renew popup, shown the first time the toggle is used. */
    autorenewPopupTitle: z.string().min(1),
    autorenewPopupText: z.string().min(1),
    close: z.string().min(1),
    /** The kids block when its price list has no price in the chosen currency. */
    priceMissing: z.string().min(1),
    /** Beside an auto-renewing plan's price: what it renews at (`{price}`) and for how long (`{term}`). */
    autorenewDisclosure: z.string().includes("{price}").includes("{term}"),
    /** The control that reveals the rows past the default ones and the options past the group limit. */
    moreOptions: z.string().min(1),
    /** Beside a field the server moved because the submitted combination does not exist. */
    choiceAdjusted: z.string().min(1),
    term: z.string().min(1),
    autorenew: z.string().min(1),
    yearly: z.string().min(1),
    monthly: z.string().min(1),
    currency: z.string().min(1),
    update: z.string().min(1),
    cartError: z.string().min(1).default(cartLinkErrorText),
    bundleToggle: z.string().min(1),
    limitWarning: z.string().min(1),
  }),
);

/**
 * `lrc/verdicts/{folder}/{verdict}.json`: the verdict page of a licence (spec 2 §3 "Verdict
 * content"). In the texts, `{days}` is the days left or since expiry with their unit ("12 days"),
 * and `xx` the bare number. The `-features`
 * variant of a verdict adds blocks (feature grids, comparisons) below the renewal offers.
 */
export const verdictDocument = envelope(
  z.strictObject({
    headline: z.string().min(1),
    pageHeadline: z.string().optional(),
    overridePageTitle: z.string().optional(),
    /** Products offered for renewal, comma-separated catalogue names ("total-security,internet-security"). */
    productList: z.string().regex(/^[a-z0-9-]+(\s*,\s*[a-z0-9-]+)*$/),
    /**
     * The verdict page's template (`app/domain/renewal/verdict-templates.ts`: standard, upgrade,
     * business). Any name loads: an unknown one renders the standard template with a logged warning.
     */
    lrcTemplate: z.string().trim().min(1).default("standard"),
    daysLeftText: z.string().min(1),
    daysLeftNote: z.string().optional(),
    expiredText: z.string().min(1),
    expiredNote: z.string().optional(),
    expiresTodayText: z.string().min(1),
    comparisonTableLink: href.optional(),
    upgradeDetails: z.string().optional(),
    quickmenuButtons: z.array(link).default([]),
    navScrollItems: z
      .array(z.strictObject({ label: z.string().min(1), target: z.string().regex(/^[a-z][a-z0-9-]*$/) }))
      .default([]),
    buyblockDisabled: z.boolean().default(false),
    blocks: z.array(block).default([]),
  }),
);

/**
 * `localization/renewal-texts.json`: the serial form and the fallback pages of the renewal center
 * (spec 2 §4, §5). `{link}` in the lost-days disclaimer is the partner's renewal link, `xx` the
 * days left.
 */
export const renewalTextsDocument = envelope(
  z.strictObject({
    serialLabel: z.string().min(1),
    serialHint: z.string().min(1),
    submit: z.string().min(1),
    lookupFailed: z.string().min(1),
    noSerial: z.string().min(1),
    lostDaysDisclaimer: z.string().min(1),
    lostDaysLinkText: z.string().min(1),
    kscFamilyDisclaimer: z.string().min(1),
    channelDisclaimer: z.string().min(1),
    notDrCaDisclaimer: z.string().min(1),
    /** The link of the Canadian notice, to the en-ca renewal page it moves on to. */
    notDrCaLinkText: z.string().min(1),
    noPricing: z.string().min(1),
    expiryWarning: z.string().min(1),
    partnerDialogTitle: z.string().min(1),
    partnerDialogText: z.string().min(1),
    noPartner: z.string().min(1),
    /** The renewal-serial dialog (decision 032): its opener's text. */
    partnerDialogOpener: z.string().min(1),
    /** The no-partner state: what the visitor can do next, and the button that does it. */
    noPartnerNext: z.string().min(1),
    noPartnerContinue: z.string().min(1),
    /** On the way to a partner's renewal page after a post without JavaScript. */
    partnerRedirecting: z.string().min(1),
    tooManyAttempts: z.string().min(1),
  }),
);

/**
 * `localization/download-texts.json`: the interface messages of the download blocks, the form
 * shown before a download and the package page (ICU messages; the arguments named here).
 */
const downloadTextArguments = {
  platformWindows: [],
  platformMacos: [],
  platformAndroid: [],
  platformIos: [],
  platformLinux: [],
  /** The platform switch's accessible name. */
  platformsLabel: [],
  languageLabel: [],
  /** The language switch's button (without JavaScript). */
  languageSubmit: [],
  downloadButton: [],
  /** A download link naming the platform. */
  downloadFor: ["platform"],
  version: ["version"],
  released: ["date"],
  /** The oldest system an installer runs on, e.g. "Windows 10". */
  requires: ["os"],
  fileLabel: [],
  sizeLabel: [],
  checksumLabel: [],
  checksumHint: [],
  googlePlay: [],
  appStore: [],
  linkTypeUpdateBuilds: [],
  linkTypeDocs: [],
  linkTypeOnlineHelp: [],
  linkTypeApplicationControlPlugins: [],
  linkTypeAdditionalDistributives: [],
  linkTypeReleaseNotes: [],
  linkTypeDownloaders: [],
  noDownloads: ["platform"],
  /** Spec 2 §6: the VPN and kids products for barred countries. */
  prohibited: [],
  /** Announced when a download is about to start. */
  starting: [],
  thankYouStarting: ["product"],
  thankYouNotStarted: [],
  thankYouDirect: [],
  thankYouOtherDevices: [],
  kismacChoose: [],
  close: [],
  formDialogTitle: [],
  formTitle: [],
  formIntro: ["product"],
  emailLabel: [],
  emailInvalid: [],
  consentLabel: [],
  formSubmit: [],
  formDone: [],
  formTooMany: [],
  packageHeading: [],
  packageReady: ["platform"],
  packageFailed: [],
  packageLanguages: [],
  packageLicenceLabel: [],
  packageCommercial: [],
  packageTrial: [],
} as const satisfies Record<string, readonly string[]>;
export type DownloadTextKey = keyof typeof downloadTextArguments;

export const downloadTextsDocument = envelope(messageFields(downloadTextArguments));

/**
 * `home-security/cross-sell-popup.json`: the offer shown while a free download starts (spec 2 §4
 * "cross-sell popup", §7). The action may name a product, so country rules and trial flags apply.
 */
export const crossSellPopupDocument = envelope(
  z.strictObject({
    heading: z.string().min(1),
    text: z.string().min(1),
    image: image.optional(),
    action: link.extend({
      product: z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        .optional(),
    }),
    dismissLabel: z.string().min(1),
  }),
);

/**
 * `site-general/stats-widget/stats-widget.json` (spec 3 §7): the vendor's key figures. A value is
 * a number, written by `Intl` in the site's language (compact: "60 million", "6000万"); its
 * label says what it counts.
 */
export const statsWidgetDocument = envelope(
  z.strictObject({
    stats: z
      .array(
        z.strictObject({
          value: z.number().nonnegative(),
          /** "+" for "at least", shown after the number. */
          suffix: z.enum(["+", "%"]).optional(),
          label: z.string().min(1),
        }),
      )
      .min(1)
      .max(8),
  }),
);

/**
 * `site-general/vpn-message.json` (spec 3 §7 "GET vpnmessage/ → field message"): what visitors
 * from a country where VPN use is barred (spec 2) read beside products that include the VPN.
 */
export const vpnMessageDocument = envelope(z.strictObject({ message: z.string().min(1), link: link.optional() }));

/**
 * `home-security/products/cloud-security/ksc-disclaimers.json` (spec 3 §7): the notes the cloud
 * product's page marks with a sign ("*", "**", "¹").
 */
export const kscDisclaimersDocument = envelope(
  z.strictObject({
    disclaimers: z
      .array(z.strictObject({ mark: z.string().min(1).max(3), text: z.string().min(1) }))
      .min(1)
      .max(12),
  }),
);

export const documentSchemas = {
  meta: metaDocument,
  page: pageDocument,
  "main-nav": mainNavDocument,
  footer: footerDocument,
  "general-translations": generalTranslationsDocument,
  "general-settings": generalSettingsDocument,
  product: productDocument,
  "buyblock-texts": buyBlockTextsDocument,
  "product-names": productNamesDocument,
  verdict: verdictDocument,
  "renewal-texts": renewalTextsDocument,
  "geoip-notification-bar": geoipNotificationBarDocument,
  "site-bar": siteBarDocument,
  "download-texts": downloadTextsDocument,
  "list-texts": listTextsDocument,
  "cross-sell-popup": crossSellPopupDocument,
  form: formDocument,
  "form-texts": formTextsDocument,
  "newsletter-config": newsletterConfigDocument,
  "qna-bot": qnaBotDocument,
  "hmc-ui-fields": hmcUiFieldsDocument,
  "hmc-step-1": hmcStep1Document,
  "hmc-step-2": hmcStep2Document,
  "hmc-logic": hmcLogicDocument,
  "hmc-universal": hmcUniversalDocument,
  "stats-widget": statsWidgetDocument,
  "vpn-message": vpnMessageDocument,
  "ksc-disclaimers": kscDisclaimersDocument,
  "home-featured": envelope(homeFeaturedFields),
  "bottom-bar": envelope(bottomBarFields),
} as const;

export type DocumentKind = keyof typeof documentSchemas;
export type ContentDocument<K extends DocumentKind> = z.output<(typeof documentSchemas)[K]>;
export type MetaDocument = ContentDocument<"meta">;
export type PageDocument = ContentDocument<"page">;
export type MainNavDocument = ContentDocument<"main-nav">;
export type FooterDocument = ContentDocument<"footer">;
export type Translations = ContentDocument<"general-translations">["fields"];
export type GeneralSettings = ContentDocument<"general-settings">["fields"];
export type ProductDocument = ContentDocument<"product">;
export type GeoipNotificationBar = ContentDocument<"geoip-notification-bar">["fields"];
export type SiteBar = ContentDocument<"site-bar">["fields"];

/**
 * The kind of a document from its path relative to its locale folder, or null when the path
 * names no known kind.
 *
 * @example documentKindOf("about/meta.json") // "meta"
 * @example documentKindOf("home-security/products/antivirus/antivirus.json") // "product"
 */
export function documentKindOf(relativePath: string): DocumentKind | null {
  const path = relativePath.replaceAll("\\", "/");
  const file = path.split("/").at(-1);
  if (file === "meta.json") return "meta";
  if (file === "page.json") return "page";
  if (path === "site-header/main-nav.json") return "main-nav";
  if (path === "site-footer/footer.json") return "footer";
  if (path === "localization/general-translations.json") return "general-translations";
  if (path === "localization/general-settings.json") return "general-settings";
  if (path === "localization/buyblock-texts.json") return "buyblock-texts";
  if (path === "localization/renewal-texts.json") return "renewal-texts";
  if (path === "localization/download-texts.json") return "download-texts";
  if (path === "localization/list-texts.json") return "list-texts";
  if (path === "home-security/cross-sell-popup.json") return "cross-sell-popup";
  if (path === "localization/form-texts.json") return "form-texts";
  if (path === "home-security/news-letter-opt-in.json") return "newsletter-config";
  if (path === "about/qna-bot.json") return "qna-bot";
  for (const [kind, file] of Object.entries(hmcFiles)) if (path === file) return kind as keyof typeof hmcFiles;
  if (universalPathPattern.test(path)) return "hmc-universal";
  if (/^forms\/[a-z0-9-]+\.json$/.test(path)) return "form";
  if (path === productNamesFile) return "product-names";
  if (/^lrc\/verdicts\/[a-z0-9-]+\/[a-z0-9_-]+\.json$/.test(path)) return "verdict";
  if (path === "site-header/geoip-notification-bar.json") return "geoip-notification-bar";
  if (path === "site-header/site-bar.json") return "site-bar";
  if (path === "site-general/stats-widget/stats-widget.json") return "stats-widget";
  if (path === "site-general/vpn-message.json") return "vpn-message";
  if (path === "home-security/products/cloud-security/ksc-disclaimers.json") return "ksc-disclaimers";
  if (path === "home-security/home-featured.json") return "home-featured";
  if (path === "site-general/bottom-bar.json") return "bottom-bar";
  const product = /^home-security\/products\/([a-z0-9-]+)\/([a-z0-9-]+)\.json$/.exec(path);
  if (product && product[1] === product[2]) return "product";
  return null;
}
