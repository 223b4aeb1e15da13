import { z } from "zod";
import { servicesContext, siteContext } from "~/context";
import { pageExists } from "~/domain/pages/sitemap.server";
import type { Route } from "./+types/page-hasroute";

const query = z.object({ url: z.string().min(1).max(2048) });

/**
 * `GET /_svc/page/hasroute?url=`: whether this site has a page at a URL (spec README point 5).
 * Accepts a path or an absolute URL; answers `{ "data": true | false }`, or 400 without a URL.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ error: "url is required" }, { status: 400 });
  let pathname: string;
  try {
    pathname = new URL(parsed.data.url, url.origin).pathname;
  } catch {
    return Response.json({ error: "url is not a valid URL" }, { status: 400 });
  }
  const exists = await pageExists(context.get(servicesContext).content, context.get(siteContext).locale, pathname);
  return Response.json({ data: exists }, { headers: { "Cache-Control": "public, max-age=300" } });
}
