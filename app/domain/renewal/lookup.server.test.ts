import { describe, expect, it } from "vitest";
import { createContentService } from "~/domain/content/service.server";
import { createMemoryCache } from "~/lib/cache.server";
import { createLogger } from "~/lib/logger.server";
import { requireSite } from "~/sites/locales";
import { createContentFixture, globalShell } from "../../../tests/support/content-fixture";
import { lookupAndRoute } from "./lookup.server";
import { createRenewalSessions } from "./session.server";
import type { LicenceLookupPort } from "./types";

/** A licence port that finds nothing and records what each lookup passed on. */
function recordingPort() {
  const calls: Array<Parameters<LicenceLookupPort["lookup"]>[0]> = [];
  const port: LicenceLookupPort = {
    lookup: async (query) => {
      calls.push(query);
      return { status: "failed" };
    },
  };
  return { port, calls };
}

async function lookUp(page: string, url: string) {
  const { port, calls } = recordingPort();
  const contentDir = await createContentFixture(globalShell);
  const answer = await lookupAndRoute({
    deps: {
      content: createContentService({ contentDir, brandName: "Bastion", logger: createLogger({ level: "silent" }) }),
      licences: port,
      sessions: createRenewalSessions({ cache: createMemoryCache(), secret: "s".repeat(32) }),
    },
    site: requireSite("en-global"),
    url: new URL(url),
    page,
    clientIp: "192.0.2.1",
    rawSerial: "KTS1-ACTIVE0-0000001",
    mode: "lookup",
  });
  return { answer, calls };
}

const query = "?serial=KTS1-ACTIVE0-0000001&edu=1&kpc-license-ownership=family&uni=0";

describe("lookupAndRoute: what an entry page passes on and where a failure goes (spec 2 §2, §4)", () => {
  it("'/renewal-center/smb takes only the serial variants': no other parameter reaches the lookup", async () => {
    const { calls } = await lookUp("lrc-smb", `http://localhost/renewal-center/smb${query}`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.serial).toBe("KTS1-ACTIVE0-0000001");
    expect(calls[0]?.params).toEqual([]);
  });

  it("/renewal-center/home passes its allowed parameters on", async () => {
    const { calls } = await lookUp("lrc-b2c", `http://localhost/renewal-center/home${query}`);
    expect(calls[0]?.params).toEqual([
      { Key: "kpc-license-ownership", Value: "family" },
      { Key: "edu", Value: "1" },
      { Key: "uni", Value: "0" },
    ]);
  });

  it.each([
    ["lrc-b2b-att", "/lrc/b2b-hp-att", "/renewal-center/vsb#serial"],
    ["lrc-b2b-att", "/trial-center/smb", "/renewal-center/vsb#serial"],
    ["lrc-b2c-att", "/trial-center/home", "/renewal-center/home#serial"],
    ["lrc-smb", "/renewal-center/smb", "/renewal-center/home#serial"],
  ])("a failed lookup from %s (%s) goes to %s", async (page, path, location) => {
    const { answer } = await lookUp(page, `http://localhost${path}`);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(location);
  });
});
