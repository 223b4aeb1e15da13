import { type Kysely, sql } from "kysely";

/**
 * The forms (spec 3 §3–§7): every accepted submission, the e-mail outbox it writes in the same
 * transaction, the spent captcha challenges, the newsletter's subscribers (double opt-in) and the
 * customer reviews awaiting or past moderation.
 *
 * NOTE: portable SQL only (see 0001): booleans are 0/1, dates and times ISO 8601 UTC text.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its own point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("form_submission")
    .addColumn("id", "text", (col) => col.primaryKey())
    // The form's own key, rendered into it: a second post of the same form stores nothing new.
    .addColumn("idempotency_key", "text", (col) => col.notNull().unique().check(sql`length(idempotency_key) between 16 and 64`))
    .addColumn("form_id", "text", (col) => col.notNull())
    .addColumn("form_nr", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('marketing', 'partner', 'newsletter', 'review')`))
    .addColumn("locale", "text", (col) => col.notNull())
    // The validated fields as a JSON object of strings.
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("email", "text")
    // The consent text's version and when it was accepted; null when the form asks for none.
    .addColumn("consent_version", "text")
    .addColumn("consent_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("form_submission_form_idx").on("form_submission").columns(["form_id", "created_at"]).execute();

  await db.schema
    .createTable("outbox_message")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("submission_id", "text", (col) => col.references("form_submission.id").onDelete("set null"))
    // What it is, e.g. "sales-notification", "newsletter-confirmation".
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    // Extra headers as a JSON object (List-Unsubscribe).
    .addColumn("headers", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    // A worker that claims the message holds it until then; another may take it over after.
    .addColumn("locked_until", "text")
    .addColumn("sent_at", "text")
    .addColumn("failed_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("outbox_message_due_idx")
    .on("outbox_message")
    .columns(["sent_at", "failed_at", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("captcha_spent")
    // The challenge's id: inserting it is what accepts a solution, so a second insert fails.
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("captcha_spent_expires_idx").on("captcha_spent").column("expires_at").execute();

  await db.schema
    .createTable("newsletter_subscriber")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().check(sql`length(email) between 3 and 254`))
    // The site locale ("de-de") and the marketing locale code of spec 3 §7 ("de_DE").
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("locale_code", "text", (col) => col.notNull())
    .addColumn("segment", "text", (col) => col.notNull().defaultTo("NEWSLETTER"))
    // OPT_IN_EMAIL_IND_FIELD: 1 once the address is confirmed.
    .addColumn("opt_in", "integer", (col) => col.notNull().defaultTo(0).check(sql`opt_in in (0, 1)`))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('pending', 'confirmed', 'unsubscribed')`))
    // SHA-256 of the link token; the token itself is only in the e-mail.
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("consent_version", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addUniqueConstraint("newsletter_subscriber_email_locale_unique", ["email", "locale"])
    .execute();

  await db.schema
    .createTable("review")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("submission_id", "text", (col) => col.references("form_submission.id").onDelete("set null"))
    .addColumn("product", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("rating", "integer", (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("nickname", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("moderated_at", "text")
    .execute();
  await db.schema.createIndex("review_product_idx").on("review").columns(["product", "status", "created_at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see `up`.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("review").execute();
  await db.schema.dropTable("newsletter_subscriber").execute();
  await db.schema.dropTable("captcha_spent").execute();
  await db.schema.dropTable("outbox_message").execute();
  await db.schema.dropTable("form_submission").execute();
}
