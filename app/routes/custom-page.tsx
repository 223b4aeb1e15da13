import { data } from "react-router";
import { servicesContext, siteContext } from "~/context";
import { documentTitle } from "~/domain/content/page-head";
import { routeHeaders } from "~/lib/http-headers";
import type { Route } from "./+types/custom-page";

/** Loader, action and error headers reach the document response (see `routeHeaders`). */
export const headers = routeHeaders;

/**
 * `/custom/{template}`: shows the given text as text (spec 1 §2.2). React escapes it, so markup
 * in the parameter is displayed, never evaluated; the page is kept out of search engines.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const meta = await content.getDocument(context.get(siteContext).locale, "custom/meta.json", "meta");
  const text = params.template.slice(0, 2000);
  return data({ text, title: meta?.document.fields.title ?? "Custom page" }, { headers: { "X-Robots-Tag": "noindex" } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: documentTitle(loaderData?.title ?? "Custom page") },
  { name: "robots", content: "noindex" },
];

export default function CustomPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container section">
      <h1>{loaderData.title}</h1>
      <pre className="custom-template">{loaderData.text}</pre>
    </section>
  );
}
