import type { MiddlewareFunction } from "react-router";
import { campaignCookies } from "~/domain/pricing/campaign";

/**
 * Root middleware: a page reached with campaign or affiliate parameters in its URL keeps them in
 * first-party cookies (`campaign.ts`), so later cart links still carry them.
 */
export const keepCampaignParameters: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (request.method !== "GET") return response;
  const url = new URL(request.url);
  if (url.search === "") return response;
  for (const cookie of campaignCookies(url.searchParams, { secure: url.protocol === "https:" })) {
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
};
