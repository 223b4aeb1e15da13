import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { unzipSync } from "fflate";
import type { Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./server-process";
import { expectNoAxeViolations, port, request, siteUrl, useBrowser, waitForHydration } from "./support";

/**
 * Downloads (spec 2 §2–§9, spec 3 §3–§5): the downloads service, the built-in file host, the
 * download lists and thank-you pages in the browser (with and without JavaScript), the package
 * page and the country rules.
 */

const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const belarus = "37.214.0.1";
const germany = "5.9.0.1";

const sha256 = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A binary GET from Node with a Host header: status, headers and the body's bytes. */
function fetchBytes(
  path: string,
  options: { host?: string; headers?: Record<string, string>; method?: string; serverPort?: number } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const serverPort = options.serverPort ?? port();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: serverPort,
        path,
        method: options.method ?? "GET",
        headers: { host: `${options.host ?? "localhost"}:${serverPort}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function selectLinks(locale: string, body: unknown, host = "localhost") {
  return request(`/_svc/downloads.svc/${locale}/SelectLinksByApplications`, {
    method: "POST",
    host,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

interface Answer {
  applications: Array<{
    key: string;
    groups: Array<{
      links_type: string;
      version: string;
      release_version: Record<string, number>;
      file_extension: string;
      release_date: string;
      downloads: Array<{
        language_code: string;
        alphabet: string;
        download_url: string;
        sha256: string;
        size: number;
        file_name: string;
      }>;
    }>;
  }>;
  warnings: string[];
}

describe("the downloads service (POST /_svc/downloads.svc/{locale}/SelectLinksByApplications)", () => {
  it("answers groups of applications with release versions and downloads in the site's language", async () => {
    const answer = await selectLinks(
      "de-de",
      { applications: ["kts-windows", 1010], options: { links_type: "UpdateBuilds" } },
      "de-de.localhost",
    );
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as Answer;
    expect(body.warnings).toEqual([]);
    expect(body.applications.map((application) => application.key)).toEqual(["kts-windows", "kismac"]);
    const [group] = body.applications[0]?.groups ?? [];
    expect(group).toMatchObject({
      links_type: "UpdateBuilds",
      version: "127.0.1.412",
      release_version: { major: 127, minor: 0, build: 1, revision: 412, subrevision: 0 },
      file_extension: "exe",
      release_date: "2026-10-20",
    });
    expect(group?.downloads).toEqual([
      expect.objectContaining({
        language_code: "de",
        language_loc_name: "Deutsch",
        alphabet: "Latn",
        alphabet_loc_name: "Lateinisch",
        download_url: `http://de-de.localhost:${port()}/dl/kts/127.0.1.412/bastion-total-security-127.0.1.412-de.exe`,
      }),
    ]);
  });

  it("drops an unknown link type with 'Incorrect link type'", async () => {
    const answer = await selectLinks("en-global", { applications: [1001], options: { links_type: ["ReleaseNotes", "Manuals"] } });
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as Answer;
    expect(body.warnings).toEqual(["Incorrect link type: Manuals"]);
    expect(body.applications[0]?.groups.map((group) => group.links_type)).toEqual(["ReleaseNotes"]);
  });

  it("leaves out the alphabets the site's general settings hide", async () => {
    const alphabets = async (locale: string) => {
      const body = JSON.parse(
        (await selectLinks(locale, { applications: [1001], options: { locale_selection_type: "All" } }, `${locale}.localhost`))
          .body,
      ) as Answer;
      return new Set(body.applications[0]?.groups[0]?.downloads.map((download) => download.alphabet));
    };
    expect(await alphabets("en-gb")).toEqual(new Set(["Latn", "Arab", "Jpan", "Cyrl", "Hans"]));
    // en-za hides Cyrillic, Chinese and Japanese scripts (content/en-za/localization/general-settings.json).
    expect(await alphabets("en-za")).toEqual(new Set(["Latn", "Arab"]));
  });

  it.each([
    ["not JSON", "{", "body"],
    ["no applications", JSON.stringify({ applications: [] }), "applications"],
    [
      "a bad option",
      JSON.stringify({ applications: [1001], options: { show_release_version_type: "Newest" } }),
      "options.show_release_version_type",
    ],
    ["an unknown option", JSON.stringify({ applications: [1001], options: { colour: "red" } }), "options"],
  ])("answers 400 naming the field for %s", async (_case, body, field) => {
    const answer = await request("/_svc/downloads.svc/en-global/SelectLinksByApplications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: "invalid parameter", field });
  });

  it("answers 405 with Allow to a GET and 404 to an unknown locale", async () => {
    const get = await request("/_svc/downloads.svc/en-global/SelectLinksByApplications");
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
    expect((await selectLinks("xx-yy", { applications: [1001] })).status).toBe(404);
  });
});

describe("the file host (/dl/…)", () => {
  let file: { url: URL; sha256: string; size: number; name: string };
  beforeAll(async () => {
    const body = JSON.parse((await selectLinks("en-global", { applications: [1003] })).body) as Answer;
    const download = body.applications[0]?.groups[0]?.downloads[0];
    if (!download) throw new Error("no download");
    file = { url: new URL(download.download_url), sha256: download.sha256, size: download.size, name: download.file_name };
  });

  it("serves the file as an attachment whose SHA-256 and size are the published ones", async () => {
    const answer = await fetchBytes(file.url.pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/vnd.microsoft.portable-executable");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="${file.name}"; filename*=UTF-8''${file.name}`);
    expect(answer.headers.etag).toBe(`"${file.sha256}"`);
    expect(answer.headers["accept-ranges"]).toBe("bytes");
    expect(answer.headers["content-length"]).toBe(String(file.size));
    expect(answer.headers["repr-digest"]).toBe(`sha-256=:${Buffer.from(file.sha256, "hex").toString("base64")}:`);
    expect(sha256(answer.body)).toBe(file.sha256);
  });

  it("resumes an interrupted download with a Range request", async () => {
    const first = (await fetchBytes(file.url.pathname)).body.subarray(0, 50_000);
    const rest = await fetchBytes(file.url.pathname, { headers: { range: "bytes=50000-", "if-range": `"${file.sha256}"` } });
    expect(rest.status).toBe(206);
    expect(rest.headers["content-range"]).toBe(`bytes 50000-${file.size - 1}/${file.size}`);
    expect(rest.headers["content-length"]).toBe(String(file.size - 50_000));
    expect(sha256(Buffer.concat([first, rest.body]))).toBe(file.sha256);
  });

  it("answers 416 past the end, 304 to its ETag, HEAD without a body, 404 to an unknown file", async () => {
    const past = await fetchBytes(file.url.pathname, { headers: { range: `bytes=${file.size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${file.size}`);
    expect((await fetchBytes(file.url.pathname, { headers: { "if-none-match": `"${file.sha256}"` } })).status).toBe(304);
    const head = await fetchBytes(file.url.pathname, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(file.size));
    expect(head.body.length).toBe(0);
    expect((await fetchBytes("/dl/kav/1.0.0.0/nothing.exe")).status).toBe(404);
    expect((await fetchBytes("/dl/../../etc/passwd")).status).toBe(404);
  });
});

describe("download lists and country rules (spec 2 §6)", () => {
  const vpnItem = (body: string) => /<article[^>]*data-product="ksec"[^>]*>([\s\S]*?)<\/article>/.exec(body)?.[1] ?? "";

  it("shows a Belarusian visitor the VPN's prohibited message instead of its downloads", async () => {
    const answer = await request("/home-security/downloads", { headers: { "x-forwarded-for": belarus, "user-agent": windows } });
    expect(answer.status).toBe(200);
    const item = vpnItem(answer.body);
    expect(item).toContain("This product is not available in your country.");
    expect(item).not.toContain("/dl/");
    // The other products keep their downloads.
    expect(answer.body).toMatch(
      /href="http:\/\/localhost:\d+\/dl\/kts\/127\.0\.1\.412\/bastion-total-security-127\.0\.1\.412-en\.exe"/,
    );
  });

  it("applies the kids free product's rule: ru-ru bars Belarus, en-us does not (spec 2 §6)", async () => {
    const kidsItem = (body: string) => /<article[^>]*data-product="ksk"[^>]*>([\s\S]*?)<\/article>/.exec(body)?.[1] ?? "";
    const russian = await request("/home-security/downloads", {
      host: "ru-ru.localhost",
      headers: { "x-forwarded-for": belarus },
    });
    expect(kidsItem(russian.body)).not.toContain("/dl/");
    expect(kidsItem(russian.body)).toContain('class="download-item__prohibited"');
    const american = await request("/home-security/downloads", {
      host: "en-us.localhost",
      headers: { "x-forwarded-for": belarus },
    });
    expect(kidsItem(american.body)).toContain("/dl/ksk/");
  });

  it("gives a German visitor the VPN's installer", async () => {
    const answer = await request("/home-security/downloads", { headers: { "x-forwarded-for": germany, "user-agent": windows } });
    expect(vpnItem(answer.body)).toMatch(
      /href="http:\/\/localhost:\d+\/dl\/ksec\/127\.0\.1\.412\/bastion-vpn-127\.0\.1\.412-en\.exe"/,
    );
  });

  it("offers the platform of the visitor's system first, and the others as links", async () => {
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
    const answer = await request("/home-security/downloads/products/total-security", { headers: { "user-agent": mac } });
    expect(answer.body).toMatch(/href="[^"]*\/dl\/kismac\/127\.0\.1\.210\/bastion-internet-security-mac-127\.0\.1\.210-en\.dmg"/);
    const current = [...answer.body.matchAll(/<a [^>]*download-platforms__link[^>]*>/g)]
      .map((match) => match[0])
      .filter((link) => link.includes('aria-current="true"'));
    expect(current).toEqual([expect.stringContaining('href="/home-security/downloads/products/total-security?os=macos#kts"')]);
    const windowsPage = await request("/home-security/downloads/products/total-security?os=windows", {
      headers: { "user-agent": mac },
    });
    expect(windowsPage.body).toContain("bastion-total-security-127.0.1.412-en.exe");
  });

  it("switches the language without JavaScript (a GET form), falling back to English where a file is missing", async () => {
    const german = await request("/home-security/downloads/products/total-security?lang=de", {
      headers: { "user-agent": windows },
    });
    expect(german.body).toContain("bastion-total-security-127.0.1.412-de.exe");
    expect(german.body).toMatch(/<select name="lang">/);
    const turkishMac = await request("/home-security/downloads/products/total-security?os=macos&lang=tr", {
      headers: { "user-agent": windows },
    });
    expect(turkishMac.body).toContain("bastion-internet-security-mac-127.0.1.210-en.dmg");
  });

  it("skips the version on the thank-you pages of kis, kav, kfa (spec 3 §4) and shows it for kts", async () => {
    const kav = await request("/downloads/thank-you/antivirus", { host: "en-us.localhost", headers: { "user-agent": windows } });
    expect(kav.body).toContain("bastion-antivirus-127.0.1.412-en.exe");
    expect(kav.body).not.toContain("Version 127.0.1.412");
    const kts = await request("/downloads/thank-you/total-security", {
      host: "en-us.localhost",
      headers: { "user-agent": windows },
    });
    expect(kts.body).toContain("Version 127.0.1.412");
  });

  it("lists the newest .dmg of each major version on the kismac thank-you page, one per taxonomy entry (spec 2 §5)", async () => {
    const answer = await request("/b2c-tools/kismac/thank-you");
    const versions = [...answer.body.matchAll(/bastion-internet-security-mac(?:-legacy)?-([\d.]+)-en\.dmg/g)].map(
      (match) => match[1],
    );
    expect([...new Set(versions)]).toEqual(["127.0.1.210", "126.0.3.95"]);
  });
});

describe("the package page (/small-business-security/downloads/kart)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  const page = (query: string) =>
    fetchBytes(`/small-business-security/downloads/kart${query}`, { serverPort: server.port }).then((answer) => ({
      ...answer,
      text: answer.body.toString("utf8"),
    }));

  it("stays on the page with bad parameters, logging 'Incorrect parameters' (spec 2 §8)", async () => {
    const answer = await page("?Platform=amiga&ApplicationID=1442");
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.text).toContain("We could not prepare a package from this link.");
    expect(answer.text).not.toContain("/dl/packages/");
    await expect.poll(() => server.output()).toContain("Incorrect parameters");
    expect(server.output()).toContain("Platform: Invalid option");
  });

  it("stays on the page for an application no package is built for", async () => {
    const answer = await page("?ApplicationID=1001");
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("We could not prepare a package from this link.");
  });

  it("links a customised package that downloads, whose checksum is the one shown", async () => {
    const answer = await page("?Localization=de&ApplicationID=1442&Platform=windows&versionName=TrialRelease&leadid=L-77");
    expect(answer.status).toBe(200);
    const link = /href="http:\/\/localhost:\d+(\/dl\/packages\/[^"]+\.zip)"/.exec(answer.text)?.[1];
    const shown = /data-sha256="([0-9a-f]{64})"/.exec(answer.text)?.[1];
    expect(link).toBeDefined();
    const zip = await fetchBytes(link ?? "", { serverPort: server.port });
    expect(zip.status).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(sha256(zip.body)).toBe(shown);
    const archive = unzipSync(zip.body);
    expect(Object.keys(archive).sort()).toEqual(["bastion-small-office-security-127.0.1.412-de.exe", "customization.json"]);
    expect(JSON.parse(new TextDecoder().decode(archive["customization.json"]))).toMatchObject({
      applicationId: 1442,
      versionName: "TrialRelease",
      localization: ["de"],
      leadId: "L-77",
    });
  });

  it("builds the default package (pt-br, 1442, windows, CommercialRelease) for a link without parameters", async () => {
    const answer = await page("");
    expect(answer.text).toMatch(/href="http:\/\/localhost:\d+\/dl\/packages\/[^"]+company-package\.zip"/);
  });

  it("answers the package service's call, and 'Incorrect parameters' with the field for a bad one", async () => {
    const call = (body: unknown) =>
      fetch(`http://127.0.0.1:${server.port}/_svc/package.svc/downloadurl`, {
        method: "POST",
        headers: { "content-type": "application/json", host: `localhost:${server.port}` },
        body: JSON.stringify(body),
      });
    const good = await call({
      Localization: "pt-br",
      ApplicationID: "1442",
      Platform: "windows",
      versionName: "CommercialRelease",
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ customizationUrl: expect.stringMatching(/\/dl\/packages\/[A-Za-z0-9_-]{24}\//) });
    const bad = await call({ Localization: ["pt-br"], ApplicationID: 1442, Platform: "windows", versionName: "Beta" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Incorrect parameters", field: "versionName" });
  });
});

describe("in the browser", () => {
  const browser = useBrowser();

  /** The file a download saved, and the checksum its card shows. */
  async function downloadFrom(page: Page, trigger: () => Promise<unknown>) {
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 15_000 }), trigger()]);
    return savedBytes(download);
  }

  async function savedBytes(download: Download) {
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }

  it.each([
    [
      "en-us",
      "/home-security/downloads/products/total-security",
      "bastion-total-security-127.0.1.412-en.exe",
      "Download for Windows",
    ],
    [
      "de-de",
      "/home-security/downloads/products/total-security",
      "bastion-total-security-127.0.1.412-de.exe",
      "Für Windows herunterladen",
    ],
    ["ja-jp", "/b2c-tools/kfa", "bastion-free-antivirus-127.0.1.412-ja.exe", null],
  ])(
    "on %s a Windows visitor downloads from %s a file whose SHA-256 is the one shown, with and without JavaScript",
    async (locale, path, fileName, label) => {
      for (const javaScript of [true, false]) {
        const { page, consoleErrors } = await browser.openPage(siteUrl(locale, path), { javaScript, userAgent: windows });
        if (javaScript) await waitForHydration(page);
        const card = page.locator(".download-file", { has: page.getByText(fileName, { exact: true }) }).first();
        const shown = await card.locator("code[data-sha256]").textContent();
        const link = card.locator("a.download-file__link");
        if (label) expect(await link.textContent()).toContain(label);
        const saved = await downloadFrom(page, () => link.click());
        expect(saved.name).toBe(fileName);
        expect(sha256(saved.bytes)).toBe(shown);
        if (javaScript) {
          const events = await page.evaluate(() =>
            (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "download"),
          );
          expect(events).toEqual([expect.objectContaining({ event: "download", platform: "windows", version: "127.0.1.412" })]);
          expect(JSON.stringify(events)).not.toMatch(/@|email/i);
          expect(consoleErrors).toEqual([]);
        }
      }
    },
  );

  it.each([true, false])("a thank-you page starts its download by itself (JavaScript: %s)", async (javaScript) => {
    let started: Promise<Download> | undefined;
    const { page } = await browser.openPage(siteUrl("en-us", "/downloads/thank-you/antivirus"), {
      javaScript,
      userAgent: windows,
      prepare: (opened) => {
        started = opened.waitForEvent("download", { timeout: 15_000 });
      },
    });
    const saved = await savedBytes(await (started as Promise<Download>));
    expect(saved.name).toBe("bastion-antivirus-127.0.1.412-en.exe");
    expect(sha256(saved.bytes)).toBe(await page.locator("code[data-sha256]").first().textContent());
    // The page stays: the download does not navigate away.
    expect(new URL(page.url()).pathname).toBe("/downloads/thank-you/antivirus");
  });

  it("opens the cross-sell popup while a free download starts", async () => {
    let started: Promise<Download> | undefined;
    const { page, consoleErrors } = await browser.openPage(siteUrl("en-global", "/downloads/thank-you/free-antivirus-download"), {
      userAgent: windows,
      prepare: (opened) => {
        started = opened.waitForEvent("download", { timeout: 15_000 });
      },
    });
    expect((await savedBytes(await (started as Promise<Download>))).name).toBe("bastion-free-antivirus-127.0.1.412-en.exe");
    const popup = page.getByRole("dialog", { name: "While you wait: protect every device" });
    await expect.poll(() => popup.isVisible()).toBe(true);
    await popup.getByRole("button", { name: "No thanks, continue" }).click();
    await expect.poll(() => popup.isVisible()).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it("asks for the e-mail address in a dialog first, then downloads on the form's message", async () => {
    const { page, consoleErrors } = await browser.openPage(
      siteUrl("en-global", "/home-security/free-trials/products/antivirus"),
      {
        userAgent: windows,
      },
    );
    await waitForHydration(page);
    await page.locator("a.download-file__link").first().click();
    const dialog = page.getByRole("dialog", { name: "Before your download" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const form = page.frameLocator("iframe.download-dialog__frame");
    await form.getByLabel("E-mail address").fill("not-an-address");
    await form.getByRole("button", { name: "Start download" }).click();
    await expect.poll(() => form.getByText("Enter an e-mail address such as name@example.com.").isVisible()).toBe(true);
    await form.getByLabel("E-mail address").fill("visitor@example.com");
    const saved = await downloadFrom(page, () => form.getByRole("button", { name: "Start download" }).click());
    expect(saved.name).toBe("bastion-antivirus-127.0.1.412-en.exe");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The refused address was answered 400, as it should be; nothing else failed.
    expect(consoleErrors.filter((error) => !/400/.test(error))).toEqual([]);
  });

  it("shows the form first on a thank-you page with showDialog, and starts the download when it is closed (startOnClose)", async () => {
    const { page, consoleErrors } = await browser.openPage(
      siteUrl("en-global", "/small-business-security/downloads/thank-you/small-office-security-free-trial"),
      { userAgent: windows },
    );
    const dialog = page.getByRole("dialog", { name: "Before your download" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => page.frameLocator("iframe.download-dialog__frame").getByLabel("E-mail address").isVisible())
      .toBe(true);
    const saved = await downloadFrom(page, () => dialog.getByRole("button", { name: "Close" }).click());
    expect(saved.name).toBe("bastion-small-office-security-127.0.1.412-en.exe");
    expect(consoleErrors).toEqual([]);
  });

  it("has no accessibility violations on a download list", async () => {
    const { page } = await browser.openPage(siteUrl("en-global", "/home-security/downloads"), { userAgent: windows });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
