import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { REQUEST_BODY_TOO_LARGE_MESSAGE } from '@storefront/api-client';

/** A request body past the API's limit: the gateway answers 413 instead of forwarding it. */
export class BodyTooLargeError extends Error {
  readonly statusCode = 413;

  constructor() {
    super(REQUEST_BODY_TOO_LARGE_MESSAGE);
  }
}

/** The API's envelope for a body over its limit, sent by the gateway itself. */
export const BODY_TOO_LARGE_ANSWER = {
  code: 413,
  message: REQUEST_BODY_TOO_LARGE_MESSAGE,
  data: null,
} as const;

/** True when the request says its body is longer than `limit` (a chunked one says nothing). */
export function declaresMoreThan(request: IncomingMessage, limit: number): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * The body as it arrives, until it passes `limit` bytes: then the stream fails with
 * `BodyTooLargeError` and the rest of the body is read and dropped, so the connection can carry
 * the next request once the 413 is sent.
 */
export function limitedBody(body: IncomingMessage, limit: number): Transform {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      seen += chunk.length;
      if (seen <= limit) {
        next(null, chunk);
        return;
      }
      body.unpipe(counted);
      body.resume();
      next(new BodyTooLargeError());
    },
  });
  return body.pipe(counted);
}
