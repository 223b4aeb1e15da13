import { describe, expect, it } from "vitest";
import { defaultMaxLength, type FormDefinition, type FormField } from "./definition";
import { cleanText, maxLengthOf, validateSubmission } from "./validate";

/** A field as content writes it, with the schema's default `required: false`. */
const field = (name: string, type: FormField["type"], extra: Partial<FormField> = {}): FormField => ({
  name,
  type,
  label: name,
  required: false,
  ...(type === "select" && !extra.options
    ? {
        options: [
          { value: "sales", label: "Sales" },
          { value: "support", label: "Support" },
        ],
      }
    : {}),
  ...extra,
});

const form = (fields: FormField[], consent?: FormDefinition["consent"]): FormDefinition => ({
  formId: "enterprise-contact",
  formNr: "1234",
  kind: "marketing",
  notify: "sales",
  heading: "Contact us",
  fields,
  consent,
  captcha: false,
  submit: "Send",
  thankYou: { heading: "Thank you", text: "We will be in touch." },
});

const context = { products: ["kts", "kav"] };

/** The error of the one field `name` of a one-field form, given its posted value. */
const errorOf = (definition: FormField, value: string | undefined) => {
  const result = validateSubmission(form([definition]), { [definition.name]: value }, context);
  return result.ok ? undefined : result.errors[definition.name];
};

describe("required fields", () => {
  it.each([
    ["text", "required"],
    ["email", "required"],
    ["tel", "required"],
    ["textarea", "required"],
    ["checkbox", "required"],
    ["select", "requiredChoice"],
    ["rating", "requiredChoice"],
    ["product", "requiredChoice"],
  ] as const)("an empty required %s field is refused with %s", (type, code) => {
    expect(errorOf(field("answer", type, { required: true }), "")).toEqual({ code });
    expect(errorOf(field("answer", type, { required: true }), undefined)).toEqual({ code });
  });

  it.each(["text", "textarea", "email"] as const)(
    "a required %s field of blanks, tags and control characters only is empty",
    (type) => {
      expect(errorOf(field("answer", type, { required: true }), "  <b></b>\u200b\u0000 \t")).toEqual({ code: "required" });
    },
  );

  it.each([
    ["text", undefined],
    ["email", ""],
    ["tel", ""],
    ["textarea", "   "],
    ["select", ""],
    ["rating", undefined],
    ["product", ""],
    ["checkbox", "off"],
  ] as const)("an optional %s field left empty (%j) is no error", (type, value) => {
    const result = validateSubmission(form([field("answer", type)]), { answer: value }, context);
    expect(result).toEqual({ ok: true, values: { answer: "" }, consent: false });
  });
});

describe("the e-mail check (spec 2 §5: word characters with optional dots/dashes, an @, a domain and a suffix of 2-3 letters)", () => {
  it.each([
    ["a.b-c@d.co", undefined],
    ["name@example.com", undefined],
    ["  name@example.com  ", undefined],
    ["name@example.info", { code: "invalidEmail" }],
    ["name@example", { code: "invalidEmail" }],
    ["name@@example.com", { code: "invalidEmail" }],
    ["na me@example.com", { code: "invalidEmail" }],
    ["name.@example.com", { code: "invalidEmail" }],
    [`${"a".repeat(250)}@example.com`, { code: "invalidEmail" }],
  ])("%j → %j", (value, error) => {
    expect(errorOf(field("email", "email"), value)).toEqual(error);
  });
});

describe("the phone check: digits with an optional leading +, spaces, brackets, dots and dashes, 5 to 40 characters", () => {
  it.each([
    ["+49 (0) 30-123.456", undefined],
    ["12345", undefined],
    ["1234", { code: "invalidPhone" }],
    ["call me", { code: "invalidPhone" }],
    ["++49 301234", { code: "invalidPhone" }],
    ["030 1234 ext 5", { code: "invalidPhone" }],
    ["1".repeat(41), { code: "invalidPhone" }],
  ])("%j → %j", (value, error) => {
    expect(errorOf(field("phone", "tel"), value)).toEqual(error);
  });
});

describe("choices", () => {
  it.each([
    ["sales", undefined],
    ["support", undefined],
    ["Sales", { code: "invalidOption" }],
    ["billing", { code: "invalidOption" }],
  ])("a select field takes only one of its options' values: %j → %j", (value, error) => {
    expect(errorOf(field("topic", "select"), value)).toEqual(error);
  });

  it.each([
    ["kts", undefined],
    ["kav", undefined],
    ["kis", { code: "invalidOption" }],
    ["KTS", { code: "invalidOption" }],
  ])("a product field takes only a product of the context: %j → %j", (value, error) => {
    expect(errorOf(field("product", "product"), value)).toEqual(error);
  });

  it.each([
    ["1", undefined],
    ["3", undefined],
    ["5", undefined],
    ["0", { code: "invalidOption" }],
    ["6", { code: "invalidOption" }],
    ["4.5", { code: "invalidOption" }],
    ["05", { code: "invalidOption" }],
    ["five", { code: "invalidOption" }],
  ])("a rating takes only 1 to 5 stars: %j → %j", (value, error) => {
    expect(errorOf(field("rating", "rating"), value)).toEqual(error);
  });

  it.each([
    ["on", "yes"],
    ["1", "yes"],
    ["true", "yes"],
    ["yes", "yes"],
    ["off", ""],
    ["0", ""],
    ["", ""],
    [undefined, ""],
  ])("a checkbox posted as %j reads %j", (posted, value) => {
    const result = validateSubmission(form([field("agree", "checkbox")]), { agree: posted }, context);
    expect(result.values.agree).toBe(value);
  });
});

describe("lengths", () => {
  it.each([
    ["text", 200],
    ["email", 254],
    ["tel", 40],
    ["textarea", 4000],
    ["select", 200],
    ["rating", 200],
  ] as const)("a %s field without maxLength takes %i characters", (type, max) => {
    expect(maxLengthOf(field("answer", type))).toBe(max);
  });

  it("uses defaultMaxLength for the types it names, and a field's own maxLength before it", () => {
    for (const [type, max] of Object.entries(defaultMaxLength))
      expect(maxLengthOf(field("answer", type as FormField["type"]))).toBe(max);
    expect(maxLengthOf(field("answer", "textarea", { maxLength: 50 }))).toBe(50);
  });

  it.each([
    ["text", undefined, "x".repeat(200), undefined],
    ["text", undefined, "x".repeat(201), { code: "tooLong", max: 200 }],
    ["textarea", undefined, "x".repeat(4000), undefined],
    ["textarea", undefined, "x".repeat(4001), { code: "tooLong", max: 4000 }],
    ["text", 10, "x".repeat(10), undefined],
    ["text", 10, "x".repeat(11), { code: "tooLong", max: 10 }],
    // An emoji is two UTF-16 units but one character.
    ["text", 10, "😀".repeat(10), undefined],
    ["text", 10, "😀".repeat(11), { code: "tooLong", max: 10 }],
    ["textarea", 5, "é".normalize("NFD").repeat(5), undefined],
  ] as const)("a %s field of max %s given %j → %j", (type, maxLength, value, error) => {
    expect(errorOf(field("answer", type, { maxLength }), value)).toEqual(error);
  });

  it.each([
    [4, "abc", { code: "tooShort", min: 4 }],
    [4, "abcd", undefined],
    [6, "  ab  cd  ", { code: "tooShort", min: 6 }],
    [5, "  ab  cd  ", undefined],
    [4, "😀😀😀", { code: "tooShort", min: 4 }],
    [4, "😀😀😀😀", undefined],
    [4, "", undefined],
    [4, "   ", undefined],
  ])("a text field of minLength %i, checked only when filled in: %j → %j", (minLength, value, error) => {
    expect(errorOf(field("nickname", "text", { minLength }), value)).toEqual(error);
  });
});

describe('consent (spec 3 §5: "when a consent field is required, submit is blocked unless it is accepted")', () => {
  const consent = (required: boolean) => ({ label: "I agree", version: "2025-01", required });

  it.each([
    [true, undefined, false, { code: "consentRequired" }],
    [true, "", false, { code: "consentRequired" }],
    [true, "off", false, { code: "consentRequired" }],
    [true, "on", true, undefined],
    [true, "1", true, undefined],
    [false, undefined, false, undefined],
    [false, "on", true, undefined],
  ])("required %s, posted %j: consent %s, error %j", (required, posted, accepted, error) => {
    const result = validateSubmission(
      form([field("name", "text")], consent(required)),
      { name: "Ann", consent: posted },
      context,
    );
    expect(result.consent).toBe(accepted);
    expect(result.ok).toBe(error === undefined);
    expect(result.ok ? undefined : result.errors.consent).toEqual(error);
  });
});

describe("cleaning: plain text only", () => {
  it.each([
    ["<b>x</b>", false, "x"],
    ["<script>alert(1)</script>hi", false, "alert(1)hi"],
    ["Hello <a href='https://evil.example'>there</a>", false, "Hello there"],
    ["a <!-- hidden --> b", false, "a b"],
    // A control character inside a tag, or a tag hidden inside another, does not let markup through.
    ["<\u200bscript>alert(1)</script>", false, "alert(1)"],
    ["<\u0000b>x", false, "x"],
    ["<<b>script>x", false, "x"],
    ["3 < 4 and 5 > 2", false, "3 < 4 and 5 > 2"],
    ["nul\u0000 and bell\u0007", false, "nul and bell"],
    ["zero\u200bwidth", false, "zerowidth"],
    ["\u202egnp.exe", false, "gnp.exe"],
    ["left\u2066to\u2069right", false, "lefttoright"],
    ["e\u0301", false, "é"],
    ["  many   spaces\tand\ttabs  ", false, "many spaces and tabs"],
    ["line one\nline two", false, "line one line two"],
    ["line one\r\nline two", true, "line one\nline two"],
    ["line one\r\n\r\n\r\n\r\nline two", true, "line one\n\nline two"],
    ["one\n\n\ntwo\n\nthree", true, "one\n\ntwo\n\nthree"],
    ["one   two \t\nthree  ", true, "one two\nthree"],
    ["\n\n  padded  \n\n", true, "padded"],
    ["old\rmac", true, "old\nmac"],
  ])("%j (multi-line %s) → %j", (raw, multiline, clean) => {
    expect(cleanText(raw, multiline)).toBe(clean);
  });

  it("keeps line breaks in a textarea and folds them in a text field", () => {
    const result = validateSubmission(
      form([field("subject", "text"), field("message", "textarea")]),
      { subject: "Hello\n\nthere", message: "Hello\n\n\n\nthere  you" },
      context,
    );
    expect(result.values).toEqual({ subject: "Hello there", message: "Hello\n\nthere you" });
  });

  it("returns the cleaned values of a refused form, so that it is shown again filled in", () => {
    const result = validateSubmission(
      form([
        field("name", "text", { required: true }),
        field("email", "email"),
        field("topic", "select"),
        field("message", "textarea"),
      ]),
      { name: " <i>Ann</i> ", email: " not an address ", topic: "billing", message: "Hi\u200b <b>team</b>" },
      context,
    );
    expect(result).toEqual({
      ok: false,
      consent: false,
      values: { name: "Ann", email: "not an address", topic: "billing", message: "Hi team" },
      errors: { email: { code: "invalidEmail" }, topic: { code: "invalidOption" } },
    });
  });

  it("checks the cleaned value: a name that is only markup is empty", () => {
    expect(errorOf(field("name", "text", { required: true }), "<b></b>")).toEqual({ code: "required" });
    expect(errorOf(field("rating", "rating"), " <b>4</b> ")).toBeUndefined();
  });

  it("returns every field in definition order, the unposted ones empty", () => {
    const result = validateSubmission(
      form([field("b", "text"), field("a", "text"), field("c", "checkbox")]),
      { a: "x" },
      context,
    );
    expect(Object.entries(result.values)).toEqual([
      ["b", ""],
      ["a", "x"],
      ["c", ""],
    ]);
  });
});
