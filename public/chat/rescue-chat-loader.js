// Stand-in for the live-chat provider's loader (decision 031): it registers the site's chat
// adapter and answers `livechat:open` by marking the page, until a provider's script is configured.
(() => {
  if (window.bastionLiveChat) return;
  window.bastionLiveChat = {
    navigate(url) {
      window.dispatchEvent(new CustomEvent("livechat:navigate", { detail: { url } }));
    },
  };
  window.addEventListener("livechat:open", (event) => {
    document.documentElement.dataset.liveChat = event.detail?.topic ?? "open";
  });
})();
