import type { BuyBlockView } from "../buy-block/view";

/** A question as the wizard shows it: radio answers, or a number (the licence count). */
export type WizardQuestionView =
  | {
      kind: "choice";
      name: string;
      question: string;
      hint?: string;
      options: Array<{ value: string; label: string; description?: string; checked: boolean }>;
    }
  | {
      kind: "number";
      name: string;
      question: string;
      hint?: string;
      label: string;
      min: number;
      max: number;
      /** The value sent, when it was refused. */
      value?: string;
      error?: string;
    };

/** What the wizard recommends: the product, why, for how many devices and years, and its buy block. */
export interface WizardOutcomeView {
  heading: string;
  title: string;
  text?: string;
  plan?: string;
  features: string[];
  product: string;
  productHref?: string;
  productLink?: string;
  also: Array<{ name: string; title: string; href?: string }>;
  alsoHeading: string;
  buyBlock: BuyBlockView;
}

/** The data-layer event of an answer (spec 2 §4): wizard, step and answer ids — nothing about the visitor. */
export interface WizardEvent {
  event: "hmc_answer";
  hmcWizard: "consumer" | "business";
  hmcStep: string;
  hmcAnswer: string;
  /** The step or verdict the answer led to. */
  hmcNext: string;
}

/**
 * One state of a wizard, ready to draw: a question with the earlier answers as hidden fields (a
 * GET form to `action`), or an outcome; the query one step back and the way to start again.
 */
export interface WizardView {
  wizard: "consumer" | "business";
  /** The page the GET form goes to (with the block's anchor). */
  action: string;
  /** Where this state is: a step or verdict name (for tests and styling). */
  at: string;
  hidden: Array<{ name: string; value: string }>;
  stepLabel: string | null;
  question: WizardQuestionView | null;
  /** The query of one step back; null at the start. */
  backQuery: string | null;
  outcome: WizardOutcomeView | null;
  /** Answers that no entry recommends for (consumer): say so, and offer the comparison. */
  noResult: { text: string; href: string; label: string } | null;
  /** The data-layer event of the last answer given, with how many answers this state holds. */
  event: WizardEvent | null;
  answered: number;
  texts: { continue: string; back: string; restart: string };
}

export interface WizardBlockView {
  type: "help-me-choose" | "hmc-universal";
  id: string;
  heading?: string;
  intro?: string;
  view: WizardView;
}

/** The consumer dialog's launcher on the home-security and product pages. */
export interface WizardLauncherView {
  href: string;
  label: string;
  hint: string;
  dialogTitle: string;
  close: string;
  loading: string;
  /** Seconds before the dialog opens by itself (once a day); null: not by time. */
  autoOpenSeconds: number | null;
  /** Opens at once (once a day): the visitor's licence verdict is one the wizard is for. */
  openNow: boolean;
}
