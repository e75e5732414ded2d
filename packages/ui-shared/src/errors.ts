import type { Locale } from './locale';
import { t } from './messages';

export interface ErrorScreen {
  title: string;
  action: { label: string; href: '/' };
}

/**
 * The error screen for a status in `locale`: "Page not found" for 404, "Application error" for
 * anything else, with "Back to home".
 */
export function errorScreen(status: number, locale: Locale = 'en'): ErrorScreen {
  return {
    title: t(locale, status === 404 ? 'error.notFound' : 'error.application'),
    action: { label: t(locale, 'error.backToHome'), href: '/' },
  };
}

/** The 404 message of an unmatched route. */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** The 404 message of a route whose validity check fails (spec text, capital N and F). */
export function invalidRouteMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** What vike tells a page about the error it renders: `is404` is a boolean only on the error page. */
export interface ErrorPageContext {
  is404?: boolean | null;
  abortStatusCode?: number;
  abortReason?: unknown;
  urlPathname: string;
  /** The page's language (`requestPageContext`); English when unknown. */
  locale?: Locale;
}

/**
 * The HTTP status of the error page being shown: 404 for an unmatched route, else the status the
 * page aborted with, else 500. Null on a normal page.
 */
export function errorPageStatus(pageContext: Omit<ErrorPageContext, 'urlPathname'>): number | null {
  if (typeof pageContext.is404 !== 'boolean') return null;
  if (pageContext.is404) return 404;
  return pageContext.abortStatusCode ?? 500;
}

/** The error page of both apps: its status, its screen, and the line under the title. */
export interface ErrorPage extends ErrorScreen {
  status: number;
  /**
   * Why the page aborted when it said so, else `Page not found: {path}` for a 404, else null. The
   * servers' reasons are English (the spec's texts): another language says its own 404 line.
   */
  detail: string | null;
}

function errorDetail(status: number, pageContext: ErrorPageContext, locale: Locale): string | null {
  const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
  if (status !== 404) return reason;
  if (locale !== 'en' || reason === null) {
    return t(locale, 'error.pageNotFound', { path: pageContext.urlPathname });
  }
  return reason;
}

export function errorPageOf(pageContext: ErrorPageContext): ErrorPage {
  const status = errorPageStatus(pageContext) ?? 500;
  const locale = pageContext.locale ?? 'en';
  return {
    status,
    ...errorScreen(status, locale),
    detail: errorDetail(status, pageContext, locale),
  };
}
