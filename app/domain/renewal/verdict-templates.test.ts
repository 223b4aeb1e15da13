import { describe, expect, it } from "vitest";
import { chooseVerdictTemplate, type VerdictTemplateName, verdictTemplates } from "./verdict-templates";

describe("chooseVerdictTemplate: the verdict content's lrcTemplate (spec 2 §3) chooses the verdict page's template", () => {
  it.each<[string | undefined, VerdictTemplateName, boolean]>([
    ["standard", "standard", true],
    ["upgrade", "upgrade", true],
    ["business", "business", true],
    ["Upgrade", "upgrade", true],
    [undefined, "standard", true],
    ["compact-2019", "standard", false],
    ["", "standard", false],
    ["toString", "standard", false],
    ["__proto__", "standard", false],
  ])("%j → %s (known: %s)", (name, template, known) => {
    expect(chooseVerdictTemplate(name)).toEqual({ template: verdictTemplates[template], known });
  });

  it("gives every template its own layout, so the choice is visible", () => {
    const layouts = Object.values(verdictTemplates).map(({ name: _name, ...layout }) => JSON.stringify(layout));
    expect(new Set(layouts).size).toBe(layouts.length);
  });
});
