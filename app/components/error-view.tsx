import { Link } from "react-router";
import { documentTitle as withBrand } from "~/domain/content/page-head";
import type { Translations } from "~/domain/content/schemas.server";

/** Used when even the site's translations could not be loaded. */
const fallbackTexts = {
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved.",
  serverErrorTitle: "Something went wrong",
  serverErrorText: "We could not show this page. Please try again in a moment.",
  backToHome: "Back to the homepage",
};

/** The 404 and 500 pages: a title, an explanation and the way home. Never shows error detail. */
export function ErrorView({
  status,
  translations,
  documentTitle,
}: {
  status: 404 | 500;
  translations?: Translations;
  /** Title for the browser tab; the heading's text when not given. */
  documentTitle?: string;
}) {
  const t = translations ?? fallbackTexts;
  const title = status === 404 ? t.notFoundTitle : t.serverErrorTitle;
  const text = status === 404 ? t.notFoundText : t.serverErrorText;
  return (
    <section className="error-page container">
      <title>{withBrand(documentTitle ?? title)}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p className="error-page__text">{text}</p>
      <Link className="button button--primary" to="/">
        {t.backToHome}
      </Link>
    </section>
  );
}
