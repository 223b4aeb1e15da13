import type { ContentService } from "~/domain/content/service.server";
import { formatMessage } from "~/lib/messages";
import type { Site } from "~/sites/locales";
import { type DownloadResolveContext, resolveDownloadThankYou } from "../downloads/resolve.server";
import { type FormResolveContext, resolveForm } from "../forms/resolve.server";
import type { BlockOf } from "../schemas.server";
import type { SmbContactUsView, SmbDownloadThankYouView } from "./view";

const translationsOf = async (context: { content: ContentService; site: Site }) =>
  (await context.content.requireDocument(context.site.locale, "localization/general-translations.json", "general-translations"))
    .document.fields;

/** The SMB contact block: the regions as written, their labels in the site's language, the engine's form. */
export async function resolveSmbContactUs(
  block: BlockOf<"smb-contact-us">,
  context: FormResolveContext,
): Promise<SmbContactUsView> {
  const { form, ...rest } = block;
  const [t, formView] = await Promise.all([translationsOf(context), resolveForm({ type: "form", id: undefined, form }, context)]);
  return {
    ...rest,
    labels: { phone: t.contactPhone, hours: t.openingHours, email: t.contactEmail },
    form: formView,
  };
}

/**
 * The SMB download thank-you: the download thank-you resolved as that block is (the file, the
 * country rules, the form and cross-sell behaviour), with the next steps' texts finished here.
 */
export async function resolveSmbDownloadThankYou(
  block: BlockOf<"smb-download-thank-you">,
  context: DownloadResolveContext,
): Promise<SmbDownloadThankYouView> {
  const { trialDays, steps, console, help, type: _type, ...download } = block;
  const [t, view] = await Promise.all([
    translationsOf(context),
    resolveDownloadThankYou({ ...download, type: "download-thank-you" }, context),
  ]);
  return {
    type: "smb-download-thank-you",
    id: block.id,
    download: { ...view, id: undefined },
    nextSteps: {
      heading: t.nextSteps,
      trial: formatMessage(context.site.intlLocale, t.trialLength, { days: trialDays }),
      steps,
      console: { label: t.openAdminConsole, href: console },
      help,
    },
  };
}
