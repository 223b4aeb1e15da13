import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { currencyCodes } from "~/sites/locales";
import { param, requireQuery } from "./http.server";

/**
 * Properties of the price service's query parsing: whatever a visitor puts in the query string,
 * `requireQuery` either parses it or throws a 400 answer naming a parameter — never anything a
 * route would turn into a 500. Schemas are built from `param` the way the route modules do.
 */

const runs = { numRuns: 300 };

type ParamName = keyof typeof param;
const paramNames = Object.keys(param) as ParamName[];

const lowerName = fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,3}$/);
/** Values each parameter documents as valid, in the letter cases a visitor may use. */
const validValue: Record<ParamName, fc.Arbitrary<string>> = {
  name: lowerName,
  ptype: fc.mixedCase(fc.constantFrom("purchase", "renewal")),
  currency: fc.mixedCase(fc.constantFrom(...currencyCodes)),
  estore: lowerName,
  licence: fc.stringMatching(/^[A-Za-z0-9-]{1,64}$/),
  id: fc.integer({ min: 1, max: 2_147_483_647 }).map(String),
  storeArgs: fc.string({ maxLength: 1_000 }),
  priceListId: fc.stringMatching(/^[A-Za-z0-9]{1,10}(-[A-Za-z0-9]{1,10}){0,3}$/),
  title: fc.string({ unit: fc.constantFrom(..."Ab9 -ßЖ"), minLength: 1, maxLength: 100 }).filter((title) => title.trim() !== ""),
};
/** Values each parameter documents as invalid. */
const invalidValue: Record<ParamName, fc.Arbitrary<string>> = {
  name: fc.constantFrom("", "Total-Security", "total--security", "-antivirus", "a_b", "a".repeat(65)),
  ptype: fc.constantFrom("", "buy", "purchases", "renewal ", "p".repeat(17)),
  currency: fc.constantFrom("", "XXX", "EURO", "€", "US"),
  estore: fc.constantFrom("", "Digital-River", "store/1", "a".repeat(65)),
  licence: fc.constantFrom("", "KTS1_ACTIVE0", "KTS1 ACTIVE0", "ä", "K".repeat(65)),
  id: fc.constantFrom("", "0", "-1", "1.5", "1e3", "2147483648", "99999999999", "０"),
  storeArgs: fc.constant("x".repeat(1_001)),
  priceListId: fc.constantFrom("", "PS--INSTALL", "-PS", "PS_1", "P".repeat(65)),
  title: fc.constantFrom("", "   ", "Total\u0007Security", "a\nb", "t".repeat(121)),
};
/** Anything at all: unicode, controls, lone surrogates, long values. */
const anyValue = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), maxLength: 5 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), maxLength: 3 }),
  fc.string({ minLength: 900, maxLength: 3_000 }),
);

/** A query schema made of some parameters, each required or optional, as a route declares one. */
const querySchema = fc
  .uniqueArray(fc.constantFrom(...paramNames), { minLength: 1, maxLength: 5 })
  .chain((names) => fc.tuple(fc.constant(names), fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length })));

function buildSchema(names: readonly ParamName[], optional: readonly boolean[]) {
  return z.object(Object.fromEntries(names.map((name, index) => [name, optional[index] ? param[name].optional() : param[name]])));
}

function urlWith(query: ReadonlyArray<readonly [string, string]>): URL {
  const url = new URL("http://localhost/_svc/price.svc/en-us/product/price");
  for (const [key, value] of query) url.searchParams.append(key, value);
  return url;
}

type Outcome = { parsed: Record<string, unknown> } | { field: string; message: string };

/** What `requireQuery` did: the parsed value, or the 400 answer's field and message. */
async function outcome(schema: z.ZodType, url: URL): Promise<Outcome> {
  try {
    return { parsed: requireQuery(schema, url) as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof Response)) throw new Error(`requireQuery threw ${String(error)}, not a Response`);
    expect(error.status).toBe(400);
    const body = (await error.json()) as { error?: unknown; field?: unknown; message?: unknown };
    expect(body.error).toBe("invalid parameter");
    expect(typeof body.field).toBe("string");
    expect(typeof body.message).toBe("string");
    return { field: String(body.field), message: String(body.message) };
  }
}

describe("requireQuery with the price parameters", () => {
  it("parses any query or answers 400 naming one of the schema's parameters", async () => {
    const pair = fc.tuple(
      fc.oneof(fc.constantFrom(...paramNames), fc.string({ maxLength: 10 })),
      fc.oneof(anyValue, ...paramNames.map((name) => validValue[name]), ...paramNames.map((name) => invalidValue[name])),
    );
    await fc.assert(
      fc.asyncProperty(querySchema, fc.array(pair, { maxLength: 8 }), async ([names, optional], query) => {
        const url = urlWith(query);
        const result = await outcome(buildSchema(names, optional), url);
        if ("field" in result) {
          expect(names).toContain(result.field);
          expect(result.message.length).toBeGreaterThan(0);
          expect(result.message === "is required").toBe(!url.searchParams.has(result.field));
        }
      }),
      runs,
    );
  });

  it("answers the documented shapes when it parses", async () => {
    const shapes: Record<ParamName, (value: unknown) => boolean> = {
      name: (value) => typeof value === "string" && /^[a-z0-9-]{1,64}$/.test(value),
      ptype: (value) => value === "Purchase" || value === "Renewal",
      currency: (value) => (currencyCodes as readonly unknown[]).includes(value),
      estore: (value) => typeof value === "string" && /^[a-z0-9-]{1,64}$/.test(value),
      licence: (value) => typeof value === "string" && /^[A-Z0-9-]{1,64}$/.test(value),
      id: (value) => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647,
      storeArgs: (value) => typeof value === "string" && value.length <= 1_000,
      priceListId: (value) => typeof value === "string" && /^[A-Za-z0-9-]{1,64}$/.test(value),
      title: (value) =>
        typeof value === "string" && value === value.trim() && value.length >= 1 && value.length <= 120 && !/\p{Cc}/u.test(value),
    };
    // Mostly valid values, so that most queries parse and their values get checked.
    const valueFor = (name: ParamName) =>
      fc.oneof(
        { arbitrary: validValue[name], weight: 6 },
        { arbitrary: invalidValue[name], weight: 1 },
        { arbitrary: anyValue, weight: 1 },
      );
    await fc.assert(
      fc.asyncProperty(
        querySchema.chain(([names, optional]) =>
          fc.tuple(fc.constant(names), fc.constant(optional), fc.tuple(...names.map((name) => fc.option(valueFor(name))))),
        ),
        async ([names, optional, values]) => {
          const url = urlWith(names.flatMap((name, index) => (values[index] == null ? [] : [[name, values[index]] as const])));
          const result = await outcome(buildSchema(names, optional), url);
          if ("parsed" in result) {
            for (const name of names) {
              const value = result.parsed[name];
              if (value !== undefined || !optional[names.indexOf(name)])
                expect(shapes[name](value), `${name}: ${String(value)}`).toBe(true);
            }
          }
        },
      ),
      runs,
    );
  });

  it("accepts documented values in any letter case and normalises them", async () => {
    await fc.assert(
      fc.asyncProperty(
        querySchema.chain(([names]) => fc.tuple(fc.constant(names), fc.tuple(...names.map((name) => validValue[name])))),
        async ([names, values]) => {
          const result = await outcome(
            buildSchema(
              names,
              names.map(() => false),
            ),
            urlWith(names.map((name, index) => [name, values[index] ?? ""] as const)),
          );
          expect(result).toHaveProperty("parsed");
          const parsed = "parsed" in result ? result.parsed : {};
          names.forEach((name, index) => {
            const typed = values[index] ?? "";
            if (name === "ptype") expect(String(parsed.ptype).toLowerCase()).toBe(typed.toLowerCase());
            if (name === "currency" || name === "licence") expect(parsed[name]).toBe(typed.toUpperCase());
            if (name === "id") expect(parsed.id).toBe(Number(typed));
          });
        },
      ),
      runs,
    );
  });

  it("names the one parameter that is invalid or missing among valid ones", async () => {
    await fc.assert(
      fc.asyncProperty(
        querySchema.chain(([names]) =>
          fc
            .nat({ max: names.length - 1 })
            .chain((broken) =>
              fc.tuple(
                fc.constant(names),
                fc.tuple(...names.map((name) => validValue[name])),
                fc.constant(broken),
                invalidValue[names[broken] as ParamName],
                fc.boolean(),
              ),
            ),
        ),
        async ([names, values, broken, bad, missing]) => {
          const brokenName = names[broken];
          const query = names.flatMap((name, index) =>
            index !== broken ? [[name, values[index] ?? ""] as const] : missing ? [] : [[name, bad] as const],
          );
          const result = await outcome(
            buildSchema(
              names,
              names.map(() => false),
            ),
            urlWith(query),
          );
          expect(result).toMatchObject({ field: brokenName });
          if (missing) expect(result).toMatchObject({ message: "is required" });
          else expect(result).not.toMatchObject({ message: "is required" });
        },
      ),
      runs,
    );
  });
});
