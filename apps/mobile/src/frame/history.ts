/** How many pages of this visit lie behind the current one in the browser's history. */
let depth = 0;
let currentUrl: string | null = null;
let previousUrl: string | null = null;
let pagesShown = 0;

/** Called on each page the client shows: hydration (the first) and every client-side navigation. */
export function recordPage(url: string, navigation: 'first' | 'forward' | 'backward'): void {
  if (navigation === 'forward') depth += 1;
  if (navigation === 'backward') depth = Math.max(0, depth - 1);
  previousUrl = currentUrl;
  currentUrl = url;
  pagesShown += 1;
}

/** True on the page a visit starts with (the server-rendered one), until the first navigation. */
export function isFirstPageOfVisit(): boolean {
  return pagesShown <= 1;
}

/** True when "back" stays in the store; false on the first page of a visit. */
export function hasPreviousPage(): boolean {
  return depth > 0;
}

/** The URL shown before the current page, when this visit has one. */
export function previousPageUrl(): string | null {
  return previousUrl;
}
