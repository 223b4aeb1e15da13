import { afterAll, describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { projectContent } from "../../../tests/support/project-content";
import { createActionResolver } from "../actions.server";
import { block as blockSchema } from "../schemas.server";
import { resolveBottomBar, resolveHomeFeatured, resolveRescueChat, resolveSafeKids } from "./resolve.server";

const content = projectContent;
/** A global site whose bottom bar document is invalid and whose featured document is missing. */
const broken = createContentService({
  contentDir: await createContentFixture({
    ...globalShell,
    "en-global/site-general/bottom-bar.json": { title: "Bottom bar", fields: { campaign: "x", text: "No link" } },
  }),
  brandName: "Bastion",
  logger: createLogger({ level: "silent" }),
});
afterAll(() => {
  content.close();
  broken.close();
});

function recordingLogger() {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (_: unknown, message: string) => void warnings.push(message) } as never };
}

const parse = <T>(value: Record<string, unknown>) => blockSchema.parse(value) as T;
type Of<F extends (...args: never[]) => unknown> = Parameters<F>[0];

const safeKids = parse<Of<typeof resolveSafeKids>>({
  type: "safe-kids",
  heading: "For parents",
  ageGroups: [
    { ages: "3-7", title: "Little ones", points: ["Approved apps only"] },
    { ages: "13-17", title: "Teens", points: ["Location sharing"] },
  ],
  actions: [{ label: "Download free", href: "#download" }],
});

describe("safe kids (spec 3 §1, §6)", () => {
  const resolve = (locale: "en-global" | "de-de" | "ja-jp" | "ru-ru", country: string | null) => {
    const site = requireSite(locale);
    return resolveSafeKids(safeKids, { content, site, actions: createActionResolver({ content, site, country }) });
  };

  it.each([
    ["en-global", "Ages 3–7", "Ages 13–17"],
    ["de-de", "3 bis 7 Jahre", "13 bis 17 Jahre"],
    ["ja-jp", "3～7歳", "13～17歳"],
    ["ru-ru", "От 3 до 7 лет", "От 13 до 17 лет"],
  ] as const)("labels the age groups on %s: %s, %s", async (locale, first, second) => {
    const view = await resolve(locale, "de");
    expect(view.ageGroups.map((group) => group.label)).toEqual([first, second]);
  });

  it.each([
    ["en-global", "de", "link"],
    ["en-global", null, "link"],
    ["en-global", "by", "unavailable"],
    ["en-global", "cn", "unavailable"],
    ["ru-ru", "by", "unavailable"],
    ["ru-ru", "cn", "link"],
    ["de-de", "by", "link"],
  ] as const)("on %s a visitor from %s gets the free product's %s", async (locale, country, expected) => {
    const view = await resolve(locale, country);
    expect(view.actions).toHaveLength(1);
    expect("unavailable" in (view.actions[0] ?? {}) ? "unavailable" : "link").toBe(expected);
  });
});

describe("home featured and bottom bar hide themselves (spec 3 §8)", () => {
  const site = requireSite("en-global");

  it("show their documents", async () => {
    const featured = await resolveHomeFeatured(parse({ type: "home-featured" }), { content, site });
    expect(featured?.items.length).toBeGreaterThan(0);
    const bar = await resolveBottomBar(parse({ type: "bottom-bar" }), { content, site: requireSite("fr-fr") });
    expect(bar).toMatchObject({ type: "bottom-bar", closeLabel: "Fermer cette barre" });
  });

  it("are null, with a warning, when the document is missing or invalid", async () => {
    const { warnings, logger } = recordingLogger();
    expect(await resolveHomeFeatured(parse({ type: "home-featured" }), { content: broken, site, logger })).toBeNull();
    expect(await resolveBottomBar(parse({ type: "bottom-bar" }), { content: broken, site, logger })).toBeNull();
    expect(warnings).toEqual([
      "home featured hidden: its document is missing or invalid",
      "bottom bar hidden: its document is missing or invalid",
    ]);
  });
});

describe("rescue chat (spec 3 §7, §9)", () => {
  const rescue = parse<Of<typeof resolveRescueChat>>({
    type: "rescue-chat",
    heading: "Help now",
    text: "An expert looks at it with you.",
    contactHref: "/about/contact",
    loaderSrc: "/chat/rescue-chat-loader.js",
  });

  it.each([
    ["en-us", true],
    ["fr-fr", true],
    ["pt-br", true],
    ["es-mx", true],
    ["en-global", false],
    ["de-de", false],
  ] as const)("on %s offers the chat: %s", async (locale, chat) => {
    const view = await resolveRescueChat(rescue, { content, site: requireSite(locale) });
    expect(view.chat !== null).toBe(chat);
    expect(view.contactHref).toBe("/about/contact");
    if (view.chat) expect(view.chat.loaderSrc).toBe("/chat/rescue-chat-loader.js");
  });
});
