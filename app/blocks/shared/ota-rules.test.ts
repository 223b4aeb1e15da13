import { describe, expect, it } from "vitest";
import { classifyIdentityError, playStoreHref } from "./ota-rules";

describe("classifyIdentityError — spec 3 §8: idpiframe_initialization_failed or a type error hides the button", () => {
  it.each([
    ["the provider's frame failed", { error: "idpiframe_initialization_failed", details: "Not a valid origin" }, "unavailable"],
    ["the same, thrown as an Error", new Error("idpiframe_initialization_failed: cookies blocked"), "unavailable"],
    [
      "the provider's object is missing",
      new TypeError("Cannot read properties of undefined (reading 'accounts')"),
      "unavailable",
    ],
    ["the script did not load", { type: "script_load_failed" }, "unavailable"],
    ["the script took too long", { type: "timeout" }, "unavailable"],
    ["the visitor closed the window", { error: "popup_closed_by_user" }, "retry"],
    ["the visitor refused access", { error: "access_denied" }, "retry"],
    ["a plain string", "interrupted", "retry"],
  ])("%s: %s", (_name, error, outcome) => {
    expect(classifyIdentityError(error)).toBe(outcome);
  });
});

describe("playStoreHref", () => {
  it("names the package, encoded", () => {
    expect(playStoreHref("com.bastion.android.security")).toBe(
      "https://play.google.com/store/apps/details?id=com.bastion.android.security",
    );
  });
});
