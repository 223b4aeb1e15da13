import { data } from "react-router";
import { servicesContext, siteContext } from "~/context";
import { newsletterConfigPath } from "~/domain/forms/load.server";
import { formatMessage } from "~/lib/messages";
import type { Route } from "./+types/newsletter-confirm";

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * `/newsletter/confirm?token=…`: the link of the double opt-in e-mail (spec 3 §3). A pending
 * address becomes confirmed (opt-in 1); the page says so, or that the link is not valid.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const services = context.get(servicesContext);
  const config = (await services.content.requireDocument(site.locale, newsletterConfigPath, "newsletter-config")).document.fields;
  const confirmed = await services.forms.confirmNewsletter(url.searchParams.get("token") ?? "");
  return data(
    {
      title: confirmed ? config.confirmTitle : config.unsubscribeTitle,
      text: confirmed ? formatMessage(site.intlLocale, config.confirmText, { email: confirmed.email }) : config.confirmError,
      ok: Boolean(confirmed),
      homeLink: config.homeLink,
    },
    { status: confirmed ? 200 : 400, headers: noStore },
  );
}

export const headers = () => noStore;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container newsletter-confirm">
      <h1>{loaderData.title}</h1>
      <p role="status">{loaderData.text}</p>
      <p>
        <a href="/" className="button button--primary">
          {loaderData.homeLink}
        </a>
      </p>
    </div>
  );
}
