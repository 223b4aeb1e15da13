import { describe, expect, it } from "vitest";
import { americanSpelling } from "./spelling";

describe("americanSpelling", () => {
  it.each([
    ["Renew your licence", "Renew your license"],
    ["Licence centre for organisations", "License center for organizations"],
    ["LICENCE", "LICENSE"],
    ["Our favourite colour", "Our favorite color"],
    ["We analysed the programme", "We analyzed the program"],
    ["licensed software", "licensed software"],
    ["Centrelink", "Centrelink"],
  ])("%j → %j", (british, american) => {
    expect(americanSpelling(british)).toBe(american);
  });

  it("leaves links, identifiers and tag attributes alone", () => {
    expect(
      americanSpelling({
        html: '<a href="/licence-centre" class="colour">licence centre</a>',
        href: "/licence",
        type: "colour-block",
        url: "https://example.com/organisation",
      }),
    ).toEqual({
      html: '<a href="/licence-centre" class="colour">license center</a>',
      href: "/licence",
      type: "colour-block",
      url: "https://example.com/organisation",
    });
  });
});
