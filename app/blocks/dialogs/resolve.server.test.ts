import { describe, expect, it } from "vitest";
import { type LocaleCode, requireSite } from "~/sites/locales";
import { projectContent } from "../../../tests/support/project-content";
import { block } from "../schemas.server";
import { resolveDialogBlock } from "./resolve.server";

const content = projectContent;
const resolve = (raw: unknown, locale: LocaleCode) => {
  const parsed = block.parse(raw);
  if (
    parsed.type !== "video-popup" &&
    parsed.type !== "news-popup" &&
    parsed.type !== "disclaimer-popup" &&
    parsed.type !== "age-restriction-popup"
  )
    throw new Error(parsed.type);
  return resolveDialogBlock(parsed, { content, site: requireSite(locale) });
};

const gate = (minimumAge: number) => ({
  type: "age-restriction-popup",
  heading: "Adults only",
  text: "Rated 18.",
  minimumAge,
  declineHref: "/home-security",
});

describe("resolveDialogBlock", () => {
  it.each([
    ["en-global", 18, "I am 18 or older", "I am under 18"],
    ["de-de", 18, "Ich bin 18 Jahre oder älter", "Ich bin jünger als 18"],
    // Russian plurals: 18 лет, 21 год; under 18 лет, under 21 года.
    ["ru-ru", 18, "Мне 18 лет или больше", "Мне меньше 18 лет"],
    ["ru-ru", 21, "Мне 21 год или больше", "Мне меньше 21 года"],
    ["ja-jp", 18, "18歳以上です", "18歳未満です"],
  ] as const)("words the age question's answers on %s (age %i)", async (locale, age, confirm, decline) => {
    const view = await resolve(gate(age), locale);
    expect(view).toMatchObject({ confirmLabel: confirm, declineLabel: decline });
  });

  it("names each video control by its title in the site's language, and frames the privacy-enhanced player", async () => {
    const poster = { src: "/images/dialogs/lab-tour.svg", alt: "", width: 640, height: 360 };
    const view = await resolve(
      { type: "video-popup", items: [{ title: "Laborrundgang", poster, embed: { kind: "youtube", videoId: "Lb3sVq8TnKw" } }] },
      "de-de",
    );
    expect(view.type === "video-popup" && view.items[0]).toMatchObject({
      label: "Video abspielen: Laborrundgang",
      embedSrc: "https://www.youtube-nocookie.com/embed/Lb3sVq8TnKw?autoplay=1&rel=0",
      href: "https://www.youtube.com/watch?v=Lb3sVq8TnKw",
    });
    expect(view.type === "video-popup" && view.closeLabel).toBe("Schließen");
  });

  it("writes a news item's date the site's way, and the disclaimer link's default text", async () => {
    const item = {
      title: "Launch",
      date: "2026-11-03",
      teaser: "New editions.",
      summary: "<p>New editions.</p>",
      href: "/about/press-releases/2026-11-03-home-products-2027-launch",
      linkText: "Read the press release",
    };
    const german = await resolve({ type: "news-popup", items: [item] }, "de-de");
    expect(german.type === "news-popup" && german.items[0]?.dateText).toBe("3. November 2026");
    const japanese = await resolve({ type: "news-popup", items: [item] }, "ja-jp");
    expect(japanese.type === "news-popup" && japanese.items[0]?.dateText).toBe("2026年11月3日");
    const disclaimer = await resolve({ type: "disclaimer-popup", id: "terms", title: "Terms", html: "<p>Text</p>" }, "fr-fr");
    expect(disclaimer).toMatchObject({ label: "Avertissement", closeLabel: "Fermer" });
  });
});
