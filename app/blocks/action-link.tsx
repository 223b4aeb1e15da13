import { Link } from "react-router";
import type { Action } from "./schemas.server";

/** A content link styled as a button: site paths navigate in-app, others are plain links. */
export function ActionLink({
  action,
  className = "",
}: {
  action: Pick<Action, "label" | "href"> & { variant?: Action["variant"] };
  className?: string;
}) {
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
