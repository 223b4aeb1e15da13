import { z } from "zod";
import { servicesContext, siteContext } from "~/context";
import { suggestionCount } from "~/domain/search/limits";
import { requireQuery } from "../price/http.server";
import type { Route } from "./+types/suggest";
import { searchHeaders } from "./http.server";

const suggestQuery = z.object({
  phrase: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  count: z
    .string()
    .regex(/^\d{1,2}$/, "must be a number from 1 to 10")
    .transform(Number)
    .refine((value) => value >= 1 && value <= suggestionCount, "must be a number from 1 to 10")
    .optional(),
});

/**
 * `GET /_svc/search.svc/Suggest?phrase&count` — the header search box's autocomplete (spec 3 §7,
 * count 10): `{ phrase, suggestions: [{ title, path }] }` of the host's site.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { phrase, count = suggestionCount } = requireQuery(suggestQuery, url);
  const site = context.get(siteContext);
  const suggestions = await context.get(servicesContext).search.suggest(phrase, site.locale);
  return Response.json({ phrase, suggestions: suggestions.slice(0, count) }, { headers: searchHeaders });
}
