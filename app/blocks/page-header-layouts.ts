import type { pageHeaderVariants } from "./schemas.server";

export type PageHeaderVariant = (typeof pageHeaderVariants)[number];

/**
 * How a page header variant is built (spec 3 §2). Each variant is its own arrangement, not a
 * colour of one: where the image sits, whether a success mark leads, what the actions sit in and
 * which drawn motif belongs to it.
 */
export interface PageHeaderLayout {
  /** `none`: no image slot; `panel`: in the purchase panel beside the text, with the actions. */
  image: "none" | "start" | "end" | "below" | "panel";
  /** The success mark of thank-you pages: beside the heading, or large above it. */
  mark: "none" | "inline" | "top";
  /** A drawn motif of the variant: the MSP's customers around one console, KSC's cloud. */
  motif: "none" | "tenants" | "cloud";
  align: "start" | "center";
}

export const pageHeaderLayouts: Record<PageHeaderVariant, PageHeaderLayout> = {
  blank: { image: "none", mark: "none", motif: "none", align: "start" },
  "smb-product": { image: "end", mark: "none", motif: "none", align: "start" },
  "smb-targeted-solution": { image: "end", mark: "none", motif: "none", align: "start" },
  "b2c-thank-you-v1": { image: "end", mark: "inline", motif: "none", align: "start" },
  "b2c-thank-you-v2": { image: "below", mark: "top", motif: "none", align: "center" },
  "about-team": { image: "start", mark: "none", motif: "none", align: "start" },
  "smb-msp": { image: "end", mark: "none", motif: "tenants", align: "start" },
  ksc: { image: "end", mark: "none", motif: "cloud", align: "start" },
  taller: { image: "end", mark: "none", motif: "none", align: "start" },
  buyblock: { image: "panel", mark: "none", motif: "none", align: "start" },
};
