import { type Agent, type ClientRequest, request } from "node:http";
import { bodyBytes } from "./bodies";
import type { FuzzRequest } from "./requests";

/**
 * Sends one fuzz request with Node's HTTP client to the server's address, with the request's own
 * Host header (Node's resolver does not know *.localhost), and reads the start of the answer.
 */

export interface Answer {
  status: number;
  /** The server's X-Request-Id; Node's own parser errors have none (the app never saw them). */
  requestId: string | undefined;
  /** The first 2 KB of the body, for the report. */
  excerpt: string;
}

export interface NoAnswer {
  /** Why there is no (complete) answer: the socket error, a timeout, a cut-off body. */
  error: string;
  /** The connection was reset or closed before an answer: the case a probe can explain. */
  reset: boolean;
  /** The client itself refused the request (a generator bug, not a server failure). */
  refusedByClient?: boolean;
}

const excerptBytes = 2_048;
const resetCodes = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED"]);

interface SendOptions {
  agent: Agent | false;
  timeoutMs: number;
  /** Send the head only, declaring the body's length (see `probe`). */
  headOnly?: boolean;
}

function attempt(base: URL, fuzz: FuzzRequest, options: SendOptions): Promise<(Answer | NoAnswer) & { reused: boolean }> {
  return new Promise((resolve) => {
    const body = fuzz.body ? bodyBytes(fuzz.body) : null;
    const headers = { ...fuzz.headers };
    const chunked = fuzz.chunked && !options.headOnly;
    if (body && !chunked) headers["content-length"] = String(body.length);
    if (body && chunked) headers["transfer-encoding"] = "chunked";
    let req: ClientRequest | undefined;
    let settled = false;
    const finish = (outcome: Answer | NoAnswer) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, reused: req?.reusedSocket ?? false });
      if (options.headOnly) req?.destroy();
    };
    try {
      req = request({
        host: base.hostname,
        port: base.port,
        method: fuzz.method,
        path: fuzz.path,
        headers,
        agent: options.agent,
        setHost: false,
      });
    } catch (error) {
      finish({ error: `client refused the request: ${(error as Error).message}`, reset: false, refusedByClient: true });
      return;
    }
    const client = req;
    client.setTimeout(options.timeoutMs, () => client.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)));
    client.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        if (size < excerptBytes) chunks.push(chunk);
        size += chunk.length;
      });
      res.on("end", () => {
        const requestId = res.headers["x-request-id"];
        finish({
          status,
          requestId: typeof requestId === "string" ? requestId : undefined,
          excerpt: Buffer.concat(chunks).subarray(0, excerptBytes).toString("utf8"),
        });
      });
      res.on("close", () => {
        if (!res.complete) finish({ error: `answer ${status} cut off after ${size} bytes`, reset: false });
      });
    });
    client.on("error", (error: NodeJS.ErrnoException) =>
      finish({
        error: error.code ? `${error.code} (${error.message})` : error.message,
        reset: resetCodes.has(error.code ?? "") || error.message === "socket hang up",
      }),
    );
    if (options.headOnly && body) {
      client.flushHeaders();
    } else if (body && chunked) {
      // Three chunks, so the server reads a body that arrives in pieces.
      const third = Math.ceil(body.length / 3);
      for (let start = 0; start < body.length; start += third) client.write(body.subarray(start, start + third));
      client.end();
    } else {
      if (body) client.write(body);
      client.end();
    }
  });
}

/**
 * The server's answer, or why there is none. A keep-alive socket the server closed just as it was
 * reused fails through no fault of the request, so that case is tried once more on a new one.
 */
export async function send(base: URL, fuzz: FuzzRequest, agent: Agent, timeoutMs: number): Promise<Answer | NoAnswer> {
  const first = await attempt(base, fuzz, { agent, timeoutMs });
  if (!("error" in first) || first.refusedByClient || !first.reused) return first;
  return attempt(base, fuzz, { agent: false, timeoutMs });
}

/**
 * The same request head on a new connection, declaring the body's length but sending none of it.
 * A server that refuses a request early (a head its parser rejects, a body over its limit) closes
 * the connection, and when the client is still sending, the reset can swallow the answer; without
 * a body in flight, the refusal arrives intact.
 */
export function probe(base: URL, fuzz: FuzzRequest): Promise<Answer | NoAnswer> {
  return attempt(base, fuzz, { agent: false, timeoutMs: 3_000, headOnly: true });
}

/** Whether `GET /healthz` answers 200 within ten seconds; null when it does, else the problem. */
export async function checkHealth(base: URL): Promise<string | null> {
  const health: FuzzRequest = {
    method: "GET",
    path: "/healthz",
    headers: { host: `localhost:${base.port}` },
    body: null,
    chunked: false,
    features: {},
  };
  const answer = await attempt(base, health, { agent: false, timeoutMs: 10_000 });
  if ("error" in answer) return `GET /healthz failed: ${answer.error}`;
  return answer.status === 200 ? null : `GET /healthz answered ${answer.status}`;
}

/** Bytes of the request line and headers, which Node's server limits (16 KB by default). */
export function headBytes(fuzz: FuzzRequest): number {
  const lines = [
    `${fuzz.method} ${fuzz.path} HTTP/1.1`,
    ...Object.entries(fuzz.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
}
