import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { unlinkMissingPages } from "./dead-links.server";

const page = { title: "Page", fields: { blocks: [{ type: "rich-text", html: "<p>x</p>" }] } };

describe("unlinkMissingPages", () => {
  it("drops, on the site that lacks it, every link to a page, and keeps the others", async () => {
    const contentDir = await createContentFixture({
      ...globalShell,
      "en-global/about/page.json": page,
      "en-global/home-security/auto-renewal-service/page.json": page,
      "it-it/home-security/auto-renewal-service/meta.json": {
        title: "Rinnovo automatico",
        fields: { title: "Rinnovo automatico", description: "Non disponibile in Italia", settings: ["error404"] },
      },
    });
    const content = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
    const view = {
      html: '<p>See <a href="/auto-renewal-service">automatic renewal</a> and <a href="/about">us</a>.</p>',
      buttons: [
        { label: "Set up", href: "/home-security/auto-renewal-service?x=1" },
        { label: "About", href: "/about" },
      ],
      card: { title: "t", link: { label: "Renew", href: "/auto-renewal-service" } },
    };
    expect(await unlinkMissingPages(view, content, "it-it")).toEqual({
      html: '<p>See automatic renewal and <a href="/about">us</a>.</p>',
      buttons: [{ label: "About", href: "/about" }],
      card: { title: "t" },
    });
    // Where the page exists, nothing changes — the very same object comes back.
    expect(await unlinkMissingPages(view, content, "de-de")).toBe(view);
  });
});
