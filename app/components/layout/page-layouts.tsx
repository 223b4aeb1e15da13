import { BlockList } from "~/blocks/block-list";
import type { PageBlock } from "~/blocks/islands";
import { useIsland } from "~/blocks/registry";
import type { Translations } from "~/domain/content/schemas.server";
import type { LayoutData } from "~/domain/pages/layout-data.server";
import type { Layout } from "~/domain/pages/rules";
import { isSmbLayout } from "~/domain/pages/smb-templates";
import { EnterpriseLayout } from "./enterprise-layout";
import { SmbLayout } from "./smb-layout";
import type { SpecialLayout } from "./special-layouts";

interface LayoutProps {
  layout: Layout;
  data: LayoutData;
  blocks: PageBlock[];
  translations?: Translations;
}

/**
 * How a page's blocks are laid out (spec 1 §2.3, chosen by `chooseLayout`): one column, or for the
 * press centre and the policy blog one of the layouts of `special-layouts.tsx`, whose script only
 * their pages load.
 */
export function PageLayout(props: LayoutProps) {
  if (props.data?.kind) return <Special {...props} />;
  if (props.layout === "enterprise-new" || props.layout === "enterprise-legacy")
    return <EnterpriseLayout layout={props.layout} blocks={props.blocks} translations={props.translations} />;
  if (isSmbLayout(props.layout))
    return <SmbLayout layout={props.layout} blocks={props.blocks} translations={props.translations} />;
  return <BlockList blocks={props.blocks} translations={props.translations} />;
}

function Special(props: LayoutProps) {
  const Layout = useIsland<typeof SpecialLayout>("page-layout");
  return <Layout {...props} />;
}
