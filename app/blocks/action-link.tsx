import { Link } from "react-router";
import type { ActionView } from "./actions.server";

/** The text that stands where an action for a product barred in the visitor's country would be (spec 2 §6). */
export function UnavailableText({ text }: { text: string }) {
  return <p className="action-unavailable">{text}</p>;
}

/**
 * A content link styled as a button: site paths navigate in-app, others are plain links; an
 * action the server found unavailable to this visitor is its text.
 */
export function ActionLink({ action, className = "" }: { action: ActionView; className?: string }) {
  if ("unavailable" in action) return <UnavailableText text={action.unavailable} />;
  const classes = `button button--${action.variant ?? "primary"} ${className}`.trim();
  if (action.href.startsWith("/")) {
    return (
      <Link className={classes} to={action.href} prefetch="intent">
        {action.label}
      </Link>
    );
  }
  return (
    <a className={classes} href={action.href}>
      {action.label}
    </a>
  );
}

/** An inline text link (feature and card links). */
export function TextLink({ href, children }: { href: string; children: React.ReactNode }) {
  return href.startsWith("/") ? (
    <Link className="text-link" to={href} prefetch="intent">
      {children}
    </Link>
  ) : (
    <a className="text-link" href={href}>
      {children}
    </a>
  );
}
