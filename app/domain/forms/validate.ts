import { isValidEmail } from "~/lib/email";
import { defaultMaxLength, type FormDefinition, type FormField } from "./definition";

/**
 * One validation for every form, whether it comes from a page's `<form>` or from
 * `POST /_svc/FormService/` (spec 3 §5, §7). Pure: the posted strings in, clean values or the
 * error of each field out, in field order.
 */

export type FieldErrorCode =
  | "required"
  | "requiredChoice"
  | "invalidEmail"
  | "invalidPhone"
  | "invalidValue"
  | "tooLong"
  | "tooShort"
  | "invalidOption"
  | "consentRequired";

export interface FieldError {
  code: FieldErrorCode;
  /** For `tooLong`: the most the field takes. */
  max?: number;
  /** For `tooShort`: the fewest it takes. */
  min?: number;
}

/** The posted body: the first value of each name. */
export type PostedFields = Readonly<Record<string, string | undefined>>;

export type Validation =
  | { ok: true; values: Record<string, string>; consent: boolean }
  | { ok: false; values: Record<string, string>; consent: boolean; errors: Record<string, FieldError> };

/** Context the definition alone does not give: the products a "product" field may name. */
export interface ValidationContext {
  products: readonly string[];
}

/** Control and format characters (zero-width, bidi overrides) but line feeds and tabs. */
const controlCharacters = /(?![\n\t])[\p{Cc}\p{Cf}]/gu;
const tags = /<\/?[a-zA-Z][^<>]*>|<!--[\s\S]*?-->/g;

/**
 * Plain text only: markup tags and control and bidi-override characters removed, Unicode
 * composed, spaces collapsed (line breaks kept where the field is multi-line), trimmed.
 *
 * @example cleanText("  Hello <b>there</b>\u0000 ", false) // "Hello there"
 * @example cleanText("line one\r\n\r\n\r\nline two", true) // "line one\n\nline two"
 */
export function cleanText(value: string, multiline: boolean): string {
  // Control characters first (a zero-width space inside "<script>" must not hide the tag), then
  // tags until none is left ("<<b>script>" leaves "<script>" after one pass).
  let text = value.normalize("NFC").replace(/\r\n?/g, "\n").replace(controlCharacters, "");
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(tags, "");
  }
  if (!multiline) return text.replace(/\s+/g, " ").trim();
  return text
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const phonePattern = /^\+?[\d\s().-]{5,40}$/;

/** The most a field takes, in characters. */
export function maxLengthOf(field: FormField): number {
  if (field.maxLength) return field.maxLength;
  return field.type in defaultMaxLength ? defaultMaxLength[field.type as keyof typeof defaultMaxLength] : 200;
}

function checkField(field: FormField, value: string, context: ValidationContext): FieldError | null {
  if (value === "") {
    if (!field.required) return null;
    return {
      code: field.type === "select" || field.type === "rating" || field.type === "product" ? "requiredChoice" : "required",
    };
  }
  switch (field.type) {
    case "email":
      return isValidEmail(value) ? null : { code: "invalidEmail" };
    case "tel":
      return phonePattern.test(value) ? null : { code: "invalidPhone" };
    case "select":
      return field.options?.some((option) => option.value === value) ? null : { code: "invalidOption" };
    case "product":
      return context.products.includes(value) ? null : { code: "invalidOption" };
    case "rating":
      return /^[1-5]$/.test(value) ? null : { code: "invalidOption" };
    case "checkbox":
      return null;
    default: {
      const max = maxLengthOf(field);
      const length = [...value].length;
      if (length > max) return { code: "tooLong", max };
      return field.minLength && length < field.minLength ? { code: "tooShort", min: field.minLength } : null;
    }
  }
}

/**
 * Validates a submission against its form: every field cleaned and checked, and a required
 * consent accepted (spec 3 §5: "when a consent field is required, submit is blocked unless it is
 * accepted"). The cleaned values come back either way, so a refused form is shown again filled in.
 *
 * @example validateSubmission(form, { email: "x" }, { products: [] }) // { ok: false, errors: { email: { code: "invalidEmail" }, … } }
 */
export function validateSubmission(definition: FormDefinition, posted: PostedFields, context: ValidationContext): Validation {
  const values: Record<string, string> = {};
  const errors: Record<string, FieldError> = {};
  for (const field of definition.fields) {
    const raw = posted[field.name] ?? "";
    const value =
      field.type === "checkbox"
        ? raw === "on" || raw === "1" || raw === "true" || raw === "yes"
          ? "yes"
          : ""
        : cleanText(raw.slice(0, maxLengthOf(field) * 4 + 16), field.type === "textarea");
    values[field.name] = value;
    const error = checkField(field, value, context);
    if (error) errors[field.name] = error;
  }
  const consentValue = posted.consent ?? "";
  const consent = consentValue === "on" || consentValue === "1" || consentValue === "true" || consentValue === "yes";
  if (definition.consent?.required && !consent) errors.consent = { code: "consentRequired" };
  return Object.keys(errors).length === 0 ? { ok: true, values, consent } : { ok: false, values, consent, errors };
}
