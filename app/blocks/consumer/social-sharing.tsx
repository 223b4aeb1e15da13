import type { BlockContext } from "../types";
import type { SocialLinkView, SocialSharingView } from "./view";

function LinkList({ links, className }: { links: SocialLinkView[]; className: string }) {
  return (
    <ul className={`social-links ${className}`}>
      {links.map((link) => (
        <li key={link.network}>
          <a className={`social-link social-link--${link.network}`} href={link.href} rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Share this page on the networks the site names, and follow the vendor there (spec 3 §1). */
export function SocialSharingBlock({ block }: { block: SocialSharingView; context: BlockContext }) {
  return (
    <aside className="container social-sharing" id={block.id} aria-label={block.shareHeading}>
      {block.share.length > 0 && (
        <div className="social-sharing__group">
          <p className="social-sharing__heading">{block.shareHeading}</p>
          <LinkList links={block.share} className="social-links--share" />
        </div>
      )}
      <div className="social-sharing__group">
        <p className="social-sharing__heading">{block.followHeading}</p>
        <LinkList links={block.follow} className="social-links--follow" />
      </div>
    </aside>
  );
}
