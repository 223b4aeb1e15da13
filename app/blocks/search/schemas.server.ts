import { z } from "zod";
import { sanitizeRichText } from "~/lib/sanitize.server";

/**
 * The search page's results (spec 3 §2, §3, §9): the form, the sections with counts, relevance or
 * date order, 10 results a page with highlighted snippets, the pagination bar. `tips` (rich text)
 * shows before a search and when nothing is found.
 */
export const searchResultsBlock = z.strictObject({
  type: z.literal("search-results"),
  tips: z.string().min(1).transform(sanitizeRichText).optional(),
});
