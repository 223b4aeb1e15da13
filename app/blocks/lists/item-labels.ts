import { dateTimeFormat, displayNames } from "~/lib/intl-formats";
import { messageFormatter } from "~/lib/messages";
import type { Site } from "~/sites/locales";

/** What a list item or search result shows of its date and, when not the site's, its language. */
export interface ItemLabels {
  date(iso: string): { text: string; iso: string };
  /** The badge of an item in another language than the site's ("In English"); undefined for the site's own. */
  language(code: string): { code: string; label: string } | undefined;
}

/**
 * The site's date and language labels, its formatters made once for a whole list.
 *
 * @example itemLabels(germanSite, "Auf {language}").language("en") // { code: "en", label: "Auf Englisch" }
 */
export function itemLabels(site: Pick<Site, "intlLocale" | "language">, inLanguage: string): ItemLabels {
  const dates = dateTimeFormat(site.intlLocale, { dateStyle: "long", timeZone: "UTC" });
  const languages = displayNames(site.intlLocale, { type: "language" });
  const format = messageFormatter(site.intlLocale);
  return {
    date: (iso) => ({ text: dates.format(new Date(`${iso}T00:00:00Z`)), iso }),
    language: (code) =>
      code === site.language ? undefined : { code, label: format(inLanguage, { language: languages.of(code) ?? code }) },
  };
}
