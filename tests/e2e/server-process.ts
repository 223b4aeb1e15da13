import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  port: number;
  pid: number;
  /** The server's DATA_DIR (its database and its e-mail under `mail/`). */
  dataDir: string;
  /** Kills the process at once (SIGKILL), keeping its data directory for a restart. */
  kill(): Promise<void>;
  /** Sends SIGTERM and resolves with the exit code; removes the server's data directory. */
  stop(): Promise<number | null>;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** What the process wrote to stderr alone (nothing, when all is well). */
  stderr(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the production build (`npm run build` ran before the tests) on a free port with a fresh
 * embedded database, and waits until /healthz answers.
 */
/** The Node flags of `npm run serve`, read from package.json so that the two cannot differ. */
function serveFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const command = manifest.scripts.serve?.match(/\bnode ((?:--[\w-]+(?:=\S+)? )*)server\.ts/);
  if (!command) throw new Error("package.json's serve script no longer starts `node … server.ts`");
  return (command[1] ?? "").trim().split(/\s+/).filter(Boolean);
}

export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "bastion-e2e-")));
  let log = "";
  let errors = "";
  // As `npm run serve` starts it (package.json), so tests and the bench run production's flags.
  const child: ChildProcess = spawn(process.execPath, [...serveFlags(), "server.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    const failure =
      child.exitCode !== null
        ? `server exited with ${child.exitCode}`
        : Date.now() > deadline
          ? "server did not become healthy"
          : null;
    if (failure) {
      child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`${failure}:\n${log}`);
    }
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    port,
    pid: child.pid ?? 0,
    dataDir,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    output: () => log,
    stderr: () => errors,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * Waits until a started server's search index is built (`/readyz` no longer says "search"): a new
 * database builds its first index in the background, and searches wait for it until then.
 */
export async function untilSearchIndexed(port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/readyz", headers: { host: `localhost:${port}` } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve(text));
      });
      req.on("error", reject);
      req.end();
    });
    if (!String(JSON.parse(body).degraded ?? "").includes("search")) return;
    if (Date.now() > deadline) throw new Error(`search index not built within ${timeoutMs} ms: ${body}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A command-line script (`npm run reviews`, `npm run prices:import`, …) against a started
 * server's embedded database; resolves with its exit code and output.
 */
export function runScript(
  server: Pick<RunningServer, "dataDir">,
  script: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => (stdout += chunk));
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
