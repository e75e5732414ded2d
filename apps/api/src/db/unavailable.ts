/**
 * Socket errors of a database that is down, restarting or out of reach (a name that does not
 * resolve yet too: a service whose DNS entry appears with it).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of a server that cannot serve now: admin shutdown, crash shutdown, cannot connect now
 * (57P01-57P03), statement time limit (57014), a database that does not exist yet (3D000, while an
 * operator creates it) and too many connections (53300).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57014', '3D000', '53300']);

/** What pg and pg-pool say when a connection is cut or a time limit passes (they set no code). */
const MESSAGES = [
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/**
 * True when `error` says the database could not be reached or answered in time, not that the
 * request was wrong: the request gets a retryable 503 instead of a 500. Looks through `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** The innermost message of an error and its causes: what actually went wrong, for a log line. */
export function rootMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && (current as { cause?: unknown } | null)?.cause; depth += 1) {
    current = (current as { cause: unknown }).cause;
  }
  return current instanceof Error ? current.message : String(current);
}
