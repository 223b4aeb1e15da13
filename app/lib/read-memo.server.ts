/**
 * Answers of reads from data that changes only when a change is announced (catalogue prices,
 * product rows, approved reviews), kept in this process's memory by key until `clear()`. The
 * server clears it whenever the `data_change` counters move (the same signal that empties the
 * page cache, decision 021), so an import or a moderation shows as soon as the page cache's does.
 *
 * A load that fails is not kept: the next read asks the store again. Readers share one answer:
 * they must not change what they get.
 *
 * @example
 * const reads = createReadMemo();
 * await reads.get(`segment:${name}`, () => getProduct(db, name)); // asks the database
 * await reads.get(`segment:${name}`, () => getProduct(db, name)); // answered from memory
 */
export interface ReadMemo {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer; a load still under way when this is called is not kept either. */
  clear(): void;
  readonly size: number;
}

export function createReadMemo({ maxEntries = 5_000 }: { maxEntries?: number } = {}): ReadMemo {
  let entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept) return kept as Promise<T>;
      const owner = entries;
      const pending = load();
      // The oldest answer makes room: keys are few (products × sites × currencies), so this
      // bounds memory against unusual keys rather than evicting in normal use.
      if (owner.size >= maxEntries) owner.delete(owner.keys().next().value as string);
      owner.set(key, pending);
      pending.catch(() => {
        if (owner.get(key) === pending) owner.delete(key);
      });
      return pending;
    },
    clear() {
      entries = new Map();
    },
    get size() {
      return entries.size;
    },
  };
}

/** A memo that keeps nothing: every read goes to the store (tests, scripts). */
export const noReadMemo: ReadMemo = {
  get: (_key, load) => load(),
  clear: () => undefined,
  size: 0,
};
