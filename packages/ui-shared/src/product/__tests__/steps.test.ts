import type { AccountField } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { offersAccountCheck, purchaseSteps, stepNumber } from '../steps';

const playerId: AccountField = {
  key: 'userId',
  label: 'Player ID',
  kind: 'number',
  required: true,
  placeholder: null,
  pattern: null,
  options: null,
  secret: false,
};

describe('purchase steps', () => {
  it('numbers account, pack and quantity for a top-up with account fields', () => {
    const game = { type: 'Games' as const, accountFields: [playerId] };
    expect(purchaseSteps(game)).toEqual(['account', 'pack', 'quantity']);
    expect(stepNumber(game, 'pack')).toBe(2);
    expect(offersAccountCheck(game)).toBe(true);
  });

  it('drops the account step and Check for a voucher with no account fields; steps renumber', () => {
    const voucher = { type: 'Games' as const, accountFields: [] };
    expect(purchaseSteps(voucher)).toEqual(['pack', 'quantity']);
    expect(stepNumber(voucher, 'account')).toBe(0);
    expect(stepNumber(voucher, 'pack')).toBe(1);
    expect(stepNumber(voucher, 'quantity')).toBe(2);
    expect(offersAccountCheck(voucher)).toBe(false);
  });

  it('keeps only the link step for a Links game', () => {
    const links = {
      type: 'Links' as const,
      accountFields: [{ ...playerId, kind: 'url' as const }],
    };
    expect(purchaseSteps(links)).toEqual(['account']);
    expect(offersAccountCheck(links)).toBe(false);
  });
});
