import { BlockList } from "~/blocks/block-list";
import { blocksProvideTitle, type InteractiveBlock, isInteractiveBlock, type PageBlock } from "~/blocks/islands";
import { renderBlock } from "~/blocks/registry";
import type { Translations } from "~/domain/content/schemas.server";
import type { Layout } from "~/domain/pages/rules";

/**
 * The two enterprise templates (decision 027), chosen by the page meta's `template`:
 * - 3.0 (`enterprise-new`): the banner across the whole width, the section navigation sticking
 *   below the site header with the back-to-top button, sections on alternating full-width bands.
 * - legacy (`enterprise-legacy`): a centred page with the banner in a frame, the contents list in
 *   a left column beside the sections.
 */
export function EnterpriseLayout({
  layout,
  blocks,
  translations,
}: {
  layout: Extract<Layout, "enterprise-new" | "enterprise-legacy">;
  blocks: PageBlock[];
  translations?: Translations;
}) {
  const lead = blocksProvideTitle(blocks) ? blocks.slice(0, 1) : [];
  const rest = blocks.slice(lead.length);
  const nav = rest.find((block): block is InteractiveBlock => block.type === "enterprise-page-nav" && isInteractiveBlock(block));
  const sections = rest.filter((block) => block !== nav);
  const navigation = nav && (
    <div className="block block--enterprise-page-nav" data-island={nav.type}>
      {renderBlock(nav, { headingLevel: 2, translations, layout })}
    </div>
  );
  const body = <BlockList blocks={sections} translations={translations} leadingLevel={lead.length > 0 ? 2 : 1} />;
  if (layout === "enterprise-new") {
    return (
      <div className="enterprise enterprise--new">
        <BlockList blocks={lead} translations={translations} />
        {navigation}
        <div className="enterprise__body">{body}</div>
      </div>
    );
  }
  return (
    <div className="enterprise enterprise--legacy container">
      <BlockList blocks={lead} translations={translations} />
      <div className={navigation ? "enterprise__columns" : "enterprise__body"}>
        {navigation && <div className="enterprise__aside">{navigation}</div>}
        <div className="enterprise__main">{body}</div>
      </div>
    </div>
  );
}
