import type { FastifyInstance } from 'fastify';

/** The request headers the SDK sends (`@storefront/api-client`), plus a caller's request id. */
export const CORS_ALLOWED_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'guestid',
  'idempotency-key',
  'x-request-id',
];
/** Answer headers a browser script may read: a download's file name, and the request id. */
export const CORS_EXPOSED_HEADERS = ['content-disposition', 'x-request-id'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * `API_CORS_ORIGINS`: a comma-separated list of exact origins (`https://shop.example`); anything
 * else (a path, a wildcard) is a setting error rather than a silently wider allowlist.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new Error(
        `API_CORS_ORIGINS must list origins like https://shop.example (scheme, host, port; no path or trailing slash), got "${origin}"`,
      );
    }
  }
  return origins;
}

/**
 * Lets browsers on the listed origins call the API: a preflight from one of them gets 204 with the
 * methods and the SDK's headers; their requests get `Access-Control-Allow-Origin`. Any other origin
 * gets no CORS header at all (its preflight falls through to the usual 404/405). No credentials:
 * the SDK authenticates with a bearer token, not cookies.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'origin');
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '))
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    }
    reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
  });
}
