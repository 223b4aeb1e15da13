import { Link } from "react-router";
import { type BlockContext, BlockSection } from "../types";
import { useDownloadFlow } from "./download-flow";
import { eventOf, FileCard } from "./file-card";
import type { DownloadItemView, DownloadListView, DownloadUiTexts } from "./view";

/**
 * Product updates / download list (spec 3 §3): a language switch (a GET form), then per product
 * the platform switch (links), the installers of the chosen platform with size and checksum,
 * store links, and the other link types (documents, release notes, plug-ins). Everything is
 * resolved on the server and works without JavaScript; with it, a download starts after 500 ms
 * or after the e-mail form, with the cross-sell popup where configured.
 */
export function DownloadList({ block, context }: { block: DownloadListView; context: BlockContext }) {
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="download-list">
      {block.languages && (
        <form method="get" action={`#${block.id ?? ""}`} className="download-language">
          {block.languages.os && <input type="hidden" name="os" value={block.languages.os} />}
          <label>
            <span className="download-language__label">{block.languages.label}</span>
            <select name="lang" defaultValue={block.languages.current}>
              {block.languages.choices.map((choice) => (
                <option key={choice.code} value={choice.code} lang={choice.code}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--secondary download-language__submit">
            {block.languages.submit}
          </button>
        </form>
      )}
      <div className={`download-list__items${block.items.length > 1 ? " download-list__items--grid" : ""}`}>
        {block.items.map((item) => (
          <DownloadItem key={item.id} item={item} texts={block.texts} />
        ))}
      </div>
    </BlockSection>
  );
}

function DownloadItem({ item, texts }: { item: DownloadItemView; texts: DownloadUiTexts }) {
  const flow = useDownloadFlow(item.behaviour, texts);
  const titleId = `${item.id}-title`;
  return (
    <article className="download-item" id={item.id} aria-labelledby={titleId} data-product={item.product}>
      <h3 id={titleId} className="download-item__title">
        {item.title}
      </h3>
      {item.prohibited ? (
        <p className="download-item__prohibited" role="note">
          {item.prohibited}
        </p>
      ) : (
        <>
          {item.platforms.length > 1 && (
            // Named by the product and the switch's label, so each product's switch has its own name.
            <nav className="download-platforms" aria-labelledby={`${titleId} ${item.id}-platforms`}>
              <span id={`${item.id}-platforms`} className="visually-hidden">
                {item.platformsLabel}
              </span>
              <ul>
                {item.platforms.map((platform) => (
                  <li key={platform.platform}>
                    <Link
                      to={platform.href}
                      preventScrollReset
                      aria-current={platform.current ? "true" : undefined}
                      className="download-platforms__link"
                      data-platform={platform.platform}
                    >
                      {platform.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {item.installers.map((installer, index) => (
            <FileCard
              key={installer.key}
              installer={installer}
              texts={texts}
              primary={index === 0}
              onStart={(chosen) => flow.begin(chosen.file, eventOf(item.product, chosen))}
            />
          ))}
          {item.installers.some((installer) => installer.file.sha256) && (
            <p className="download-file__hint">{texts.checksumHint}</p>
          )}
          {item.stores.length > 0 && (
            <ul className="download-stores">
              {item.stores.map((store) => (
                <li key={store.href}>
                  <a className={`download-store download-store--${store.store}`} href={store.href} rel="noopener">
                    {store.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {item.empty && <p className="download-item__empty">{item.empty}</p>}
          {item.extras.map((extra) => (
            <details key={extra.linksType} className="download-extras">
              <summary>{extra.label}</summary>
              <ul>
                {extra.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.text}</a> <span className="download-extras__detail">{link.detail}</span>
                  </li>
                ))}
              </ul>
            </details>
          ))}
          {flow.elements}
        </>
      )}
    </article>
  );
}
