import { describe, expect, it } from "vitest";
import { buildSnippet, cjkBigrams, extractPageText, maxQueryLength, parseQuery, stripHtml } from "./text";

const rendered = (parts: ReturnType<typeof buildSnippet>) =>
  parts.map((part) => (part.hit ? `[${part.text}]` : part.text)).join("");

describe("stripHtml", () => {
  it.each([
    ["<p>Safe &amp; sound</p><p>Next</p>", "Safe & sound Next"],
    ["<script>alert(1)</script>Hello", "Hello"],
    ["a&nbsp;b &#x41;&#66; &unknown;", "a b AB &unknown;"],
    ["1 &lt; 2 <i>and</i> 3 &gt; 2", "1 < 2 and 3 > 2"],
  ])("%s → %s", (html, text) => {
    expect(stripHtml(html)).toBe(text);
  });
});

describe("extractPageText: what a visitor reads of a page's blocks", () => {
  it("takes headings and titles as headings, texts and rich text as body, never links, ids or images", () => {
    const text = extractPageText([
      {
        type: "hero",
        id: "top",
        eyebrow: "Home security",
        heading: "Antivirus",
        text: "Stops <b>viruses</b>",
        image: { src: "/images/x.svg", alt: "A shield", width: 1, height: 1 },
        actions: [{ label: "Buy now", href: "/buy", product: "antivirus" }],
      },
      { type: "accordion", items: [{ title: "Is it fast?", html: "<p>Very.</p>" }] },
    ]);
    expect(text).toEqual({ headings: "Antivirus · Is it fast?", body: "Home security Stops viruses Very." });
  });
});

describe("cjkBigrams: Japanese and Chinese for word tokenizers", () => {
  it.each([
    ["ウイルス対策", "ウイ イル ルス ス対 対策"],
    ["Bastion のウイルス", "Bastion のウ ウイ イル ルス"],
    ["安全", "安全"],
    ["杀毒软件 VPN", "杀毒 毒软 软件 VPN"],
    ["Total Security", "Total Security"],
  ])("%s → %s", (text, bigrams) => {
    expect(cjkBigrams(text)).toBe(bigrams);
  });
});

describe("parseQuery (spec 3 §5: tags stripped and sanitised)", () => {
  it("strips markup and keeps the words", () => {
    expect(parseQuery("<script>alert(1)</script><b>Total</b> security")).toEqual({
      text: "Total security",
      terms: [
        { kind: "word", value: "total" },
        { kind: "word", value: "security" },
      ],
    });
  });

  it("passes no operator of either engine on: quotes, stars, colons and parentheses are not terms", () => {
    expect(parseQuery('"vpn" OR title:* NEAR(a b) -x & !y').terms.map((term) => term.value)).toEqual([
      "vpn",
      "or",
      "title",
      "near",
      "a",
      "b",
      "x",
      "y",
    ]);
  });

  it("makes CJK runs phrases of bigrams", () => {
    expect(parseQuery("ウイルス 対策").terms).toEqual([
      { kind: "phrase", value: "ウイルス", bigrams: ["ウイ", "イル", "ルス"] },
      { kind: "phrase", value: "対策", bigrams: ["対策"] },
    ]);
  });

  it("caps the query at 200 characters and 12 terms", () => {
    const long = parseQuery("a".repeat(500));
    expect(long.text).toHaveLength(maxQueryLength);
    expect(parseQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ")).terms).toHaveLength(12);
  });

  it("keeps letters of every script and folds width (NFKC)", () => {
    expect(parseQuery("Ｓｅｃｕｒｉｔｙ защита Sicherheitslösung").terms.map((term) => term.value)).toEqual([
      "security",
      "защита",
      "sicherheitslösung",
    ]);
  });
});

describe("buildSnippet: the matching passage with the matches marked", () => {
  it("marks whole words that share the query's stem", () => {
    expect(rendered(buildSnippet("Protection for every device, protecting you online.", parseQuery("protecting")))).toBe(
      "[Protection] for every device, [protecting] you online.",
    );
  });

  it("folds accents and case", () => {
    expect(rendered(buildSnippet("La sécurité avant tout", parseQuery("securite")))).toBe("La [sécurité] avant tout");
  });

  it("finds CJK phrases inside text without spaces", () => {
    expect(rendered(buildSnippet("無料のウイルス対策ソフトです", parseQuery("ウイルス")))).toBe("無料の[ウイルス]対策ソフトです");
  });

  it("shows the window with the most matches, cut at words, with ellipses", () => {
    const filler = "lorem ipsum dolor sit amet ".repeat(20);
    const snippet = rendered(
      buildSnippet(`${filler}our antivirus stops ransomware ${filler}`, parseQuery("antivirus ransomware"), 120),
    );
    expect(snippet.startsWith("… ")).toBe(true);
    expect(snippet.endsWith(" …")).toBe(true);
    expect(snippet).toContain("[antivirus] stops [ransomware]");
    expect(snippet.length).toBeLessThanOrEqual(130);
  });

  it("starts at the beginning when nothing matches", () => {
    expect(rendered(buildSnippet("Nothing to see here", parseQuery("zebra")))).toBe("Nothing to see here");
  });

  it("keeps markup-looking text as text (the component renders parts, never HTML)", () => {
    const parts = buildSnippet("use <b>bold</b> antivirus", parseQuery("antivirus"));
    expect(parts.map((part) => part.text).join("")).toBe("use <b>bold</b> antivirus");
  });
});
