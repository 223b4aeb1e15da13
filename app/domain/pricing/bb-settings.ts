import { z } from "zod";
import { purchaseTypes } from "./types";

/**
 * Content-side settings of a buy block (spec 2 §3 "bbSettings") and its texts (spec 2 §3 "Buy
 * block texts"). Both are embedded in content documents, so the keys are exactly the spec's and the
 * objects are strict: a misspelt key fails `content:check` instead of being silently ignored.
 */

/** Spec 2 §9: "Savings types: difference, percentage (rounded down to 5 steps), exact (rounded), none." */
export const saveRates = ["difference", "percentage", "exact", "none"] as const;
export type SaveRate = (typeof saveRates)[number];

/** Spec 2 §8 "Default unavailable text". */
export const defaultUnavailableText =
  "This product is currently unavailable in your region. Please contact us for further details.";

/** Spec 2 §8 "Cart link failure or missing ids": the buy link's text. */
export const cartLinkErrorText = "Oops! Something went wrong";

/** A pack or term as content writes it: `3`, `"3"`, `"3 + 3"`, `"6 Months"`. */
const packOrTerm = z.union([z.number().nonnegative(), z.string().trim().min(1)]);
const link = z.string().trim().min(1);

/**
 * `bbSettings` of spec 2 §3. Defaults: spec 2 §9 "Default autorenew and show-autorenew flags are
 * true" (`isChecked`, `showAR`); purchases, not renewals; no savings claim unless content asks for
 * one (`saveRate: "none"`); no group limit and no override list.
 *
 * @example bbSettingsSchema.parse({ selectedPack: "3" }).isChecked // true
 */
export const bbSettingsSchema = z.strictObject({
  /** Reseller store override for this block (a store name of `estore/list`). */
  eStore: z.string().trim().min(1).optional(),
  /** The auto-renew box starts checked. */
  isChecked: z.boolean().default(true),
  /** Auto-renew options are offered at all. */
  showAR: z.boolean().default(true),
  /** Field name the offers are ordered by (as the price service spells it, e.g. "pack"). */
  itemOffersOrderBy: z.string().trim().min(1).optional(),
  /** Options shown per term before "more" (see `limitGroupPerTerm`); absent: no limit. */
  itemOffersGroupLimit: z.number().int().positive().optional(),
  hideArCheckbox: z.boolean().default(false),
  /** Spec 2 §9 "'show even devices' overrides" the default device-row filter. */
  showEvenDevices: z.boolean().default(false),
  /** Device rows shown by default: the per-product override of spec 2 §9 (see `deviceRows`). */
  limitTo: z.number().int().positive().optional(),
  /** Preselection, matched numerically ("1" equals 1; spec 2 §5). */
  selectedTerm: packOrTerm.optional(),
  selectedPack: packOrTerm.optional(),
  /** Year/month tab open first when monthly options exist. */
  selectedTab: z.enum(["year", "month"]).optional(),
  purchaseType: z.enum(purchaseTypes).default("Purchase"),
  downloadFromGplayLink: link.optional(),
  downloadFromIstoreLink: link.optional(),
  downloadFromMicrosoftLink: link.optional(),
  saveRate: z.enum(saveRates).default("none"),
  /** Label of the savings badge, e.g. "Save". */
  saveText: z.string().optional(),
  /** Per-component replacement of the savings message and its savings type. */
  saveMsgOverride: z
    .array(
      z.strictObject({
        component: z.string().trim().min(1),
        savingsMsgOverride: z.string(),
        savingsPriceType: z.enum(saveRates),
      }),
    )
    .default([]),
});
export type BbSettings = z.output<typeof bbSettingsSchema>;
export type BbSettingsInput = z.input<typeof bbSettingsSchema>;

const text = z.string().optional();

/**
 * Buy block texts of spec 2 §3, per locale. Only the unavailable message has a default (spec 2 §8);
 * the others are optional and the block leaves their element out when absent. Here `saveRate` and
 * `saveText` are wording (e.g. "Save {rate}"), not the savings type that `bbSettings.saveRate` sets.
 *
 * @example buyBlockTextsSchema.parse({}).buyblock_not_available_msg // defaultUnavailableText
 */
export const buyBlockTextsSchema = z.strictObject({
  buyText: text,
  renewText: text,
  upgradeText: text,
  extendButtonText: text,
  disclaimer: text,
  smbDisclaimer: text,
  b2cDisclaimer: text,
  saveRate: text,
  saveText: text,
  promoline: text,
  promolineHomeSecurity: text,
  buyblock_not_available_msg: z.string().trim().min(1).default(defaultUnavailableText),
  buyblock_not_available_b2b_msg: text,
  kscUnavailableText: text,
  lrcPartnerUnavailable: text,
  needMore: text,
  or: text,
});
export type BuyBlockTexts = z.output<typeof buyBlockTextsSchema>;
