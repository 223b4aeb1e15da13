import { productNames } from "~/domain/content/product-names.server";
import type { ContentService } from "~/domain/content/service.server";
import type { Site } from "~/sites/locales";
import products from "../../../data/products.json" with { type: "json" };
import type { FormDefinition, NewsletterConfig } from "./definition";
import type { FormTexts } from "./form-texts.server";
import type { Recipients } from "./service.server";

/**
 * What a form needs from content to be shown or taken: its definition (a `forms/{formId}.json`
 * document, or the newsletter's, built from its configuration), the form texts, the site's
 * recipients and the names of the products a review may be about.
 */
export interface FormContext {
  definition: FormDefinition;
  texts: FormTexts;
  recipients: Recipients;
  /** Consumer products by name → their name on this site, in the catalogue's order. */
  productNames: ReadonlyMap<string, string>;
  newsletter?: NewsletterConfig;
}

export const newsletterConfigPath = "home-security/news-letter-opt-in.json";

/** The newsletter's form (spec 3 §3): one e-mail field, no captcha (double opt-in instead). */
export function newsletterDefinition(config: NewsletterConfig): FormDefinition {
  return {
    formId: config.formId,
    formNr: config.formNr,
    kind: "newsletter",
    notify: "none",
    heading: config.header,
    fields: [{ name: "email", type: "email", label: config.emailLabel, required: true, maxLength: 254, autocomplete: "email" }],
    captcha: false,
    submit: config.submit,
    thankYou: { heading: config.header, text: config.thankYou },
  };
}

const formIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The form of `formId` on this site, or null when the site has no such form. */
export async function loadFormContext(content: ContentService, site: Site, formId: string): Promise<FormContext | null> {
  if (!formIdPattern.test(formId) || formId.length > 64) return null;
  const [newsletterFound, textsFound, settingsFound, nameOf] = await Promise.all([
    content.getDocument(site.locale, newsletterConfigPath, "newsletter-config"),
    content.requireDocument(site.locale, "localization/form-texts.json", "form-texts"),
    content.requireDocument(site.locale, "localization/general-settings.json", "general-settings"),
    productNames(content, site.locale),
  ]);
  const newsletter = newsletterFound?.document.fields;
  let definition: FormDefinition;
  if (newsletter && newsletter.formId === formId) definition = newsletterDefinition(newsletter);
  else {
    const found = await content.getDocument(site.locale, `forms/${formId}.json`, "form");
    if (!found) return null;
    definition = found.document.fields;
  }
  const consumerProducts = new Map(
    (products as ReadonlyArray<{ name: string; segment: string }>)
      .filter((product) => product.segment === "b2c")
      .map((product): [string, string] => [product.name, nameOf(product.name)]),
  );
  return {
    definition,
    texts: textsFound.document.fields,
    recipients: settingsFound.document.fields.formRecipients,
    productNames: consumerProducts,
    newsletter: definition.kind === "newsletter" ? newsletter : undefined,
  };
}
