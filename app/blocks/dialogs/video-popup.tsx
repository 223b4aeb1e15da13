import { Dialog } from "~/components/ui/dialog";
import { type BlockContext, BlockSection } from "../types";
import { useLinkedDialog } from "./open-link";
import type { VideoPopupView } from "./view";

/**
 * Video popup (spec 3 §1): thumbnails with a play control. With JavaScript the control opens the
 * player (youtube-nocookie.com) or the map in a modal dialog, framed only while it is open, so
 * closing stops the video; without it, the control is a plain link to the video's or map's page.
 */
export function VideoPopup({ block, context }: { block: VideoPopupView; context: BlockContext }) {
  const dialog = useLinkedDialog<VideoPopupView["items"][number]>();
  const open = dialog.shown;
  return (
    <BlockSection id={block.id} heading={block.heading} intro={block.intro} context={context} className="video-popup">
      <ul className="video-popup__list">
        {block.items.map((item) => (
          <li key={item.href} className="video-popup__item">
            <a className="video-popup__control" href={item.href} aria-label={item.label} {...dialog.opener(item)} rel="noopener">
              <img
                src={item.poster.src}
                alt={item.poster.alt}
                width={item.poster.width}
                height={item.poster.height}
                loading="lazy"
                className="video-popup__poster"
              />
              <span className={`video-popup__mark video-popup__mark--${item.kind}`} aria-hidden="true">
                {item.kind === "youtube" ? (
                  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                  </svg>
                ) : (
                  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                    <path
                      d="M12 2.5a7 7 0 0 0-7 7c0 5.2 7 12 7 12s7-6.8 7-12a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
                      fill="currentColor"
                    />
                  </svg>
                )}
              </span>
            </a>
            <h3 className="video-popup__title">{item.title}</h3>
            {item.text && <p className="video-popup__text">{item.text}</p>}
          </li>
        ))}
      </ul>
      <Dialog {...dialog.state} title={open?.title ?? ""} closeLabel={block.closeLabel} className="video-popup__dialog">
        {open && (
          <div className={`video-popup__frame video-popup__frame--${open.kind}`}>
            <iframe
              src={open.embedSrc}
              title={open.title}
              allow={open.kind === "youtube" ? "autoplay; encrypted-media; picture-in-picture; fullscreen" : undefined}
              allowFullScreen={open.kind === "youtube"}
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        )}
      </Dialog>
    </BlockSection>
  );
}
