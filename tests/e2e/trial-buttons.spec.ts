import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./server-process";
import { request as mainServer } from "./support";

/**
 * Trial buttons follow the product's hideTrialFrom… flags by page type and the licence-page
 * setting (spec 2 §3, §6), and an unknown lrcTemplate falls back to the standard verdict page with
 * a warning (spec 2 §3). Today's content sets no flag, so this file runs its own server on a copy
 * of the content with flags set; the shared server shows the same pages unflagged.
 */
let server: RunningServer;
let contentDir: string;

type Json = { fields: Record<string, unknown> & { blocks?: unknown[] } };

async function change(file: string, edit: (document: Json) => void) {
  const target = path.join(contentDir, file);
  const document = JSON.parse(await readFile(target, "utf8")) as Json;
  edit(document);
  await writeFile(target, JSON.stringify(document));
}

const trialAction = (product: string, label: string) => ({
  label,
  href: `/home-security/free-trials/products/${product}`,
  product,
  trial: true,
});

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "bastion-trials-"));
  await cp(path.resolve(import.meta.dirname, "../../content"), contentDir, { recursive: true });
  const product = (locale: string, name: string) => `${locale}/home-security/products/${name}/${name}.json`;
  await change(product("en-global", "antivirus"), (doc) => Object.assign(doc.fields, { hideTrialFromProductPage: true }));
  await change(product("en-global", "internet-security"), (doc) => Object.assign(doc.fields, { hideTrialFromB2C: true }));
  await change(product("en-global", "total-security"), (doc) => Object.assign(doc.fields, { hideTrialFromLRC: true }));
  await change("en-us/localization/general-settings.json", (doc) => Object.assign(doc.fields, { hideTrialOnLicencePages: true }));
  await change("en-global/lrc/verdicts/b2c/kts_active.json", (doc) => {
    doc.fields.blocks = [
      ...(doc.fields.blocks ?? []),
      {
        type: "cta",
        heading: "Try before you renew",
        actions: [trialAction("total-security", "Try Total Security free"), trialAction("antivirus", "Try Antivirus free")],
      },
    ];
  });
  await change("en-global/lrc/verdicts/b2c/kav_active.json", (doc) => Object.assign(doc.fields, { lrcTemplate: "compact-2019" }));
  server = await startServer({ CONTENT_DIR: contentDir });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await rm(contentDir, { recursive: true, force: true });
});

function get(target: string, options: { host?: string; method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const host = `${options.host ?? "localhost"}:${server.port}`;
  return new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: server.port,
          path: target,
          method: options.method ?? "GET",
          headers: { host, ...options.headers },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end(options.body);
    },
  );
}

let addressCounter = 1;
async function verdictPage(serial: string, verdictPath: string, host = "localhost") {
  const lookup = await get("/renewal-center/home", {
    method: "POST",
    host,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://${host}:${server.port}`,
      "x-forwarded-for": `198.18.91.${addressCounter++}`,
    },
    body: new URLSearchParams({ intent: "lrc-lookup", serial }).toString(),
  });
  expect(lookup.headers.location).toBe(verdictPath);
  const cookie = String(lookup.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  return (await get(verdictPath, { host, headers: { cookie } })).body;
}

const link = (label: string) => new RegExp(`<a [^>]*>${label}</a>`);

/** The HTML of the product card whose title names the product. */
function card(body: string, title: string): string {
  return body.split('<li class="product-card').find((part) => part.includes(`product-card__title">${title}</h3>`)) ?? "";
}

describe("trial buttons by page type (spec 2 §6)", () => {
  it("product pages: hideTrialFromProductPage hides the antivirus trial there, and nowhere else", async () => {
    expect((await get("/antivirus")).body).not.toMatch(link("Try free for 30 days"));
    expect((await mainServer("/antivirus")).body).toMatch(link("Try free for 30 days"));
    // hideTrialFromB2C does not reach product pages.
    expect((await get("/internet-security")).body).toMatch(link("Try free for 30 days"));
  });

  it("home security pages: hideTrialFromB2C hides the Internet Security trial on the downloads page and the homepage cards", async () => {
    const downloads = (await get("/downloads")).body;
    expect(downloads).not.toMatch(link("Try Internet Security"));
    expect(downloads).toMatch(link("Try Antivirus"));
    expect(downloads).toMatch(link("Try Total Security"));
    expect((await mainServer("/downloads")).body).toMatch(link("Try Internet Security"));

    const home = (await get("/")).body;
    expect(card(home, "Bastion Internet Security")).toContain("product-card__title");
    expect(card(home, "Bastion Internet Security")).not.toMatch(link("Try free for 30 days"));
    expect(card(home, "Bastion Total Security")).toMatch(link("Try free for 30 days"));
  });

  it("licence pages: hideTrialFromLRC hides the Total Security trial on its verdict page", async () => {
    const body = await verdictPage("KTS1-ACTIVE0-0000001", "/lrc/kts_active");
    expect(body).toContain("Try before you renew");
    expect(body).not.toContain("Try Total Security free");
    expect(body).toMatch(link("Try Antivirus free"));
  });

  it("licence pages: the site's hideTrialOnLicencePages setting hides every trial there", async () => {
    // en-us keeps the verdict upper-case (spec 2 §4).
    const body = await verdictPage("KTS1-ACTIVE0-0000001", "/lrc/KTS_ACTIVE", "en-us.localhost");
    expect(body).toContain("Try before you renew");
    expect(body).not.toContain("Try Total Security free");
    expect(body).not.toContain("Try Antivirus free");
    // The setting is for licence pages only.
    expect((await get("/antivirus", { host: "en-us.localhost" })).body).toMatch(link("Try free for 30 days"));
  });
});

describe("an unknown lrcTemplate (spec 2 §3)", () => {
  it("renders the standard verdict page and logs a warning", async () => {
    const body = await verdictPage("KAV1-ACTIVE0-0000009", "/lrc/kav_active");
    expect(body).toContain('data-template="standard"');
    expect(body).not.toContain("verdict-upgrade-callout");
    await expect
      .poll(() => server.output())
      .toMatch(/"lrcTemplate":"compact-2019".*"msg":"unknown lrcTemplate; standard template used"/);
  });
});
