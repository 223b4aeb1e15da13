/**
 * The small-and-medium-business page templates (spec 2 §2): the SMB cloud product page chooses
 * standard, buy block or redesign by its header type, the SMB downloads pages one of two. The
 * header type is the page meta's `template` (as for enterprise pages, spec 1 §2.5). Pure.
 */

export const smbLayouts = [
  "smb-cloud-standard",
  "smb-cloud-buyblock",
  "smb-cloud-redesign",
  "smb-downloads-standard",
  "smb-downloads-catalogue",
] as const;
export type SmbLayout = (typeof smbLayouts)[number];

const cloudRoutes: ReadonlySet<string> = new Set(["smb-product-cloud", "smb-product-cloud-edition"]);
const downloadsRoutes: ReadonlySet<string> = new Set(["smb-downloads", "smb-download"]);

/** Header types are written in several ways in content ("Buyblock", "buy-block", "SMB Cloud Buyblock"). */
const normalise = (value: string | undefined) => (value ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The SMB template a page takes, or null for a route that has none.
 *
 * @example smbTemplate("smb-product-cloud", "Buyblock") // "smb-cloud-buyblock"
 * @example smbTemplate("smb-product-cloud", "redesign") // "smb-cloud-redesign"
 * @example smbTemplate("smb-downloads", undefined) // "smb-downloads-standard"
 * @example smbTemplate("smb-home", "redesign") // null
 */
export function smbTemplate(routeName: string, template: string | undefined): SmbLayout | null {
  const type = normalise(template);
  if (cloudRoutes.has(routeName)) {
    if (type.endsWith("buyblock")) return "smb-cloud-buyblock";
    if (type.endsWith("redesign")) return "smb-cloud-redesign";
    return "smb-cloud-standard";
  }
  if (downloadsRoutes.has(routeName)) return type.endsWith("catalogue") ? "smb-downloads-catalogue" : "smb-downloads-standard";
  return null;
}

export const isSmbLayout = (layout: string): layout is SmbLayout => (smbLayouts as readonly string[]).includes(layout);

/** Blocks that sell: the buy block's panel holds them; the redesign puts them right under the lead. */
const purchaseTypes: ReadonlySet<string> = new Set(["buy-block", "cta"]);
/** Blocks that help rather than download: the downloads catalogue's side column holds them. */
const helpTypes: ReadonlySet<string> = new Set(["rich-text", "accordion", "cta", "support-html"]);

export interface SmbArrangement<T> {
  lead: T[];
  main: T[];
  /** Beside the lead (cloud buy block) or beside the main column (downloads catalogue). */
  aside: T[];
}

/**
 * Where each of a page's blocks goes under a template, keeping their order within each place:
 * - standard (both pages): the lead, then every block in one column;
 * - cloud buy block: the purchase blocks in a panel beside the lead, the rest below;
 * - cloud redesign: the purchase blocks first after the lead, then the rest on bands;
 * - downloads catalogue: the downloads in the main column, the help beside them.
 *
 * @example arrangeSmbBlocks("smb-cloud-buyblock", [hero, grid, cta], 1) // { lead: [hero], aside: [cta], main: [grid] }
 */
export function arrangeSmbBlocks<T extends { type: string }>(
  layout: SmbLayout,
  blocks: T[],
  leadCount: 0 | 1,
): SmbArrangement<T> {
  const lead = blocks.slice(0, leadCount);
  const rest = blocks.slice(leadCount);
  const split = (types: ReadonlySet<string>) => ({
    picked: rest.filter((block) => types.has(block.type)),
    others: rest.filter((block) => !types.has(block.type)),
  });
  switch (layout) {
    case "smb-cloud-buyblock": {
      const { picked, others } = split(purchaseTypes);
      return { lead, aside: picked, main: others };
    }
    case "smb-cloud-redesign": {
      const { picked, others } = split(purchaseTypes);
      return { lead, aside: [], main: [...picked, ...others] };
    }
    case "smb-downloads-catalogue": {
      const { picked, others } = split(helpTypes);
      // A page of help only keeps it in the main column rather than an empty one.
      return others.length > 0 ? { lead, aside: picked, main: others } : { lead, aside: [], main: picked };
    }
    default:
      return { lead, aside: [], main: rest };
  }
}
