import { z } from "zod";

/**
 * The fields of a message document: one ICU message a key, each required to use the arguments
 * named for it (`{ downloadFor: ["platform"] }` → the message must contain `{platform`).
 *
 * @example messageFields({ greeting: ["name"] }).parse({ greeting: "Hello {name}" })
 */
export function messageFields<K extends string>(argumentsByKey: Record<K, readonly string[]>) {
  return z.strictObject(
    Object.fromEntries(
      Object.entries<readonly string[]>(argumentsByKey).map(([key, names]) => [
        key,
        names.reduce((schema, name) => schema.includes(`{${name}`, { message: `must use {${name}}` }), z.string().min(1)),
      ]),
    ) as Record<K, z.ZodString>,
  );
}
