import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, use } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

const ShellNavigate = createContext<NavigateFunction | null>(null);

/** Gives the shell's links one `navigate` for the page (in `SiteShell`). */
export function ShellNavigation({ children }: { children: ReactNode }) {
  return <ShellNavigate value={useNavigate()}>{children}</ShellNavigate>;
}

type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of this site (`/home-security`, `/about?x=1#y`). */
  to: string;
};

/** A plain left click, in this window, that nothing else has taken. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute("target");
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === "_self")
  );
}

/**
 * A link of the page's frame (header, menus, breadcrumbs): to the visitor, what React Router's
 * `Link` is — a plain click navigates in place (a click on the page being shown replaces the
 * history entry instead of adding one), a modified click or a middle click opens as a link does,
 * and without JavaScript it is a link; `data-discover` lets the router learn the route ahead of
 * the click. Unlike `Link` it uses no hooks of its own: the header draws some 50 links on every
 * page, and resolving each one's path and handlers was about a twentieth of a rendered page's
 * time (decision 034). Paths are site paths already, so there is nothing to resolve.
 */
export function ShellLink({ to, onClick, children, ...rest }: ShellLinkProps) {
  const navigate = use(ShellNavigate);
  return (
    <a
      {...rest}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !isPlainClick(event)) return;
        event.preventDefault();
        const here = window.location.pathname + window.location.search + window.location.hash;
        void navigate(to, { replace: here === to });
      }}
    >
      {children}
    </a>
  );
}
