import type { ContentDocument } from "~/domain/content/schemas.server";
import type { RenewalNotice } from "~/domain/renewal/types";
import { formatMessage } from "~/lib/messages";
import type { BuyBlockContext } from "../buy-block/resolve.server";
import type { BlockOf } from "../schemas.server";
import type { SerialFormView } from "./view";

type RenewalTexts = ContentDocument<"renewal-texts">["fields"];

/** The wording of a notice: the disclaimers of spec 2 §4 (the lost-days one with its partner link and days left). */
export function noticeView(
  notice: RenewalNotice,
  texts: RenewalTexts,
  intlLocale: string,
): NonNullable<SerialFormView["notice"]> {
  switch (notice.kind) {
    case "lost-days": {
      const text = formatMessage(intlLocale, texts.lostDaysDisclaimer, {
        partner: notice.partnerName ?? "",
        days: notice.daysLeft ?? 0,
      });
      return {
        kind: notice.kind,
        text,
        link: notice.providerUrl ? { href: notice.providerUrl, label: texts.lostDaysLinkText } : undefined,
      };
    }
    case "ksc-family":
      return { kind: notice.kind, text: texts.kscFamilyDisclaimer };
    case "channel":
      return { kind: notice.kind, text: texts.channelDisclaimer };
    case "not-dr-ca":
      return redirectNotice(notice, texts.notDrCaDisclaimer, texts.notDrCaLinkText);
    case "partner":
      // A partner's renewal page, reached after a form post without JavaScript (decision 032).
      return redirectNotice(notice, texts.partnerRedirecting, texts.lostDaysLinkText);
    case "no-pricing":
      return { kind: notice.kind, text: texts.noPricing };
    case "rate-limited":
      return { kind: notice.kind, text: texts.tooManyAttempts };
    default:
      return { kind: notice.kind, text: texts.lookupFailed };
  }
}

/**
 * A notice that moves the visitor on to another page (another regional site, a partner's): its
 * text, the redirect, and the same address as a link, for whoever does not want to wait (and
 * without JavaScript, with the Refresh header).
 */
function redirectNotice(notice: RenewalNotice, text: string, linkLabel: string): NonNullable<SerialFormView["notice"]> {
  return {
    kind: notice.kind,
    text,
    redirect: notice.redirect,
    link: notice.redirect ? { href: notice.redirect.url, label: linkLabel } : undefined,
  };
}

/**
 * Resolves the serial form: the site's renewal texts and the notice the last lookup left. The
 * renewal-serial dialog's opener (decision 032) gets its link text and the dialog's close label;
 * a notice belongs to the form in the page, never to the one in a dialog.
 */
export async function resolveSerialForm(
  block: BlockOf<"serial-form">,
  context: Pick<BuyBlockContext, "content" | "site" | "notice">,
): Promise<SerialFormView> {
  const { site } = context;
  const texts = (await context.content.requireDocument(site.locale, "localization/renewal-texts.json", "renewal-texts")).document
    .fields;
  const notice = block.opener ? null : (context.notice ?? null);
  const view: SerialFormView = {
    type: "serial-form",
    id: block.id,
    heading: block.heading,
    text: block.text,
    mode: block.mode,
    texts: {
      serialLabel: texts.serialLabel,
      serialHint: texts.serialHint,
      submit: texts.submit,
      partnerDialogTitle: texts.partnerDialogTitle,
      partnerDialogText: texts.partnerDialogText,
      noPartnerNext: texts.noPartnerNext,
      noPartnerContinue: texts.noPartnerContinue,
    },
    notice: notice ? noticeView(notice, texts, site.intlLocale) : null,
  };
  if (!block.opener) return view;
  const translations = await context.content.requireDocument(
    site.locale,
    "localization/general-translations.json",
    "general-translations",
  );
  return {
    ...view,
    opener: {
      label: block.opener.label ?? texts.partnerDialogOpener,
      href: block.opener.href,
      closeLabel: formatMessage(site.intlLocale, translations.document.fields.closeDialog),
    },
  };
}
