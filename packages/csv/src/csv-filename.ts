const SAFE_PREFIX = /^[A-Za-z0-9._-]+$/;

/**
 * `<prefix>-<YYYY-MM-DD>.csv` with the UTC date, e.g. `account-detail-2026-11-21.csv`.
 * The prefix is limited to letters, digits, `.`, `_` and `-` so the name can go into a
 * `Content-Disposition` header unescaped and is a valid file name on every OS.
 */
export function csvFilename(prefix: string, date: Date = new Date()): string {
  if (!SAFE_PREFIX.test(prefix)) {
    throw new TypeError(
      `csvFilename prefix must be non-empty and use only letters, digits, ".", "_" and "-"; got ${JSON.stringify(prefix)}`,
    );
  }
  if (Number.isNaN(date.getTime())) {
    throw new RangeError('csvFilename was given an Invalid Date');
  }
  return `${prefix}-${date.toISOString().slice(0, 10)}.csv`;
}
