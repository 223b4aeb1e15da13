import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Translations } from "~/domain/content/schemas.server";
import { formatMessage } from "~/lib/messages";
import type { RenderBlock } from "../resolve.server";
import { type Block, block } from "../schemas.server";
import { drawStaticBlocks } from "../static-blocks.server";

function draw(value: Block, translations?: Partial<Translations>): string {
  const [drawn] = drawStaticBlocks([value as RenderBlock], {
    translations: translations as Translations | undefined,
    location: "/partners/msp",
    documentHtml: null,
  });
  return drawn && "html" in drawn ? (drawn.html ?? "") : "";
}

const parse = (value: unknown) => block.parse(value) as Block;

const tier = (name: string, highlight = false) => ({
  name,
  summary: `${name} support`,
  responseTime: highlight ? "4 hours" : "Next business day",
  includes: [`${name} e-mail support`, `${name} updates`],
  highlight,
});

const story = (partner: string, slug: string) => ({
  partner,
  profile: "Managed service provider, Lisbon",
  title: `${partner} protects 40 clinics`,
  summary: "One console for every clinic.",
  results: ["1,100 devices", "One-hour response"],
  href: `/partners/case-studies/${slug}`,
});

const thankYou = {
  type: "smb-download-thank-you",
  dl2ProductCodeName: "kes",
  productTaxonomy: ["kes-windows"],
  trialDays: 30,
  steps: [{ title: "Install", text: "Run the package." }],
  console: "https://console.bastion.example/",
};

describe("smb-partners block schemas", () => {
  it("the SMB download thank-you takes the download thank-you's fields and its defaults, plus the next steps", () => {
    const parsed = parse(thankYou);
    expect(parsed).toMatchObject({
      type: "smb-download-thank-you",
      autoDownload: true,
      showDialog: false,
      linksType: ["UpdateBuilds"],
    });
    const { trialDays: _days, ...withoutTrial } = thankYou;
    expect(block.safeParse(withoutTrial).success).toBe(false);
    expect(block.safeParse({ ...thankYou, steps: [] }).success).toBe(false);
    expect(block.safeParse({ ...thankYou, productTaxonomy: ["KES Windows"] }).success).toBe(false);
  });

  it("the SMB contact block needs a form of the engine and dialable numbers", () => {
    const contact = (phone: string, form = "smb-contact") => ({
      type: "smb-contact-us",
      regions: [{ name: "Europe", phone: { label: "+353 1 555 0160", href: phone }, hours: "08:00 to 18:00" }],
      form,
    });
    expect(block.safeParse(contact("tel:+35315550160")).success).toBe(true);
    expect(block.safeParse(contact("tel:0155 50160")).success).toBe(false);
    expect(block.safeParse(contact("tel:+35315550160", "Contact Form")).success).toBe(false);
  });

  it("premium services need two to four tiers; case studies link within the site or over https", () => {
    expect(block.safeParse({ type: "partner-premium-services", tiers: [tier("Standard")] }).success).toBe(false);
    expect(block.safeParse({ type: "partner-premium-services", tiers: [tier("Standard"), tier("Priority", true)] }).success).toBe(
      true,
    );
    const cases = (href: string) => ({ type: "partner-case-studies", items: [{ ...story("Meridian", "meridian"), href }] });
    expect(block.safeParse(cases("/partners/case-studies/meridian")).success).toBe(true);
    expect(block.safeParse(cases("javascript:alert(1)")).success).toBe(false);
  });
});

describe("partner blocks as drawn", () => {
  it("premium services: each tier's name, response time and inclusions under the site's labels; the highlighted one marked", () => {
    const html = draw(
      parse({ type: "partner-premium-services", heading: "Premium support", tiers: [tier("Standard"), tier("Priority", true)] }),
      { serviceIncludes: "Im Leistungsumfang", serviceResponseTime: "Reaktionszeit", recommended: "Empfohlen" },
    );
    expect(html).toContain("<h2");
    expect(html.match(/<h3[^>]*>[^<]*<\/h3>/g)).toEqual([
      '<h3 class="partner-tier__name">Standard</h3>',
      '<h3 class="partner-tier__name">Priority</h3>',
    ]);
    expect(html.match(/<dt>Reaktionszeit<\/dt>/g)).toHaveLength(2);
    expect(html).toContain("<dd>4 hours</dd>");
    expect(html).toContain("Im Leistungsumfang");
    expect(html).toContain("<li>Priority e-mail support</li>");
    expect(html.match(/partner-tier--highlight/g)).toHaveLength(1);
    expect(html.match(/Empfohlen/g)).toHaveLength(1);
  });

  it("case studies: every story is a link to its page, with the partner's name in it and its results", () => {
    const html = draw(
      parse({
        type: "partner-case-studies",
        items: [story("Meridian MSP Group", "meridian-clinics"), story("Kestrel Networks", "kestrel-law")],
        more: { label: "All case studies", href: "/partners/case-studies" },
      }),
    );
    expect(html).toMatch(
      /<h2 class="partner-case__title"><a href="\/partners\/case-studies\/meridian-clinics">.*Meridian MSP Group/,
    );
    expect(html).toContain('href="/partners/case-studies/kestrel-law"');
    expect(html).toContain("<li>One-hour response</li>");
    expect(html).toContain('href="/partners/case-studies">All case studies</a>');
  });
});

describe("the next steps' interface text in every site", () => {
  const sites = readdirSync("content").filter((locale) => {
    try {
      readFileSync(`content/${locale}/localization/general-translations.json`);
      return true;
    } catch {
      return false;
    }
  });
  const translations = (locale: string) =>
    JSON.parse(readFileSync(`content/${locale}/localization/general-translations.json`, "utf8")).fields as Translations;

  it("exists in all 17 general translations, translated outside English", () => {
    expect(sites).toHaveLength(17);
    const english = translations("en-global");
    for (const locale of sites.filter((site) => !site.startsWith("en-"))) {
      const t = translations(locale);
      for (const key of ["serviceIncludes", "nextSteps", "openAdminConsole", "openingHours"] as const) {
        expect(t[key], `${locale} ${key}`).not.toBe(english[key]);
      }
    }
  });

  it.each([
    ["en-global", "en", 30, "Your trial lasts 30 days."],
    ["en-global", "en", 1, "Your trial lasts 1 day."],
    ["de-de", "de-DE", 30, "Ihr Test läuft 30 Tage."],
    ["ru-ru", "ru-RU", 21, "Пробный период длится 21 день."],
    ["ru-ru", "ru-RU", 30, "Пробный период длится 30 дней."],
    ["ja-jp", "ja-JP", 30, "試用期間は 30 日間です。"],
  ] as const)("%s, %s days: %s", (locale, intlLocale, days, expected) => {
    expect(formatMessage(intlLocale, translations(locale).trialLength, { days })).toBe(expected);
  });
});
