/** The messages of the spec's error catalogue, keyed by HTTP status (or by a 200 body's code). */
export const ERROR_MESSAGES = {
  401: 'Login status expired, please log in again',
  403: 'No permission to access this resource',
  404: 'Server resource not found',
  500: 'Server internal error',
  502: 'Service temporarily unavailable. Please try again later.',
} as const;

export const FALLBACK_ERROR_MESSAGE = 'Request timeout, server not responding!';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
/** `code` of a request that got no answer: closed port, DNS failure, time-out. */
export const NETWORK_ERROR_CODE = -1;

/** The catalogue message for a status; any status outside the catalogue gets the fallback. */
export function catalogueMessage(status: number): string {
  return ERROR_MESSAGES[status as keyof typeof ERROR_MESSAGES] ?? FALLBACK_ERROR_MESSAGE;
}

export interface ApiErrorInit {
  code: number;
  message: string;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  statusText?: string;
  /** The server's response body, when there was one. */
  data?: unknown;
  cause?: unknown;
}

/**
 * The one error every SDK call rejects with.
 * `message` is the text to show a customer: the server's message when it sent one, otherwise the
 * catalogue entry for the status. `code` is the body's non-zero code when there was one, otherwise
 * the HTTP status, or -1 when no answer arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.data = init.data ?? null;
  }
}

/** True for errors thrown by this SDK, also across copies of the package (e.g. CJS and ESM). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error &&
      value.name === 'ApiError' &&
      typeof (value as Partial<ApiError>).code === 'number' &&
      typeof (value as Partial<ApiError>).status === 'number')
  );
}
