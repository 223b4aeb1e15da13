/** `GET /_svc/page/ipinfo`: geo redirect rules for the visitor (being built). */
export function loader() {
  return Response.json({ country: null, rules: [] }, { headers: { "Cache-Control": "private, no-store" } });
}
