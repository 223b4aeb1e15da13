import { page, type RouteEntry } from "../types";

const section = { section: "other" } as const;

/** Licence renewal and trial center entry pages (spec 1 §2.6, spec 2 §2). */
export const renewalRoutes: RouteEntry[] = [
  page({ name: "lrc-b2c", path: "/renewal-center/home", aliases: ["/lrc/b2c-hp"] }, section),
  page({ name: "lrc-b2b", path: "/renewal-center/vsb", aliases: ["/lrc/ksos", "/lrc/b2b-hp"] }, section),
  page({ name: "lrc-smb", path: "/renewal-center/smb" }, section),
  page({ name: "lrc-fallback", path: "/renewal-center/fb" }, section),
  page({ name: "lrc-b2c-att", path: "/trial-center/home", aliases: ["/lrc/b2c-hp-att"] }, section),
  page({ name: "lrc-b2b-att", path: "/trial-center/vsb", aliases: ["/trial-center/smb", "/lrc/b2b-hp-att"] }, section),
  page({ name: "lrc-serial", path: "/lrc" }, section),
  page({ name: "vsb-lrc-closed", path: "/vsb-lrc-closed" }, section),
  // The verdict page's content is the verdict document the looked-up licence names.
  page({ name: "lrc-verdict", path: "/lrc/:verdict", template: "verdict-page", content: "lrc/verdicts" }, section),
];
