import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { downloadFormMessageType } from "~/blocks/downloads/form-message";
import { brand } from "~/config/brand";
import { requestContext, servicesContext, siteContext } from "~/context";
import { downloadFormSchema, framingOrigin } from "~/domain/downloads/download-form";
import { addressKey } from "~/lib/client-address";
import { formatMessage } from "~/lib/messages";
import type { Route } from "./+types/download-form";

/** The form lives in a dialog's frame: no site header or footer around it. */
export const handle = { shell: "bare" };

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/** Ten forms a minute per address is more than a person sends. */
const formRule = { name: "download-form", limit: 10, windowSeconds: 60 };

async function textsOf(context: Route.LoaderArgs["context"]) {
  const site = context.get(siteContext);
  const { content } = context.get(servicesContext);
  const found = await content.requireDocument(site.locale, "localization/download-texts.json", "download-texts");
  return { site, texts: found.document.fields };
}

/**
 * `/downloads/form?product={code}&origin={framing page origin}`: the e-mail form some downloads
 * show first (spec 2 §3 `formUrl`, §4). The address (spec 2 §5 pattern) and the optional news
 * consent are stored before the answer; then the page posts its "download" message to the framing
 * page's origin, which starts the download.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { site, texts } = await textsOf(context);
  const product = /^[a-z0-9]{2,16}$/.test(url.searchParams.get("product") ?? "")
    ? (url.searchParams.get("product") as string)
    : "";
  const title = product ? await context.get(servicesContext).downloads.productTitle(product) : null;
  const productName = `${brand.name} ${title ?? ""}`.trim();
  return data(
    {
      language: site.language,
      dir: site.dir,
      product,
      origin: framingOrigin(url.searchParams.get("origin")),
      texts: {
        title: texts.formTitle,
        intro: formatMessage(site.intlLocale, texts.formIntro, { product: productName }),
        email: texts.emailLabel,
        emailInvalid: texts.emailInvalid,
        consent: texts.consentLabel,
        submit: texts.formSubmit,
        done: texts.formDone,
        tooMany: texts.formTooMany,
      },
    },
    { headers: noStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const { downloads, rateLimiter } = context.get(servicesContext);
  const { clientIp, logger } = context.get(requestContext);
  const decision = await rateLimiter.consume(formRule, addressKey(clientIp));
  if (!decision.allowed) {
    return data(
      { ok: false as const, error: "too-many" as const },
      { status: 429, headers: { ...noStore, "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }
  const form = Object.fromEntries(await request.formData());
  const parsed = downloadFormSchema.safeParse(form);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "email");
    return data({ ok: false as const, error: "invalid" as const, field }, { status: 400, headers: noStore });
  }
  await downloads.saveRequest({
    email: parsed.data.email,
    product: parsed.data.product,
    locale: site.locale,
    marketingConsent: parsed.data.consent,
  });
  logger.info({ product: parsed.data.product, consent: parsed.data.consent }, "download form sent");
  return data({ ok: true as const }, { headers: noStore });
}

export const headers = () => noStore;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.texts.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function DownloadForm({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, product, origin } = loaderData;
  const navigation = useNavigation();
  const done = actionData?.ok === true;

  // Once the address is stored: tell the framing page to start the download, at its origin only.
  useEffect(() => {
    if (!done || !origin || window.parent === window) return;
    window.parent.postMessage({ type: downloadFormMessageType, action: "download" }, origin);
  }, [done, origin]);

  const emailError = actionData && !actionData.ok && actionData.error === "invalid" ? texts.emailInvalid : null;
  return (
    <main id="main" className="download-form" lang={loaderData.language} dir={loaderData.dir}>
      <h1 className="download-form__title">{texts.title}</h1>
      {done ? (
        <p className="download-form__done" role="status">
          {texts.done}
        </p>
      ) : (
        <Form method="post" className="download-form__form" noValidate>
          <p>{texts.intro}</p>
          <input type="hidden" name="product" value={product} />
          <label htmlFor="download-form-email" className="download-form__label">
            {texts.email}
          </label>
          <input
            id="download-form-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "download-form-email-error" : undefined}
            className="download-form__input"
          />
          {emailError && (
            <p id="download-form-email-error" className="download-form__error" role="alert">
              {emailError}
            </p>
          )}
          <label className="download-form__consent">
            <input type="checkbox" name="consent" /> <span>{texts.consent}</span>
          </label>
          {actionData && !actionData.ok && actionData.error === "too-many" && (
            <p className="download-form__error" role="alert">
              {texts.tooMany}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={navigation.state !== "idle"}>
            {texts.submit}
          </button>
        </Form>
      )}
    </main>
  );
}
