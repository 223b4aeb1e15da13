import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { enqueueMail, type NewOutboxMessage } from "~/domain/mail/outbox.server";
import { addressKey, networkKey } from "~/lib/client-address";
import type { Logger } from "~/lib/logger.server";
import type { RateLimiter } from "~/lib/rate-limit.server";
import type { Captcha } from "./captcha.server";
import type { FormDefinition, NewsletterConfig, NotifyRole } from "./definition";
import type { FormTexts } from "./form-texts.server";
import { checkFormToken, honeypotName } from "./human";
import { newsletterConfirmationMail, notificationMail, reviewMail } from "./mail-content";
import { type FieldError, type PostedFields, validateSubmission } from "./validate";

/**
 * Takes a form submission from either door (a page's form, `POST /_svc/FormService/`) through the
 * same steps: rate limits per address and per network; the honeypot and the form token (fill
 * time, age); the fields (`validate.ts`); the captcha, spent only on an otherwise valid form; then
 * one transaction that stores the submission, what its kind adds (a review, a subscriber) and its
 * e-mails in the outbox. It answers "accepted" only after that commit; the same form posted twice
 * (the same token) is stored once and answered the same.
 */

/** Ten forms per address in ten minutes, forty per network: more than people send, little for a bot. */
export const formRules = {
  address: { name: "form-address", limit: 10, windowSeconds: 600 },
  network: { name: "form-network", limit: 40, windowSeconds: 600 },
} as const;

export type FormError = "tooFast" | "expired" | "captchaRequired" | "captchaInvalid" | "tooMany" | "unavailable";

export type SubmitOutcome =
  | { status: "accepted"; submissionId: string; duplicate: boolean }
  | {
      status: "invalid";
      values: Record<string, string>;
      consent: boolean;
      errors: Record<string, FieldError>;
      formError?: FormError;
    }
  | { status: "limited"; retryAfterSeconds: number };

export type Recipients = Record<Exclude<NotifyRole, "none">, string>;

export interface SubmitInput {
  definition: FormDefinition;
  locale: string;
  intlLocale: string;
  posted: PostedFields;
  clientIp: string;
  /** `https://de-de.bastion.example`: links in e-mails point here. */
  origin: string;
  texts: FormTexts;
  recipients: Recipients;
  /** Products a "product" field may name, with their names. */
  productNames: ReadonlyMap<string, string>;
  /** For the newsletter: its configuration (texts of the confirmation e-mail). */
  newsletter?: NewsletterConfig;
  now?: Date;
}

export interface FormServiceOptions {
  db: Kysely<Database>;
  captcha: Captcha;
  rateLimiter: RateLimiter;
  secret: string;
  logger: Logger;
  /** Told after a commit that wrote e-mail, so it goes out without waiting for the next tick. */
  onMail?: () => void;
}

/** Spec 3 §7 LOCALE_FIELD: "de-DE" → "de_DE". */
export function localeField(intlLocale: string): string {
  return intlLocale.replace("-", "_");
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const emptyPosted = (definition: FormDefinition) => Object.fromEntries(definition.fields.map((field) => [field.name, ""]));

export function createFormService(options: FormServiceOptions) {
  const { db, captcha, rateLimiter, secret, logger } = options;

  async function submit(input: SubmitInput): Promise<SubmitOutcome> {
    const { definition, posted } = input;
    const now = input.now ?? new Date();
    const refuse = (formError: FormError, validation?: { values: Record<string, string>; consent: boolean }): SubmitOutcome => ({
      status: "invalid",
      values: validation?.values ?? emptyPosted(definition),
      consent: validation?.consent ?? false,
      errors: {},
      formError,
    });

    const [address, network] = await Promise.all([
      rateLimiter.consume(formRules.address, addressKey(input.clientIp)),
      rateLimiter.consume(formRules.network, networkKey(input.clientIp)),
    ]);
    if (!address.allowed || !network.allowed)
      return { status: "limited", retryAfterSeconds: Math.max(address.retryAfterSeconds, network.retryAfterSeconds) };

    // Spec 3 §3: the partner form's `form` defaults to "vas".
    const fields = definition.kind === "partner" && !posted.form ? { ...posted, form: "vas" } : posted;
    const validation = validateSubmission(definition, fields, { products: [...input.productNames.keys()] });
    const token = checkFormToken(secret, definition.formId, posted._token ?? "", Math.floor(now.getTime() / 1000));
    // A filled honeypot is a bot: it is told what a person would be told, and nothing is kept.
    if ((posted[honeypotName] ?? "") !== "") {
      logger.info({ formId: definition.formId }, "form honeypot filled: submission dropped");
      return { status: "accepted", submissionId: randomUUID(), duplicate: false };
    }
    if (!token.ok) return refuse(token.reason === "tooFast" ? "tooFast" : "expired", validation);
    if (!validation.ok)
      return { status: "invalid", values: validation.values, consent: validation.consent, errors: validation.errors };

    const existing = await findByKey(token.nonce);
    if (existing) return { status: "accepted", submissionId: existing, duplicate: true };

    if (definition.captcha) {
      const result = await captcha.verify({ altcha: posted.altcha, questionToken: posted._captcha, answer: posted._answer }, now);
      if (!result.ok) return refuse(result.reason === "missing" ? "captchaRequired" : "captchaInvalid", validation);
    }

    const values = { ...validation.values };
    if (definition.kind === "partner") {
      // Spec 3 §4–§5: the terms flag is set to true on a valid submit.
      values.termsAndConditions = "true";
    }
    try {
      const submissionId = await store(input, values, validation.consent, token.nonce, now);
      options.onMail?.();
      return { status: "accepted", submissionId, duplicate: false };
    } catch (error) {
      // Two posts of one form at once: the second insert meets the first one's key.
      const raced = await findByKey(token.nonce).catch(() => null);
      if (raced) return { status: "accepted", submissionId: raced, duplicate: true };
      throw error;
    }
  }

  async function findByKey(key: string): Promise<string | null> {
    const row = await db.selectFrom("form_submission").select("id").where("idempotency_key", "=", key).executeTakeFirst();
    return row?.id ?? null;
  }

  async function store(input: SubmitInput, values: Record<string, string>, consent: boolean, key: string, now: Date) {
    const { definition } = input;
    const submissionId = randomUUID();
    const at = now.toISOString();
    const consentAt = definition.consent && consent ? at : null;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("form_submission")
        .values({
          id: submissionId,
          idempotency_key: key,
          form_id: definition.formId,
          form_nr: definition.formNr,
          kind: definition.kind,
          locale: input.locale,
          fields: JSON.stringify(values),
          email: values.email || null,
          consent_version: consentAt ? (definition.consent?.version ?? null) : null,
          consent_at: consentAt,
          created_at: at,
        })
        .execute();
      const mail: NewOutboxMessage[] = [];
      const siteHost = new URL(input.origin).host;
      if (definition.kind === "review") {
        const reviewId = randomUUID();
        await trx
          .insertInto("review")
          .values({
            id: reviewId,
            submission_id: submissionId,
            product: values.product ?? "",
            locale: input.locale,
            rating: Number(values.rating),
            title: values.title ?? "",
            text: values.text ?? "",
            nickname: values.nickname ?? "",
            status: "pending",
            created_at: at,
            moderated_at: null,
          })
          .execute();
        if (definition.notify !== "none") {
          const content = reviewMail({
            texts: input.texts,
            intlLocale: input.intlLocale,
            siteHost,
            productName: input.productNames.get(values.product ?? "") ?? values.product ?? "",
            values,
            reviewId,
          });
          mail.push({ submissionId, purpose: "review-moderation", recipient: input.recipients[definition.notify], ...content });
        }
      } else if (definition.kind === "newsletter" && input.newsletter) {
        const confirmation = await subscribe(trx, input, values.email ?? "", at);
        if (confirmation) mail.push({ submissionId, ...confirmation });
      } else if (definition.notify !== "none") {
        const content = notificationMail({
          definition,
          values,
          texts: input.texts,
          intlLocale: input.intlLocale,
          siteHost,
          submissionId,
          consentAt,
          productNames: input.productNames,
        });
        mail.push({
          submissionId,
          purpose: `${definition.kind}-notification`,
          recipient: input.recipients[definition.notify],
          replyTo: values.email || null,
          ...content,
        });
      }
      await enqueueMail(trx, mail, now);
    });
    return submissionId;
  }

  /**
   * Double opt-in (spec 3 §3, §7): a pending subscriber with a new token and the confirmation
   * e-mail; an address already confirmed gets the same reply and no e-mail.
   */
  async function subscribe(trx: Transaction<Database>, input: SubmitInput, email: string, at: string) {
    const config = input.newsletter as NewsletterConfig;
    const normalized = email.toLowerCase();
    const current = await trx
      .selectFrom("newsletter_subscriber")
      .select(["id", "status"])
      .where("email", "=", normalized)
      .where("locale", "=", input.locale)
      .executeTakeFirst();
    if (current?.status === "confirmed") return null;
    const token = randomBytes(32).toString("base64url");
    const tokenHash = hashToken(token);
    if (current) {
      await trx
        .updateTable("newsletter_subscriber")
        .set({
          status: "pending",
          opt_in: 0,
          token_hash: tokenHash,
          consent_version: config.consentVersion,
          unsubscribed_at: null,
        })
        .where("id", "=", current.id)
        .execute();
    } else {
      await trx
        .insertInto("newsletter_subscriber")
        .values({
          id: randomUUID(),
          email: normalized,
          locale: input.locale,
          locale_code: localeField(input.intlLocale),
          segment: "NEWSLETTER",
          opt_in: 0,
          status: "pending",
          token_hash: tokenHash,
          consent_version: config.consentVersion,
          created_at: at,
          confirmed_at: null,
          unsubscribed_at: null,
        })
        .execute();
    }
    const confirmUrl = `${input.origin}/newsletter/confirm?token=${token}`;
    const unsubscribeUrl = `${input.origin}/newsletter/unsubscribe?token=${token}`;
    const content = newsletterConfirmationMail({
      config,
      intlLocale: input.intlLocale,
      email: normalized,
      confirmUrl,
      unsubscribeUrl,
    });
    return {
      purpose: "newsletter-confirmation",
      recipient: normalized,
      ...content,
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  }

  /** The confirmation link: a pending address becomes confirmed (opt-in 1); the address, or null for an unknown token. */
  async function confirmNewsletter(token: string, now = new Date()): Promise<{ email: string; locale: string } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await db
      .selectFrom("newsletter_subscriber")
      .select(["id", "email", "locale", "status"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!row || row.status === "unsubscribed") return null;
    if (row.status === "pending")
      await db
        .updateTable("newsletter_subscriber")
        .set({ status: "confirmed", opt_in: 1, confirmed_at: now.toISOString() })
        .where("id", "=", row.id)
        .execute();
    return { email: row.email, locale: row.locale };
  }

  /** The unsubscribe link: true when the token names a subscriber (now unsubscribed). */
  async function unsubscribeNewsletter(token: string, now = new Date()): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
    const result = await db
      .updateTable("newsletter_subscriber")
      .set({ status: "unsubscribed", opt_in: 0, unsubscribed_at: now.toISOString() })
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return { submit, confirmNewsletter, unsubscribeNewsletter };
}
export type FormService = ReturnType<typeof createFormService>;
