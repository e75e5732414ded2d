import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestCurrencyId } from '../catalog/request-currency.server';

const CURRENCY = { name: 'Rupiah', symbol: 'Rp', decimals: 0, rate: '16250', kind: 'fiat' };
const LIST = [
  { ...CURRENCY, id: 1, code: 'USD' },
  { ...CURRENCY, id: 2, code: 'IDR' },
];

let listRequests = 0;
let failNext = false;
const api = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    listRequests += 1;
    if (failNext) {
      failNext = false;
      response.writeHead(500, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 0, message: 'success', data: LIST }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_INTERNAL_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

describe('requestCurrencyId (the currency the mobile server prices in)', () => {
  it('asks nothing for a first visit (no sf_currency): the server default', async () => {
    expect(await requestCurrencyId('sf_locale=id')).toBeUndefined();
    expect(listRequests).toBe(0);
  });

  it('is undefined while the API cannot say, and asks again next time', async () => {
    failNext = true;
    expect(await requestCurrencyId('sf_currency=2')).toBeUndefined();
    expect(await requestCurrencyId('sf_currency=2')).toBe(2);
    expect(listRequests).toBe(2);
  });

  it('keeps an offered id, drops an unknown one, and reads the list once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      listRequests = 0;
      vi.setSystemTime(Date.now() + 61_000);
      expect(await requestCurrencyId('sf_currency=1')).toBe(1);
      expect(await requestCurrencyId('sf_currency=99')).toBeUndefined();
      expect(listRequests).toBe(1);
      vi.setSystemTime(Date.now() + 61_000);
      expect(await requestCurrencyId('sf_currency=2')).toBe(2);
      expect(listRequests).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
