import { describe, expect, it } from 'vitest';
import { t } from '../../messages';
import { redeemHeading } from '../redeem';

const steps = ['Open the store app.', 'Enter the code.'];

describe('redeem heading', () => {
  it('calls a voucher’s steps "How to redeem" and a top-up’s "How to top up", in both languages', () => {
    const voucher = redeemHeading({ isVoucher: true, redeemSteps: steps });
    const topUp = redeemHeading({ isVoucher: false, redeemSteps: steps });
    expect(voucher && t('en', voucher)).toBe('How to redeem');
    expect(voucher && t('id', voucher)).toBe('Cara menukarkan');
    expect(topUp && t('en', topUp)).toBe('How to top up');
    expect(topUp && t('id', topUp)).toBe('Cara top up');
  });

  it('hides the section of a game without steps', () => {
    expect(redeemHeading({ isVoucher: true, redeemSteps: [] })).toBeNull();
    expect(redeemHeading({ isVoucher: false, redeemSteps: [] })).toBeNull();
  });
});
