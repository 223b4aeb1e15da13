import { describe, expect, it } from "vitest";
import { issueField } from "~/lib/json-body.server";
import { resolveOptions, selectLinksBodySchema } from "./options";

const germany = { locale: "de-de", language: "de", country: "de" };

describe("the SelectLinksByApplications body (spec 2 §7, spec 3 §3)", () => {
  it("takes the defaults for options sent as null or left out", () => {
    const body = selectLinksBodySchema.parse({
      applications: [1001, "kismac"],
      options: { links_type: null, cpp_id: null, website_language_code: null },
    });
    expect(resolveOptions(body.options, germany, ["Cyrl"])).toEqual({
      linksType: ["UpdateBuilds"],
      localeSelectionType: "Website",
      selectedLanguages: ["de"],
      fallbackLanguage: "en",
      websiteCountry: "de",
      websiteLanguage: "de",
      websiteFallbackLanguage: "de",
      amount: null,
      releaseVersionType: "Latest",
      useAuxLanguageForPlugins: false,
      hiddenAlphabets: ["Cyrl"],
    });
  });

  it("reads comma-joined lists as the spec's clients send them, and arrays", () => {
    const body = selectLinksBodySchema.parse({
      applications: [1001],
      options: {
        links_type: "UpdateBuilds, Docs",
        locale_selection_type: "Selected",
        selected_languages_codes: "FR,pt-BR",
        fallback_language_code: "EN",
        website_country_code: "BR",
        lang_locale_link_selection_amount: 2,
        show_release_version_type: "LatestPerMajor",
        use_aux_lang_for_app_plugins: true,
      },
    });
    expect(resolveOptions(body.options, germany, [])).toMatchObject({
      linksType: ["UpdateBuilds", "Docs"],
      localeSelectionType: "Selected",
      selectedLanguages: ["fr", "pt-br"],
      fallbackLanguage: "en",
      websiteCountry: "br",
      amount: 2,
      releaseVersionType: "LatestPerMajor",
      useAuxLanguageForPlugins: true,
    });
    expect(
      selectLinksBodySchema.parse({ applications: [1], options: { links_type: ["Docs", "Manuals"] } }).options.links_type,
    ).toEqual(["Docs", "Manuals"]);
  });

  it.each([
    [{}, "applications"],
    [{ applications: [] }, "applications"],
    [{ applications: [0] }, "applications[0]"],
    [{ applications: ["Bad Key"] }, "applications[0]"],
    [{ applications: Array.from({ length: 51 }, (_, index) => index + 1) }, "applications"],
    [{ applications: [1], options: { locale_selection_type: "Everything" } }, "options.locale_selection_type"],
    [{ applications: [1], options: { show_release_version_type: "Newest" } }, "options.show_release_version_type"],
    [{ applications: [1], options: { fallback_language_code: "english" } }, "options.fallback_language_code"],
    [{ applications: [1], options: { website_country_code: "deu" } }, "options.website_country_code"],
    [{ applications: [1], options: { lang_locale_link_selection_amount: 0 } }, "options.lang_locale_link_selection_amount"],
    [{ applications: [1], options: { use_aux_lang_for_app_plugins: "yes" } }, "options.use_aux_lang_for_app_plugins"],
    [{ applications: [1], options: { selected_languages_codes: "de,<b>" } }, "options.selected_languages_codes[1]"],
    [{ applications: [1], options: { surprise: 1 } }, "options"],
    [{ applications: [1], extra: true }, "body"],
  ])("refuses %j, naming %s", (body, field) => {
    const result = selectLinksBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(issueField(result.error?.issues[0]?.path ?? [])).toBe(field);
  });
});
