import { useEffect, useId, useState } from "react";
import type { BlockContext } from "../types";
import type { RescueChatView } from "./view";

type ChatState = "idle" | "loading" | "open" | "failed";

/** Loads the chat provider's loader once per page; the promise answers whether it loaded. */
let loader: Promise<boolean> | undefined;
function loadChat(src: string): Promise<boolean> {
  loader ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      loader = undefined;
      script.remove();
      resolve(false);
    };
    document.head.append(script);
  });
  return loader;
}

/**
 * The premium services' rescue chat entry: where the site has live chat, a button loads the chat
 * provider's loader on demand (nothing is loaded before) and opens the chat; elsewhere, without
 * JavaScript, or when the loader fails, a link to the contact form.
 */
export function RescueChat({ block }: { block: RescueChatView; context: BlockContext }) {
  const headingId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [state, setState] = useState<ChatState>("idle");
  useEffect(() => setEnhanced(true), []);

  const start = async (loaderSrc: string) => {
    setState("loading");
    const loaded = await loadChat(loaderSrc);
    if (!loaded) return setState("failed");
    window.dispatchEvent(new CustomEvent("livechat:open", { detail: { topic: "rescue" } }));
    setState("open");
  };
  const chat = enhanced && state !== "failed" ? block.chat : null;

  return (
    <section className="container section rescue-chat" id={block.id} aria-labelledby={headingId}>
      <div className="rescue-chat__box">
        <h2 className="rescue-chat__heading" id={headingId}>
          {block.heading}
        </h2>
        <p className="rescue-chat__text">{block.text}</p>
        {chat ? (
          <button
            type="button"
            className="button button--primary"
            aria-busy={state === "loading"}
            disabled={state === "loading"}
            onClick={() => start(chat.loaderSrc)}
          >
            {state === "loading" ? chat.loadingLabel : chat.startLabel}
          </button>
        ) : (
          <a className="button button--primary" href={block.contactHref}>
            {block.contactLabel}
          </a>
        )}
      </div>
    </section>
  );
}
