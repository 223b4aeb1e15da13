import { z } from "zod";
import { websiteLanguages } from "./rules";
import { localeSelectionTypes, releaseVersionTypes, type SelectOptions } from "./types";

/**
 * The body of `POST /_svc/downloads.svc/{locale}/SelectLinksByApplications` (spec 2 §7, spec 3
 * §3): the applications, and options in the spec's snake_case. Options a client sends as null
 * take their defaults: links type UpdateBuilds, selection by the website's language, fallback
 * English, website country and languages from the locale, the latest release.
 */

const code = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, "must be a language code such as pt-br");

/** A list sent as an array or, as the spec's clients do, joined with commas. */
function listOf<T extends z.ZodType<string, string>>(item: T, max: number) {
  return z
    .union([z.string().max(2000), z.array(z.string().max(100)).max(max)])
    .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(item).max(max, `at most ${max} entries`));
}

export const selectLinksBodySchema = z.strictObject({
  applications: z
    .array(
      z.union([
        z.int().min(1).max(999_999_999),
        z
          .string()
          .max(64)
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be an application id or taxonomy key such as kts-windows"),
      ]),
    )
    .min(1, "must name at least one application")
    .max(50, "at most 50 applications"),
  options: z
    .object({
      links_type: listOf(z.string().max(64), 20).nullish(),
      locale_selection_type: z.enum(localeSelectionTypes).nullish(),
      selected_languages_codes: listOf(code, 30).nullish(),
      fallback_language_code: code.nullish(),
      cpp_id: z.union([z.string().max(64), z.int()]).nullish(),
      website_country_code: z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z]{2}$/, "must be an ISO 3166 alpha-2 country code")
        .nullish(),
      website_language_code: code.nullish(),
      website_fallback_language: code.nullish(),
      lang_locale_link_selection_amount: z.int().min(1).max(50).nullish(),
      show_release_version_type: z.enum(releaseVersionTypes).nullish(),
      use_aux_lang_for_app_plugins: z.boolean().nullish(),
    })
    .strict()
    .default({}),
});

export type SelectLinksBody = z.output<typeof selectLinksBodySchema>;

/**
 * The options with defaults filled in from the site: website country and languages from the
 * locale, fallback English, Website selection, UpdateBuilds, Latest. A "Selected" request without
 * languages selects the website's.
 */
export function resolveOptions(
  body: SelectLinksBody["options"],
  site: { locale: string; language: string; country: string | null },
  hiddenAlphabets: readonly string[],
): SelectOptions {
  const website = websiteLanguages(site);
  const websiteLanguage = body.website_language_code ?? website.language;
  return {
    linksType: body.links_type?.length ? body.links_type : ["UpdateBuilds"],
    localeSelectionType: body.locale_selection_type ?? "Website",
    selectedLanguages: body.selected_languages_codes?.length ? body.selected_languages_codes : [websiteLanguage],
    fallbackLanguage: body.fallback_language_code ?? "en",
    websiteCountry: body.website_country_code ?? website.country,
    websiteLanguage,
    websiteFallbackLanguage: body.website_fallback_language ?? website.fallback,
    amount: body.lang_locale_link_selection_amount ?? null,
    releaseVersionType: body.show_release_version_type ?? "Latest",
    useAuxLanguageForPlugins: body.use_aux_lang_for_app_plugins ?? false,
    hiddenAlphabets: [...hiddenAlphabets],
  };
}
