import { contentPath } from "~/domain/content/pages.server";
import type { ContentService } from "~/domain/content/service.server";
import { listServedPages } from "~/domain/pages/sitemap.server";
import { stripHtml } from "~/domain/search/text";
import { addressKey } from "~/lib/client-address";
import type { RateLimiter } from "~/lib/rate-limit.server";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { buildFaqIndex, type FaqEntry, type FaqIndex, rankAnswers } from "./rank";

/**
 * The question bot (spec 3 §1 "a question-answering bot", §7): answers from the site's own FAQ —
 * every accordion of every page the site serves in its own language — ranked by `rank.ts`.
 * The index is built per site on first use and again after the content changes.
 */

/** Twenty questions a minute per address. */
export const qnaRule = { name: "qna", limit: 20, windowSeconds: 60 } as const;

export type QnaAnswer =
  | { status: "answered"; answers: Array<{ answer: string; score: number; source: { title: string; href: string } }> }
  | { status: "none" }
  | { status: "limited"; retryAfterSeconds: number };

/** Text of editor HTML as a sentence reads: inline tags leave no space ("<strong>Abos</strong>." → "Abos."). */
const plainText = (html: string) => stripHtml(html.replace(/<\/?(strong|em|b|i|a|span|code|abbr|small|mark)\b[^>]*>/gi, ""));

interface AccordionLike {
  type: string;
  items?: Array<{ title?: unknown; html?: unknown }>;
}

async function collectFaq(content: ContentService, locale: LocaleCode): Promise<FaqEntry[]> {
  const language = requireSite(locale).language;
  const entries: FaqEntry[] = [];
  for (const page of await listServedPages(content, locale)) {
    if (requireSite(page.contentLocale).language !== language) continue;
    const found = await content.getDocument(locale, contentPath(page.location, "page.json"), "page");
    if (!found) continue;
    for (const block of found.document.fields.blocks as AccordionLike[]) {
      if (block.type !== "accordion") continue;
      for (const item of block.items ?? []) {
        if (typeof item.title !== "string" || typeof item.html !== "string") continue;
        entries.push({
          question: plainText(item.title),
          answer: plainText(item.html),
          source: { title: found.document.title, href: page.path },
        });
      }
    }
  }
  return entries;
}

export function createQnaService(options: { content: ContentService; rateLimiter: RateLimiter }) {
  const indexes = new Map<LocaleCode, Promise<FaqIndex>>();
  options.content.onChange(() => indexes.clear());

  function indexOf(locale: LocaleCode): Promise<FaqIndex> {
    let index = indexes.get(locale);
    if (!index) {
      index = collectFaq(options.content, locale).then(buildFaqIndex);
      index.catch(() => indexes.delete(locale));
      indexes.set(locale, index);
    }
    return index;
  }

  return {
    async answer(locale: LocaleCode, question: string, clientIp: string): Promise<QnaAnswer> {
      const decision = await options.rateLimiter.consume(qnaRule, addressKey(clientIp));
      if (!decision.allowed) return { status: "limited", retryAfterSeconds: decision.retryAfterSeconds };
      const ranked = rankAnswers(await indexOf(locale), question);
      if (ranked.length === 0) return { status: "none" };
      return {
        status: "answered",
        answers: ranked.map(({ entry, score }) => ({ answer: entry.answer, score, source: entry.source })),
      };
    },
    /** How many FAQ entries the site's bot knows. */
    async size(locale: LocaleCode): Promise<number> {
      return (await indexOf(locale)).entries.length;
    },
  };
}
export type QnaService = ReturnType<typeof createQnaService>;
