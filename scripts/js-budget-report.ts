import { chunksOf, type ViteManifest } from "~/lib/vite-manifest";

export { chunksOf, type ViteManifest };

/** A page as the budget sees it: its template's route, and the interactive blocks it shows. */
export interface BudgetPage {
  name: string;
  routeId: string;
  blockTypes: string[];
}

/** What React Router's client manifest says about each route's scripts. */
export interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[]; hasDefaultExport: boolean }>;
}

export const jsBudgetBytes = 120 * 1024;

/**
 * The scripts a page downloads before it hydrates, per page module (a template serves many
 * routes): the client entry, its route's ancestors and itself, each with its imports, counted once.
 * Routes without a component (resource routes, services) render no page and are left out. A page
 * also loads the scripts of the interactive blocks it shows before it hydrates (`blockScripts`):
 * each template's heaviest page is named with its total.
 */
export function budgetReport(
  manifest: ClientManifest,
  sizeOf: (file: string) => number,
  islands: { pages: BudgetPage[]; blockScripts: (type: string) => string[] } = { pages: [], blockScripts: () => [] },
) {
  const sizes = new Map<string, number>();
  const size = (file: string) => {
    let bytes = sizes.get(file);
    if (bytes === undefined) {
      bytes = sizeOf(file);
      sizes.set(file, bytes);
    }
    return bytes;
  };
  const filesOf = (routeId: string | undefined): string[] => {
    const route = routeId ? manifest.routes[routeId] : undefined;
    if (!route) return [];
    return [...filesOf(route.parentId), route.module, ...(route.imports ?? [])];
  };
  const sum = (files: Iterable<string>) => [...new Set(files)].reduce((total, file) => total + size(file), 0);
  const entryFiles = [manifest.entry.module, ...manifest.entry.imports];
  const byModule = new Map<
    string,
    { module: string; bytes: number; routes: string[]; heaviest: { page: string; bytes: number } | null }
  >();
  for (const route of Object.values(manifest.routes)) {
    if (!route.hasDefaultExport || route.id === "root") continue;
    const row = byModule.get(route.module);
    if (row) {
      row.routes.push(route.id);
      continue;
    }
    const bytes = sum([...entryFiles, ...filesOf(route.id)]);
    byModule.set(route.module, { module: route.module, bytes, routes: [route.id], heaviest: null });
  }
  const pagesOver: string[] = [];
  for (const page of islands.pages) {
    const route = manifest.routes[page.routeId];
    const row = route && byModule.get(route.module);
    if (!row) continue;
    const bytes = sum([...entryFiles, ...filesOf(page.routeId), ...page.blockTypes.flatMap(islands.blockScripts)]);
    if (!row.heaviest || bytes > row.heaviest.bytes) row.heaviest = { page: page.name, bytes };
    if (bytes > jsBudgetBytes) pagesOver.push(page.name);
  }
  return {
    budget: jsBudgetBytes,
    shared: sum([...entryFiles, ...filesOf("root")]),
    /** The pages over the budget, by name. */
    pagesOver,
    rows: [...byModule.values()].sort(
      (a, b) => Math.max(b.bytes, b.heaviest?.bytes ?? 0) - Math.max(a.bytes, a.heaviest?.bytes ?? 0),
    ),
  };
}

/** The most a page of this row loads: its heaviest page's total, else the template's own. */
export const rowBytes = (row: { bytes: number; heaviest: { bytes: number } | null }) =>
  Math.max(row.bytes, row.heaviest?.bytes ?? 0);
