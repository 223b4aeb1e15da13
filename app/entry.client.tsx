import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadIslands } from "~/blocks/registry";

/**
 * The browser's entry: loads the scripts of the interactive blocks this document shows (each
 * wrapper names its type in `data-island`), then hydrates, so every block hydrates with the page.
 * If a script cannot load, the page stays as the server drew it: it works without JavaScript.
 */
const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].map((element) => element.dataset.island ?? "");
loadIslands(islands).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's scripts did not load; it works without them.", error),
);
