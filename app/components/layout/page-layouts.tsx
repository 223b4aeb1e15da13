import { BlockList } from "~/blocks/block-list";
import type { PageBlock } from "~/blocks/islands";
import { useIsland } from "~/blocks/registry";
import type { Translations } from "~/domain/content/schemas.server";
import type { LayoutData } from "~/domain/pages/layout-data.server";
import type { Layout } from "~/domain/pages/rules";
import type { SmbLayout as SmbLayoutName } from "~/domain/pages/smb-templates";
import { EnterpriseLayout } from "./enterprise-layout";
import type { SmbLayout } from "./smb-layout";
import type { SpecialLayout } from "./special-layouts";

interface LayoutProps {
  layout: Layout;
  data: LayoutData;
  blocks: PageBlock[];
  translations?: Translations;
}

/**
 * How a page's blocks are laid out (spec 1 §2.3, chosen by `chooseLayout`): one column, or for the
 * press centre and the policy blog one of the layouts of `special-layouts.tsx`, the SMB cloud and
 * downloads pages one of `smb-layout.tsx`, whose scripts only their pages load.
 */
export function PageLayout(props: LayoutProps) {
  if (props.data?.kind) return <Special {...props} />;
  if (props.layout === "enterprise-new" || props.layout === "enterprise-legacy")
    return <EnterpriseLayout layout={props.layout} blocks={props.blocks} translations={props.translations} />;
  if (isSmb(props.layout)) return <Smb layout={props.layout} blocks={props.blocks} translations={props.translations} />;
  return <BlockList blocks={props.blocks} translations={props.translations} />;
}

/** The SMB templates (decision 030) are an island too: only SMB cloud and downloads pages load them. */
const isSmb = (layout: Layout): layout is SmbLayoutName => layout.startsWith("smb-");

function Smb(props: { layout: SmbLayoutName; blocks: PageBlock[]; translations?: Translations }) {
  const Layout = useIsland<typeof SmbLayout>("smb-layout");
  return <Layout {...props} />;
}

function Special(props: LayoutProps) {
  const Layout = useIsland<typeof SpecialLayout>("page-layout");
  return <Layout {...props} />;
}
