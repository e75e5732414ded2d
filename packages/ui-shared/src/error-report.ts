/**
 * Where a failure happened: on a device app's server while rendering a page (`ssr`) or handling a
 * request (`server`); in the browser while hydrating the server's HTML (`hydration`) or afterwards,
 * an uncaught error or rejection (`browser`).
 */
export type ErrorWhere = 'ssr' | 'server' | 'hydration' | 'browser';

export interface ErrorContext {
  where: ErrorWhere;
  /** The request's `x-request-id`, the one in every log line of it (gateway, app, API); null when unknown. */
  requestId: string | null;
  /** The page's address: path and query. */
  url: string;
  /** The device app: `pc` or `mobile`. */
  app?: string;
}

/**
 * What an error-reporting service plugs in: called once per failure, never throws back (a failing
 * reporter is logged and ignored). See the root README's "Operating it" for how to register one.
 */
export type ErrorReporter = (error: unknown, context: ErrorContext) => void | Promise<void>;

/** Calls `reporter` and keeps its own failure (thrown or rejected) from spreading: `onFailure` hears it. */
export function callReporter(
  reporter: ErrorReporter,
  error: unknown,
  context: ErrorContext,
  onFailure: (failure: unknown) => void,
): void {
  try {
    Promise.resolve(reporter(error, context)).catch(onFailure);
  } catch (failure) {
    onFailure(failure);
  }
}
