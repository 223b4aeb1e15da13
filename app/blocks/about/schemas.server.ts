import { z } from "zod";
import { anchorId, href, image } from "../schema-primitives.server";

/**
 * The about section's blocks (spec 3 §1 "About section: headquarters map, team, awards"; §3
 * "Headquarters"): schemas of the block union in `../schemas.server.ts`.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

const latitude = z.number().min(-85).max(85);
const longitude = z.number().min(-180).max(180);

/** A local office's fields (spec 3 §3 "plus local office fields"). */
const officeFields = {
  /** The short place name the static map labels the office's pin with ("Dublin"). */
  city: z.string().min(1).max(24),
  /** One or more lines of the postal address. */
  address: z.array(z.string().min(1)).min(1),
  phone: z.string().min(1).optional(),
  email: z.email().optional(),
};

export const officeSchema = z.strictObject({
  id: slug,
  title: z.string().min(1),
  lat: latitude,
  lon: longitude,
  ...officeFields,
});

/**
 * The headquarters map (spec 3 §3 "Headquarters: hqTitle, lat, lon, link, section, plus local
 * office fields and a renewal-balancer button"; §4 a tab selects an office and pans the map; §9
 * zoom 13). `section` is the block's heading; `link` leads to more about the headquarters.
 */
export const headquartersMapBlock = z.strictObject({
  type: z.literal("headquarters-map"),
  id: anchorId,
  section: z.string().min(1),
  intro: z.string().optional(),
  hqTitle: z.string().min(1),
  lat: latitude,
  lon: longitude,
  link: z.strictObject({ label: z.string().min(1), href }).optional(),
  ...officeFields,
  /** The regional offices, after the headquarters. An empty list shows the headquarters alone. */
  offices: z.array(officeSchema).default([]),
  /** The renewal-balancer button: the renewal centre, for visitors who came to renew. */
  renewalBalancer: z.strictObject({ label: z.string().min(1), href }).optional(),
});

/** People with an illustrated portrait, a role and a page of their own. */
export const teamBlock = z.strictObject({
  type: z.literal("team"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().optional(),
  people: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        role: z.string().min(1),
        bio: z.string().min(1).optional(),
        photo: image,
        link: z.strictObject({ label: z.string().min(1), href }).optional(),
      }),
    )
    .min(1),
});

/** Awards and certificates: a badge, the year, who gave it and what for. */
export const awardsBlock = z.strictObject({
  type: z.literal("awards"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().optional(),
  awards: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        year: z.number().int().min(1990).max(2100),
        issuer: z.string().min(1),
        text: z.string().min(1),
        badge: image,
        link: z.strictObject({ label: z.string().min(1), href }).optional(),
      }),
    )
    .min(1),
});

/** Press offices by region, each with its contact person, e-mail and telephone. */
export const pressContactsBlock = z.strictObject({
  type: z.literal("press-contacts"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().optional(),
  contacts: z
    .array(
      z.strictObject({
        region: z.string().min(1),
        name: z.string().min(1),
        role: z.string().min(1).optional(),
        email: z.email(),
        /** As written for people; the link dials the digits. */
        phone: z.string().regex(/^\+[\d ()-]+$/, "must be an international number starting with +"),
        hours: z.string().min(1).optional(),
      }),
    )
    .min(1),
});

/**
 * Open positions, filterable by location and team through the page's query (`?location=&team=`),
 * so the filter is a plain GET form that works without JavaScript.
 */
export const careersBlock = z.strictObject({
  type: z.literal("careers"),
  id: anchorId,
  heading: z.string().min(1).optional(),
  intro: z.string().optional(),
  openings: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        /** Where the work is; each value is one choice of the location filter. */
        locations: z.array(z.string().min(1)).min(1),
        team: z.string().min(1),
        type: z.string().min(1),
        summary: z.string().min(1).optional(),
        href,
      }),
    )
    .min(1),
});
