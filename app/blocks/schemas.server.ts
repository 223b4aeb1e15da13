import { z } from "zod";
import { linkTypes, releaseVersionTypes } from "~/domain/downloads/types";
import { bbSettingsSchema, buyBlockTextsSchema } from "~/domain/pricing/bb-settings";
import { awardsBlock, careersBlock, headquartersMapBlock, pressContactsBlock, teamBlock } from "./about/schemas.server";
import { businessBlocks } from "./business/schemas.server";
import {
  productsCarouselBlock,
  relatedProductsBlock,
  resourceCarouselBlock,
  strategicPartnersCarouselBlock,
} from "./carousels/schemas.server";
import {
  kscDisclaimersBlock,
  secondaryListBlock,
  simpleTableBlock,
  socialSharingBlock,
  softwareDocsBlock,
  specialOfferBlock,
  specialOffersBlock,
  statsWidgetBlock,
  vpnMessageBlock,
} from "./consumer/schemas.server";
import { consumerMoreBlocks } from "./consumer-more/schemas.server";
import { ageRestrictionPopupBlock, disclaimerPopupBlock, newsPopupBlock, videoPopupBlock } from "./dialogs/schemas.server";
import { enterpriseMoreBlocks } from "./enterprise/more-schemas.server";
import { enterpriseBlocks } from "./enterprise/schemas.server";
import { formBlock, newsletterBlock, qnaBotBlock, reviewCarouselBlock } from "./forms/schemas.server";
import {
  premiumBannerBlock,
  premiumDescriptionBlock,
  premiumFaqBlock,
  premiumFeaturesBlock,
  premiumGridBlock,
  premiumHeaderBlock,
  premiumOfferSectionBlock,
  premiumOneTimeOffersBlock,
  premiumSectionListBlock,
} from "./premium/schemas.server";
import { productPromoBlock } from "./promos/schemas.server";
import {
  repositoryCategoriesBlock,
  repositoryListBlock,
  repositorySidebarBlock,
  repositoryWidgetsBlock,
} from "./repository/schemas.server";
import { searchResultsBlock } from "./search/schemas.server";
import { comparisonChartBlock, otaInstallBlock } from "./shared/schemas.server";
import { smbNextSteps, smbPartnersBlocks } from "./smb-partners/schemas.server";
import { helpMeChooseBlock, hmcUniversalBlock } from "./wizards/schemas.server";

/**
 * One schema per content block type. A page document lists blocks; each is validated here when
 * loaded and by `npm run content:check`, so components receive exactly these shapes.
 * Components import the types only (`import type`), never this module.
 */

import { featureIcons, href, image, richText, svgImage } from "./schema-primitives.server";

export { featureIcons, href, image, richText, svgImage };
export type Image = z.output<typeof image>;

/** A catalogue product's name ("antivirus", "vpn-secure-connection", "safe-kids-free"). */
const productName = z.string().regex(/^[a-z0-9-]+$/);

const actionFields = {
  label: z.string().min(1),
  href,
  /**
   * The product the action downloads, starts or sells. The server resolves it against the country
   * rules of spec 2 §6: a visitor barred from the product sees the unavailable text instead.
   */
  product: productName.optional(),
  /**
   * The action is `product`'s free-trial button, hidden where the product document's
   * `hideTrialFrom…` flag for the page type (or the licence-page setting) says so (spec 2 §3, §6).
   */
  trial: z.boolean().default(false),
};
const trialNamesProduct: [(value: { product?: string; trial: boolean }) => boolean, { message: string; path: string[] }] = [
  (value) => !value.trial || value.product !== undefined,
  { message: "a trial action must name its product", path: ["product"] },
];

export const action = z
  .strictObject({ ...actionFields, variant: z.enum(["primary", "secondary"]).default("primary") })
  .refine(...trialNamesProduct);
export type Action = z.output<typeof action>;

/** An inline text link (feature links): an action without a button variant. */
export const textAction = z.strictObject(actionFields).refine(...trialNamesProduct);

const anchorId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, "must be a lower-case anchor id")
  .optional();

export const heroBlock = z.strictObject({
  type: z.literal("hero"),
  id: anchorId,
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  text: z.string().optional(),
  image: image.optional(),
  actions: z.array(action).max(3).default([]),
  tone: z.enum(["dark", "light"]).default("dark"),
});

/** Header variants of spec 3 §2, one block with a `variant` field. */
export const pageHeaderVariants = [
  "blank",
  "smb-product",
  "smb-targeted-solution",
  "b2c-thank-you-v1",
  "b2c-thank-you-v2",
  "about-team",
  "smb-msp",
  "ksc",
  "taller",
  "buyblock",
] as const;

export const pageHeaderBlock = z.strictObject({
  type: z.literal("page-header"),
  id: anchorId,
  variant: z.enum(pageHeaderVariants),
  eyebrow: z.string().optional(),
  heading: z.string().min(1),
  text: z.string().optional(),
  image: image.optional(),
  actions: z.array(action).max(3).default([]),
});

export const richTextBlock = z.strictObject({
  type: z.literal("rich-text"),
  id: anchorId,
  heading: z.string().optional(),
  html: richText,
});

export const featureGridBlock = z.strictObject({
  type: z.literal("feature-grid"),
  id: anchorId,
  heading: z.string().optional(),
  intro: z.string().optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  items: z
    .array(
      z.strictObject({
        icon: z.enum(featureIcons).optional(),
        title: z.string().min(1),
        text: z.string().min(1),
        link: textAction.optional(),
      }),
    )
    .min(1),
});

export const productCardsBlock = z.strictObject({
  type: z.literal("product-cards"),
  id: anchorId,
  heading: z.string().optional(),
  intro: z.string().optional(),
  /** Product documents by name (`home-security/products/{name}/{name}.json`). */
  products: z
    .array(
      z.strictObject({
        product: z.string().regex(/^[a-z0-9-]+$/),
        badge: z.string().optional(),
        highlight: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(4),
});

export const ctaBlock = z.strictObject({
  type: z.literal("cta"),
  id: anchorId,
  heading: z.string().min(1),
  text: z.string().optional(),
  actions: z.array(action).min(1).max(2),
});

export const accordionBlock = z.strictObject({
  type: z.literal("accordion"),
  id: anchorId,
  heading: z.string().optional(),
  items: z.array(z.strictObject({ title: z.string().min(1), html: richText })).min(1),
});

export const tabsBlock = z.strictObject({
  type: z.literal("tabs"),
  id: anchorId,
  heading: z.string().optional(),
  tabs: z
    .array(z.strictObject({ id: z.string().regex(/^[a-z][a-z0-9-]*$/), label: z.string().min(1), html: richText }))
    .min(2)
    .max(6),
});

export const imageTextBlock = z.strictObject({
  type: z.literal("image-text"),
  id: anchorId,
  heading: z.string().min(1),
  html: richText,
  image,
  imagePosition: z.enum(["start", "end"]).default("end"),
  action: action.optional(),
});

const comparisonValue = z.union([z.boolean(), z.string().min(1)]);

export const comparisonTableBlock = z
  .strictObject({
    type: z.literal("comparison-table"),
    id: anchorId,
    heading: z.string().optional(),
    caption: z.string().min(1),
    columns: z
      .array(z.strictObject({ title: z.string().min(1), href: href.optional(), highlight: z.boolean().default(false) }))
      .min(2)
      .max(5),
    rows: z.array(z.strictObject({ label: z.string().min(1), values: z.array(comparisonValue) })).min(1),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.values.length !== table.columns.length) {
        ctx.addIssue({
          code: "custom",
          path: ["rows", index, "values"],
          message: `has ${row.values.length} values for ${table.columns.length} columns`,
        });
      }
    });
  });

export const buyBlockVariants = ["one-price", "radio", "dropdown", "vsb-dropdown"] as const;

/**
 * A buy block (spec 2 §4): the product (by catalogue name), the variant, the spec's `bbSettings`
 * and any texts that override the site's buy-block texts document.
 */
export const buyBlock = z.strictObject({
  type: z.literal("buy-block"),
  id: anchorId,
  heading: z.string().optional(),
  variant: z.enum(buyBlockVariants),
  product: z.string().regex(/^[a-z0-9-]+$/),
  bbSettings: bbSettingsSchema.default(bbSettingsSchema.parse({})),
  texts: buyBlockTextsSchema.partial().default({}),
});

/**
 * The kids product's buy block (spec 2 §4, spec 3 §4): priced from a price list, active only when
 * the first entry of `priceList` is "active" and a `priceListId` is given.
 */
export const kidsBuyBlock = z.strictObject({
  type: z.literal("kids-buy-block"),
  id: anchorId,
  heading: z.string().optional(),
  text: z.string().optional(),
  product: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default("safe-kids"),
  priceList: z.array(z.string()).default([]),
  priceListId: z.string().optional(),
  autorenewOffered: z.boolean().default(true),
});

/**
 * The licence key form of the renewal center (spec 2 §4, §5): `lookup` finds the licence and
 * routes to its verdict; `partner-dialog` sends the visitor to their partner's renewal page.
 * With `opener` (partner-dialog only), the block is the renewal-serial dialog (spec 3 §1): a link
 * that opens the form in a modal dialog, and without JavaScript leads to `opener.href`, a page
 * where the same form is drawn in the page (decision 032).
 */
export const serialFormBlock = z
  .strictObject({
    type: z.literal("serial-form"),
    id: anchorId,
    heading: z.string().optional(),
    text: z.string().optional(),
    mode: z.enum(["lookup", "partner-dialog"]).default("lookup"),
    opener: z
      .strictObject({
        /** The link's text; the site's `partnerDialogOpener` when absent. */
        label: z.string().min(1).optional(),
        /** The page with this form in partner-dialog mode, e.g. `/renewal-center/fb#serial`. */
        href: z.string().regex(/^\/(?!\/)/, "must be a site path (/...)"),
      })
      .optional(),
  })
  .refine((form) => !form.opener || form.mode === "partner-dialog", {
    message: "only a partner-dialog form opens in a dialog",
    path: ["opener"],
  });

/** A taxonomy key of the downloads catalogue (`data/downloads/applications.json`), e.g. "kts-windows". */
const taxonomyKey = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a taxonomy key such as kts-windows");
const downloadLanguage = z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, "must be a download language code such as pt-br");

/** Spec 2 §3 "Download list item": `linksType` or `links_type` name the same thing. */
const withLinksTypeAlias = (value: unknown) => {
  if (!value || typeof value !== "object" || !("links_type" in value)) return value;
  const { links_type, ...rest } = value as Record<string, unknown>;
  return { linksType: links_type, ...rest };
};

/**
 * How an item's download starts (spec 2 §3 "Download list item", §4 "Downloads"): directly after
 * 500 ms, or after the e-mail form at `formUrl` (an iframe of `formWidth` × `formHeight`; the
 * download starts on the form's message, or when it is closed with `startOnClose`), with the
 * cross-sell popup (`crossSell`) shown while it starts.
 */
const downloadBehaviour = {
  formUrl: href.optional(),
  formWidth: z.int().min(240).max(1200).default(480),
  formHeight: z.int().min(200).max(1200).default(520),
  startOnClose: z.boolean().default(false),
  crossSell: z.boolean().default(false),
};

export const downloadListItem = z.preprocess(
  withLinksTypeAlias,
  z.strictObject({
    id: anchorId,
    /** The product code (spec 2 §3 dl2ProductCodeName), e.g. "kts"; the `download` event names it. */
    dl2ProductCodeName: z.string().regex(/^[a-z0-9]+$/),
    /** Shown above the item; the first application's title when absent. */
    title: z.string().min(1).optional(),
    /** The applications of the item, one per platform (and variant), in the order the switch offers them. */
    productTaxonomy: z.array(taxonomyKey).min(1).max(12),
    /** File types offered, e.g. ["exe", "dmg"]; all when absent. */
    allowedTypes: z.array(z.string().regex(/^[a-z0-9]{1,8}$/)).optional(),
    /** Link types of this item; the block's when absent. */
    linksType: z.array(z.enum(linkTypes)).min(1).optional(),
    ...downloadBehaviour,
  }),
);

/**
 * Product updates / download list (spec 3 §3): download items resolved on the server for the
 * visitor's platform (User-Agent, or the `os` switch) and language (the site's, or the `lang`
 * switch). `linksType` is what every item lists (installers first); `selectedLanguagesCodes`
 * offers those languages instead of the site's; `geoipLinkOverride` sends one application's file
 * in one language to another address; `KISAndroidBuildUrl` replaces the Android direct download;
 * `labels` override the link types' headings.
 */
export const downloadListBlock = z.strictObject({
  type: z.literal("download-list"),
  id: anchorId,
  heading: z.string().optional(),
  intro: z.string().optional(),
  linksType: z.array(z.enum(linkTypes)).min(1).default(["UpdateBuilds", "ReleaseNotes"]),
  selectedLanguagesCodes: z.array(downloadLanguage).max(30).optional(),
  fallbackLanguageCode: downloadLanguage.default("en"),
  showReleaseVersionType: z.enum(releaseVersionTypes).default("Latest"),
  geoipLinkOverride: z
    .array(z.strictObject({ product: taxonomyKey, language: downloadLanguage, overrideLink: href }))
    .default([]),
  KISAndroidBuildUrl: href.optional(),
  labels: z.partialRecord(z.enum(linkTypes), z.string().min(1)).default({}),
  items: z.array(downloadListItem).min(1).max(12),
});

/**
 * Download thank-you (spec 3 §4): the page's download, started by itself when `autoDownload` is
 * on (after the form when `showDialog`; with the cross-sell popup when `crossSell`), with a
 * direct link, the file's checksum and the other platforms. For kismac, every major version's
 * newest disk image, as many as taxonomy entries (spec 2 §5).
 */
export const downloadThankYouBlock = z.strictObject({
  type: z.literal("download-thank-you"),
  id: anchorId,
  dl2ProductCodeName: z.string().regex(/^[a-z0-9]+$/),
  /** The product as named in the text; the first application's title when absent. */
  title: z.string().min(1).optional(),
  productTaxonomy: z.array(taxonomyKey).min(1).max(12),
  allowedTypes: z.array(z.string().regex(/^[a-z0-9]{1,8}$/)).optional(),
  linksType: z.array(z.enum(linkTypes)).min(1).default(["UpdateBuilds"]),
  autoDownload: z.boolean().default(true),
  showDialog: z.boolean().default(false),
  ...downloadBehaviour,
});

/** The SMB download thank-you (decision 030): the download thank-you with the SMB next steps around it. */
export const smbDownloadThankYouBlock = downloadThankYouBlock.extend({
  type: z.literal("smb-download-thank-you"),
  ...smbNextSteps,
});

/** The package page's download (spec 2 §2, §4): the customised package its query asks for. */
export const packageDownloadBlock = z.strictObject({
  type: z.literal("package-download"),
  id: anchorId,
});

export const block = z.discriminatedUnion("type", [
  serialFormBlock,
  buyBlock,
  kidsBuyBlock,
  heroBlock,
  pageHeaderBlock,
  richTextBlock,
  featureGridBlock,
  productCardsBlock,
  ctaBlock,
  accordionBlock,
  tabsBlock,
  imageTextBlock,
  comparisonTableBlock,
  downloadListBlock,
  downloadThankYouBlock,
  packageDownloadBlock,
  repositoryListBlock,
  repositorySidebarBlock,
  repositoryWidgetsBlock,
  repositoryCategoriesBlock,
  searchResultsBlock,
  formBlock,
  newsletterBlock,
  reviewCarouselBlock,
  qnaBotBlock,
  helpMeChooseBlock,
  hmcUniversalBlock,
  specialOffersBlock,
  specialOfferBlock,
  statsWidgetBlock,
  secondaryListBlock,
  simpleTableBlock,
  socialSharingBlock,
  comparisonChartBlock,
  premiumHeaderBlock,
  premiumBannerBlock,
  premiumDescriptionBlock,
  premiumFeaturesBlock,
  premiumGridBlock,
  premiumFaqBlock,
  premiumOneTimeOffersBlock,
  premiumOfferSectionBlock,
  premiumSectionListBlock,
  otaInstallBlock,
  vpnMessageBlock,
  kscDisclaimersBlock,
  softwareDocsBlock,
  ...businessBlocks,
  headquartersMapBlock,
  teamBlock,
  awardsBlock,
  pressContactsBlock,
  careersBlock,
  productsCarouselBlock,
  relatedProductsBlock,
  resourceCarouselBlock,
  strategicPartnersCarouselBlock,
  ...enterpriseBlocks,
  videoPopupBlock,
  newsPopupBlock,
  disclaimerPopupBlock,
  ageRestrictionPopupBlock,
  ...enterpriseMoreBlocks,
  productPromoBlock,
  ...consumerMoreBlocks,
  ...smbPartnersBlocks,
  smbDownloadThankYouBlock,
]);

export type Block = z.output<typeof block>;
export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
