import { describe, expect, it } from 'vitest';
import { promotionPeriod } from '../format/promotion-period';

const promotion = { startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-11-30T12:00:00.000Z' };

describe('promotionPeriod', () => {
  it('names the end of a running promotion', () => {
    const period = promotionPeriod(promotion, 'en', Date.parse('2026-11-21T00:00:00Z'));
    expect(period).toEqual({ text: 'Until Nov 30, 2026', dateTime: promotion.endsAt });
  });

  it('names the start of one that has not begun', () => {
    const period = promotionPeriod(promotion, 'en', Date.parse('2026-10-01T00:00:00Z'));
    expect(period.text).toBe('Starts Nov 1, 2026');
    expect(period.dateTime).toBe(promotion.startsAt);
  });

  it('speaks the visitor language', () => {
    const period = promotionPeriod(promotion, 'id', Date.parse('2026-11-21T00:00:00Z'));
    expect(period.text).not.toBe('Until Nov 30, 2026');
    expect(period.text).toContain('2026');
  });
});
