import { randomUUID } from "node:crypto";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createReviewRepository } from "~/domain/reviews/repository.server";
import { createLogger } from "~/lib/logger.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { requireSite } from "~/sites/locales";
import { testDatabaseKinds, useTestDatabase } from "../../../tests/support/databases";
import { createCaptcha, databaseReplayStore } from "./captcha.server";
import { issueFormToken } from "./human";
import { loadFormContext } from "./load.server";
import { createFormService, formRules, hashToken } from "./service.server";

const logger = createLogger({ level: "silent" });
const secret = "form-secret-for-the-tests-0123456789";
const content = createContentService({ contentDir: path.resolve("content"), brandName: "Bastion", logger, watch: false });
const germany = requireSite("de-de");
const origin = "https://de-de.bastion.example";

/** A token issued `age` seconds before now: old enough to pass the minimum fill time. */
const tokenFor = (formId: string, age = 10) => issueFormToken(secret, formId, Math.floor(Date.now() / 1000) - age);

const contact = {
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.com",
  company: "ACME",
  country: "Deutschland",
  endpoints: "500-999",
  interest: "demo",
  message: "Bitte rufen Sie mich an.",
  consent: "on",
};

describe.each(testDatabaseKinds())("the form service on %s", (kind) => {
  const database = useTestDatabase(kind);
  const captcha = () => createCaptcha({ secret, replay: databaseReplayStore(database.db), cost: 1, work: 20 });
  const rateLimiter = createRateLimiter();
  const service = () => createFormService({ db: database.db, captcha: captcha(), rateLimiter, secret, logger });

  /** The posted form with a fresh token and the answer to a fresh captcha question. */
  function posted(formId: string, fields: Record<string, string>, token = tokenFor(formId)) {
    const question = captcha().question();
    return { ...fields, _token: token, _captcha: question.token, _answer: String(question.first + question.second) };
  }

  async function submit(
    formId: string,
    fields: Record<string, string>,
    clientIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
  ) {
    const form = await loadFormContext(content, germany, formId);
    if (!form) throw new Error(`no form ${formId}`);
    return service().submit({
      definition: form.definition,
      locale: germany.locale,
      intlLocale: germany.intlLocale,
      posted: fields,
      clientIp,
      origin,
      texts: form.texts,
      recipients: form.recipients,
      productNames: form.productNames,
      newsletter: form.newsletter,
    });
  }

  beforeEach(async () => {
    for (const table of ["outbox_message", "review", "newsletter_subscriber", "form_submission"] as const)
      await database.db.deleteFrom(table).execute();
  });

  it("stores a valid enterprise contact with its consent version and time, and one sales notification in the outbox", async () => {
    const outcome = await submit("enterprise-contact", posted("enterprise-contact", contact));
    expect(outcome).toMatchObject({ status: "accepted", duplicate: false });
    const rows = await database.db.selectFrom("form_submission").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form_id: "enterprise-contact",
      form_nr: "1001",
      kind: "marketing",
      locale: "de-de",
      email: "anna@example.com",
      consent_version: "2026-11",
    });
    expect(rows[0]?.consent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.parse(rows[0]?.fields ?? "{}")).toMatchObject({ firstName: "Anna", interest: "demo" });
    const mail = await database.db.selectFrom("outbox_message").selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      purpose: "marketing-notification",
      recipient: "sales.de-de@bastion.example",
      reply_to: "anna@example.com",
      submission_id: rows[0]?.id,
    });
    expect(mail[0]?.body).toContain("Anzahl der Endpoints: 500 bis 999");
  });

  it("stores one record and one notification for a form posted twice with the same token", async () => {
    const token = tokenFor("enterprise-contact");
    const first = await submit("enterprise-contact", posted("enterprise-contact", contact, token));
    const second = await submit("enterprise-contact", posted("enterprise-contact", contact, token));
    expect(first.status).toBe("accepted");
    expect(second).toMatchObject({ status: "accepted", duplicate: true });
    expect(second.status === "accepted" && first.status === "accepted" && second.submissionId).toBe(
      first.status === "accepted" && first.submissionId,
    );
    expect(await database.db.selectFrom("form_submission").select("id").execute()).toHaveLength(1);
    expect(await database.db.selectFrom("outbox_message").select("id").execute()).toHaveLength(1);
  });

  it("stores one record when the same form is posted five times at once", async () => {
    const token = tokenFor("enterprise-contact");
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => submit("enterprise-contact", posted("enterprise-contact", contact, token))),
    );
    expect(outcomes.every((outcome) => outcome.status === "accepted")).toBe(true);
    expect(new Set(outcomes.map((outcome) => outcome.status === "accepted" && outcome.submissionId)).size).toBe(1);
    expect(await database.db.selectFrom("form_submission").select("id").execute()).toHaveLength(1);
  });

  it.each([
    [
      "without consent (spec 3 §5: submit is blocked unless it is accepted)",
      { consent: "" },
      { errors: { consent: { code: "consentRequired" } } },
    ],
    ["with an invalid address", { email: "anna@example" }, { errors: { email: { code: "invalidEmail" } } }],
    ["with an option the form does not offer", { endpoints: "1" }, { errors: { endpoints: { code: "invalidOption" } } }],
  ])("refuses the form %s and stores nothing", async (_name, change, expected) => {
    const outcome = await submit("enterprise-contact", posted("enterprise-contact", { ...contact, ...change }));
    expect(outcome).toMatchObject({ status: "invalid", ...expected });
    expect(await database.db.selectFrom("form_submission").select("id").execute()).toHaveLength(0);
  });

  it("refuses a form without a captcha response (spec 3 §5: the captcha must have a response)", async () => {
    const outcome = await submit("enterprise-contact", { ...contact, _token: tokenFor("enterprise-contact") });
    expect(outcome).toMatchObject({ status: "invalid", formError: "captchaRequired" });
    expect(await database.db.selectFrom("form_submission").select("id").execute()).toHaveLength(0);
  });

  it("refuses a form sent faster than a person fills it in, or too long after it was shown", async () => {
    expect(
      await submit("enterprise-contact", posted("enterprise-contact", contact, tokenFor("enterprise-contact", 1))),
    ).toMatchObject({
      status: "invalid",
      formError: "tooFast",
    });
    expect(
      await submit("enterprise-contact", posted("enterprise-contact", contact, tokenFor("enterprise-contact", 3 * 3600))),
    ).toMatchObject({
      status: "invalid",
      formError: "expired",
    });
  });

  it("answers a filled honeypot like a person, and keeps nothing", async () => {
    const outcome = await submit("enterprise-contact", posted("enterprise-contact", { ...contact, _fax: "http://spam.example" }));
    expect(outcome.status).toBe("accepted");
    expect(await database.db.selectFrom("form_submission").select("id").execute()).toHaveLength(0);
    expect(await database.db.selectFrom("outbox_message").select("id").execute()).toHaveLength(0);
  });

  it("limits submissions per address", async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const outcomes = [];
    for (let index = 0; index <= formRules.address.limit; index += 1)
      outcomes.push(await submit("enterprise-contact", posted("enterprise-contact", { ...contact, consent: "" }), address));
    expect(outcomes.slice(0, -1).every((outcome) => outcome.status === "invalid")).toBe(true);
    expect(outcomes.at(-1)).toMatchObject({ status: "limited" });
  });

  it("takes a partner form with the form defaulting to vas and the terms flag forced true (spec 3 §4–§5)", async () => {
    const outcome = await submit(
      "vas-contact",
      posted("vas-contact", {
        form: "",
        firstName: "Li",
        lastName: "Wei",
        email: "li@example.com",
        company: "Net",
        country: "DE",
        customers: "1-999",
        consent: "on",
      }),
    );
    expect(outcome.status).toBe("accepted");
    const row = await database.db.selectFrom("form_submission").selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields)).toMatchObject({ form: "vas", termsAndConditions: "true" });
    expect(await database.db.selectFrom("outbox_message").select("recipient").execute()).toEqual([
      { recipient: "partners.de-de@bastion.example" },
    ]);
  });

  it("holds a review for moderation and tells the moderators", async () => {
    const outcome = await submit(
      "submit-review",
      posted("submit-review", {
        product: "total-security",
        rating: "5",
        title: "Läuft leise",
        text: "Seit einem Jahr im Einsatz, keine Probleme und kaum spürbar.",
        nickname: "Kai",
        email: "kai@example.com",
        consent: "on",
      }),
    );
    expect(outcome.status).toBe("accepted");
    const reviews = createReviewRepository(database.db);
    expect(await reviews.approved("total-security", "de-de", 1, 14)).toEqual([]);
    const [pending] = await reviews.list("pending");
    expect(pending).toMatchObject({ product: "total-security", rating: 5, title: "Läuft leise", locale: "de-de" });
    expect(await reviews.moderate(pending?.id ?? "", "approved")).toBe(true);
    expect((await reviews.approved("total-security", "de-de", 5, 14)).map((review) => review.title)).toEqual(["Läuft leise"]);
    expect(await reviews.summary("total-security", "de-de")).toEqual({ count: 1, average: 5 });
    expect(await reviews.moderate(randomUUID(), "approved")).toBe(false);
    expect(await database.db.selectFrom("outbox_message").select("purpose").execute()).toEqual([
      { purpose: "review-moderation" },
    ]);
  });

  it("signs a newsletter address up through double opt-in: pending, a confirmation e-mail, confirmed by its link", async () => {
    const outcome = await submit("newsletter", { email: "Leser@Example.de", _token: tokenFor("newsletter") });
    expect(outcome.status).toBe("accepted");
    const subscriber = await database.db.selectFrom("newsletter_subscriber").selectAll().executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({
      email: "leser@example.de",
      locale: "de-de",
      locale_code: "de_DE",
      segment: "NEWSLETTER",
      opt_in: 0,
      status: "pending",
    });
    const [mail] = await database.db.selectFrom("outbox_message").selectAll().execute();
    expect(mail).toMatchObject({ purpose: "newsletter-confirmation", recipient: "leser@example.de" });
    const token = /confirm\?token=([\w-]{43})/.exec(mail?.body ?? "")?.[1] ?? "";
    expect(hashToken(token)).toBe(subscriber.token_hash);
    expect(JSON.parse(mail?.headers ?? "{}")["List-Unsubscribe"]).toContain(`/newsletter/unsubscribe?token=${token}`);
    expect(await service().confirmNewsletter(token)).toEqual({ email: "leser@example.de", locale: "de-de" });
    expect(await database.db.selectFrom("newsletter_subscriber").select(["status", "opt_in"]).executeTakeFirst()).toEqual({
      status: "confirmed",
      opt_in: 1,
    });
    expect(await service().confirmNewsletter("x".repeat(43))).toBeNull();
  });

  it("answers an address already subscribed the same way, without another e-mail; unsubscribes by the link", async () => {
    await submit("newsletter", { email: "leser@example.de", _token: tokenFor("newsletter") });
    const [mail] = await database.db.selectFrom("outbox_message").select("body").execute();
    const token = /confirm\?token=([\w-]{43})/.exec(mail?.body ?? "")?.[1] ?? "";
    await service().confirmNewsletter(token);
    const again = await submit("newsletter", { email: "leser@example.de", _token: tokenFor("newsletter") });
    expect(again).toMatchObject({ status: "accepted", duplicate: false });
    expect(await database.db.selectFrom("outbox_message").select("id").execute()).toHaveLength(1);
    expect(await service().unsubscribeNewsletter(token)).toBe(true);
    expect(await database.db.selectFrom("newsletter_subscriber").select(["status", "opt_in"]).executeTakeFirst()).toEqual({
      status: "unsubscribed",
      opt_in: 0,
    });
    expect(await service().unsubscribeNewsletter("y".repeat(43))).toBe(false);
  });
});
