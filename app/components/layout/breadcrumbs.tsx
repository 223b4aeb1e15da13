import { ShellLink } from "~/components/ui/shell-link";

export interface Crumb {
  title: string;
  url?: string;
}

/** Home link ('/'), then the page's trail; the last entry is the current page. */
export function Breadcrumbs({ trail, homeLabel, label }: { trail: Crumb[]; homeLabel: string; label: string }) {
  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs container" aria-label={label}>
      <ol>
        <li>
          <ShellLink to="/">{homeLabel}</ShellLink>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.url ?? crumb.title}>
              {crumb.url && !last ? (
                <ShellLink to={crumb.url}>{crumb.title}</ShellLink>
              ) : (
                <span aria-current={last ? "page" : undefined}>{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
