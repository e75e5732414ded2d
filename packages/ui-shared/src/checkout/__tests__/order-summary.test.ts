import { describe, expect, it } from 'vitest';
import { orderSummaryText } from '../order-summary';

describe('the order list line under the game', () => {
  it('names the pack of a one-line order', () => {
    expect(orderSummaryText({ packTitle: '172 Diamonds', itemCount: 1 }, 'en')).toBe(
      '172 Diamonds',
    );
    expect(orderSummaryText({ packTitle: '172 Diamonds', itemCount: 1 }, 'id')).toBe(
      '172 Diamonds',
    );
  });

  it('names the first pack and counts the other lines of a mixed cart', () => {
    expect(orderSummaryText({ packTitle: '172 Diamonds', itemCount: 2 }, 'en')).toBe(
      '172 Diamonds + 1 more',
    );
    expect(orderSummaryText({ packTitle: '60 UC', itemCount: 4 }, 'en')).toBe('60 UC + 3 more');
    expect(orderSummaryText({ packTitle: '172 Diamonds', itemCount: 2 }, 'id')).toBe(
      '172 Diamonds + 1 lainnya',
    );
  });
});
