import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, request, siteUrl, useBrowser } from "./support";

describe("error pages", () => {
  const browser = useBrowser();

  it.each(["/no-such-page", "/about/no/such/child", "/site-general/nothing"])(
    "%s answers 404 with the site's 404 page",
    async (path) => {
      const { page, response, consoleErrors } = await browser.openPage(siteUrl("de-de", path));
      expect(response?.status()).toBe(404);
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Seite nicht gefunden");
      expect(await page.getByRole("banner").count()).toBe(1);
      await expectNoAxeViolations(page);
      // Chromium reports the document's own 404 status; any failing sub-resource is listed by path.
      const documentStatus = "Failed to load resource: the server responded with a status of 404 (Not Found)";
      expect(consoleErrors.filter((error) => error !== documentStatus)).toEqual([]);
    },
  );

  it.each([
    ["/404", 404],
    ["/errorpage/404", 404],
    ["/500", 500],
    ["/errorpage/500", 500],
  ])("%s answers %i", async (path, status) => {
    const answer = await request(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain("<h1>");
  });

  it("keeps error detail from visitors", async () => {
    const answer = await request("/%E0%A4%A");
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
