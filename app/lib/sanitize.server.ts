import sanitizeHtml from "sanitize-html";

/**
 * Editor-written rich text may carry formatting, lists, links and tables, never scripts, styles,
 * event handlers or frames. Links to other sites open safely.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "abbr",
    "code",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "hr",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target", "hreflang"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["id", "lang", "dir"],
  },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
      };
    },
  },
};

/**
 * Removes everything from editor HTML that is not plain formatting.
 *
 * @example sanitizeRichText('<p onclick="x()">Hi<script>alert(1)</script></p>') // "<p>Hi</p>"
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}
