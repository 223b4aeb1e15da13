import { z } from "zod";
import { qnaSourceLink } from "~/blocks/forms/resolve.server";
import { requestContext, servicesContext, siteContext } from "~/context";
import { cleanQuestion, maxQuestionLength } from "~/domain/qna/rank";
import { readJsonBody } from "~/lib/json-body.server";
import type { Route } from "./+types/qna-answer";

const headers = { "Cache-Control": "private, no-store" };
const body = z.object({
  question: z
    .string()
    .trim()
    .min(1, "is required")
    .max(maxQuestionLength * 4, "is too long"),
});

/**
 * `POST /_svc/qna/answer` `{ question }` — the question bot's answer service (spec 3 §7 "answers[0]
 * with answer and score"): `{ answers: [{ answer, score, source }] }`, best first, from the host
 * site's FAQ; an empty list (score 0) when nothing answers it. Markup is stripped and the
 * question capped; 20 questions a minute per address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const parsed = await readJsonBody(request, body, { maxBytes: 8 * 1024 });
  if (!parsed.ok)
    return Response.json({ error: "invalid", field: parsed.field, message: parsed.problem }, { status: 400, headers });
  const question = cleanQuestion(parsed.value.question);
  if (!question)
    return Response.json({ error: "invalid", field: "question", message: "is empty without markup" }, { status: 400, headers });
  const site = context.get(siteContext);
  const answer = await services.qna.answer(site.locale, question, context.get(requestContext).clientIp);
  if (answer.status === "limited")
    return Response.json(
      { error: "too many requests" },
      { status: 429, headers: { ...headers, "Retry-After": String(answer.retryAfterSeconds) } },
    );
  if (answer.status !== "answered") return Response.json({ question, answers: [] }, { headers });
  // Each answer's source comes with its link text, in the site's language (the bot shows it as is).
  const texts = (await services.content.requireDocument(site.locale, "localization/form-texts.json", "form-texts")).document
    .fields;
  const answers = answer.answers.map((found) => ({
    ...found,
    source: { title: found.source.title, ...qnaSourceLink(site.intlLocale, texts, found.source) },
  }));
  return Response.json({ question, answers }, { headers });
}

export function loader() {
  return Response.json({ error: "method not allowed" }, { status: 405, headers: { ...headers, Allow: "POST" } });
}
