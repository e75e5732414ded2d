import { ApiError, NETWORK_ERROR_CODE } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { customerErrorMessage, orderLoadProblem } from '../order-access';

const apiError = (status: number, message: string) =>
  new ApiError({ code: status, status, message });

describe('orderLoadProblem', () => {
  it("is foreign when the API refuses the order to this visitor (another browser's or account's)", () => {
    expect(orderLoadProblem(apiError(404, 'Order not found: SF1'))).toBe('foreign');
    expect(orderLoadProblem(apiError(400, 'Send the guestId header'))).toBe('foreign');
    expect(orderLoadProblem(apiError(403, 'No permission'))).toBe('foreign');
  });

  it('is failed when the order could not be read at all', () => {
    expect(orderLoadProblem(apiError(500, 'Server internal error'))).toBe('failed');
    const network = new ApiError({ code: NETWORK_ERROR_CODE, status: 0, message: 'Network Error' });
    expect(orderLoadProblem(network)).toBe('failed');
    expect(orderLoadProblem(new TypeError('boom'))).toBe('failed');
  });
});

describe('customerErrorMessage', () => {
  it("keeps the server's message for the customer", () => {
    expect(customerErrorMessage(apiError(422, 'Zone ID is required'), 'en')).toBe(
      'Zone ID is required',
    );
  });

  it.each([
    ['Send the guestId header from ShopHome/InitData, or log in', 'This browser is not recognised'],
    ['Kirim header guestId dari ShopHome/InitData, atau login', 'This browser is not recognised'],
    ['This Idempotency-Key was already used for another payment', 'This payment is already'],
    ['stamp: send the current time in milliseconds as the query parameter stamp', 'This could not'],
  ])('says %j in customer words', (message, start) => {
    const shown = customerErrorMessage(apiError(400, message), 'en');
    expect(shown.startsWith(start)).toBe(true);
    expect(shown).not.toMatch(/guestId|Idempotency|stamp|InitData/);
  });

  it('speaks the page language, and says the fallback for anything else', () => {
    expect(customerErrorMessage(apiError(400, 'guestId header'), 'id')).toBe(
      'Browser ini belum dikenali. Muat ulang halaman dan coba lagi.',
    );
    expect(customerErrorMessage(new TypeError('x'), 'en')).toBe(
      'Request timeout, server not responding!',
    );
  });
});
