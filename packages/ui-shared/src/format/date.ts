import { LOCALE_TAGS, type Locale } from '../locale';

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA time zone; the runtime's own zone when absent (the visitor's, in a browser). */
  timeZone?: string;
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** `Nov 21, 2026` (en), `21 Nov 2026` (id). */
export function formatDate(
  value: DateInput,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: options.timeZone,
  }).format(toDate(value));
}

/**
 * `Nov 21, 2026, 8:30 AM` (en), `21 Nov 2026, 08.30` (id). Older ICU versions put a narrow no-break
 * space (U+202F) before AM/PM, newer ones a plain space: it is always a plain space here, so the
 * server's HTML and the browser's render agree whatever ICU each one ships.
 */
export function formatDateTime(
  value: DateInput,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  })
    .format(toDate(value))
    .replace(/\u202f/g, ' ');
}
