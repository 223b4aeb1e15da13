/**
 * The buy button of a chosen option: its cart link, or the error text when no link came for it
 * (spec 2 §4, §8 "Oops! Something went wrong").
 */
export function BuyLink({ link, label, error }: { link: string | null | undefined; label: string; error: string }) {
  return link ? (
    <a className="button button--primary buy-block__buy" href={link} rel="nofollow">
      {label}
    </a>
  ) : (
    <p className="buy-block__error" role="alert">
      {error}
    </p>
  );
}
