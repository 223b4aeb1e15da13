import type { Agent } from "node:http";
import { classify } from "./classify";
import type { FuzzRequest } from "./requests";
import { send } from "./send";

/**
 * Which part of a failing request makes it fail. A random request breaks many rules at once; this
 * sends it again with every part made ordinary (a site's Host, no forwarded headers, no Origin, a
 * usual method, no body, a form's Content-Type, no query, no `.data`) but one, the original: each
 * part that fails that way on its own is a cause.
 */

type Repair = (request: FuzzRequest, port: number) => FuzzRequest;

function without(request: FuzzRequest, ...names: string[]): FuzzRequest {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !names.includes(name)));
  return { ...request, headers };
}

const repairs: Record<string, Repair> = {
  "Host header": (request, port) => ({ ...request, headers: { ...request.headers, host: `localhost:${port}` } }),
  "X-Forwarded-Proto": (request) => without(request, "x-forwarded-proto"),
  "X-Forwarded-Host": (request) => without(request, "x-forwarded-host"),
  "X-Forwarded-For": (request) => without(request, "x-forwarded-for"),
  Origin: (request) => without(request, "origin", "sec-fetch-site"),
  method: (request) => ({ ...request, method: request.body ? "POST" : "GET" }),
  body: (request) => ({ ...request, body: null, chunked: false }),
  "Content-Type": (request) => ({
    ...request,
    headers: { ...request.headers, "content-type": "application/x-www-form-urlencoded" },
  }),
  query: (request) => ({ ...request, path: request.path.split("?")[0] ?? request.path }),
  ".data suffix": (request) => ({ ...request, path: request.path.replace(/^\/_root\.data/, "/").replace(/\.data(?=\?|$)/, "") }),
};

async function fails(base: URL, request: FuzzRequest, agent: Agent): Promise<boolean> {
  return (await classify(base, request, await send(base, request, agent, 30_000))).problem !== null;
}

/**
 * The parts of the request that make it fail on their own; `any request to this path` when even
 * the ordinary request fails, `several parts together` when no part does alone.
 */
export async function explainFailure(base: URL, request: FuzzRequest, agent: Agent): Promise<string[]> {
  const port = Number(base.port || 80);
  const parts = Object.entries(repairs).filter(([, repair]) => JSON.stringify(repair(request, port)) !== JSON.stringify(request));
  const ordinaryBut = (kept: string | null) =>
    parts.reduce((current, [part, repair]) => (part === kept ? current : repair(current, port)), request);
  if (await fails(base, ordinaryBut(null), agent)) return ["any request to this path"];
  const causes: string[] = [];
  for (const [part] of parts) if (await fails(base, ordinaryBut(part), agent)) causes.push(part);
  return causes.length > 0 ? causes : ["several parts together"];
}
