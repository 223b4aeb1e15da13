import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWithSlot, spliceGzipSync } from "./spliced-gzip";

const text = (parts: string[]) => parts.map((part) => Buffer.from(part));

describe("spliced gzip", () => {
  it.each([
    ["slots between text", ['<html><script nonce="', '">a()</script><script nonce="', '">b()</script></html>']],
    ["slots next to each other and at both ends", ["", "", "middle ".repeat(500), ""]],
    ["no slot", ["just a sitemap"]],
  ])("decompresses to the text with the slot filled in: %s", async (_name, parts) => {
    const gzip = spliceGzipSync(text(parts), 24);
    for (const nonce of ["A".repeat(24), "n0nce/with+base64chars=="]) {
      const body = gunzipSync(Buffer.concat(gzipWithSlot(gzip, Buffer.from(nonce))));
      expect(body.toString()).toBe(parts.join(nonce));
    }
  });

  it("compresses repetitive text well despite the slots", async () => {
    const parts = text(Array.from({ length: 5 }, () => '<div class="card">Total Security</div>'.repeat(200)));
    const gzip = spliceGzipSync(parts, 24);
    const whole = parts.reduce((sum, part) => sum + part.length, 0);
    expect(gzip.bytes).toBeLessThan(whole / 20);
  });

  it("refuses a slot of another length", async () => {
    const gzip = spliceGzipSync(text(["a", "b"]), 24);
    expect(() => gzipWithSlot(gzip, Buffer.from("short"))).toThrow(/24 bytes/);
  });
});

describe("priming each part with the text before it", () => {
  // Words in an order that does not repeat, so only a reference back to the body can shrink the
  // data script that repeats it (as a page's hydration data repeats its text).
  const words = ["shield", "device", "privacy", "renewal", "licence", "scan", "update", "vault", "family", "secure"];
  let seed = 7;
  const text = Array.from({ length: 3000 }, () => {
    seed = (seed * 48271) % 2147483647;
    return words[seed % words.length];
  }).join(" ");
  const page = (nonce: string) =>
    `<html><head><script nonce="${nonce}">start()</script><main>${text}</main><script nonce="${nonce}">window.__data = ${JSON.stringify(text)}</script></html>`;

  it("compresses as well as one stream, and still decompresses with any nonce", async () => {
    const nonce = "X".repeat(24);
    const parts = page(nonce)
      .split(nonce)
      .map((part) => Buffer.from(part));
    const gzip = spliceGzipSync(parts, 24);
    const whole = gzipSync(Buffer.from(page(nonce)), { level: 9 }).length;
    // Two stored blocks and the flushes cost some 100 bytes; without priming, the data script would
    // cost as much again as the body.
    expect(Buffer.concat(gzipWithSlot(gzip, Buffer.from(nonce))).length).toBeLessThan(whole + 150);
    const other = "n0nce/with+base64chars==";
    expect(gunzipSync(Buffer.concat(gzipWithSlot(gzip, Buffer.from(other)))).toString()).toBe(page(other));
  });

  it("leaves a text holding a NUL byte unprimed, and correct", async () => {
    const parts = ["a\0b".repeat(100), "\0".repeat(50), "c\0".repeat(100)].map((part) => Buffer.from(part));
    const gzip = spliceGzipSync(parts, 24);
    const nonce = "Q".repeat(24);
    expect(gunzipSync(Buffer.concat(gzipWithSlot(gzip, Buffer.from(nonce)))).toString()).toBe(parts.map(String).join(nonce));
  });
});
