import { servicesContext } from "~/context";
import type { Route } from "./+types/challenge";

/** `GET /_svc/FormService/challenge`: a new ALTCHA proof-of-work challenge for the captcha widget. */
export async function loader({ context }: Route.LoaderArgs) {
  const challenge = await context.get(servicesContext).captcha.challenge();
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
