import { type BodySpec, bodyBytes } from "./bodies";
import type { FuzzFailure, FuzzReport, TargetSummary } from "./engine";
import type { FuzzRequest } from "./requests";

/** Text for people: failing requests in a form that can be sent again, and the run's summary. */

const shownBodyBytes = 600;

/** Bash ANSI-C quoting (`$'…'`), which carries any byte. */
function shellQuote(text: string): string {
  if (/^[\w./:@%=&?,+-]*$/.test(text)) return `'${text}'`;
  let quoted = "";
  for (const byte of Buffer.from(text, "latin1")) {
    const character = String.fromCharCode(byte);
    if (character === "'" || character === "\\") quoted += `\\${character}`;
    else if (byte >= 0x20 && byte < 0x7f) quoted += character;
    else quoted += `\\x${byte.toString(16).padStart(2, "0")}`;
  }
  return `$'${quoted}'`;
}

function describeBody(body: BodySpec): string {
  const bytes = bodyBytes(body);
  const recipe = body.parts.some((part) => typeof part !== "string");
  if (recipe) {
    const parts = body.parts.map((part) =>
      typeof part === "string" ? JSON.stringify(part) : `${JSON.stringify(part.repeat)}.repeat(${part.times})`,
    );
    return `${bytes.length} bytes (${body.encoding}): ${parts.join(" + ")}`;
  }
  const shown = bytes.subarray(0, shownBodyBytes).toString(body.encoding);
  return `${bytes.length} bytes (${body.encoding}): ${JSON.stringify(shown)}${bytes.length > shownBodyBytes ? " …" : ""}`;
}

/** A curl command that sends the same request (the body through a file descriptor when it is long). */
export function curlCommand(request: FuzzRequest, baseUrl: string): string {
  const words = ["curl", "-sS", "--path-as-is", "-o", "/dev/null", "-w", "'%{http_code}\\n'"];
  words.push(request.method === "HEAD" ? "-I" : `-X ${request.method}`);
  words.push(shellQuote(`${baseUrl.replace(/\/$/, "")}${request.path}`));
  if (!("host" in request.headers)) words.push("-H 'Host:'");
  for (const [name, value] of Object.entries(request.headers)) words.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.chunked) words.push("-H 'Transfer-Encoding: chunked'");
  if (request.body) {
    const bytes = bodyBytes(request.body);
    if (bytes.length <= 4_096) {
      words.push(`--data-binary ${shellQuote(bytes.toString("latin1"))}`);
    } else {
      const parts = request.body.parts.map((part) =>
        typeof part === "string" ? JSON.stringify(part) : `${JSON.stringify(part.repeat)}.repeat(${part.times})`,
      );
      const script = `process.stdout.write(Buffer.from(${parts.join("+")},${JSON.stringify(request.body.encoding)}))`;
      words.push(`--data-binary @<(npx node -e ${shellQuote(script)})`);
    }
  }
  return words.join(" ");
}

/** One failure: what was wrong, the request line by line, and the curl command. */
export function formatFailure(failure: FuzzFailure, baseUrl: string): string {
  const { request } = failure;
  const lines = [
    `${failure.problem} — target ${failure.target}, request #${failure.index}${failure.requestId ? `, request id ${failure.requestId}` : ""}`,
    ...(failure.causes ? [`  caused by: ${failure.causes.join(", ")}`] : []),
    `  ${request.method} ${request.path}`,
    ...Object.entries(request.headers).map(([name, value]) => `  ${name}: ${JSON.stringify(value).slice(1, -1)}`),
  ];
  if (!("host" in request.headers)) lines.push("  (no Host header)");
  if (request.chunked) lines.push("  transfer-encoding: chunked");
  lines.push(`  body: ${request.body ? describeBody(request.body) : "none"}`);
  if (failure.excerpt) lines.push(`  answer: ${JSON.stringify(failure.excerpt.slice(0, 300))}`);
  lines.push(`  ${curlCommand(request, baseUrl)}`);
  return lines.join("\n");
}

function formatTarget(summary: TargetSummary): string {
  const outcomes = Object.entries(summary.outcomes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(", ");
  const verdict = summary.failures > 0 ? `✗ ${summary.failures} failed` : "✓";
  return `${verdict.padEnd(14)} ${summary.name.padEnd(34)} ${String(summary.requests).padStart(6)} requests in ${summary.seconds.toFixed(1)} s  (${outcomes})`;
}

/** The whole report: per target, the kinds of request that failed, the first `shown` failures. */
export function formatReport(report: FuzzReport, shown = 5): string {
  const lines = [...report.targets.map(formatTarget), ""];
  lines.push(`${report.requests} requests, ${report.failureCount} failed (seed ${report.seed}).`);
  if (report.refusedByClient > 0)
    lines.push(`${report.refusedByClient} generated requests were refused by Node's client and not sent.`);
  if (report.aborted) lines.push(`Stopped early: ${report.aborted}`);
  lines.push(
    report.healthProblem
      ? `Server not healthy at the end: ${report.healthProblem}`
      : "Server healthy at the end (GET /healthz 200).",
  );
  if (report.failingFeatures.length > 0) {
    lines.push("", "Kinds of request that failed (failed/sent, most failing first):");
    for (const tally of report.failingFeatures.slice(0, 40)) {
      lines.push(`  ${`${tally.feature} = ${tally.value}`.padEnd(48)} ${tally.failed}/${tally.sent}`);
    }
  }
  if (report.causes.length > 0) {
    lines.push("", `What makes them fail (${report.explained} failures explained; a cause is a part that fails on its own):`);
    for (const { cause, failures } of report.causes) lines.push(`  ${cause.padEnd(48)} ${failures}`);
  }
  if (report.failures.length > 0) {
    lines.push("", `First ${Math.min(shown, report.failures.length)} of ${report.failureCount} failures:`);
    for (const failure of report.failures.slice(0, shown)) lines.push("", formatFailure(failure, report.baseUrl));
  }
  for (const note of report.notes) lines.push(`Note: ${note}`);
  return lines.join("\n");
}
