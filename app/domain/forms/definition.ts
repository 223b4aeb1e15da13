import { z } from "zod";

/**
 * What a form is, as content writes it (`content/{locale}/forms/{formId}.json`, kind "form"): its
 * fields, consent, captcha and thank-you state. One engine validates, stores and answers every
 * form from this; the newsletter builds its definition from its own configuration (spec 3 §3).
 */

export const fieldTypes = ["text", "email", "tel", "textarea", "select", "checkbox", "rating", "product"] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Names the engine posts beside the fields; a definition may not use them. */
export const reservedNames = ["intent", "consent", "altcha", "_form", "_token", "_captcha", "_answer", "_fax"] as const;

/** Most a field takes when its definition names no `maxLength`. */
export const defaultMaxLength = { text: 200, email: 254, tel: 40, textarea: 4000 } as const;

const fieldName = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]{0,39}$/, "must be camelCase letters and digits")
  .refine((name) => !(reservedNames as readonly string[]).includes(name), "is reserved by the form engine");

const option = z.strictObject({ value: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), label: z.string().min(1) });

export const formField = z
  .strictObject({
    name: fieldName,
    type: z.enum(fieldTypes),
    label: z.string().min(1),
    required: z.boolean().default(false),
    maxLength: z.number().int().min(1).max(10_000).optional(),
    /** Fewest characters of a text field when it is filled in. */
    minLength: z.number().int().min(1).max(1000).optional(),
    /** The HTML autocomplete token, e.g. "given-name". */
    autocomplete: z
      .string()
      .regex(/^[a-z-]+( [a-z-]+)*$/)
      .optional(),
    hint: z.string().min(1).optional(),
    /** The choices of a select field. */
    options: z.array(option).min(1).optional(),
  })
  .superRefine((field, context) => {
    if (field.type === "select" && !field.options)
      context.addIssue({ code: "custom", path: ["options"], message: "a select field needs options" });
    if (field.type !== "select" && field.options)
      context.addIssue({ code: "custom", path: ["options"], message: "only a select field has options" });
  });
export type FormField = z.output<typeof formField>;

const link = z.strictObject({ label: z.string().min(1), href: z.string().min(1) });

export const formKinds = ["marketing", "partner", "newsletter", "review"] as const;
export type FormKind = (typeof formKinds)[number];

/** Who is told about a submission: a role whose address each site configures (general settings). */
export const notifyRoles = ["sales", "partners", "privacy", "reviews", "none"] as const;
export type NotifyRole = (typeof notifyRoles)[number];

export const formDefinitionFields = z
  .strictObject({
    formId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** The marketing form number of spec 3 §3 ("Marketing forms: formId, formNr"). */
    formNr: z.string().regex(/^\d{1,8}$/),
    kind: z.enum(formKinds),
    notify: z.enum(notifyRoles),
    heading: z.string().min(1),
    intro: z.string().min(1).optional(),
    fields: z.array(formField).min(1).max(30),
    /** Spec 3 §5: when required, submit is blocked unless it is accepted. */
    consent: z
      .strictObject({
        label: z.string().min(1),
        link: link.optional(),
        /** Stored with every submission, so what was agreed to can be shown later. */
        version: z.string().regex(/^[\w.-]{1,32}$/),
        required: z.boolean(),
      })
      .optional(),
    captcha: z.boolean(),
    submit: z.string().min(1),
    /** Where a valid submission goes (a path on the site), or the text shown in place of the form. */
    thankYouPath: z
      .string()
      .regex(/^\/[a-z0-9/_-]*$/)
      .optional(),
    thankYou: z.strictObject({ heading: z.string().min(1), text: z.string().min(1) }).optional(),
  })
  .superRefine((form, context) => {
    const names = form.fields.map((field) => field.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({ code: "custom", path: ["fields", index, "name"], message: `"${name}" is used twice` });
    });
    if (!form.thankYouPath === !form.thankYou)
      context.addIssue({ code: "custom", path: ["thankYou"], message: "give exactly one of thankYouPath and thankYou" });
    if (form.kind === "review") {
      for (const required of ["product", "rating", "title", "text", "nickname"])
        if (!names.includes(required))
          context.addIssue({ code: "custom", path: ["fields"], message: `a review form needs a "${required}" field` });
    }
    if (form.kind === "partner" && !names.includes("email"))
      context.addIssue({ code: "custom", path: ["fields"], message: 'a partner form needs an "email" field (spec 3 §3)' });
  });
export type FormDefinition = z.output<typeof formDefinitionFields>;

export const formDocument = z.strictObject({ title: z.string().min(1), fields: formDefinitionFields });

/** Spec 3 §4 popup statuses: opened, closed, opened-50%, opened-20s, and closed-… variants. */
export const popupStatus = z
  .string()
  .regex(/^(opened|closed)(-(\d{1,3}%|\d{1,4}s))?$/, "must be opened, closed, opened-N% or opened-Ns");

/** `home-security/news-letter-opt-in.json` (spec 3 §3 "Newsletter config"), with its texts. */
export const newsletterConfigDocument = z.strictObject({
  title: z.string().min(1),
  fields: z.strictObject({
    header: z.string().min(1),
    /** May hold a link (sanitised HTML). */
    footer: z.string().min(1),
    formId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    formNr: z.string().regex(/^\d{1,8}$/),
    popupWidth: z.number().int().min(240).max(960),
    status: popupStatus,
    /** Page path prefix → status for pages under it (the longest prefix wins). */
    pathsToConfigMapping: z.array(z.strictObject({ key: z.string().regex(/^\/[a-z0-9/_-]*$/), value: popupStatus })),
    emailLabel: z.string().min(1),
    emailPlaceholder: z.string().min(1),
    /** Spec 3 §4: an invalid address is cleared and this becomes the placeholder. */
    error: z.string().min(1),
    submit: z.string().min(1),
    close: z.string().min(1),
    dialogLabel: z.string().min(1),
    consentVersion: z.string().regex(/^[\w.-]{1,32}$/),
    thankYou: z.string().min(1),
    confirmTitle: z.string().min(1),
    confirmText: z.string().includes("{email}"),
    confirmError: z.string().min(1),
    unsubscribe_success: z.string().min(1),
    unsubscribe_error: z.string().min(1),
    unsubscribeTitle: z.string().min(1),
    mailSubject: z.string().min(1),
    mailBody: z.string().includes("{confirmUrl}").includes("{unsubscribeUrl}"),
    homeLink: z.string().min(1),
  }),
});
export type NewsletterConfig = z.output<typeof newsletterConfigDocument>["fields"];

/** `about/qna-bot.json`: the question bot's texts (spec 3 §8 "failedAnswer"). */
export const qnaBotDocument = z.strictObject({
  title: z.string().min(1),
  fields: z.strictObject({
    heading: z.string().min(1),
    intro: z.string().min(1),
    placeholder: z.string().min(1),
    greeting: z.string().min(1),
    failedAnswer: z.string().min(1),
    contactLink: link,
  }),
});
export type QnaBotConfig = z.output<typeof qnaBotDocument>["fields"];
