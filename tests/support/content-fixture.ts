import { readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { localeCodes, requireSite } from "~/sites/locales";
import qnaBot from "../../content/en-global/about/qna-bot.json" with { type: "json" };
import crossSellPopup from "../../content/en-global/home-security/cross-sell-popup.json" with { type: "json" };
import hmcLogic from "../../content/en-global/home-security/help-me-choose/hmc-logic.json" with { type: "json" };
import hmcStep1 from "../../content/en-global/home-security/help-me-choose/hmc-step-1.json" with { type: "json" };
import hmcStep2 from "../../content/en-global/home-security/help-me-choose/hmc-step-2.json" with { type: "json" };
import hmcUiFields from "../../content/en-global/home-security/help-me-choose/hmc-ui-fields.json" with { type: "json" };
import newsletterConfig from "../../content/en-global/home-security/news-letter-opt-in.json" with { type: "json" };
import downloadTexts from "../../content/en-global/localization/download-texts.json" with { type: "json" };
import formTexts from "../../content/en-global/localization/form-texts.json" with { type: "json" };
import generalTranslations from "../../content/en-global/localization/general-translations.json" with { type: "json" };
import listTexts from "../../content/en-global/localization/list-texts.json" with { type: "json" };
import geoipBar from "../../content/en-global/site-header/geoip-notification-bar.json" with { type: "json" };
import catalogueProducts from "../../data/products.json" with { type: "json" };

/** Minimal valid documents for the global site, to build content folders in tests. */
export const validShellDocuments: Record<string, unknown> = {
  "site-header/main-nav.json": { title: "Main navigation", fields: { items: [{ label: "Home", href: "/" }] } },
  "site-footer/footer.json": {
    title: "Footer",
    fields: { columns: [{ heading: "Company", links: [{ label: "About", href: "/about" }] }], copyright: "© {year} {brand}" },
  },
  // Every interface message the site has: a fixture that must pass the whole check needs them all.
  "localization/general-translations.json": generalTranslations,
  "localization/general-settings.json": {
    title: "General settings",
    fields: {
      formRecipients: {
        sales: "sales@example.com",
        partners: "partners@example.com",
        privacy: "privacy@example.com",
        reviews: "reviews@example.com",
      },
    },
  },
  "localization/renewal-texts.json": {
    title: "Renewal texts",
    fields: {
      serialLabel: "Licence key",
      serialHint:
        "You'll find your licence key in your order confirmation email or on the Licence screen of the {brand} app. It looks like XXXX-XXXXXXX-XXXXXXX, or it's a 32-character activation code.",
      submit: "Check my licence",
      lookupFailed: "You may have made a mistake when entering your licence information. Please try entering it again.",
      noSerial: "Enter your licence key.",
      lostDaysDisclaimer:
        "Your licence was bought through {partner}, which renews it for you. You have xx days left. Renew it with {partner}: {link}",
      lostDaysLinkText: "Renew with your provider",
      kscFamilyDisclaimer:
        "We couldn't identify the product family of your business licence, so we can't show renewal offers for it here. Please contact your administrator or our sales team, and we'll help you renew.",
      channelDisclaimer:
        "This licence was sold through a channel that can't be renewed online here. Please contact the reseller you bought it from to renew it.",
      notDrCaDisclaimer: "This licence belongs to our Canadian store. We're taking you to the Canadian site in a moment…",
      noPricing:
        "There are no renewal offers available online for this licence right now. Please contact us and we'll help you renew.",
      expiryWarning: "Your licence expires soon. Renew now so your protection doesn't lapse.",
      partnerDialogTitle: "Renew with your partner",
      partnerDialogText:
        "Your licence is looked after by one of our partners. Enter your licence key and we'll take you to your partner's renewal page.",
      noPartner: "We couldn't find a partner for this licence.",
      partnerDialogOpener: "Bought from a partner? Renew with your licence key",
      noPartnerNext: "You can still renew it with us: we'll check your licence and show you your renewal offer.",
      noPartnerContinue: "Renew with us",
      partnerRedirecting: "Your licence is renewed by your partner. We're taking you to their renewal page…",
      tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
      notDrCaLinkText: "Continue to the Canadian renewal center",
    },
  },
  "localization/buyblock-texts.json": {
    title: "Buy block texts",
    fields: {
      buyText: "Buy now",
      devicesCount: "{count, plural, one {# device} other {# devices}}",
      devicesBundle: "{pack} devices",
      devicesHeading: "Number of devices",
      packAdjusted: "Adjusted to {pack}.",
      packError: "Enter the number of devices.",
      autorenewPopupTitle: "About automatic renewal",
      autorenewPopupText: "Your subscription continues at the end of each term.",
      close: "Close",
      priceMissing: "Pricing is not available right now.",
      term: "Term",
      autorenew: "Renew automatically",
      yearly: "Yearly",
      monthly: "Monthly",
      currency: "Currency",
      update: "Update price",
      bundleToggle: "Add VPN",
      limitWarning: "Only the first 30 offers are shown.",
      autorenewDisclosure: "Renews at {price} for each following term of {term}.",
      moreOptions: "More options",
      choiceAdjusted: "That combination isn't available, so we selected the closest plan.",
    },
  },
  "localization/product-names.json": {
    title: "Product names",
    // Every catalogue product needs a name on the global site (content:check).
    fields: { names: Object.fromEntries(catalogueProducts.map((product) => [product.name, `Bastion ${product.title}`])) },
  },
  // The download blocks' messages and the cross-sell popup: the global site's own.
  "localization/download-texts.json": downloadTexts,
  "localization/list-texts.json": listTexts,
  "home-security/cross-sell-popup.json": crossSellPopup,
  // The forms' messages, the newsletter's configuration and the question bot's texts.
  "localization/form-texts.json": formTexts,
  "home-security/news-letter-opt-in.json": newsletterConfig,
  "about/qna-bot.json": qnaBot,
  // Both help-me-choose wizards: the consumer one's documents, the business one's steps and verdicts.
  "home-security/help-me-choose/hmc-ui-fields.json": hmcUiFields,
  "home-security/help-me-choose/hmc-step-1.json": hmcStep1,
  "home-security/help-me-choose/hmc-step-2.json": hmcStep2,
  "home-security/help-me-choose/hmc-logic.json": hmcLogic,
  ...Object.fromEntries(
    readdirSync("content/en-global/hmc-universal/business").map((file) => [
      `hmc-universal/business/${file}`,
      JSON.parse(readFileSync(`content/en-global/hmc-universal/business/${file}`, "utf8")),
    ]),
  ),
};

/**
 * Writes a content folder: `{ "en-global/about/page.json": {...} }`. Strings are written as-is
 * (to test unparseable files); anything else as JSON.
 */
export async function createContentFixture(files: Record<string, unknown>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "bastion-content-"));
  const contentDir = path.join(root, "content");
  await mkdir(contentDir, { recursive: true });
  for (const [relative, value] of Object.entries(files)) {
    const file = path.join(contentDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof value === "string" ? value : JSON.stringify(value, null, 2));
  }
  return contentDir;
}

/** The shell documents placed under the global site, ready to spread into a fixture. */
export const globalShell = Object.fromEntries(
  Object.entries(validShellDocuments).map(([relative, doc]) => [`en-global/${relative}`, doc]),
);

/**
 * The message documents every non-English site must have in its own folder (content:check),
 * here copies of the global ones: for fixtures that must pass the whole check.
 */
export const localizedMessageShells: Record<string, unknown> = Object.fromEntries(
  localeCodes
    .filter((locale) => requireSite(locale).language !== "en")
    .flatMap((locale) =>
      [
        "localization/general-translations.json",
        "localization/buyblock-texts.json",
        "localization/renewal-texts.json",
        "localization/download-texts.json",
        "localization/list-texts.json",
        "localization/form-texts.json",
        "home-security/help-me-choose/hmc-ui-fields.json",
        "site-footer/footer.json",
      ]
        .map((relative): [string, unknown] => [`${locale}/${relative}`, validShellDocuments[relative]])
        .concat([[`${locale}/site-header/geoip-notification-bar.json`, geoipBar]]),
    ),
);
