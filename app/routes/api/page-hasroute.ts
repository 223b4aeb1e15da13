import { z } from "zod";
import { findRoute } from "~/routing/route-table";
import type { Route } from "./+types/page-hasroute";

const query = z.object({ url: z.string().min(1).max(2048) });

/**
 * `GET /_svc/page/hasroute?url=`: whether a page exists for a URL (spec README point 5). Accepts a
 * path or an absolute URL; answers `{ "data": true | false }`.
 */
export function loader({ url }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ error: "url is required" }, { status: 400 });
  let pathname: string;
  try {
    pathname = new URL(parsed.data.url, url.origin).pathname;
  } catch {
    return Response.json({ error: "url is not a valid URL" }, { status: 400 });
  }
  return Response.json({ data: findRoute(pathname) !== null }, { headers: { "Cache-Control": "public, max-age=300" } });
}
