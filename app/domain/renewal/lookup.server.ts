import { data, redirect } from "react-router";
import type { ContentService } from "~/domain/content/service.server";
import { lookupParamKeys } from "~/domain/licences/lookup-params";
import { padFailedLookup } from "~/domain/licences/service.server";
import type { Site } from "~/sites/locales";
import { siteOrigin } from "~/sites/resolve-site";
import { renewalEntryPage, routeVerdict } from "./routing";
import { formatSerialInput, isCompleteSerial } from "./serial-input";
import type { RenewalSessions } from "./session.server";
import type { LicenceLookupPort, RenewalNotice } from "./types";

export interface RenewalDeps {
  content: ContentService;
  licences: LicenceLookupPort;
  sessions: RenewalSessions;
}

/** The Key/Value list of a lookup, built from the allowed query parameters of the page's URL (spec 2 §3). */
export function lookupParams(searchParams: URLSearchParams, locale: Site["locale"]): Array<{ Key: string; Value: string }> {
  return lookupParamKeys(locale).flatMap((key) => {
    const value = searchParams.get(key);
    return value === null ? [] : [{ Key: key, Value: value.slice(0, 200) }];
  });
}

/** A serial given in the query, in any of its three spellings (spec 1 §2.6). */
export function serialFromQuery(searchParams: URLSearchParams): string | null {
  return searchParams.get("serial") ?? searchParams.get("Serial") ?? searchParams.get("SERIAL");
}

export interface LookupRequest {
  deps: RenewalDeps;
  site: Site;
  url: URL;
  /** Route name of the page the lookup comes from (`renewalEntryPages`). */
  page: string;
  clientIp: string;
  rawSerial: string;
  mode: "lookup" | "partner-dialog";
  /**
   * The answer loads as a whole document (a form posted without JavaScript), not as the data of
   * a client-side submission. The site's `form-action 'self'` stops a form's redirect to another
   * origin, so a partner's page or another regional site is then reached through a page of ours
   * (decision 032).
   */
  wholePage?: boolean;
}

/**
 * Looks a licence up and answers where to go (spec 2 §4): a redirect to the verdict page (its data
 * kept server-side behind the cookie), to the renewal home with a disclaimer or the failure text,
 * to the partner's page in partner mode, or the no-partner state (404) when no partner renews it —
 * or, for a key that is missing or malformed, the message for the field (HTTP 400), and 429 when
 * the visitor looks up too often.
 */
export async function lookupAndRoute({ deps, site, url, page, clientIp, rawSerial, mode, wholePage = false }: LookupRequest) {
  const texts = (await deps.content.requireDocument(site.locale, "localization/renewal-texts.json", "renewal-texts")).document
    .fields;
  const serial = formatSerialInput(rawSerial);
  if (serial === "") return data({ field: "serial" as const, error: texts.noSerial }, { status: 400 });
  if (!isCompleteSerial(serial)) return data({ field: "serial" as const, error: texts.lookupFailed }, { status: 400 });

  const started = performance.now();
  const answer = await deps.licences.lookup({
    locale: site.locale,
    serial,
    // /renewal-center/smb takes only the serial (spec 2 §2); the others pass their allowed parameters on.
    params: renewalEntryPage(page)?.params === "serial-only" ? [] : lookupParams(url.searchParams, site.locale),
    clientIp,
  });
  if (answer.status === "rate-limited") {
    return data(
      { field: "serial" as const, error: texts.tooManyAttempts },
      { status: 429, headers: { "Retry-After": String(answer.retryAfterSeconds) } },
    );
  }
  if (mode === "partner-dialog") {
    const href = answer.status === "ok" ? answer.result.provider_url : null;
    if (href) {
      if (!wholePage) return redirect(href);
      return viaOwnPage(deps, site, url, { kind: "partner", providerUrl: href, redirect: { url: href, afterMs: 0 } });
    }
    // A licence without a partner answers like an unknown one, in the same time.
    await padFailedLookup(started);
    return data({ state: "no-partner" as const, text: texts.noPartner, serial }, { status: 404 });
  }

  const decision = routeVerdict(answer.status === "ok" ? { ...answer.result, country: answer.country } : null, {
    locale: site.locale,
    page,
    serial,
    canadaRenewalUrl: `${siteOrigin("en-ca", url)}/lrc`,
  });
  if (decision.type === "verdict" && answer.status === "ok") {
    const session = {
      locale: decision.location,
      verdict: answer.result.verdict,
      result: answer.result,
      product: answer.product,
      createdAt: Date.now(),
    };
    if (decision.location !== site.locale) {
      // Another regional site: it redeems the one-time handoff token into a session of its own.
      const handoff = await deps.sessions.issueHandoff(session);
      const target = `${siteOrigin(decision.location, url)}/lrc/${encodeURIComponent(decision.verdict)}?handoff=${handoff}`;
      if (!wholePage) return redirect(target);
      // Without JavaScript, through our own page, which names the Canadian store and moves on.
      return viaOwnPage(deps, site, url, { kind: "not-dr-ca", redirect: { url: target, afterMs: 0 } });
    }
    const token = deps.sessions.newToken();
    await deps.sessions.saveVerdict(token, session);
    return redirect(`/lrc/${encodeURIComponent(decision.verdict)}`, {
      headers: { "Set-Cookie": await deps.sessions.commit(token, url) },
    });
  }
  if (decision.type === "failure") await padFailedLookup(started);
  const notice: RenewalNotice =
    decision.type === "disclaimer"
      ? {
          kind: decision.disclaimer,
          partnerName: decision.partnerName,
          providerUrl: decision.providerUrl,
          daysLeft: decision.daysLeft,
          redirect: decision.redirect,
        }
      : { kind: "failed" };
  const token = deps.sessions.newToken();
  await deps.sessions.saveNotice(token, notice, site.locale);
  // The notice shows with the form, so the page opens there.
  return redirect(`${decision.type === "verdict" ? "/renewal-center/home" : decision.page}#serial`, {
    headers: { "Set-Cookie": await deps.sessions.commit(token, url) },
  });
}

/**
 * Another origin after a form posted without JavaScript (a partner's renewal page, another regional
 * site's verdict): the browser refuses a form's redirect to another origin (`form-action 'self'`),
 * so the post goes back to its own page, which shows the notice ("taking you to your partner", "to
 * the Canadian site") with a link and moves on by itself (`Refresh`, set by the page from the
 * one-time notice) — a navigation of the page, not of the form.
 */
async function viaOwnPage(deps: RenewalDeps, site: Site, url: URL, notice: RenewalNotice & { redirect: object }) {
  const token = deps.sessions.newToken();
  await deps.sessions.saveNotice(token, notice, site.locale);
  return redirect(`${url.pathname}#serial`, { headers: { "Set-Cookie": await deps.sessions.commit(token, url) } });
}
