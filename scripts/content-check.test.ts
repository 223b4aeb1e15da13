import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createContentFixture, globalShell, localizedMessageShells } from "../tests/support/content-fixture";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

async function contentCheck(dir: string) {
  try {
    const { stdout, stderr } = await run(tsx, ["scripts/content-check.ts", dir]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run content:check", () => {
  it("exits 0 on valid content", async () => {
    const result = await contentCheck(await createContentFixture({ ...globalShell, ...localizedMessageShells }));
    expect(result.code).toBe(0);
    expect(result.output).toContain("Content OK");
  });

  it("exits 1 and prints file, JSON path and message for a broken document", async () => {
    const dir = await createContentFixture({
      ...globalShell,
      ...localizedMessageShells,
      "de-de/about/page.json": { title: "Über uns", fields: { blocks: [{ type: "hero" }] } },
    });
    const result = await contentCheck(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/content\/de-de\/about\/page\.json {2}fields\.blocks\[0\]\.heading {2}\S/);
    expect(result.output).toMatch(/1 content problem found/);
  });
});
