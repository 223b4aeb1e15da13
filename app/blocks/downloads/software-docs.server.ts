import type { LinkType } from "~/domain/downloads/types";
import { messageFormatter } from "~/lib/messages";
import type { BlockOf } from "../schemas.server";
import { blockOptions, type DownloadResolveContext, formatDay, formatSize } from "./resolve.server";

/** The documents of spec 2 §5's link types a product's documentation shelf lists, in this order. */
export const documentLinkTypes: readonly LinkType[] = ["Docs", "OnlineHelp", "ReleaseNotes"];

export interface SoftwareDocsView {
  type: "software-docs";
  id?: string;
  heading?: string;
  intro?: string;
  products: Array<{
    title: string;
    documents: Array<{
      /** "Rescue Disk user guide", or the application's title for its release notes. */
      title: string;
      /** What its links say: the title, with the kind when the title does not say it. */
      linkText: string;
      kind: string;
      versionText: string;
      releasedText: string;
      files: Array<{ href: string; language: string; size: string; format: string }>;
    }>;
  }>;
}

/**
 * Software documentation (spec 3 §1 consumer "software docs"): each product's guides, online help
 * and release notes from the downloads catalogue (spec 2 §5), newest release, in the site's
 * language where there is one; a product with none is left out, and the block hides itself when
 * no product has one.
 */
export async function resolveSoftwareDocs(
  block: BlockOf<"software-docs">,
  // Only what the documents depend on: not the visitor's country or campaign, so the page need not vary on them.
  context: Pick<DownloadResolveContext, "content" | "site" | "downloads">,
): Promise<SoftwareDocsView | null> {
  const { site, downloads, content } = context;
  const [texts, hiddenAlphabets] = await Promise.all([
    content
      .requireDocument(site.locale, "localization/download-texts.json", "download-texts")
      .then((found) => found.document.fields),
    content
      .requireDocument(site.locale, "localization/general-settings.json", "general-settings")
      .then((found) => found.document.fields.hideAlphabets),
  ]);
  const format = messageFormatter(site.intlLocale);
  const kindOf: Record<string, string> = {
    Docs: texts.linkTypeDocs,
    OnlineHelp: texts.linkTypeOnlineHelp,
    ReleaseNotes: texts.linkTypeReleaseNotes,
  };
  const products = await Promise.all(
    block.items.map(async (product) => {
      const result = await downloads.port.selectLinks(
        {
          locale: site.locale,
          applications: product.productTaxonomy,
          options: blockOptions(site, hiddenAlphabets, {
            linksType: documentLinkTypes,
            language: null,
            fallback: "en",
            releaseVersionType: "Latest",
          }),
        },
        downloads.origin,
      );
      const documents = result.applications
        .flatMap((application) => application.groups.map((group) => ({ application, group })))
        .filter(({ group }) => group.downloads.length > 0)
        .sort((a, b) => documentLinkTypes.indexOf(a.group.links_type) - documentLinkTypes.indexOf(b.group.links_type))
        .map(({ application, group }) => ({
          title: group.title ?? application.title,
          linkText: group.title ?? `${kindOf[group.links_type] ?? group.links_type}: ${application.title}`,
          kind: kindOf[group.links_type] ?? group.links_type,
          versionText: format(texts.version, { version: group.version }),
          releasedText: format(texts.released, { date: formatDay(group.release_date, site.intlLocale) }),
          files: group.downloads.map((download) => ({
            href: download.download_url,
            language: download.language_loc_name,
            size: formatSize(download.size, site.intlLocale),
            format: group.file_extension.toUpperCase(),
          })),
        }));
      return { title: product.title, documents };
    }),
  );
  const shown = products.filter((product) => product.documents.length > 0);
  if (shown.length === 0) return null;
  return { type: "software-docs", id: block.id, heading: block.heading, intro: block.intro, products: shown };
}
