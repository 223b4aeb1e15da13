import { data } from "react-router";
import { routeHeaders } from "~/lib/http-headers";

/** Loader, action and error headers reach the document response (see `routeHeaders`). */
export const headers = routeHeaders;

/** Any URL no route claims: HTTP 404, rendered by the root error boundary as the 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
