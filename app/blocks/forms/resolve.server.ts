import type { Services } from "~/context";
import type { ContentService } from "~/domain/content/service.server";
import type { Captcha } from "~/domain/forms/captcha.server";
import type { FormDefinition } from "~/domain/forms/definition";
import type { FormTexts } from "~/domain/forms/form-texts.server";
import { issueFormToken } from "~/domain/forms/human";
import { type FormContext, loadFormContext, newsletterConfigPath } from "~/domain/forms/load.server";
import { cleanQuestion } from "~/domain/qna/rank";
import type { QnaAnswer } from "~/domain/qna/service.server";
import type { ReviewRepository } from "~/domain/reviews/repository.server";
import { dateTimeFormat, numberFormat } from "~/lib/intl-formats";
import type { Logger } from "~/lib/logger.server";
import { formatMessage } from "~/lib/messages";
import { sanitizeRichText } from "~/lib/sanitize.server";
import type { LocaleCode, Site } from "~/sites/locales";
import { carouselTexts } from "../carousels/resolve.server";
import type { BlockOf } from "../schemas.server";
import { reviewSlides } from "./review-slides";
import type { CaptchaView, FormView, QnaBotView, ReviewCarouselView } from "./view";

/**
 * What the form blocks need beyond content: the signing secret, the captcha, the reviews, and the
 * question bot with this visitor's address (it is rate-limited).
 */
export interface FormsResolveContext {
  secret: string;
  captcha: Captcha;
  reviews: ReviewRepository;
  ask(question: string): Promise<QnaAnswer>;
}

/** The forms' part of a page's resolve context, for this visitor. */
export function formsResolveContext(
  services: Pick<Services, "captcha" | "formSecret" | "reviews" | "qna">,
  locale: LocaleCode,
  clientIp: string,
): FormsResolveContext {
  return {
    secret: services.formSecret,
    captcha: services.captcha,
    reviews: services.reviews,
    ask: (question) => services.qna.answer(locale, question, clientIp),
  };
}

export interface FormResolveContext {
  content: ContentService;
  site: Site;
  searchParams: URLSearchParams;
  forms?: FormsResolveContext;
  logger?: Pick<Logger, "warn">;
}

/** The ALTCHA translation of each site language (`altcha/i18n/{key}`). */
export function captchaLanguage(site: Pick<Site, "language" | "locale">): string {
  if (site.language === "es") return site.locale === "es-es" ? "es-es" : "es-419";
  if (site.language === "fr") return "fr-fr";
  if (site.language === "pt") return "pt-br";
  if (site.language === "zh") return "zh-cn";
  return site.language;
}

export const challengeUrl = "/_svc/FormService/challenge";

function captchaView(texts: FormTexts, site: Site, captcha: Captcha): CaptchaView {
  const question = captcha.question();
  return {
    label: texts.captchaLabel,
    challengeUrl,
    language: captchaLanguage(site),
    question: {
      text: formatMessage(site.intlLocale, texts.captchaQuestion, { first: question.first, second: question.second }),
      hint: texts.captchaAnswerHint,
      token: question.token,
    },
  };
}

/** A form's view: its fields (product choices filled in from the catalogue), a fresh token, the captcha. */
export function formView(
  definition: FormDefinition,
  context: Pick<FormContext, "texts" | "productNames">,
  site: Site,
  forms: FormsResolveContext,
  options: { id?: string; initial?: Record<string, string>; placeholder?: FormView["placeholder"]; note?: string } = {},
): FormView {
  const { texts } = context;
  return {
    type: "form",
    id: options.id ?? `form-${definition.formId}`,
    formId: definition.formId,
    kind: definition.kind,
    heading: definition.heading,
    intro: definition.intro,
    fields: definition.fields.map((field) => ({
      name: field.name,
      type: field.type,
      label: field.label,
      required: field.required,
      maxLength: field.maxLength,
      minLength: field.minLength,
      autocomplete: field.autocomplete,
      hint: field.hint,
      options:
        field.type === "product"
          ? [...context.productNames].map(([value, label]) => ({ value, label }))
          : field.options?.map((option) => ({ ...option })),
    })),
    consent: definition.consent && {
      label: definition.consent.label,
      link: definition.consent.link,
      required: definition.consent.required,
    },
    submit: definition.submit,
    token: issueFormToken(forms.secret, definition.formId, Math.floor(Date.now() / 1000)),
    captcha: definition.captcha ? captchaView(texts, site, forms.captcha) : null,
    initial: options.initial ?? {},
    texts: {
      requiredMark: texts.requiredMark,
      optionalMark: texts.optionalMark,
      sending: texts.sending,
      honeypotLabel: texts.honeypotLabel,
      ratingLegend: texts.ratingLegend,
      stars: [1, 2, 3, 4, 5].map((rating) => formatMessage(site.intlLocale, texts.ratingStars, { rating })),
    },
    placeholder: options.placeholder,
    note: options.note,
  };
}

/** The form block: null (nothing shown) when the site has no such form or forms are not wired. */
export async function resolveForm(block: BlockOf<"form">, context: FormResolveContext): Promise<FormView | null> {
  if (!context.forms) return null;
  const found = await loadFormContext(context.content, context.site, block.form);
  if (!found) return null;
  // A link may choose a choice field's value: the review page for one product
  // (`?product=total-security`), the partner form for one programme (`?form=reseller`).
  const initial: Record<string, string> = {};
  for (const field of found.definition.fields) {
    const value = context.searchParams.get(field.name) ?? "";
    const allowed =
      field.type === "product" ? found.productNames.has(value) : Boolean(field.options?.some((option) => option.value === value));
    if (value && allowed) initial[field.name] = value;
  }
  return formView(found.definition, found, context.site, context.forms, { id: block.id, initial });
}

/** The inline newsletter form: the site's configuration as a form, its placeholder and error. */
export async function resolveNewsletter(block: BlockOf<"newsletter">, context: FormResolveContext): Promise<FormView | null> {
  if (!context.forms) return null;
  const config = await context.content.getDocument(context.site.locale, newsletterConfigPath, "newsletter-config");
  if (!config) return null;
  const found = await loadFormContext(context.content, context.site, config.document.fields.formId);
  if (!found) return null;
  const fields = config.document.fields;
  return formView(found.definition, found, context.site, context.forms, {
    id: block.id ?? "newsletter",
    placeholder: { text: fields.emailPlaceholder, error: fields.error },
    note: sanitizeRichText(fields.footer),
  });
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function formatDate(intlLocale: string, iso: string): string {
  let formatter = dateFormatters.get(intlLocale);
  if (!formatter) {
    formatter = dateTimeFormat(intlLocale, { dateStyle: "medium", timeZone: "UTC" });
    dateFormatters.set(intlLocale, formatter);
  }
  return formatter.format(new Date(iso));
}

/**
 * The review carousel: the newest approved reviews of the product with enough stars (spec 3 §3
 * starsFilter 5, reviewsNum 14), and the product's count and mean of all approved reviews for its
 * structured data. Null — the block hides itself (spec 3 §8) — when there are none to show or
 * they do not come. Its carousel texts and slide positions are every carousel's (decision 026).
 */
export async function resolveReviewCarousel(
  block: BlockOf<"review-carousel">,
  context: FormResolveContext,
): Promise<ReviewCarouselView | null> {
  if (!context.forms) return null;
  const { site } = context;
  const { reviews: repository } = context.forms;
  let found: [Awaited<ReturnType<typeof repository.approved>>, Awaited<ReturnType<typeof repository.summary>>];
  try {
    found = await Promise.all([
      repository.approved(block.product, site.locale, block.starsFilter, block.reviewsNum),
      repository.summary(block.product, site.locale),
    ]);
  } catch (error) {
    // Spec 3 §8: the reviews block hides itself when its data does not come; the page stays.
    context.logger?.warn({ err: error, product: block.product }, "reviews unavailable; carousel hidden");
    return null;
  }
  const [reviews, summary] = found;
  if (reviews.length === 0) return null;
  const [textsFound, carousel] = await Promise.all([
    context.content.requireDocument(site.locale, "localization/form-texts.json", "form-texts"),
    carouselTexts(context),
  ]);
  const texts = textsFound.document.fields;
  const shown = reviews.map((review) => ({
    id: review.id,
    rating: review.rating,
    ratingText: formatMessage(site.intlLocale, texts.ratingSummary, { rating: review.rating }),
    title: review.title,
    text: review.text,
    byline: formatMessage(site.intlLocale, texts.reviewBy, {
      nickname: review.nickname,
      date: formatDate(site.intlLocale, review.createdAt),
    }),
    date: review.createdAt.slice(0, 10),
    nickname: review.nickname,
  }));
  return {
    type: "review-carousel",
    id: block.id ?? `reviews-${block.product}`,
    product: block.product,
    heading: block.heading ?? texts.reviewsHeading,
    average: formatMessage(site.intlLocale, texts.reviewsAverage, {
      average: numberFormat(site.intlLocale, { maximumFractionDigits: 1 }).format(summary.average),
      count: summary.count,
    }),
    summary,
    // Two reviews a slide, each slide with its position ("2 of 7").
    ...carousel.deck(reviewSlides(shown)),
    writeReview: { label: texts.writeReview, href: `/products/bazaarvoice/submit-review?product=${block.product}` },
    // Spec 3 §9: the review carousel plays (every 4 000 ms), as the primitive does it.
    autoplay: true,
    texts: { ...carousel.texts, more: texts.reviewMore, less: texts.reviewLess },
  };
}

/** The page an answer comes from, as the bot links it ("From: Contact us"), in the site's language. */
export function qnaSourceLink(intlLocale: string, texts: FormTexts, source: { title: string; href: string }) {
  return { label: formatMessage(intlLocale, texts.botSource, { title: source.title }), href: source.href };
}

/** The question bot: its texts, and the answer to the query's `question` (the form without JavaScript). */
export async function resolveQnaBot(block: BlockOf<"qna-bot">, context: FormResolveContext): Promise<QnaBotView | null> {
  if (!context.forms) return null;
  const { site } = context;
  const [configFound, textsFound] = await Promise.all([
    context.content.getDocument(site.locale, "about/qna-bot.json", "qna-bot"),
    context.content.requireDocument(site.locale, "localization/form-texts.json", "form-texts"),
  ]);
  if (!configFound) return null;
  const config = configFound.document.fields;
  const texts = textsFound.document.fields;
  const question = cleanQuestion(context.searchParams.get("question") ?? "");
  let exchange: QnaBotView["exchange"];
  if (question) {
    const answer = await context.forms.ask(question);
    exchange =
      answer.status === "answered"
        ? {
            question,
            answer: answer.answers[0]?.answer ?? config.failedAnswer,
            source: answer.answers[0] && qnaSourceLink(site.intlLocale, texts, answer.answers[0].source),
          }
        : { question, answer: answer.status === "limited" ? texts.tooMany : config.failedAnswer };
  }
  return {
    type: "qna-bot",
    id: block.id ?? "qna-bot",
    heading: config.heading,
    intro: config.intro,
    placeholder: config.placeholder,
    greeting: config.greeting,
    failedAnswer: config.failedAnswer,
    tooMany: texts.tooMany,
    contactLink: config.contactLink,
    exchange,
    texts: {
      open: texts.botOpen,
      close: texts.botClose,
      questionLabel: texts.botQuestionLabel,
      ask: texts.botAsk,
      you: texts.botYou,
      answerFrom: texts.botAnswerFrom,
      thinking: texts.botThinking,
    },
  };
}
