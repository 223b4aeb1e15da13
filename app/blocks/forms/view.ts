import type { CarouselTexts } from "~/components/ui/carousel";
import type { FieldType } from "~/domain/forms/definition";
import type { SlideDeck } from "../carousels/view";

/** A field as the form component draws it. */
export interface FormFieldView {
  name: string;
  type: FieldType;
  label: string;
  required: boolean;
  maxLength?: number;
  minLength?: number;
  autocomplete?: string;
  hint?: string;
  options?: Array<{ value: string; label: string }>;
}

/** The captcha's parts: the widget's challenge address, and the sum shown without JavaScript. */
export interface CaptchaView {
  label: string;
  challengeUrl: string;
  /** The widget's language (an ALTCHA translation key). */
  language: string;
  question: { text: string; hint: string; token: string };
}

/** What the form component receives: the definition and this rendering's token, texts formatted. */
export interface FormView {
  type: "form";
  id: string;
  formId: string;
  kind: "marketing" | "partner" | "newsletter" | "review";
  heading: string;
  intro?: string;
  fields: FormFieldView[];
  consent?: { label: string; link?: { label: string; href: string }; required: boolean };
  submit: string;
  token: string;
  captcha: CaptchaView | null;
  /** Values to start with (the query's `product` on the review page). */
  initial: Record<string, string>;
  texts: {
    requiredMark: string;
    optionalMark: string;
    sending: string;
    honeypotLabel: string;
    ratingLegend: string;
    stars: string[];
  };
  /** The placeholder of e-mail fields (the newsletter's) and the error that replaces it (spec 3 §4). */
  placeholder?: { text: string; error: string };
  /** Sanitised HTML under the form (the newsletter's footer). */
  note?: string;
}

/** A page action's answer to a form post: formatted for the form that posted (by `form`). */
export type FormActionData =
  | { form: string; ok: true; thankYou: { heading: string; text: string } }
  | {
      form: string;
      ok: false;
      values: Record<string, string>;
      consent: boolean;
      /** Field name (or "consent", "captcha") → message, in field order. */
      errors: Record<string, string>;
      /** A message for the whole form (too fast, too many, unavailable). */
      formError?: string;
      summary: string;
      /** The form's token, kept while it is valid: a correction sent at once is not "too fast". */
      token?: string;
    };

export interface ReviewView {
  id: string;
  rating: number;
  ratingText: string;
  title: string;
  text: string;
  byline: string;
  /** YYYY-MM-DD, for structured data. */
  date: string;
  nickname: string;
}

/**
 * The review carousel: its slides (`items`) are the reviews two by two (`reviewSlides`), with their
 * positions ("2 of 7"), as every carousel's deck.
 */
export interface ReviewCarouselView extends SlideDeck<ReviewView[]> {
  type: "review-carousel";
  id: string;
  product: string;
  heading: string;
  average: string;
  /** All approved reviews of the product: the AggregateRating of its structured data. */
  summary: { count: number; average: number };
  writeReview: { label: string; href: string };
  autoplay: boolean;
  texts: CarouselTexts & { more: string; less: string };
}

export interface QnaBotView {
  type: "qna-bot";
  id: string;
  heading: string;
  intro: string;
  placeholder: string;
  greeting: string;
  failedAnswer: string;
  tooMany: string;
  contactLink: { label: string; href: string };
  /** The question of the page's query and its answer (the bot without JavaScript). */
  exchange?: { question: string; answer: string; source?: { label: string; href: string } };
  texts: {
    open: string;
    close: string;
    questionLabel: string;
    ask: string;
    you: string;
    answerFrom: string;
    thinking: string;
  };
}
