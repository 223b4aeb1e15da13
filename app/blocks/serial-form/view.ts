/** The serial form as its component receives it: texts, and the one-time notice to show. */
export interface SerialFormView {
  type: "serial-form";
  id?: string;
  heading?: string;
  text?: string;
  mode: "lookup" | "partner-dialog";
  texts: {
    serialLabel: string;
    serialHint: string;
    submit: string;
    partnerDialogTitle: string;
    partnerDialogText: string;
    /** The no-partner state's way on: the same key through the normal lookup. */
    noPartnerNext: string;
    noPartnerContinue: string;
  };
  /**
   * The renewal-serial dialog (decision 032): the block is this link, which opens the form in a
   * modal dialog; without JavaScript it leads to `href`, where the same form is in the page.
   */
  opener?: { label: string; href: string; closeLabel: string };
  /** A disclaimer or message from the last lookup, already worded; `link` replaces `{link}`. */
  notice: {
    kind: string;
    text: string;
    link?: { href: string; label: string };
    /** NOT_DR_CA_FALLBACK and a partner's page: where the browser goes, and when. */
    redirect?: { url: string; afterMs: number };
  } | null;
}

/** What the form's action answers when it does not redirect: the message next to the field. */
export interface SerialFormError {
  field: "serial";
  error: string;
}

/**
 * What the partner-dialog form's action answers when no partner renews the licence (or the key is
 * unknown: the two are told apart by nobody): the text, and the key as typed, so the normal
 * lookup can take it on.
 */
export interface SerialFormNoPartner {
  state: "no-partner";
  text: string;
  serial: string;
}

export type SerialFormAnswer = SerialFormError | SerialFormNoPartner;
