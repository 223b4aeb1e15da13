import { z } from "zod";
import { servicesContext, siteContext } from "~/context";
import { loadMegaMenuPanel } from "~/domain/content/mega-menu.server";
import type { Route } from "./+types/page-megamenu";

const query = z.object({ item: z.coerce.number().int().min(0).max(7) });

/** `GET /_svc/page/megamenu?item=N`: a main-menu item's panel, fetched on its first hover. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ error: "item must be a menu index from 0 to 7" }, { status: 400 });
  const panel = await loadMegaMenuPanel(context.get(servicesContext).content, context.get(siteContext).locale, parsed.data.item);
  if (!panel) return Response.json({ error: "no such menu item" }, { status: 404 });
  return Response.json(panel, { headers: { "Cache-Control": "public, max-age=300" } });
}
