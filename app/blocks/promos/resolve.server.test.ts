import { afterAll, describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { block as blockSchema } from "../schemas.server";
import { resolveProductPromo } from "./resolve.server";

const page = (title: string) => ({ title, fields: { blocks: [{ type: "rich-text", html: `<p>${title}</p>` }] } });
const contentDir = await createContentFixture({
  ...globalShell,
  "en-global/b2c-tools/ksk/page.json": page("Safe Kids"),
  "en-global/b2c-tools/ksec/page.json": page("VPN"),
});
const content = createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) });
afterAll(() => content.close());
const site = requireSite("en-global");

const images = (name: string) => ({
  mobileImage: { src: `/images/promos/${name}-mobile.jpg`, webp: `/images/promos/${name}-mobile.webp`, width: 480, height: 400 },
  tabletImage: { src: `/images/promos/${name}-tablet.jpg`, width: 768, height: 360 },
  desktopImage: { src: `/images/promos/${name}-desktop.jpg`, width: 1280, height: 400 },
});
const promo = (title: string, href: string, extra: Record<string, unknown> = images("a")) => ({
  title,
  alt: "",
  href,
  linkLabel: "More",
  ...extra,
});
const parse = (items: unknown[], extra: Record<string, unknown> = {}) =>
  blockSchema.parse({ type: "product-promo", items, ...extra }) as Parameters<typeof resolveProductPromo>[0];

function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (_: unknown, message: string) => warnings.push(message) } as never };
}

describe("product promo (spec 3 §3, §8, §9)", () => {
  it("rotates several promos every autoPlaySpeed seconds × 1000, with their positions", async () => {
    const view = await resolveProductPromo(
      parse([promo("Kids", "/b2c-tools/ksk"), promo("VPN", "/b2c-tools/ksec")], { autoPlaySpeed: 7 }),
      { content, site },
    );
    expect(view).toMatchObject({ type: "product-promo", autoplayMs: 7000, positions: ["1 of 2", "2 of 2"] });
  });

  it("draws one promo alone, without the carousel", async () => {
    const view = await resolveProductPromo(parse([promo("Kids", "/b2c-tools/ksk")]), { content, site });
    expect(view?.type).toBe("product-promo-single");
  });

  it("hides a promo whose image set is incomplete, and one whose link the site does not serve, with a warning", async () => {
    const { warnings, logger } = recordingLogger();
    const { desktopImage: _, ...noDesktop } = images("b");
    const view = await resolveProductPromo(
      parse([promo("Kids", "/b2c-tools/ksk"), promo("Broken", "/b2c-tools/ksec", noDesktop), promo("Gone", "/no-such-page")]),
      { content, site, logger },
    );
    expect(view).toMatchObject({ type: "product-promo-single", promo: { title: "Kids" } });
    expect(warnings).toEqual([
      "product promo hidden: its image set is incomplete",
      "product promo hidden: its link target is missing",
    ]);
  });

  it("hides the block when no promo can be shown", async () => {
    const { desktopImage: _, ...noDesktop } = images("b");
    expect(await resolveProductPromo(parse([promo("Broken", "/b2c-tools/ksk", noDesktop)]), { content, site })).toBeNull();
  });
});
