import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { blockSources, otherIslandSources } from "~/blocks/block-sources";
import { islandScriptsOf } from "./island-scripts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function clientDir(manifest?: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), "island-scripts-"));
  dirs.push(dir);
  if (manifest !== undefined) {
    mkdirSync(path.join(dir, ".vite"));
    writeFileSync(path.join(dir, ".vite", "manifest.json"), typeof manifest === "string" ? manifest : JSON.stringify(manifest));
  }
  return dir;
}

function logger() {
  const lines: string[] = [];
  return { lines, logger: pino({ level: "warn" }, { write: (line: string) => void lines.push(line) }) };
}

describe("islandScriptsOf", () => {
  it("names every island's scripts, its own chunk first, from the client build's manifest", () => {
    const manifest: Record<string, { file: string; name?: string; imports?: string[] }> = {
      "_framework.js": { file: "assets/framework.js" },
    };
    for (const source of [...Object.values(blockSources), ...Object.values(otherIslandSources)]) {
      manifest[source] = { file: `assets/${path.basename(source, ".tsx")}.js`, imports: ["_framework.js"] };
    }
    const { logger: log } = logger();
    const scripts = islandScriptsOf(clientDir(manifest), log);
    expect(scripts["buy-block"]).toEqual(["/assets/buy-block.js", "/assets/framework.js"]);
    expect(scripts["page-layout"]).toEqual(["/assets/special-layouts.js", "/assets/framework.js"]);
    expect(Object.keys(scripts).sort()).toEqual([...Object.keys(blockSources), ...Object.keys(otherIslandSources)].sort());
  });

  it("gives none without a manifest, and none with a warning for one it cannot use", () => {
    const quiet = logger();
    expect(islandScriptsOf(clientDir(), quiet.logger)).toEqual({});
    expect(quiet.lines).toEqual([]);
    const broken = logger();
    expect(islandScriptsOf(clientDir("{not json"), broken.logger)).toEqual({});
    expect(islandScriptsOf(clientDir({}), broken.logger)).toEqual({});
    expect(broken.lines).toHaveLength(2);
  });
});
