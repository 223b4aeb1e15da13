import { redirect } from "react-router";
import { z } from "zod";
import { servicesContext, siteContext } from "~/context";
import { privateHeaders } from "~/lib/http-headers";
import type { Route } from "./+types/lrc-checkout";

const query = z.object({
  product: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
  price: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
});

/**
 * `GET /lrc/checkout?product={id}&price={id}`: the buy buttons of a verdict page. The serial of
 * the licence being renewed is taken from the visitor's renewal session here, on the server, and
 * added to the store's cart link (spec 2 §7 product/checkout), so the verdict page's HTML never
 * holds it. Answers 303 to the store; without a session, to the renewal home; for a price that is
 * not offered on this site, back to the verdict page. Never cached, and the store is not told
 * which page sent the visitor.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { renewal, pricing } = context.get(servicesContext);
  const session = await renewal.verdictOf(request, site.locale);
  if (!session) return redirect("/renewal-center/home", { headers: privateHeaders });
  // The verdict page's own spelling: lower-cased unless en-us (spec 2 §4).
  const verdict = site.locale === "en-us" ? session.verdict : session.verdict.toLowerCase();
  const back = redirect(`/lrc/${encodeURIComponent(verdict)}`, { headers: privateHeaders });
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return back;
  const { product, price } = parsed.data;
  const links = await pricing.checkoutLinks({
    locale: site.locale,
    productId: product,
    priceIds: [price],
    serial: session.result.verdictSerial,
  });
  const link = links.get(price);
  if (!link) return back;
  return redirect(link, { status: 303, headers: { ...privateHeaders, "Referrer-Policy": "no-referrer" } });
}
