import { describe, expect, it } from "vitest";
import { createReadMemo, noReadMemo } from "./read-memo.server";

/** A load that counts its calls and answers what it is given, or fails while `fail` is set. */
function counter(answer: unknown) {
  const calls = { count: 0, fail: false };
  const load = async () => {
    calls.count++;
    if (calls.fail) throw new Error("store away");
    return answer;
  };
  return { calls, load };
}

describe("createReadMemo", () => {
  it("asks the store once per key and answers every later read from memory", async () => {
    const reads = createReadMemo();
    const { calls, load } = counter(["a"]);
    const [first, second] = await Promise.all([reads.get("k", load), reads.get("k", load)]);
    expect(await reads.get("k", load)).toBe(first);
    expect(second).toBe(first);
    expect(calls.count).toBe(1);
    await reads.get("other", load);
    expect(calls.count).toBe(2);
    expect(reads.size).toBe(2);
  });

  it("keeps no failure: the next read asks the store again", async () => {
    const reads = createReadMemo();
    const { calls, load } = counter("fresh");
    calls.fail = true;
    await expect(reads.get("k", load)).rejects.toThrow("store away");
    expect(reads.size).toBe(0);
    calls.fail = false;
    expect(await reads.get("k", load)).toBe("fresh");
    expect(calls.count).toBe(2);
  });

  it("forgets everything on clear, including a read that was under way", async () => {
    const reads = createReadMemo();
    let release: (value: string) => void = () => undefined;
    const slow = reads.get("k", () => new Promise<string>((resolve) => (release = resolve)));
    reads.clear();
    release("old");
    expect(await slow).toBe("old");
    const { calls, load } = counter("new");
    expect(await reads.get("k", load)).toBe("new");
    expect(calls.count).toBe(1);
  });

  it("holds at most maxEntries answers, making room by dropping the oldest", async () => {
    const reads = createReadMemo({ maxEntries: 2 });
    const { calls, load } = counter(1);
    for (const key of ["a", "b", "c"]) await reads.get(key, load);
    expect(reads.size).toBe(2);
    await reads.get("c", load);
    await reads.get("b", load);
    expect(calls.count).toBe(3);
    await reads.get("a", load);
    expect(calls.count).toBe(4);
  });
});

describe("noReadMemo", () => {
  it("asks the store every time", async () => {
    const { calls, load } = counter(1);
    await noReadMemo.get("k", load);
    await noReadMemo.get("k", load);
    expect(calls.count).toBe(2);
  });
});
