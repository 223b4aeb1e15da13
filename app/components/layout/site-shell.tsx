import type { ReactNode } from "react";
import type { Shell } from "~/domain/content/shell.server";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The frame of every page: skip link, header, the page in `<main>`, footer. */
export function SiteShell({ shell, children }: { shell: Shell; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {shell.translations.skipToContent}
      </a>
      <SiteHeader shell={shell} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter shell={shell} />
    </>
  );
}
