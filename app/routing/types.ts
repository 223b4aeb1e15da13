/** Search area of spec 1 §3, used for page metadata and tracking. */
export type Section = "home-security" | "about-section" | "enterprise" | "vsb" | "smb" | "other";

/** Route module file, relative to `app/`, for each page template. */
export const templates = {
  "content-page": "routes/content-page.tsx",
  "error-page": "routes/error-page.tsx",
  "custom-page": "routes/custom-page.tsx",
  "verdict-page": "routes/verdict-page.tsx",
} as const;
export type Template = keyof typeof templates;

/** Another URL for a page: rendered at its own path, canonical to the page's primary URL. */
export interface Alias {
  path: string;
  /** Values for the target's parameters (`/about/transparency` → `{ jsonName: "transparency" }`). */
  params?: Readonly<Record<string, string>>;
}

export interface RouteEntry {
  /** Stable state name (the spec's, where it gives one). */
  name: string;
  /** Primary URL pattern: `:param` for one segment, a trailing `*` for the rest of the path. */
  path: string;
  aliases: readonly Alias[];
  section: Section;
  template: Template;
  /**
   * Content location pattern (`content/{locale}/{content}/meta.json` and `page.json`), with the
   * same `:param` / `*` placeholders as the path; "" is the locale root (the homepage).
   */
  content: string;
  /** HTTP status of the page (error pages). */
  status?: number;
}

type EntryInput = Omit<RouteEntry, "aliases" | "section" | "template" | "content"> &
  Partial<Pick<RouteEntry, "section" | "template" | "content">> & { aliases?: ReadonlyArray<string | Alias> };

/**
 * A route entry with the usual defaults: the content-page template, content at the path itself.
 *
 * @example page({ name: "about", path: "/about", section: "about-section" })
 */
export function page(input: EntryInput, defaults: { section: Section }): RouteEntry {
  return {
    ...input,
    section: input.section ?? defaults.section,
    template: input.template ?? "content-page",
    content: input.content ?? input.path.replace(/^\//, ""),
    aliases: (input.aliases ?? []).map((alias) => (typeof alias === "string" ? { path: alias } : alias)),
  };
}
