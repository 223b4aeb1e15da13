import type { DrawnHtml } from "~/blocks/static-html";
import { brand } from "~/config/brand";
import type { NewsletterConfig } from "~/domain/forms/definition";
import type { FormTexts } from "~/domain/forms/form-texts.server";
import { newsletterConfigPath } from "~/domain/forms/load.server";
import { suggestionCount } from "~/domain/search/limits";
import { formatMessage } from "~/lib/messages";
import { sanitizeRichText } from "~/lib/sanitize.server";
import { type Site, sites } from "~/sites/locales";
import { siteOrigin } from "~/sites/resolve-site";
import type { FooterDocument } from "./schemas.server";
import type { ContentService } from "./service.server";

/**
 * Everything the site frame needs, for one site: its identity, main navigation, footer,
 * interface translations, settings and the other regional sites for the region selector.
 */
export async function loadShell(content: ContentService, site: Site, requestUrl: URL) {
  const [nav, footer, translations, settings, listTexts, newsletter, formTexts] = await Promise.all([
    content.requireDocument(site.locale, "site-header/main-nav.json", "main-nav"),
    content.requireDocument(site.locale, "site-footer/footer.json", "footer"),
    content.requireDocument(site.locale, "localization/general-translations.json", "general-translations"),
    content.requireDocument(site.locale, "localization/general-settings.json", "general-settings"),
    content.requireDocument(site.locale, "localization/list-texts.json", "list-texts"),
    content.getDocument(site.locale, newsletterConfigPath, "newsletter-config"),
    content.requireDocument(site.locale, "localization/form-texts.json", "form-texts"),
  ]);
  const documents = [nav, footer, translations, settings, listTexts, newsletter, formTexts].map((found) => found?.document);
  const year = new Date().getUTCFullYear();
  const key = `${site.locale}|${requestUrl.protocol}//${requestUrl.host}|${year}`;
  const kept = shellsMade.get(key);
  if (kept?.documents.every((document, index) => document === documents[index])) return kept.shell as ReturnType<typeof draw>;

  function draw() {
    // Who hears of form submissions is the server's business, not the page's.
    const { formRecipients: _recipients, ...publicSettings } = settings.document.fields;
    const format = (message: string, values: Record<string, string | number>) => formatMessage(site.intlLocale, message, values);
    return {
      brand: brand.name,
      site: {
        locale: site.locale,
        language: site.language,
        dir: site.dir,
        autoHyphenation: site.autoHyphenation,
        name: site.name,
        currency: site.currencies[0] ?? "USD",
        store: site.store,
        liveChat: site.liveChat,
        // Anything but a production host counts as staging for analytics.
        staging: requestUrl.hostname !== site.host,
      },
      nav: nav.document.fields.items,
      footer: footerWithYear(footer.document.fields, site.intlLocale, year),
      translations: translations.document.fields,
      /**
       * The search box's autocomplete: its list's name and what a screen reader hears for 0 to 10
       * suggestions, formatted here with the language's plurals so the browser needs no formatter.
       */
      suggestions: {
        label: listTexts.document.fields.suggestionsLabel,
        counts: Array.from({ length: suggestionCount + 1 }, (_, count) =>
          format(listTexts.document.fields.suggestionsCount, { count }),
        ),
      },
      settings: publicSettings,
      newsletter: newsletter ? newsletterPopup(newsletter.document.fields, formTexts.document.fields) : null,
      regions: [...sites.values()].map((other) => ({
        locale: other.locale,
        name: other.name,
        language: other.language,
        href: `${siteOrigin(other.locale, requestUrl)}/`,
      })),
    };
  }
  const shell = draw();
  // Sites × the origins each answers on (its host, a proxy's) × the year: any more push the oldest out.
  if (shellsMade.size >= 256) shellsMade.delete(shellsMade.keys().next().value as string);
  shellsMade.set(key, { documents, shell });
  return shell;
}

/**
 * Shells drawn before, by site, origin and year, kept while the documents they were drawn from
 * are the very same objects (the content service's, replaced when the content changes): a shell
 * is the same for every page of a site, and drawing it (its plurals, footer, region links) was a
 * few per cent of a rendered page. Readers share it and must not change it.
 */
const shellsMade = new Map<string, { documents: readonly unknown[]; shell: unknown }>();

export type Shell = Awaited<ReturnType<typeof loadShell>>;

/** Each configuration's sanitised footer, sanitised once (the configuration is cached content). */
const sanitizedFooters = new WeakMap<NewsletterConfig, string>();
function sanitizedFooter(config: NewsletterConfig): string {
  let footer = sanitizedFooters.get(config);
  if (footer === undefined) {
    footer = sanitizeRichText(config.footer);
    sanitizedFooters.set(config, footer);
  }
  return footer;
}

/** The newsletter popup's part of the shell: its configuration (statuses by path) and texts. */
function newsletterPopup(config: NewsletterConfig, texts: FormTexts) {
  return {
    formId: config.formId,
    status: config.status,
    pathsToConfigMapping: config.pathsToConfigMapping,
    popupWidth: config.popupWidth,
    header: config.header,
    footer: sanitizedFooter(config),
    emailLabel: config.emailLabel,
    emailPlaceholder: config.emailPlaceholder,
    error: config.error,
    submit: config.submit,
    close: config.close,
    dialogLabel: config.dialogLabel,
    thankYou: config.thankYou,
    sending: texts.sending,
    honeypotLabel: texts.honeypotLabel,
    tooMany: texts.tooMany,
    unavailable: texts.unavailable,
  };
}

/** The footer's copyright lines are ICU messages with `{year}`: formatted here, once, on the server. */
function footerWithYear(footer: FooterDocument["fields"], intlLocale: string, year: number): FooterDocument["fields"] {
  const format = (message: string) => formatMessage(intlLocale, message, { year: String(year) });
  return {
    ...footer,
    copyright: format(footer.copyright),
    ...(footer.businessRenewalCopyright ? { businessRenewalCopyright: format(footer.businessRenewalCopyright) } : {}),
  };
}

/** The footer's parts drawn on the server (`site-footer.server.tsx`). */
export interface DrawnFooter {
  main: DrawnHtml;
  legal: DrawnHtml;
}

/**
 * The shell as the browser gets it: the footer's links and the regions are drawn on the server,
 * so only the copyright lines, which depend on the page, travel as data.
 */
export type ClientShell = Omit<Shell, "regions" | "footer"> & {
  footer: Pick<Shell["footer"], "copyright" | "businessRenewalCopyright"> & DrawnFooter;
};

export function shellForBrowser(shell: Shell, drawn: DrawnFooter): ClientShell {
  const { regions: _regions, footer, ...rest } = shell;
  return {
    ...rest,
    footer: { copyright: footer.copyright, businessRenewalCopyright: footer.businessRenewalCopyright, ...drawn },
  };
}
