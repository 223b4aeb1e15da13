import { describe, expect, it } from "vitest";
import { downloadFormSchema, framingOrigin, isValidEmail } from "./download-form";

describe("the e-mail check (spec 2 §5: word characters with optional dots/dashes, an @, a domain and a suffix of 2-3 letters)", () => {
  it.each([
    ["name@example.com", true],
    ["first.last@example.co.uk", true],
    ["first-last@mail.example.de", true],
    ["a_b@example.io", true],
    ["name@example.info", false],
    ["name@example", false],
    ["name.@example.com", false],
    [".name@example.com", false],
    ["name@@example.com", false],
    ["na me@example.com", false],
    ["name@example.c", false],
    ["", false],
    [`${"a".repeat(250)}@example.com`, false],
  ])("%s: %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it("reads the form: address trimmed, consent as a box, product code", () => {
    expect(downloadFormSchema.parse({ email: " name@example.com ", consent: "on", product: "kts" })).toEqual({
      email: "name@example.com",
      consent: true,
      product: "kts",
    });
    expect(downloadFormSchema.parse({ email: "name@example.com", product: "kts" }).consent).toBe(false);
    expect(downloadFormSchema.safeParse({ email: "nope", product: "kts" }).success).toBe(false);
    expect(downloadFormSchema.safeParse({ email: "name@example.com", product: "../x" }).success).toBe(false);
  });
});

describe("the framing page's origin, where the form's message may go", () => {
  it.each([
    ["https://de-de.bastion.example", "https://de-de.bastion.example"],
    ["http://localhost:3000", "http://localhost:3000"],
    ["http://localhost:3000/", "http://localhost:3000"],
    ["https://bastion.example/path", null],
    ["javascript:alert(1)", null],
    ["*", null],
    ["", null],
    [null, null],
  ])("%j → %j", (value, origin) => {
    expect(framingOrigin(value)).toBe(origin);
  });
});
