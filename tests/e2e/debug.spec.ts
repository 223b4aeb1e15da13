import { describe, expect, it } from "vitest";
import { request } from "./support";

/**
 * Spec 2 §6 "Debug features are disabled on production hosts unless debug=prod": the debug panel
 * on development hosts (`*.localhost`) with `?debug`, on the registry's production hosts only with
 * `?debug=prod`. The test server answers any host, so production hosts are sent as Host headers.
 */
const panel = /<aside class="debug-panel container" aria-label="Debug">([\s\S]*?)<\/aside>/;

async function debugPanel(path: string, host: string, headers: Record<string, string> = {}) {
  const answer = await request(path, { host, headers });
  expect(answer.status).toBe(200);
  return { answer, panel: panel.exec(answer.body)?.[1] ?? null };
}

describe("the debug panel", () => {
  it.each([
    ["/?debug", "localhost"],
    ["/b2c-tools/ksk?debug=1", "de-de.localhost"],
    ["/about?debug=prod", "www.bastion.example"],
    ["/b2c-tools/ksk?debug=prod", "de-de.bastion.example"],
  ])("shows on %s at %s", async (path, host) => {
    const { answer, panel: shown } = await debugPanel(path, host);
    expect(shown).not.toBeNull();
    // It names one visitor's request: no shared cache may keep it.
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  });

  it.each([
    ["/", "localhost"],
    ["/b2c-tools/ksk", "de-de.bastion.example"],
    ["/b2c-tools/ksk?debug=1", "de-de.bastion.example"],
    ["/?debug", "www.bastion.example"],
    ["/?debug=true", "www.bastion.example"],
    ["/?debug=1", "127.0.0.1"],
  ])("does not show on %s at %s", async (path, host) => {
    const { answer, panel: shown } = await debugPanel(path, host);
    expect(shown).toBeNull();
    expect(answer.body).not.toContain("debug-panel");
  });

  it("tells the route, page type, content document and locale, country and request id, never the address", async () => {
    const { answer, panel: shown } = await debugPanel("/safe-kids?debug=1", "ru-ru.localhost", {
      "x-forwarded-for": "37.214.0.1",
    });
    const rows = Object.fromEntries(
      [...(shown ?? "").matchAll(/<dt>([^<]+)<\/dt><dd>([^<]*)<\/dd>/g)].map((match) => [match[1], match[2]]),
    );
    expect(rows).toMatchObject({
      route: "ksk",
      section: "home-security",
      "page type": "b2c",
      layout: "standard",
      content: "ru-ru/b2c-tools/ksk",
      "content locale": "ru-ru",
      "visitor country": "by",
      "request id": answer.headers["x-request-id"],
    });
    expect(shown).not.toContain("37.214.0.1");
  });
});
