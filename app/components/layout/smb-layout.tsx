import { BlockList } from "~/blocks/block-list";
import { blocksProvideTitle, type PageBlock } from "~/blocks/islands";
import type { Translations } from "~/domain/content/schemas.server";
import { arrangeSmbBlocks, type SmbLayout as SmbLayoutName } from "~/domain/pages/smb-templates";

/**
 * The small-and-medium-business templates (decision 030), chosen by `smbTemplate` from the page
 * meta's header type and arranged by `arrangeSmbBlocks`:
 * - cloud standard and downloads standard: the lead, then one column;
 * - cloud buy block: the lead beside a purchase panel, the product's sections below;
 * - cloud redesign: the lead split with the purchase band under it, then sections on bands;
 * - downloads catalogue: the downloads in a wide column, the help in a narrow one beside it.
 * An island (see `PageLayout`): only those pages load this script; its root names it in `data-island`.
 */
export function SmbLayout({
  layout,
  blocks,
  translations,
}: {
  layout: SmbLayoutName;
  blocks: PageBlock[];
  translations?: Translations;
}) {
  const { lead, main, aside } = arrangeSmbBlocks(layout, blocks, blocksProvideTitle(blocks) ? 1 : 0);
  const leading = lead.length > 0 ? 2 : 1;
  const list = (items: PageBlock[], level: 1 | 2 = 2) => (
    <BlockList blocks={items} translations={translations} leadingLevel={level} />
  );
  const family = layout.startsWith("smb-cloud") ? "smb-cloud" : "smb-downloads";
  const className = `smb-template ${family} ${family}--${layout.replace(`${family}-`, "")}`;

  if (layout === "smb-cloud-buyblock") {
    return (
      <div className={className} data-template={layout} data-island="smb-layout">
        <div className="smb-cloud__top container">
          <div className="smb-cloud__lead">{list(lead, 1)}</div>
          {aside.length > 0 && <div className="smb-cloud__purchase">{list(aside)}</div>}
        </div>
        <div className="smb-cloud__main">{list(main)}</div>
      </div>
    );
  }
  if (layout === "smb-cloud-redesign") {
    return (
      <div className={className} data-template={layout} data-island="smb-layout">
        <div className="smb-cloud__lead">{list(lead, 1)}</div>
        <div className="smb-cloud__bands">{list(main, leading)}</div>
      </div>
    );
  }
  if (layout === "smb-downloads-catalogue") {
    return (
      <div className={className} data-template={layout} data-island="smb-layout">
        {list(lead, 1)}
        <div className="smb-downloads__columns container">
          <div className="smb-downloads__main">{list(main, leading)}</div>
          {aside.length > 0 && <div className="smb-downloads__help">{list(aside)}</div>}
        </div>
      </div>
    );
  }
  return (
    <div className={className} data-template={layout} data-island="smb-layout">
      {list(lead, 1)}
      <div className={`${family}__main`}>{list(main, leading)}</div>
    </div>
  );
}
