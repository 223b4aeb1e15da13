import { describe, expect, it } from "vitest";
import { createDrawingMemo, objectKey } from "./drawing-memo";

describe("createDrawingMemo", () => {
  const size = (text: string) => text.length * 2;

  it("draws once per distinct input and answers the same drawing again", () => {
    const memo = createDrawingMemo<string>(10_000, size);
    let draws = 0;
    const draw = (name: string) => () => `<p>${name}${++draws}</p>`;
    const first = memo.get({ view: { name: "a" }, at: "/x" }, draw("a"));
    expect(memo.get({ view: { name: "a" }, at: "/x" }, draw("a"))).toBe(first);
    expect(memo.get({ view: { name: "a" }, at: "/y" }, draw("a"))).not.toBe(first);
    expect(memo.get({ view: { name: "b" }, at: "/x" }, draw("b"))).toBe("<p>b3</p>");
    expect(draws).toBe(3);
  });

  it("keeps within its bytes, forgetting the least recently used drawing first", () => {
    // Each entry: 10 characters of drawing plus a 3-character key, 2 bytes each: 26 bytes.
    const memo = createDrawingMemo<string>(60, size);
    let draws = 0;
    const draw = () => {
      draws++;
      return "0123456789";
    };
    memo.get("a", draw);
    memo.get("b", draw);
    memo.get("a", draw);
    memo.get("c", draw);
    expect(memo.size).toBe(2);
    expect(draws).toBe(3);
    memo.get("a", draw);
    expect(draws).toBe(3);
    memo.get("b", draw);
    expect(draws).toBe(4);
  });

  it("does not keep a drawing larger than the whole memo", () => {
    const memo = createDrawingMemo<string>(10, size);
    expect(memo.get("big", () => "x".repeat(100))).toHaveLength(100);
    expect(memo.size).toBe(0);
  });
});

describe("objectKey", () => {
  it("stands for one object: the same for it every time, another for an equal copy", () => {
    const texts = { home: "Home" };
    expect(objectKey(texts)).toBe(objectKey(texts));
    expect(objectKey({ ...texts })).not.toBe(objectKey(texts));
    const memo = createDrawingMemo<string>(1_000, (text) => text.length);
    let draws = 0;
    const draw = (from: object) => memo.get(["/", objectKey(from)], () => `drawing ${++draws}`);
    expect([draw(texts), draw(texts), draw({ ...texts })]).toEqual(["drawing 1", "drawing 1", "drawing 2"]);
  });
});
