import { describe, expect, it } from "vitest";
import { resourceQuery, resourceSelection, resourceShown } from "./resource-filter";

const groups = [
  { options: [{ filterId: "all" }, { filterId: "white-papers" }, { filterId: "datasheets" }, { filterId: "webinars" }] },
  { options: [{ filterId: "all" }, { filterId: "ransomware" }, { filterId: "soc" }] },
];

describe("resourceShown — spec 3 §5: an item shows only if its class contains every selected filter id", () => {
  it.each([
    { itemClass: ["white-papers", "ransomware"], selected: ["white-papers"], shown: true },
    { itemClass: ["white-papers", "ransomware"], selected: ["white-papers", "ransomware"], shown: true },
    { itemClass: ["white-papers", "soc"], selected: ["white-papers", "ransomware"], shown: false },
    { itemClass: ["datasheets"], selected: ["white-papers"], shown: false },
    // "if all filters are all, everything shows": all is no selection.
    { itemClass: ["datasheets"], selected: [], shown: true },
    { itemClass: ["webinars", "soc"], selected: [], shown: true },
  ])("$itemClass with $selected → $shown", ({ itemClass, selected, shown }) => {
    expect(resourceShown(itemClass, selected)).toBe(shown);
  });
});

describe("resourceSelection", () => {
  it.each([
    { values: [], selected: [] },
    { values: ["all", "all"], selected: [] },
    { values: ["white-papers", "all"], selected: ["white-papers"] },
    { values: ["all", "soc"], selected: ["soc"] },
    { values: ["webinars", "ransomware"], selected: ["webinars", "ransomware"] },
    // Ids no group offers, and invalid ids, are ignored; one id per group.
    { values: ["press-releases", "<script>"], selected: [] },
    { values: ["white-papers", "datasheets"], selected: ["white-papers"] },
    { values: ["WEBINARS"], selected: ["webinars"] },
  ])("sel=$values → $selected", ({ values, selected }) => {
    expect(resourceSelection(values, groups)).toEqual(selected);
  });
});

describe("resourceQuery", () => {
  it("carries each selected id, nothing for all", () => {
    expect(resourceQuery(["webinars", "soc"])).toBe("sel=webinars&sel=soc");
    expect(resourceQuery([])).toBe("");
  });
});
