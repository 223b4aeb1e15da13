import { execFileSync } from "node:child_process";
import { reactRouter } from "@react-router/dev/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";

/** Version info for the tracking object (spec 1 §3), read from git when the build runs. */
function buildInfo() {
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return "";
    }
  };
  return {
    revision: git("rev-list", "--count", "HEAD"),
    branch: git("rev-parse", "--abbrev-ref", "HEAD"),
    sha: git("rev-parse", "--short", "HEAD"),
    date: new Date().toISOString(),
  };
}

/**
 * The modules the browser's entry and the root route import, directly or not: every page runs
 * them, so they travel as one script instead of a handful of small shared chunks — on a slow
 * connection each extra request costs a round trip before the page can paint (decision 022).
 */
const shellRoots = [/[\\/]app[\\/]entry\.client\.tsx$/, /[\\/]app[\\/]root\.tsx$/];
const shellMemo = new Map<string, boolean>();
function everyPageLoads(id: string, context: ChunkingContext): boolean {
  const known = shellMemo.get(id);
  if (known !== undefined) return known;
  shellMemo.set(id, false);
  const info = context.getModuleInfo(id);
  const answer =
    shellRoots.some((root) => root.test(id)) || (info?.importers ?? []).some((importer) => everyPageLoads(importer, context));
  shellMemo.set(id, answer);
  return answer;
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_INFO__: JSON.stringify(buildInfo()) },
  environments: {
    // React, React DOM and React Router in one script: every page loads all of them, and as one
    // gzip stream with no imports and exports between its parts it is ~3 KB smaller (decision 022).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/,
                  priority: 10,
                },
                { name: (id: string, context: ChunkingContext) => (everyPageLoads(id, context) ? "shell" : null), priority: 5 },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our Express app, which imports the React Router build itself.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  // Kept after the build (`.vite/manifest.json`, never served: a dot directory): it maps each
  // block's module to its scripts, for `npm run js-budget`.
  build: { manifest: true, modulePreload: false },
  plugins: [reactRouter()],
});
