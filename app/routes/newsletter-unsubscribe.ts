import { redirect } from "react-router";
import { servicesContext } from "~/context";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * `/newsletter/unsubscribe?token=…`: the link in every newsletter e-mail (and its one-click POST,
 * RFC 8058). The address is unsubscribed; the visitor lands on `unsubscribe_success`, or on
 * `unsubscribe_error` when the link names no subscriber.
 */
async function unsubscribe(url: URL, context: Route.LoaderArgs["context"]) {
  const done = await context.get(servicesContext).forms.unsubscribeNewsletter(url.searchParams.get("token") ?? "");
  return redirect(done ? "/site-general/unsubscribe_success" : "/site-general/unsubscribe_error", {
    status: 303,
    headers: { "Cache-Control": "private, no-store" },
  });
}

export const loader = ({ url, context }: Route.LoaderArgs) => unsubscribe(url, context);
export const action = ({ url, context }: Route.ActionArgs) => unsubscribe(url, context);
