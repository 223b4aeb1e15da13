import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockSources } from "./block-sources";
import { interactiveBlockTypes } from "./islands";
import { allBlockTypes, loadIsland, loadIslands } from "./registry";

describe("the interactive block registry", () => {
  it("loads a component for every interactive block type, from the module its source names", async () => {
    expect([...allBlockTypes].sort()).toEqual([...interactiveBlockTypes].sort());
    for (const type of interactiveBlockTypes) {
      const component = await loadIsland(type);
      expect(typeof component).toBe("function");
      const module = (await import(path.resolve(blockSources[type]))) as Record<string, unknown>;
      expect(Object.values(module)).toContain(component);
    }
  });

  it("loads the other islands by name", async () => {
    const { SpecialLayout } = await import("~/components/layout/special-layouts");
    expect(await loadIsland("page-layout")).toBe(SpecialLayout);
  });

  it("loads each module once, and ignores names that are no interactive block", async () => {
    expect(loadIsland("tabs")).toBe(loadIsland("tabs"));
    await expect(loadIslands(["tabs", "hero", "no-such-block", ""])).resolves.toBeUndefined();
  });
});
