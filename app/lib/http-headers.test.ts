import { describe, expect, it } from "vitest";
import { routeHeaders } from "./http-headers";

describe("routeHeaders", () => {
  it("sends what the loader set, over the parent's", () => {
    const headers = routeHeaders({
      parentHeaders: new Headers({ "Cache-Control": "public, max-age=60", Vary: "Cookie" }),
      loaderHeaders: new Headers({ "Cache-Control": "private, no-store" }),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("vary")).toBe("Cookie");
  });

  it("lets action and error headers win, and leaves Set-Cookie to the router", () => {
    const headers = routeHeaders({
      parentHeaders: new Headers(),
      loaderHeaders: new Headers({ "X-Robots-Tag": "noindex", "Set-Cookie": "a=1" }),
      actionHeaders: new Headers({ "Cache-Control": "no-store" }),
      errorHeaders: new Headers({ "Cache-Control": "no-store, max-age=0" }),
    });
    expect(headers.get("x-robots-tag")).toBe("noindex");
    expect(headers.get("cache-control")).toBe("no-store, max-age=0");
    expect(headers.get("set-cookie")).toBeNull();
  });
});
