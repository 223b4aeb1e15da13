import type { PageView } from "./load-page.server";

/** One line of the debug panel. */
export interface DebugEntry {
  label: string;
  value: string;
}

/**
 * What the debug panel shows about a content page (spec 2 §6 debug features; `debugEnabled`
 * decides whether it shows): which route and layout rendered it, the page type the trial rules
 * used, the content document and the locale it came from, the visitor's country and the request
 * id to find the request's log lines. Nothing a visitor could not learn otherwise, and never the
 * client address or a licence serial.
 *
 * @example debugEntries(view, { country: "by", requestId: "…" })[0] // { label: "route", value: "ksk" }
 */
export function debugEntries(
  view: Pick<PageView, "routeName" | "section" | "layout" | "pageType" | "metaTags" | "page">,
  request: { country: string | null; requestId: string },
): DebugEntry[] {
  const documentId = view.metaTags.find((tag) => tag.name === "document-id")?.content ?? "";
  return [
    { label: "route", value: view.routeName },
    { label: "section", value: view.section },
    { label: "page type", value: view.pageType ?? "none" },
    { label: "layout", value: view.layout },
    { label: "content", value: documentId },
    { label: "content locale", value: view.page.contentLocale },
    { label: "visitor country", value: request.country ?? "unknown" },
    { label: "request id", value: request.requestId },
  ];
}
