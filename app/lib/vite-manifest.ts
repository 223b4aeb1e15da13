/** Vite's build manifest: source module → its chunk and the chunks it imports (keys of the same manifest). */
export type ViteManifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/**
 * The scripts a source module loads: its chunk and, transitively, the chunks that chunk imports.
 * A module that other chunks import too may be bundled into a shared chunk named after it, with
 * no entry of its own: that chunk is found by its name. A module found neither way throws, so
 * the budget never leaves a script out unnoticed.
 */
export function chunksOf(vite: ViteManifest, source: string): string[] {
  const name = source
    .split("/")
    .at(-1)
    ?.replace(/\.[^.]+$/, "");
  const key =
    source in vite ? source : Object.keys(vite).find((candidate) => candidate.startsWith("_") && vite[candidate]?.name === name);
  if (!key) throw new Error(`No script of ${source} in the build's manifest`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = vite[key];
    if (!entry || files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}
