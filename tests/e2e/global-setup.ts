import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "./server-process";

declare module "vitest" {
  export interface ProvidedContext {
    port: number;
  }
}

let server: RunningServer | undefined;

/** One production server for the browser and HTTP tests; it must shut down cleanly on SIGTERM. */
export async function setup(project: TestProject) {
  // The fuzzing spec fails many lookups on purpose; the global failure ceiling has its own tests.
  server = await startServer({ LOOKUP_FAILURES_PER_MINUTE: "1000000" });
  project.provide("port", server.port);
}

export async function teardown() {
  const code = await server?.stop();
  if (code !== 0) throw new Error(`server did not shut down cleanly (exit ${code}):\n${server?.output()}`);
}
