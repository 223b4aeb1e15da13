import { describe, expect, it } from "vitest";
import { cookieOf, port, postLookup, request } from "./support";

/**
 * The renewal session leaks nothing: its pages are never stored by a cache, the verdict page's
 * HTML holds no serial, a handoff to another regional site works once and only there, a session
 * is valid only on its own site, and the partner dialog answers known and unknown serials in the
 * same time.
 */

let addressCounter = 1;
const nextAddress = () => `198.18.40.${addressCounter++}`;

const lookUp = (
  serial: string,
  host = "localhost",
  path = "/renewal-center/home",
  intent: "lrc-lookup" | "lrc-partner" = "lrc-lookup",
) => postLookup(path, serial, { host, address: nextAddress(), intent });

describe("headers of the document response", () => {
  it.each([
    ["/renewal-center/home", "cache-control", "private, no-store"],
    ["/renewal-center/vsb", "cache-control", "private, no-store"],
    ["/lrc/b2b-hp", "cache-control", "private, no-store"],
    ["/errorpage/404", "cache-control", "no-store"],
    ["/custom/hello", "x-robots-tag", "noindex"],
  ])("%s sends %s: %s", async (path, header, value) => {
    const answer = await request(path);
    expect(answer.headers[header]).toBe(value);
  });

  it("sends the verdict page private and no-store, with no serial in its HTML", async () => {
    const lookup = await lookUp("KTS1-ACTIVE0-0000001");
    expect(lookup.status).toBe(302);
    expect(lookup.headers.location).toBe("/lrc/kts_active");
    const page = await request("/lrc/kts_active", { headers: { cookie: cookieOf(lookup) } });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain('href="/lrc/checkout?product=');
    expect(page.body.replaceAll("-", "")).not.toMatch(/KTS1ACTIVE00000001/i);
  });

  it("sends the checkout redirect to the store with the serial, only to the session's owner", async () => {
    const lookup = await lookUp("KTS1-ACTIVE0-0000001");
    const cookie = cookieOf(lookup);
    const page = await request("/lrc/kts_active", { headers: { cookie } });
    const href = /href="(\/lrc\/checkout\?[^"]+)"/.exec(page.body)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const checkout = await request(href, { headers: { cookie } });
    expect(checkout.status).toBe(303);
    expect(new URL(String(checkout.headers.location)).searchParams.get("serial")).toBe("KTS1-ACTIVE0-0000001");
    const stranger = await request(href);
    expect(stranger.status).toBe(302);
    expect(stranger.headers.location).toBe("/renewal-center/home");
    const foreignPrice = await request("/lrc/checkout?product=1&price=999999", { headers: { cookie } });
    expect(foreignPrice.headers.location).toBe("/lrc/kts_active");
  });
});

/**
 * The handoff address a Canadian licence's lookup leads to. A form posted without JavaScript may
 * not be redirected to another origin (`form-action 'self'`): the post comes back to its own page,
 * which names the Canadian store and moves on by its `Refresh` header at once.
 */
async function handoffOf(serial: string): Promise<URL> {
  const lookup = await lookUp(serial);
  expect(lookup.status).toBe(302);
  expect(lookup.headers.location).toBe("/renewal-center/home#serial");
  const page = await request("/renewal-center/home", { headers: { cookie: cookieOf(lookup) } });
  expect(page.status).toBe(200);
  expect(page.body).toContain("serial-form__notice--not-dr-ca");
  const refresh = /^0; url=(.+)$/.exec(String(page.headers.refresh ?? ""));
  expect(refresh).not.toBeNull();
  return new URL(refresh?.[1] ?? "");
}

describe("the handoff to another regional site", () => {
  it("works once, on the site it was issued for, and starts a session of that site's own", async () => {
    const location = await handoffOf("CANA-DRIVER0-0000030");
    expect(location.host).toBe(`en-ca.localhost:${port()}`);
    expect(location.searchParams.get("handoff")).toMatch(/^[\w-]+$/);
    const path = `${location.pathname}${location.search}`;

    const first = await request(path, { host: "en-ca.localhost" });
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe(location.pathname);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^lrc=/);
    // The session's token is new: the handoff token in the link is not the session.
    expect(cookie).not.toContain(location.searchParams.get("handoff") ?? "-");

    const again = await request(path, { host: "en-ca.localhost" });
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe("/renewal-center/home");
    expect(again.headers["set-cookie"]).toBeUndefined();

    const verdict = await request(location.pathname, { host: "en-ca.localhost", headers: { cookie } });
    expect(verdict.status).toBe(200);
    // The same cookie presented to another regional site is no session there.
    const elsewhere = await request(location.pathname, { host: "localhost", headers: { cookie } });
    expect(elsewhere.status).toBe(302);
  });

  it("is refused on any other site", async () => {
    const location = await handoffOf("CANA-DRIVER0-0000030");
    const wrongSite = await request(`${location.pathname}${location.search}`, { host: "de-de.localhost" });
    expect(wrongSite.status).toBe(302);
    expect(wrongSite.headers.location).toBe("/renewal-center/home");
    expect(wrongSite.headers["set-cookie"]).toBeUndefined();
  });
});

describe("the Canadian notice without JavaScript", () => {
  it("moves on after 2 seconds by the Refresh header, and offers a link", async () => {
    const lookup = await lookUp("CANA-RETAIL0-0000029");
    expect(lookup.status).toBe(302);
    const home = await request("/renewal-center/home", { headers: { cookie: cookieOf(lookup) } });
    const refresh = String(home.headers.refresh ?? "");
    expect(refresh).toMatch(/^2; url=http:\/\/en-ca\.localhost:\d+\/lrc\?serial=CANA-RETAIL0-0000029$/);
    const target = refresh.replace(/^2; url=/, "").replaceAll("&", "&amp;");
    expect(home.body).toContain(`href="${target}"`);
  });
});

describe("the partner dialog", () => {
  async function timed(serial: string) {
    const started = performance.now();
    const answer = await lookUp(serial, "localhost", "/renewal-center/fb", "lrc-partner");
    return { status: answer.status, ms: performance.now() - started };
  }

  it("answers a known licence without a partner like an unknown serial, in the same time", async () => {
    const known = [];
    const unknown = [];
    for (let round = 0; round < 4; round += 1) {
      known.push(await timed("KTS1-ACTIVE0-0000001"));
      unknown.push(await timed(`ZZZZ-UNKNOWN-000000${round}`));
    }
    expect(new Set([...known, ...unknown].map((answer) => answer.status))).toEqual(new Set([404]));
    const median = (answers: Array<{ ms: number }>) => answers.map((answer) => answer.ms).sort((a, b) => a - b)[2] ?? 0;
    // Both wait out the failed-lookup time of the licence service (250 ms).
    expect(Math.min(...known.map((answer) => answer.ms))).toBeGreaterThanOrEqual(245);
    expect(Math.min(...unknown.map((answer) => answer.ms))).toBeGreaterThanOrEqual(245);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(75);
  });
});
