import type { PageHeaderVariant } from "../page-header-layouts";

/**
 * The templates of the targeted solutions block (spec 3 §1: "targeted solutions with the
 * template chosen by header type: internet-gateway special template, SMB Targeted Solution
 * Buyblock, standard").
 */
export const targetedSolutionTemplates = ["internet-gateway", "buyblock", "standard"] as const;
export type TargetedSolutionTemplate = (typeof targetedSolutionTemplates)[number];

/**
 * The template for a page: the internet gateway solution has its own (traffic passing through
 * the gateway's layers), whatever the header; under a Buyblock header (the spec's "SMB Targeted
 * Solution Buyblock" header type) the solutions are offers with their buy actions; any other
 * header, or none, gets the standard grid.
 *
 * @example targetedSolutionTemplate({ headerVariant: "smb-targeted-solution", solution: "internet-gateway" }) // "internet-gateway"
 * @example targetedSolutionTemplate({ headerVariant: "buyblock", solution: "mail-server" }) // "buyblock"
 * @example targetedSolutionTemplate({ headerVariant: null, solution: "mail-server" }) // "standard"
 */
export function targetedSolutionTemplate({
  headerVariant,
  solution,
}: {
  headerVariant: PageHeaderVariant | null;
  solution: string;
}): TargetedSolutionTemplate {
  if (solution === "internet-gateway") return "internet-gateway";
  if (headerVariant === "buyblock") return "buyblock";
  return "standard";
}

/**
 * The page's header type: the variant of its first page header block, or null without one.
 *
 * @example pageHeaderVariantOf([{ type: "page-header", variant: "buyblock" }, { type: "cta" }]) // "buyblock"
 */
export function pageHeaderVariantOf(blocks: ReadonlyArray<{ type: string; variant?: unknown }>): PageHeaderVariant | null {
  const header = blocks.find((block) => block.type === "page-header");
  return header ? (header.variant as PageHeaderVariant) : null;
}
