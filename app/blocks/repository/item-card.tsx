import { Link } from "react-router";
import { ContentImage } from "../content-image";
import type { ItemView } from "./view";

/** One repository item: date, source and topics, title link, summary; in its own language. */
export function ItemCard({
  item,
  headingLevel = 3,
  withImage = true,
  readMore,
}: {
  item: ItemView;
  headingLevel?: 2 | 3 | 4;
  withImage?: boolean;
  readMore?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="repo-item">
      {withImage && item.image && <ContentImage className="repo-item__image" image={{ ...item.image, alt: "" }} />}
      <p className="repo-item__meta">
        <time dateTime={item.date.iso}>{item.date.text}</time>
        {item.source && <span>{item.source}</span>}
        {item.categories.map((category) => (
          <span key={category} className="repo-item__category">
            {category}
          </span>
        ))}
        {item.language && <span className="repo-item__language">{item.language.label}</span>}
      </p>
      <Heading className="repo-item__title" lang={item.language?.code}>
        <Link to={item.href}>{item.title}</Link>
      </Heading>
      {item.summary && (
        <p className="repo-item__summary" lang={item.language?.code}>
          {item.summary}
        </p>
      )}
      {readMore && (
        <Link to={item.href} className="repo-item__more text-link" aria-hidden="true" tabIndex={-1}>
          {readMore}
        </Link>
      )}
    </article>
  );
}
