/** An amount in minor units with what it takes to format it (the API's `Money` fits). */
export interface MoneyAmount {
  /** Whole minor units (cents, sen; whole rupiah for IDR). */
  amount: number | bigint;
  currencyCode: string;
  /** Minor units per major unit, as a power of ten: 2 for USD, 0 for IDR. */
  decimals: number;
}

/** Razer Gold: not an ISO 4217 currency, so `Intl` has no symbol for it. */
export const RAZER_GOLD_CODE = 'RZG';

/** Each store currency is written the way its own country writes it, whatever the UI language. */
const HOME_LOCALES: Readonly<Record<string, string>> = {
  IDR: 'id-ID',
  MYR: 'ms-MY',
  PHP: 'en-PH',
  SGD: 'en-SG',
  USD: 'en-US',
};

/** Singapore writes a bare "$", which reads as US dollars in a store that also sells in USD. */
const SYMBOL_OVERRIDES: Readonly<Record<string, string>> = { SGD: 'S$' };

/** `1590`, 2 -> `"15.90"`: exact decimal text, no float division (the CSV export and the API's messages use it too). */
export function minorToDecimal(amount: number | bigint, decimals: number): `${number}` {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amount must be a whole number of minor units, got ${amount}`);
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`Money decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  const minor = BigInt(amount);
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${minor < 0n ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}` as `${number}`;
}

/**
 * Formats money with `Intl.NumberFormat`: `Rp 15.000`, `RM 5.90`, `$1.99`, `₱58.20`, `S$1.34`.
 * Store currencies use their home conventions; other ISO currencies use the conventions of
 * `localeTag` (a BCP 47 tag such as `en-US`). Razer Gold is the number in `localeTag`'s conventions, then a no-break space and
 * `RZG` (`1,250.00 RZG`), as Razer writes amounts of its own coin. Always exactly `decimals` digits.
 * Intl puts no-break spaces (U+00A0) where a space shows, e.g. `Rp\u00a015.000`.
 */
export function formatMoney(money: MoneyAmount, localeTag: string): string {
  const value = minorToDecimal(money.amount, money.decimals);
  if (money.currencyCode === RAZER_GOLD_CODE) {
    return `${numberFormat(localeTag, undefined, money.decimals).format(value)}\u00a0${RAZER_GOLD_CODE}`;
  }
  const locale = HOME_LOCALES[money.currencyCode] ?? localeTag;
  const format = numberFormat(locale, money.currencyCode, money.decimals);
  const symbol = SYMBOL_OVERRIDES[money.currencyCode];
  if (!symbol) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}

/**
 * Building an `Intl.NumberFormat` costs far more than formatting with one (a server render of a
 * page of prices spent a tenth of its time there): each one is built once and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
/** A bound, as the locale tag may come from a caller: past it the kept formats start over. */
const MAX_NUMBER_FORMATS = 256;

function numberFormat(
  localeTag: string,
  currency: string | undefined,
  decimals: number,
): Intl.NumberFormat {
  const key = `${localeTag} ${currency ?? ''} ${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    format = new Intl.NumberFormat(
      localeTag,
      currency ? { style: 'currency', currency, ...digits } : digits,
    );
    if (numberFormats.size >= MAX_NUMBER_FORMATS) numberFormats.clear();
    numberFormats.set(key, format);
  }
  return format;
}
