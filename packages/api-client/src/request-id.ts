/**
 * One id per request, from the edge to the last log line: the gateway, the API and the device apps'
 * servers all take it from this header, and SSR sends it on to the API.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is honoured when it matches: 1 to 128 of `A-Z a-z 0-9 . _ : -`. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/** The request's own id when the header holds a valid one (the first, if repeated), else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return isRequestId(value) ? value : globalThis.crypto.randomUUID();
}

/** The `Server-Timing` metric that carries the request id to the page's own script. */
export const REQUEST_ID_TIMING = 'request';

/**
 * The `Server-Timing` header value with the request's id: `request;desc="<id>"`. Every answer
 * carries it next to `x-request-id`, because a page's script can read it back
 * (`performance.getEntriesByType('navigation')[0].serverTiming`) while it can read no other header
 * of its own document. The HTML never holds the id, so a page shared between visitors never shows
 * one visitor's id to the next.
 */
export function requestIdServerTiming(id: string): string {
  return `${REQUEST_ID_TIMING};desc="${id}"`;
}
