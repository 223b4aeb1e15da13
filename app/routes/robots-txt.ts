import { siteContext } from "~/context";
import { siteOrigin } from "~/sites/resolve-site";
import type { Route } from "./+types/robots-txt";

/** `GET /robots.txt`: crawl everything but the services, and find the site's sitemap. */
export function loader({ url, context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.get(siteContext).locale, url);
  const body = ["User-agent: *", "Disallow: /_svc/", "Disallow: /custom/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
