export interface ErrorScreen {
  title: 'Page not found' | 'Application error';
  action: { label: 'Back to home'; href: '/' };
}

/** The error screen for a status: "Page not found" for 404, "Application error" for anything else. */
export function errorScreen(status: number): ErrorScreen {
  return {
    title: status === 404 ? 'Page not found' : 'Application error',
    action: { label: 'Back to home', href: '/' },
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
