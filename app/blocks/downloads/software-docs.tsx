import { type BlockContext, BlockSection } from "../types";
import type { SoftwareDocsView } from "./software-docs.server";

/** Each product's guides, help and release notes, with version, date, language, format and size. */
export function SoftwareDocsBlock({ block, context }: { block: SoftwareDocsView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="software-docs">
      <div className="software-docs__products">
        {block.products.map((product) => (
          <section key={product.title} className="software-docs__product" aria-label={product.title}>
            <h3 className="software-docs__title">{product.title}</h3>
            <ul className="software-docs__list">
              {product.documents.map((document) => (
                <li key={document.title} className="software-docs__document">
                  <p className="software-docs__kind">{document.kind}</p>
                  <p className="software-docs__name">{document.title}</p>
                  <p className="software-docs__meta">{`${document.versionText} · ${document.releasedText}`}</p>
                  <ul className="software-docs__files">
                    {document.files.map((file) => (
                      <li key={file.href}>
                        <a href={file.href}>{`${document.linkText} (${file.language}, ${file.format}, ${file.size})`}</a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlockSection>
  );
}
