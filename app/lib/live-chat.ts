/** What the site tells a live-agent chat: every route change (spec 1 §1). */
export interface LiveChatAdapter {
  navigate(url: string): void;
}

/** With no provider configured, a `livechat:navigate` window event carries the URL. */
export const windowEventChat: LiveChatAdapter = {
  navigate(url) {
    window.dispatchEvent(new CustomEvent("livechat:navigate", { detail: { url } }));
  },
};

/** The chat of a site with live chat (en-us, fr-fr, pt-br, es-mx): the registered provider or the event. */
export function liveChatFor(site: { liveChat: boolean }): LiveChatAdapter | null {
  if (!site.liveChat) return null;
  return window.bastionLiveChat ?? windowEventChat;
}
