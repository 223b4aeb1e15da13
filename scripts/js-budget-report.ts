/** What React Router's client manifest says about each route's scripts. */
export interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[]; hasDefaultExport: boolean }>;
}

export const jsBudgetBytes = 120 * 1024;

/**
 * The scripts a page downloads before it hydrates, per page module (a template serves many
 * routes): the client entry, its route's ancestors and itself, each with its imports, counted once.
 * Routes without a component (resource routes, services) render no page and are left out.
 */
export function budgetReport(manifest: ClientManifest, sizeOf: (file: string) => number) {
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
  const byModule = new Map<string, { module: string; bytes: number; routes: string[] }>();
  for (const route of Object.values(manifest.routes)) {
    if (!route.hasDefaultExport || route.id === "root") continue;
    const row = byModule.get(route.module);
    if (row) {
      row.routes.push(route.id);
      continue;
    }
    byModule.set(route.module, { module: route.module, bytes: sum([...entryFiles, ...filesOf(route.id)]), routes: [route.id] });
  }
  return {
    budget: jsBudgetBytes,
    shared: sum([...entryFiles, ...filesOf("root")]),
    rows: [...byModule.values()].sort((a, b) => b.bytes - a.bytes),
  };
}
