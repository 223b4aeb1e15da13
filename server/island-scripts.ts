import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { islandScripts } from "~/blocks/block-sources";
import type { Logger } from "~/lib/logger.server";
import { chunksOf, type ViteManifest } from "~/lib/vite-manifest";

/**
 * Each island's scripts as the browser fetches them (`/assets/…`), from the client build's
 * manifest (`.vite/manifest.json`). Without a manifest, or with one that does not know an island,
 * the pages carry no preload hints for islands (they still load, after the entry): logged, not fatal.
 */
export function islandScriptsOf(clientDir: string, logger: Logger): Record<string, string[]> {
  const file = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(file)) return {};
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as ViteManifest;
    return islandScripts((source) => chunksOf(manifest, source));
  } catch (error) {
    logger.warn({ err: error }, "island scripts unknown: pages load them after their entry");
    return {};
  }
}
