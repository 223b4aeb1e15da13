import { z } from "zod";
import { servicesContext } from "~/context";
import { requireQuery } from "../price/http.server";
import type { Route } from "./+types/get-data-page";
import { requireSearchId, searchHeaders } from "./http.server";

const pageNumber = z.object({
  pageNumber: z
    .string()
    .regex(/^\d{1,6}$/, "must be a page number (digits only)")
    .transform(Number)
    .optional(),
});

/**
 * `GET /_svc/search.svc/GetDataPage?searchId&pageNumber` (spec 3 §7): one page of 10 results,
 * each with title, path, a snippet as parts (`{ text, hit }`, to be rendered as text), section,
 * date and language. A page past the last answers the last (spec 3 §4).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const request = requireSearchId(url);
  const { pageNumber: requested = 1 } = requireQuery(pageNumber, url);
  const page = await context.get(servicesContext).search.dataPage(request, requested);
  return Response.json({ ...page, search_id: page.searchId }, { headers: searchHeaders });
}
