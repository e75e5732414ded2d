/**
 * The one conversion rule of the store. Prices are kept in USD cents; a price in another currency is
 *
 *   target_minor = round_half_up(usd_cents * rate * 10^decimals / 100)
 *
 * where `rate` is the currency's units per 1 USD (an exact decimal string, e.g. "16250" or "4.4712")
 * and `decimals` its minor-unit digits. Everything is computed in BigInt: no floating point.
 * Example: 199 cents at IDR rate "16250", 0 decimals -> 199 * 16250 / 100 = 32337.5 -> 32338.
 */
export interface Rate {
  rate: string;
  decimals: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** `"4.4712"` -> 44712n / 10^4. */
function parseRate(rate: string): { numerator: bigint; scale: bigint } {
  const match = DECIMAL.exec(rate);
  if (!match) throw new RangeError(`Not a decimal rate: "${rate}"`);
  const fraction = match[2] ?? '';
  return {
    numerator: BigInt(`${match[1]}${fraction}`),
    scale: 10n ** BigInt(fraction.length),
  };
}

/** Halves go up; the amounts here are never negative. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

export function convertUsdCents(usdCents: number, currency: Rate): number {
  if (!Number.isSafeInteger(usdCents) || usdCents < 0) {
    throw new RangeError(`Not an amount in cents: ${usdCents}`);
  }
  const { numerator, scale } = parseRate(currency.rate);
  const result = divideHalfUp(
    BigInt(usdCents) * numerator * 10n ** BigInt(currency.decimals),
    100n * scale,
  );
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Converted amount too large');
  return Number(result);
}
