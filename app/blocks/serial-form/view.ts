/** The serial form as its component receives it: texts, and the one-time notice to show. */
export interface SerialFormView {
  type: "serial-form";
  id?: string;
  heading?: string;
  text?: string;
  mode: "lookup" | "partner-dialog";
  texts: { serialLabel: string; serialHint: string; submit: string; partnerDialogTitle: string; partnerDialogText: string };
  /** A disclaimer or message from the last lookup, already worded; `link` replaces `{link}`. */
  notice: {
    kind: string;
    text: string;
    link?: { href: string; label: string };
    /** NOT_DR_CA_FALLBACK: where the browser goes, and when. */
    redirect?: { url: string; afterMs: number };
  } | null;
}

/** What the form's action answers when it does not redirect: the message next to the field. */
export interface SerialFormError {
  field: "serial";
  error: string;
}
