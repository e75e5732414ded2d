import { catalogueMessage, REQUEST_ID_HEADER, requestIdServerTiming } from '@storefront/api-client';
import type { Device } from '@storefront/ui-shared/device';
import type { FastifyReply } from 'fastify';
import { BODY_TOO_LARGE_ANSWER } from './body-limit';
import { ERROR_PAGE_CSP, upstreamErrorPage } from './error-page';
import { ANSWER_DEFAULT_HEADERS } from './security-headers';
import { asTimeout, UpstreamTimeoutError } from './upstream';

/** The gateway's own answers: refusals, and what a visitor gets when no upstream answered. */

export function isTimeout(error: Error): boolean {
  return asTimeout(error) instanceof UpstreamTimeoutError;
}

/** The request's id on its answer: `x-request-id`, and `Server-Timing` for the page's script. */
export function requestIdHeaders(id: string): Record<string, string> {
  return { [REQUEST_ID_HEADER]: id, 'server-timing': requestIdServerTiming(id) };
}

/**
 * A request target refused before routing: a fixed text that never echoes the target, with the
 * headers every answer has (the request id is set by the caller).
 */
export function sendBadRequest(reply: FastifyReply): void {
  reply
    .code(400)
    .headers(ANSWER_DEFAULT_HEADERS)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Bad Request');
}

export function sendBodyTooLarge(reply: FastifyReply): void {
  reply
    .code(413)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(BODY_TOO_LARGE_ANSWER);
}

export function sendApiFailure(reply: FastifyReply, error: Error): void {
  const status = isTimeout(error) ? 504 : 502;
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code: status, message: catalogueMessage(status), data: null });
}

export function sendPageFailure(reply: FastifyReply, error: Error, device: Device): void {
  reply
    .code(isTimeout(error) ? 504 : 502)
    .header('cache-control', 'no-store')
    .header('x-device', device)
    .header('content-security-policy', ERROR_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(upstreamErrorPage());
}
