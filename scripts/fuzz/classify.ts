import { findRoute } from "~/routing/route-table";
import type { FuzzRequest } from "./requests";
import { type Answer, headBytes, type NoAnswer, probe } from "./send";

/**
 * What an answer (or its absence) says about the server: fine, or a failure with its reason.
 *
 * A 5xx is a failure, except from a page that answers 500 on purpose. No answer is a failure,
 * except a reset that a refusal explains: a server that refuses a request early closes the
 * connection, and the reset can swallow its answer while the client is still sending. Node's own
 * parser does that for a head past 16 KB or one it cannot parse (4xx without the app's request
 * id), and the app for a body past its limit (413). A probe with the head alone tells which.
 */

export interface Verdict {
  /** `2xx` … `5xx`, `reset: …` for an explained reset, or `no answer`. */
  outcome: string;
  /** Why this is a failure, or null. */
  problem: string | null;
}

/** Node's default `maxHeaderSize`: a longer head is refused (431) before the app sees it. */
const maxHeadBytes = 16 * 1024;

/** A 5xx that a page answers on purpose: the 500 error page of the route table. */
function isDeliberate(path: string, status: number): boolean {
  const pathname = (path.split("?")[0] ?? "").replace(/^\/_root\.data$/, "/").replace(/\.data$/, "");
  return findRoute(pathname)?.entry.status === status;
}

function ofStatus(request: FuzzRequest, status: number, context = ""): Verdict {
  if (status >= 500 && !isDeliberate(request.path, status)) return { outcome: "5xx", problem: `${context}status ${status}` };
  return { outcome: `${Math.floor(status / 100)}xx`, problem: null };
}

export async function classify(base: URL, request: FuzzRequest, answer: Answer | NoAnswer): Promise<Verdict> {
  if (!("error" in answer)) return ofStatus(request, answer.status);
  if (!answer.reset) return { outcome: "no answer", problem: answer.error };
  if (headBytes(request) > maxHeadBytes) return { outcome: "reset: head over 16 KB", problem: null };

  const alone = await probe(base, request);
  const context = `${answer.error}; the head alone: `;
  if ("error" in alone) return { outcome: "no answer", problem: `${context}${alone.error}` };
  const refusedByParser = alone.requestId === undefined && alone.status >= 400 && alone.status < 500;
  if (alone.status === 413 || refusedByParser) return { outcome: `reset: refused with ${alone.status}`, problem: null };
  const verdict = ofStatus(request, alone.status, context);
  return verdict.problem ? verdict : { outcome: "no answer", problem: `${context}status ${alone.status}` };
}
