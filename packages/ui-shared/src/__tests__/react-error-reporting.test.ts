// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorContext } from '../index';
import {
  hydrationReporting,
  installErrorReporting,
  readDocumentRequestId,
  renderDocument,
} from '../react';

const reports: [unknown, ErrorContext][] = [];

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason, promise: Promise.resolve() });
  return event;
}

beforeEach(() => {
  reports.length = 0;
  const html = renderDocument({
    lang: 'en',
    title: 'Store',
    bodyHtml: '',
    buildId: 'b-1',
  });
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    html,
    'text/html',
  ).documentElement.innerHTML;
  window.history.replaceState(null, '', '/orders?status=paid');
  // What the browser reads from the document's answer: `Server-Timing: request;desc="test-abc-123"`.
  const navigation = {
    serverTiming: [{ name: 'request', description: 'test-abc-123', duration: 0 }],
  };
  vi.spyOn(window.performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? [navigation as unknown as PerformanceEntry] : [],
  );
  window.storefrontReportError = (error, context) => {
    reports.push([error, context]);
  };
});

afterEach(() => {
  delete window.storefrontReportError;
  vi.restoreAllMocks();
});

describe('browser error reporting', () => {
  // Issue 25: a guest page is shared between visitors, so it must not carry one visitor's id.
  it('never writes the request id into the document', () => {
    expect(document.querySelector('meta[name="request-id"]')).toBeNull();
    expect(document.documentElement.outerHTML).not.toContain('test-abc-123');
  });

  it('reads no request id where the browser exposes no Server-Timing', () => {
    vi.mocked(window.performance.getEntriesByType).mockReturnValue([]);
    expect(readDocumentRequestId(window.performance)).toBeNull();
    expect(readDocumentRequestId(undefined)).toBeNull();
  });

  it("reports a hydration failure to the page's reporter with the request id", () => {
    const failure = new Error('Minified React error #418');
    hydrationReporting().onRecoverableError(failure);
    expect(reports).toEqual([
      [failure, { where: 'hydration', requestId: 'test-abc-123', url: '/orders?status=paid' }],
    ]);
  });

  it('reports uncaught errors and rejections, but not a chunk the reload guard handles', () => {
    const stop = installErrorReporting();
    const uncaught = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'boom' }));
    const rejected = new Error('nobody caught me');
    window.dispatchEvent(rejection(rejected));
    window.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module')));
    stop();
    window.dispatchEvent(rejection(new Error('after stop')));
    expect(reports.map(([error, context]) => [error, context.where, context.requestId])).toEqual([
      [uncaught, 'browser', 'test-abc-123'],
      [rejected, 'browser', 'test-abc-123'],
    ]);
  });

  it('falls back to the console, and survives a reporter that throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    delete window.storefrontReportError;
    const failure = new Error('Hydration failed');
    hydrationReporting().onRecoverableError(failure);
    expect(consoleError).toHaveBeenCalledWith(
      '[hydration error] /orders?status=paid (request test-abc-123)',
      failure,
    );
    window.storefrontReportError = () => {
      throw new Error('reporter down');
    };
    expect(() => hydrationReporting().onRecoverableError(failure)).not.toThrow();
    expect(consoleError).toHaveBeenLastCalledWith('The error reporter failed', expect.any(Error));
  });
});
