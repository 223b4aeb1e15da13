import { z } from "zod";
import type { NewLicence, NewPartner } from "~/db/schema";
import { normalizeSerial } from "~/domain/licences/serial";
import { addDays, isIsoDay } from "~/domain/licences/state";
import { renewableProduct, renewableProducts, salesChannels } from "~/domain/licences/verdict-rules";

/**
 * Licence and partner records as people write them: `data/licences.json`, `data/partners.json`
 * and the files of `npm run licences:import` (camelCase names, the spec's where it has them).
 * The seed and the import validate with these schemas, so both accept exactly the same records.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const code = (max: number) =>
  z.string().regex(new RegExp(`^[A-Z0-9][A-Z0-9-]{1,${max - 1}}$`), "upper-case letters, digits and dashes");
const httpsUrl = z
  .string()
  .max(300)
  .refine((value) => URL.parse(value)?.protocol === "https:", "must be an https URL");

export const partnerIdSchema = z.string().regex(/^[a-z0-9]{2,32}$/, "2–32 lower-case letters and digits");

export const partnerRecordSchema = z.strictObject({
  id: partnerIdSchema,
  label: text(100),
  /** The partner's renewal page; null when our sites renew its licences. */
  href: httpsUrl.nullable(),
});
export type PartnerRecord = z.output<typeof partnerRecordSchema>;

export const partnerListSchema = z.array(partnerRecordSchema).superRefine((partners, ctx) => {
  const seen = new Set<string>();
  partners.forEach((partner, index) => {
    if (seen.has(partner.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate ${partner.id}` });
    seen.add(partner.id);
  });
});

export const licenceRecordSchema = z
  .strictObject({
    /** Typed with or without dashes, any case; stored normalised. */
    serial: z.string().transform((value, ctx) => {
      const serial = normalizeSerial(value);
      if (serial === null) ctx.addIssue({ code: "custom", message: "must be 18 or 32 letters and digits" });
      return serial ?? z.NEVER;
    }),
    product: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case product name such as total-security"),
    productFamily: z.enum(["b2c", "vsb", "smb", "ksc"]),
    status: z.enum(["active", "expired", "blocked"]),
    /** Last day of the licence; give this or `expiresInDays`. */
    expirationDate: z.string().refine(isIsoDay, "must be a date written YYYY-MM-DD").optional(),
    /** Last day relative to the day of seeding or import (0 today, -20 twenty days ago). */
    expiresInDays: z.int().min(-3660).max(3660).optional(),
    licenseCount: z.int().min(1).max(100_000),
    licenseDays: z.int().min(1).max(3660),
    partnerId: partnerIdSchema.nullable().default(null),
    channel: z.enum(salesChannels),
    store: text(100),
    country: z.string().regex(/^[a-z]{2}$/, "lower-case ISO 3166 alpha-2 code"),
    provider: text(100).nullable().default(null),
    providerUrl: httpsUrl.nullable().default(null),
    pnumber: code(40),
    licenseType: z.string().regex(/^[a-z]+(-[a-z]+)*$/, "kebab-case licence type such as commercial"),
    regKey: code(64),
    /** Why the record exists (demo data); not stored. */
    note: z.string().max(300).optional(),
  })
  .superRefine((record, ctx) => {
    if ((record.expirationDate === undefined) === (record.expiresInDays === undefined)) {
      ctx.addIssue({ code: "custom", path: ["expirationDate"], message: "give either expirationDate or expiresInDays" });
    }
    const renewal = renewableProduct(record.product);
    if (record.productFamily === "ksc" || renewal?.family === record.productFamily) return;
    const message = renewal
      ? `${record.product} is a ${renewal.family} product, not ${record.productFamily}`
      : `${record.product} has no renewal verdicts (known: ${Object.keys(renewableProducts).join(", ")}); only ksc licences may name other products`;
    ctx.addIssue({ code: "custom", path: ["product"], message });
  });
export type LicenceRecord = z.output<typeof licenceRecordSchema>;

/** A list of licence records: serials unique, partners among `partnerIds`. */
export function licenceListSchema(partnerIds: ReadonlySet<string>) {
  return z.array(licenceRecordSchema).superRefine((licences, ctx) => {
    const seen = new Set<string>();
    licences.forEach((licence, index) => {
      if (seen.has(licence.serial))
        ctx.addIssue({ code: "custom", path: [index, "serial"], message: `duplicate ${licence.serial}` });
      seen.add(licence.serial);
      if (licence.partnerId !== null && !partnerIds.has(licence.partnerId)) {
        ctx.addIssue({ code: "custom", path: [index, "partnerId"], message: `unknown partner ${licence.partnerId}` });
      }
    });
  });
}

/** The row of a record; `today` (`YYYY-MM-DD`) resolves `expiresInDays`. */
export function toLicenceRow(record: LicenceRecord, today: string): NewLicence {
  return {
    serial: record.serial,
    product: record.product,
    product_family: record.productFamily,
    status: record.status,
    expiration_date: record.expirationDate ?? addDays(today, record.expiresInDays ?? 0),
    license_count: record.licenseCount,
    license_days: record.licenseDays,
    partner_id: record.partnerId,
    channel: record.channel,
    store: record.store,
    country: record.country,
    provider: record.provider,
    provider_url: record.providerUrl,
    pnumber: record.pnumber,
    license_type: record.licenseType,
    reg_key: record.regKey,
  };
}

export function toPartnerRow(record: PartnerRecord): NewPartner {
  return { id: record.id, label: record.label, href: record.href };
}
