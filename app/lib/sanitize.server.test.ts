import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.server";

describe("sanitizeRichText", () => {
  it.each([
    ['<p onclick="steal()">Hi</p>', "<p>Hi</p>"],
    ["<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<img src=x onerror="alert(1)">', ""],
    ["<iframe src='https://x.example'></iframe><p>ok</p>", "<p>ok</p>"],
    ['<p style="color:red">styled</p>', "<p>styled</p>"],
    ["<h2>Title</h2><ul><li><strong>b</strong></li></ul>", "<h2>Title</h2><ul><li><strong>b</strong></li></ul>"],
    ['<a href="/privacy">privacy</a>', '<a href="/privacy">privacy</a>'],
  ])("%s → %s", (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it("opens external links safely", () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});
