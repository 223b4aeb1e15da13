import { createContext, useContext } from "react";
import { preloadModule } from "react-dom";
import { useNonce } from "~/components/nonce";

/** Each island's scripts (from the client build's manifest), provided to the server's render. */
const IslandScriptsContext = createContext<Readonly<Record<string, readonly string[]>> | null>(null);
export const IslandScriptsProvider = IslandScriptsContext.Provider;

/**
 * Asks, while the server renders, for a `modulepreload` hint per script of an island the page
 * shows: the browser then fetches them with the page's own scripts instead of after its entry
 * has run. In the browser there is nothing to provide, and nothing is done.
 */
export function useIslandScripts(name: string): void {
  const scripts = useContext(IslandScriptsContext);
  const nonce = useNonce();
  for (const href of scripts?.[name] ?? []) preloadModule(href, { as: "script", nonce });
}
