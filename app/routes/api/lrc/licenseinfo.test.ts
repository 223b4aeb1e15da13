import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext, type Services, servicesContext } from "~/context";
import { catalogueFiles, seedDatabase } from "~/db/seed.server";
import { Visitor } from "~/domain/pages/visitor";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { useTestDatabase } from "../../../../tests/support/databases";
import { action } from "./licenseinfo";

/** The route's logs: serials appear masked, never whole (the HTTP behaviour is in tests/e2e/licences-api.spec.ts). */
describe("licenseinfo logging", () => {
  const database = useTestDatabase("sqlite");
  const lines: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
  const rateLimiter = createRateLimiter();

  async function post(serial: string, clientIp: string) {
    const context = new RouterContextProvider();
    context.set(requestContext, {
      requestId: "test",
      nonce: "n",
      clientIp,
      visitor: new Visitor({ country: null, userAgent: null, cookie: null }),
      logger,
      dataRequest: false,
      islandScripts: {},
      staticHtml: [],
    });
    context.set(servicesContext, {
      config: { REDIS_URL: undefined, LOOKUP_FAILURES_PER_MINUTE: 300 },
      database: database.handle,
      licenceService: { db: database.db, clock: () => new Date() },
      rateLimiter,
    } as unknown as Services);
    const url = new URL(`http://localhost/_svc/lrc.svc/en-us/licenseinfo?serial=${serial}`);
    const request = new Request(url, { method: "POST", body: "[]" });
    return (await action({ request, url, params: { locale: "en-us" }, context } as never)) as Response;
  }

  it("logs found, failed and refused lookups with the serial masked", async () => {
    await seedDatabase(database.db, catalogueFiles);
    expect((await post("KTS1EXPIRNG0000002", "192.0.2.50")).status).toBe(200);
    expect((await post("ZZZZ-ZZZZZZZ-ZZZZZZ9", "192.0.2.51")).status).toBe(404);
    for (let attempt = 0; attempt < 10; attempt += 1) await post("KAV1-ACTIVE0-0000009", "192.0.2.60");
    expect((await post("KAV1-ACTIVE0-0000009", "192.0.2.60")).status).toBe(429);

    const log = lines.join("");
    expect(log).toContain('"serial":"KTS1-*******-***0002"');
    expect(log).toContain('"verdict":"KTS_EXPIRING"');
    expect(log).toContain('"serial":"ZZZZ-*******-***ZZZ9","locale":"en-us","cause":"unknown-serial"');
    expect(log).toContain('"serial":"KAV1-*******-***0009"');
    for (const serial of [
      "KTS1-EXPIRNG-0000002",
      "KTS1EXPIRNG0000002",
      "ZZZZ-ZZZZZZZ-ZZZZZZ9",
      "KAV1-ACTIVE0-0000009",
      "EXPIRNG",
      "ACTIVE0",
    ]) {
      expect(log).not.toContain(serial);
    }
  });
});
