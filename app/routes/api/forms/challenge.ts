import { requestContext, servicesContext } from "~/context";
import { addressKey } from "~/lib/client-address";
import type { Route } from "./+types/challenge";

/** Thirty challenges a minute per address: a person needs one per form. */
const challengeRule = { name: "captcha-challenge", limit: 30, windowSeconds: 60 };

/** `GET /_svc/FormService/challenge`: a new ALTCHA proof-of-work challenge for the captcha widget. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const decision = await services.rateLimiter.consume(challengeRule, addressKey(context.get(requestContext).clientIp));
  if (!decision.allowed)
    return Response.json(
      { error: "too many requests" },
      { status: 429, headers: { "Cache-Control": "no-store", "Retry-After": String(decision.retryAfterSeconds) } },
    );
  return Response.json(await services.captcha.challenge(), { headers: { "Cache-Control": "no-store" } });
}
