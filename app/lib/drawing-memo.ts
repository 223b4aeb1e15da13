/**
 * Results of a pure, costly drawing kept by the JSON of its inputs, bounded by an estimate of
 * their size; the oldest goes first. For inputs that are plain data (views, texts, a location).
 *
 * @example
 * const html = createDrawingMemo<string>(1_000_000, (text) => text.length * 2);
 * html.get([view, "/about"], () => renderToString(<About view={view} />));
 */
export function createDrawingMemo<T>(maxBytes: number, sizeOf: (value: T) => number) {
  const kept = new Map<string, { value: T; bytes: number }>();
  let total = 0;
  return {
    get(inputs: unknown, draw: () => T): T {
      const key = JSON.stringify(inputs);
      const found = kept.get(key);
      if (found) {
        // Used again: it becomes the newest.
        kept.delete(key);
        kept.set(key, found);
        return found.value;
      }
      const value = draw();
      const bytes = sizeOf(value) + key.length * 2;
      if (bytes > maxBytes) return value;
      kept.set(key, { value, bytes });
      total += bytes;
      for (const [oldest, entry] of kept) {
        if (total <= maxBytes) break;
        kept.delete(oldest);
        total -= entry.bytes;
      }
      return value;
    },
    get size() {
      return kept.size;
    },
  };
}

const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;

/**
 * What stands for `value` in a memo's inputs: the same for the same object, never for another.
 * For inputs too large to write out as JSON on every call that are replaced, never changed in
 * place (a site's interface texts, which are cached content).
 *
 * @example html.get([view, "/about", objectKey(translations)], draw)
 */
export function objectKey(value: object): string {
  let id = objectIds.get(value);
  if (id === undefined) {
    lastObjectId += 1;
    id = lastObjectId;
    objectIds.set(value, id);
  }
  return `object#${id}`;
}
