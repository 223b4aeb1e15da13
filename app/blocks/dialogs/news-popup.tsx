import { Dialog } from "~/components/ui/dialog";
import { ContentImage } from "../content-image";
import { type BlockContext, BlockSection } from "../types";
import { useLinkedDialog } from "./open-link";
import type { NewsPopupView } from "./view";

/**
 * News popup: teasers of news items. With JavaScript a teaser's link announces its item in a
 * modal dialog (date, summary, a link on to the full story); without it, the link goes to the
 * story's page.
 */
export function NewsPopup({ block, context }: { block: NewsPopupView; context: BlockContext }) {
  const dialog = useLinkedDialog<NewsPopupView["items"][number]>();
  const open = dialog.shown;
  return (
    <BlockSection id={block.id} heading={block.heading} context={context} className="news-popup">
      <ul className="news-popup__list">
        {block.items.map((item) => (
          <li key={item.href} className="news-popup__teaser">
            {item.image && <ContentImage className="news-popup__image" image={item.image} />}
            <time className="news-popup__date" dateTime={item.date}>
              {item.dateText}
            </time>
            <h3 className="news-popup__title">
              <a href={item.href} {...dialog.opener(item)}>
                {item.title}
              </a>
            </h3>
            <p className="news-popup__text">{item.teaser}</p>
          </li>
        ))}
      </ul>
      <Dialog {...dialog.state} title={open?.title ?? ""} closeLabel={block.closeLabel} className="news-popup__dialog">
        {open && (
          <>
            <time className="news-popup__date" dateTime={open.date}>
              {open.dateText}
            </time>
            {/* Sanitised when the document was loaded. */}
            <div className="news-popup__summary" dangerouslySetInnerHTML={{ __html: open.summary }} />
            <p>
              <a className="button button--primary" href={open.href}>
                {open.linkText}
              </a>
            </p>
          </>
        )}
      </Dialog>
    </BlockSection>
  );
}
