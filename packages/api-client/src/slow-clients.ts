/**
 * How long a client may take to send a request, on every server of the store (the gateway and
 * the API; both read their own environment variables, these are the defaults). A client that
 * sends its headers or its body a byte at a time would otherwise hold a connection for minutes.
 */
export interface SlowClientLimits {
  /** From the connection (or the previous request) to the end of the request headers. */
  headersMs: number;
  /** From the same start to the end of the whole request, body included (not the answer). */
  requestMs: number;
}

export const DEFAULT_SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
};

/** How often node looks for connections past a limit: a cut-off comes at most this late. */
const CHECK_INTERVAL_MS = 1_000;

/**
 * fastify's server options for `limits`: node's `requestTimeout` and `headersTimeout` (answered
 * with 408, then the connection is closed), checked every second instead of node's 30 s.
 */
export function slowClientServerOptions(limits: SlowClientLimits) {
  const headersTimeout = Math.min(limits.headersMs, limits.requestMs);
  return {
    requestTimeout: limits.requestMs,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, headersTimeout),
    },
  };
}
