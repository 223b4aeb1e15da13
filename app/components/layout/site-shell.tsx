import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { afterHydration } from "~/components/after-hydration";
import { GeoBar } from "~/components/geo-bar";
import { ShellNavigation } from "~/components/ui/shell-link";
import type { ClientShell } from "~/domain/content/shell.server";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Renders nothing until its moment comes (spec 3 §4), so it loads after the page. */
const NewsletterPopup = afterHydration(() => import("~/components/newsletter-popup").then((module) => module.NewsletterPopup));

/** The frame of every page: skip link, header, geo and site bars, the page in `<main>`, footer. */
export function SiteShell({ shell, children }: { shell: ClientShell; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ShellNavigation>
      <a className="skip-link" href="#main">
        {shell.translations.skipToContent}
      </a>
      <SiteHeader shell={shell} />
      <GeoBar pathname={pathname} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter shell={shell} />
      {shell.newsletter && <NewsletterPopup config={shell.newsletter} pathname={pathname} />}
    </ShellNavigation>
  );
}
