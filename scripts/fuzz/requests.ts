import fc from "fast-check";
import type { LocaleCode } from "~/sites/locales";
import { type BodySpec, browserPayloadArbitrary, payloadArbitrary } from "./bodies";
import { browserHeadersArbitrary, headersArbitrary } from "./headers";
import { known } from "./known-values";
import { filled, onRequestLine, pathArbitrary, pathVariants, queryArbitrary } from "./request-line";
import type { QueryParam, Target } from "./targets";
import { anyText, percentEncode } from "./text";

/**
 * One random request for a target: method, request line (see `request-line.ts`), headers and
 * body. Three in five are wild, everything random; two in five look like what a browser sends,
 * with at most one bad value, so that they get past validation into the services.
 */

export interface FuzzRequest {
  method: string;
  /** Path and query as sent on the request line. */
  path: string;
  /** Lower-case names; no `host` key means no Host header is sent. */
  headers: Record<string, string>;
  body: BodySpec | null;
  /** Sent with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked: boolean;
  /** What the generators chose (dimension → kind), to tell which kinds of request fail. */
  features: Record<string, string>;
}

function methodArbitrary(target: Target): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: target.kind === "service" && !target.hasAction ? 10 : 4, arbitrary: fc.constant("GET") },
    { weight: target.hasAction ? 10 : 2, arbitrary: fc.constant("POST") },
    { weight: 5, arbitrary: fc.constantFrom("HEAD", "PUT", "DELETE", "PATCH", "OPTIONS") },
  );
}

/** Anything goes: every part drawn from its full range. */
function wildRequest(target: Target, port: number, routeIds: readonly string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: methodArbitrary(target),
      path: pathArbitrary(target),
      query: queryArbitrary(target, routeIds),
      headers: headersArbitrary(port),
      payload: payloadArbitrary,
      bodyOnSafeMethod: fc.nat({ max: 9 }),
      chunked: fc.nat({ max: 19 }),
    })
    .map(({ method, path, query, headers, payload, bodyOnSafeMethod, chunked }) => {
      // Browsers send no body with these; one in ten still gets one, since nothing stops a script.
      const keepBody = !["GET", "HEAD", "OPTIONS"].includes(method) || bodyOnSafeMethod === 0;
      const body = keepBody ? payload.body : null;
      const allHeaders = { ...headers.headers };
      if (payload.contentType !== null) allHeaders["content-type"] = payload.contentType;
      return {
        method,
        path: path.path + query.query,
        headers: allHeaders,
        body,
        chunked: body !== null && chunked === 0,
        features: {
          shape: "wild",
          target: target.name,
          method,
          path: path.variant,
          "router query": query.kind,
          ...headers.features,
          "content-type": payload.features["content-type"],
          body: body === null ? "none" : payload.features.body,
        },
      };
    });
}

/**
 * Documented parameters with valid values (a currency of the path's site); pages with many take a
 * few. Sometimes one is bad.
 */
function browserQuery(params: readonly QueryParam[], locale: LocaleCode): fc.Arbitrary<string> {
  const presence = params.length > 5 ? 1 : 9;
  const validFor = (param: QueryParam) =>
    param.name === "currency" ? fc.mixedCase(fc.constantFrom(...(known.siteCurrencies.get(locale) ?? ["EUR"]))) : param.valid;
  const pairs = fc.tuple(
    ...params.map((param, index) =>
      fc.oneof(
        { weight: index === 0 ? 2 : 1, arbitrary: fc.constant<string[]>([]) },
        {
          weight: index === 0 ? 2 : presence,
          arbitrary: validFor(param).map((value) => [`${param.name}=${percentEncode(value)}`]),
        },
      ),
    ),
  );
  const spoiler = fc.oneof(
    { weight: 7, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: fc.tuple(fc.nat(), onRequestLine(anyText)) },
  );
  return fc.tuple(pairs, spoiler).map(([groups, spoil]) => {
    const list = groups.flat();
    if (spoil && list.length > 0) {
      const at = spoil[0] % list.length;
      list[at] = `${(list[at] ?? "").split("=")[0]}=${spoil[1]}`;
    }
    return list.length === 0 ? "" : `?${list.join("&")}`;
  });
}

/** What a browser or the site's own scripts send, at most one value off. */
function browserRequest(target: Target, port: number): fc.Arbitrary<FuzzRequest> {
  const method = target.hasAction
    ? fc.oneof({ weight: 3, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: fc.constant("GET") })
    : fc.oneof({ weight: 9, arbitrary: fc.constant("GET") }, { weight: 1, arbitrary: fc.constant("HEAD") });
  const pattern = fc.constantFrom(...target.paths).map((path) => path.replace(":locale", "{locale}"));
  const payloadKind = target.kind !== "service" ? "form" : target.hasAction ? "json" : "none";
  return fc
    .constantFrom(...known.locales)
    .chain((locale) =>
      fc.record({
        method,
        path: pattern.chain((path) => filled(path)),
        locale: fc.constant(locale),
        data: fc.nat({ max: 4 }),
        query: browserQuery(target.params, locale),
        headers: browserHeadersArbitrary(port),
        payload: browserPayloadArbitrary(payloadKind),
      }),
    )
    .map(({ method, path, locale, data, query, headers, payload }) => {
      const body = method === "POST" ? payload.body : null;
      const allHeaders = { ...headers.headers };
      if (body && payload.contentType !== null) allHeaders["content-type"] = payload.contentType;
      const withLocale = path.replace("{locale}", locale);
      return {
        method,
        path: (data === 0 ? (pathVariants[".data"]?.(withLocale) ?? withLocale) : withLocale) + query,
        headers: allHeaders,
        body,
        chunked: false,
        features: {
          shape: "browser-like",
          target: target.name,
          method,
          path: data === 0 ? ".data" : "plain",
          "router query": "none",
          ...headers.features,
          "content-type": body ? payload.features["content-type"] : "none",
          body: body ? payload.features.body : "none",
        },
      };
    });
}

/** Random requests for a target; `port` goes into the Host headers of the site hosts. */
export function requestArbitrary(target: Target, port: number, routeIds: readonly string[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 3, arbitrary: wildRequest(target, port, routeIds) },
    { weight: 2, arbitrary: browserRequest(target, port) },
  );
}
