import { z } from "zod";
import { messageFields } from "~/domain/content/message-fields";

/**
 * `localization/form-texts.json`: the interface messages of every form, the review carousel (its
 * controls and slide positions are every carousel's, in `general-translations.json`) and the
 * question bot, and the notification e-mails (ICU messages; the arguments each must use are named
 * here, and `content:check` holds translations to the same ones).
 */
const formTextArguments = {
  requiredMark: [],
  optionalMark: [],
  errorSummary: ["count"],
  required: [],
  requiredChoice: [],
  invalidEmail: [],
  invalidPhone: [],
  invalidValue: [],
  tooLong: ["max"],
  tooShort: ["min"],
  invalidOption: [],
  consentRequired: [],
  captchaLabel: [],
  captchaRequired: [],
  captchaInvalid: [],
  captchaQuestion: ["first", "second"],
  captchaAnswerHint: [],
  tooFast: [],
  expired: [],
  tooMany: [],
  unavailable: [],
  sending: [],
  honeypotLabel: [],
  ratingLegend: [],
  ratingStars: ["rating"],
  ratingSummary: ["rating"],
  reviewsHeading: [],
  reviewBy: ["nickname", "date"],
  reviewMore: [],
  reviewLess: [],
  reviewsAverage: ["average", "count"],
  writeReview: [],
  botOpen: [],
  botClose: [],
  botQuestionLabel: [],
  botAsk: [],
  botYou: [],
  botAnswerFrom: [],
  botThinking: [],
  botSource: ["title"],
  salesMailSubject: ["form", "name"],
  salesMailIntro: ["form", "formNr", "site"],
  salesMailConsent: ["version", "time"],
  salesMailNoConsent: [],
  reviewMailSubject: ["product"],
  reviewMailIntro: ["product", "site"],
} as const satisfies Record<string, readonly string[]>;
export type FormTextKey = keyof typeof formTextArguments;

export const formTextsDocument = z.strictObject({ title: z.string().min(1), fields: messageFields(formTextArguments) });
export type FormTexts = z.output<typeof formTextsDocument>["fields"];
