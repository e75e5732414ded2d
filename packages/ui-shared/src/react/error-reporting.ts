import {
  callReporter,
  type ErrorContext,
  type ErrorReporter,
  type ErrorWhere,
} from '../error-report';
import { isChunkLoadError } from './chunk-reload';
import { readDocumentRequestId } from './document';

declare global {
  interface Window {
    /** A real error-reporting service's hook; without it, failures go to the console. */
    storefrontReportError?: ErrorReporter;
  }
}

/** The default: the console, with the request id an operator looks the server's logs up by. */
const consoleReporter: ErrorReporter = (error, { where, requestId, url }) => {
  console.error(`[${where} error] ${url} (request ${requestId ?? 'unknown'})`, error);
};

/**
 * Hands a browser failure to `window.storefrontReportError` (read at each report, so a service
 * loaded later still hears the next one), or to the console, with the page's request id.
 */
export function reportBrowserError(error: unknown, where: ErrorWhere, win: Window = window): void {
  const context: ErrorContext = {
    where,
    requestId: readDocumentRequestId(win.performance),
    url: `${win.location.pathname}${win.location.search}`,
  };
  callReporter(win.storefrontReportError ?? consoleReporter, error, context, (failure) =>
    console.error('The error reporter failed', failure),
  );
}

/** React's `hydrateRoot` options that report what went wrong while hydrating. */
export function hydrationReporting(win: Window = window) {
  return {
    onRecoverableError: (error: unknown) => reportBrowserError(error, 'hydration', win),
  };
}

/**
 * Reports every uncaught error and unhandled rejection of the page (`browser`), except a code chunk
 * that failed to load, which the chunk-reload guard handles. Returns the function that stops it.
 */
export function installErrorReporting(win: Window = window): () => void {
  const onError = (event: ErrorEvent) =>
    reportBrowserError(event.error ?? event.message, 'browser', win);
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) reportBrowserError(event.reason, 'browser', win);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
