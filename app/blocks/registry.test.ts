import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockSources } from "./block-sources";
import { interactiveBlockTypes } from "./islands";
import { allBlockTypes, loadBlock, loadBlocks } from "./registry";

describe("the interactive block registry", () => {
  it("loads a component for every interactive block type, from the module its source names", async () => {
    expect([...allBlockTypes].sort()).toEqual([...interactiveBlockTypes].sort());
    for (const type of interactiveBlockTypes) {
      const component = await loadBlock(type);
      expect(typeof component).toBe("function");
      const module = (await import(path.resolve(blockSources[type]))) as Record<string, unknown>;
      expect(Object.values(module)).toContain(component);
    }
  });

  it("loads the other islands by name", async () => {
    const { SpecialLayout } = await import("~/components/layout/special-layouts");
    expect(await loadBlock("page-layout")).toBe(SpecialLayout);
  });

  it("loads each module once, and ignores names that are no interactive block", async () => {
    expect(loadBlock("tabs")).toBe(loadBlock("tabs"));
    await expect(loadBlocks(["tabs", "hero", "no-such-block", ""])).resolves.toBeUndefined();
  });
});
