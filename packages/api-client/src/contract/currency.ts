import { z } from 'zod';
import { Id, Timestamp } from './common';

export const CurrencyKind = z.enum(['fiat', 'razerGold']);

export const Currency = z.object({
  id: Id,
  code: z.string().min(3).max(8).meta({ description: 'ISO 4217 code, or RZG for Razer Gold' }),
  name: z.string(),
  symbol: z.string(),
  decimals: z.int().min(0).max(4),
  /** Units of this currency per 1 USD, as an exact decimal string. */
  rate: z.string().regex(/^\d+(\.\d+)?$/),
  kind: CurrencyKind,
});
export type Currency = z.infer<typeof Currency>;

export const CurrencySummary = z.object({
  currencyList: z.array(Currency),
  /** The currency a new visitor starts with (picked by locale). */
  currencyActive: Currency,
});
export type CurrencySummary = z.infer<typeof CurrencySummary>;

export const RazerRate = z.object({
  currency: Currency,
  rate: Currency.shape.rate,
  updatedAt: Timestamp,
});
export type RazerRate = z.infer<typeof RazerRate>;
