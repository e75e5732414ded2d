/** How many recent searches are kept. */
export const SEARCH_HISTORY_LIMIT = 10;

const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `history` with `term` (trimmed) first: an earlier entry that differs only in case or spacing is
 * dropped, and the list keeps the newest `SEARCH_HISTORY_LIMIT`. A blank term changes nothing.
 */
export function rememberSearch(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...history];
  return [trimmed, ...history.filter((entry) => !sameTerm(entry, trimmed))].slice(
    0,
    SEARCH_HISTORY_LIMIT,
  );
}

/** `history` without `term` (compared like `rememberSearch` does). */
export function forgetSearch(history: readonly string[], term: string): string[] {
  return history.filter((entry) => !sameTerm(entry, term));
}
