import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Currency } from '@storefront/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FrameData, requestCurrency } from '../data/frame';
import { loadFrame } from '../data/frame.server';

const FRAME = {
  currencySummary: {
    currencyList: [
      {
        id: 2,
        code: 'IDR',
        name: 'Rupiah',
        symbol: 'Rp',
        decimals: 0,
        rate: '16250',
        kind: 'fiat',
      },
    ],
    currencyActive: {
      id: 2,
      code: 'IDR',
      name: 'Rupiah',
      symbol: 'Rp',
      decimals: 0,
      rate: '16250',
      kind: 'fiat',
    },
  },
  gameCateList: [{ id: 1, name: 'moba', title: 'MOBA', icon: null, sort: 0 }],
};

const requests: { path: string | undefined; language: string | undefined }[] = [];
let failNext = false;
const api = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    requests.push({ path: request.url, language: request.headers['accept-language'] });
    if (failNext) {
      failNext = false;
      response.writeHead(500, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 0, message: 'success', data: FRAME }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_INTERNAL_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

describe('loadFrame (SSR frame data)', () => {
  it('asks the API once per locale and shares the answer', async () => {
    failNext = true;
    await expect(loadFrame('id')).rejects.toMatchObject({ status: 500 });
    // A failure is not kept: the next request asks again.
    const frame = await loadFrame('id');
    expect(frame.categories.map((category) => category.name)).toEqual(['moba']);
    expect(frame.defaultCurrency.code).toBe('IDR');
    await loadFrame('id');
    await loadFrame('en');
    expect(requests.map((request) => request.language)).toEqual(['id', 'id', 'en']);
    // ShopHome/Frame makes no guest; InitData would make one per worker and locale.
    expect(requests.every((request) => request.path === '/api/ShopHome/Frame')).toBe(true);
  });
});

describe('requestCurrency (the currency SSR prices in)', () => {
  const idr: Currency = { ...FRAME.currencySummary.currencyActive, kind: 'fiat' };
  const usd: Currency = { ...idr, id: 1, code: 'USD', symbol: '$' };
  const frame: FrameData = {
    categories: [],
    currencies: [usd, idr],
    defaultCurrency: usd,
  };

  it("is the request's sf_currency while the store offers it", () => {
    expect(requestCurrency(frame, 2).code).toBe('IDR');
  });

  it("is the locale's default for a first visit or a currency no longer offered", () => {
    expect(requestCurrency(frame, undefined).code).toBe('USD');
    expect(requestCurrency(frame, 99).code).toBe('USD');
  });
});
