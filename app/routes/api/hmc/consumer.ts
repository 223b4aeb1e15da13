import { consumerWizardView } from "~/blocks/wizards/resolve.server";
import { requestContext, servicesContext, siteContext } from "~/context";
import { consumerWizardPage } from "~/domain/wizards/launcher";
import type { Route } from "./+types/consumer";

/**
 * `GET /_svc/hmc/consumer?hmc-os=…&hmc-need=…` — one state of the consumer help-me-choose wizard
 * as JSON, for the dialog (spec 2 §4): the same view the wizard's page draws from the same query,
 * its buy block priced for this visitor (so it is not shared by caches).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { content, pricing } = context.get(servicesContext);
  const { logger, visitor } = context.get(requestContext);
  const site = context.get(siteContext);
  const view = await consumerWizardView(
    {
      content,
      pricing,
      site,
      country: visitor.country,
      logger,
      searchParams: url.searchParams,
      storeArgs: visitor.storeArgs(url.searchParams),
      pathname: consumerWizardPage,
    },
    `${consumerWizardPage}#help-me-choose`,
  );
  return Response.json(view, { headers: { "Cache-Control": "private, no-store" } });
}
