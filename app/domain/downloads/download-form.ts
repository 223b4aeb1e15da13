import { z } from "zod";
import { isValidEmail } from "~/lib/email";

/** The pattern of spec 2 §5, shared with every form. */
export { emailPattern, isValidEmail } from "~/lib/email";

/**
 * The e-mail form shown before some downloads (spec 2 §3 "formUrl", §4, §5). Pure.
 */

/** The form's fields as posted: the address, the optional news consent, the product code. */
export const downloadFormSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => isValidEmail(value), "invalid"),
  consent: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "1"),
  product: z.string().regex(/^[a-z0-9]{2,16}$/),
});

/**
 * The origin of the page that framed the form, from the `origin` query parameter, or null when
 * it is not an http(s) origin: the form's "download" message goes there and nowhere else.
 *
 * @example framingOrigin("https://de-de.bastion.example") // "https://de-de.bastion.example"
 * @example framingOrigin("javascript:alert(1)") // null
 */
export function framingOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin === value.replace(/\/$/, "") ? url.origin : null;
  } catch {
    return null;
  }
}
