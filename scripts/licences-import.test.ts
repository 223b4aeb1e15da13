import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/db.server";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

const header =
  "serial,product,productFamily,status,expirationDate,licenseCount,licenseDays,channel,store,country,pnumber,licenseType,regKey";
const row = (serial: string, country = "us") =>
  `${serial},total-security,b2c,active,2027-06-30,3,365,retail,"Shop, Main St",${country},BKTS-3D1Y-C,commercial,RK-${serial.slice(0, 4).toUpperCase()}`;

describe("npm run licences:import", () => {
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bastion-import-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function importFile(name: string, text?: string) {
    const file = path.resolve(dataDir, name);
    if (text !== undefined) await writeFile(file, text);
    try {
      const { stdout, stderr } = await run(tsx, ["scripts/licences-import.ts", file], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  async function storedSerials(): Promise<string[]> {
    const database = await createDatabase({ dataDir });
    try {
      return (await database.db.selectFrom("licence").select("serial").orderBy("serial").execute()).map((entry) => entry.serial);
    } finally {
      await database.close();
    }
  }

  it("migrates the database and loads a CSV file", async () => {
    const result = await importFile("good.csv", [header, row("AAAA1111111BBBBBBB"), row("cccc-2222222-ddddddd")].join("\n"));
    expect(result.output).toMatch(/loaded 2 licences from good\.csv \(2 new, 0 updated\)/);
    expect(result.code).toBe(0);
    expect(await storedSerials()).toEqual(["AAAA-1111111-BBBBBBB", "CCCC-2222222-DDDDDDD"]);
  });

  it("reports each bad row by line and loads none of the file", async () => {
    const text = [
      header,
      row("EEEE3333333FFFFFFF"),
      row("short"),
      row("GGGG4444444HHHHHHH", "Canada"),
      row("AAAA1111111BBBBBBB"),
    ].join("\n");
    const result = await importFile("bad.csv", text);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/bad\.csv line 3: serial: must be 18 or 32 letters and digits/);
    expect(result.output).toMatch(/bad\.csv line 4: country: lower-case ISO 3166 alpha-2 code/);
    expect(result.output).toMatch(/2 bad rows: nothing was loaded\./);
    expect(await storedSerials()).toEqual(["AAAA-1111111-BBBBBBB", "CCCC-2222222-DDDDDDD"]);
  });

  it("reports records of a JSON file by line, here partners the database does not have yet", async () => {
    const result = await importFile(path.resolve("data/licences.json"));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/licences\.json line \d+: partnerId: unknown partner northwind/);
    expect(result.output).toMatch(/4 bad rows: nothing was loaded\./);
  });

  it("explains its usage", async () => {
    const result = await run(tsx, ["scripts/licences-import.ts"], { env: { ...process.env, DATA_DIR: dataDir } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(result).toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage: npm run licences:import -- FILE/) });
  });

  it("says so when the file cannot be read", async () => {
    const result = await importFile("missing.csv");
    expect(result).toMatchObject({ code: 1, output: expect.stringMatching(/Cannot read .*missing\.csv/) });
  });
});
