import { useRef, useState } from "react";
import type { BlockContext } from "../types";
import type { QnaBotView } from "./view";

interface Exchange {
  question: string;
  answer: string | null;
  source?: { label: string; href: string };
}

/**
 * The question bot (spec 3 §1, §7, §8): a conversation log and a question field. It is a plain GET
 * form — the page answers `?question=…` itself — and with JavaScript asks `/_svc/qna/answer` and
 * adds the answer to the log, announced to screen readers as it arrives.
 */
export function QnaBot({ block }: { block: QnaBotView; context?: BlockContext }) {
  const [log, setLog] = useState<Exchange[]>(block.exchange ? [block.exchange] : []);
  const input = useRef<HTMLInputElement>(null);

  async function ask(question: string) {
    setLog((entries) => [...entries, { question, answer: null }]);
    let exchange: Exchange;
    try {
      const response = await fetch("/_svc/qna/answer", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ question }),
      });
      const body = (await response.json()) as {
        answers?: Array<{ answer: string; score: number; source?: { label: string; href: string } }>;
      };
      const best = body.answers?.[0];
      if (response.status === 429) exchange = { question, answer: block.tooMany };
      else if (!best || best.score <= 0) exchange = { question, answer: block.failedAnswer };
      else
        exchange = {
          question,
          answer: best.answer,
          source: best.source && { label: best.source.label, href: best.source.href },
        };
    } catch {
      exchange = { question, answer: block.failedAnswer };
    }
    setLog((entries) => [...entries.slice(0, -1), exchange]);
  }

  return (
    <section className="qna-bot container" id={block.id} aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{block.heading}</h2>
      <p>{block.intro}</p>
      <ol className="qna-bot__log" aria-live="polite">
        <li className="qna-bot__message">
          <span className="qna-bot__who">{block.texts.answerFrom}</span>
          {block.greeting}
        </li>
        {log.map((exchange, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; an exchange keeps its place.
          <li key={index} className="qna-bot__pair">
            <p className="qna-bot__message qna-bot__message--you">
              <span className="qna-bot__who">{block.texts.you}</span>
              {exchange.question}
            </p>
            <p className="qna-bot__message">
              <span className="qna-bot__who">{block.texts.answerFrom}</span>
              {exchange.answer ?? block.texts.thinking}
              {exchange.source && (
                <>
                  {" "}
                  <a href={exchange.source.href}>{exchange.source.label}</a>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
      <form
        method="get"
        action={`#${block.id}`}
        className="qna-bot__form"
        onSubmit={(event) => {
          const question = input.current?.value.trim() ?? "";
          event.preventDefault();
          if (!question) return;
          if (input.current) input.current.value = "";
          void ask(question);
        }}
      >
        <div className="form__field">
          <label htmlFor={`${block.id}-question`} className="form__label">
            {block.texts.questionLabel}
          </label>
          <input
            ref={input}
            id={`${block.id}-question`}
            name="question"
            className="form__input"
            maxLength={300}
            autoComplete="off"
            placeholder={block.placeholder}
            required
          />
        </div>
        <button type="submit" className="button button--primary">
          {block.texts.ask}
        </button>
      </form>
      <p>
        <a href={block.contactLink.href}>{block.contactLink.label}</a>
      </p>
    </section>
  );
}
