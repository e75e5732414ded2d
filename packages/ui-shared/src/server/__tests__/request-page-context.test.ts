import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestPageContext } from '../page-context';

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

/** The currency both apps' servers price in for a request with `cookieHeader`. */
async function requestCurrencyId(cookieHeader: string): Promise<number | undefined> {
  return (await requestPageContext({ cookieHeader })).currencyId;
}

describe('requestPageContext', () => {
  it("reads the language, session and build of the request's cookies", async () => {
    expect(
      await requestPageContext({ cookieHeader: 'sf_locale=id; token=t1', buildId: 'b7' }),
    ).toEqual({ locale: 'id', currencyId: undefined, hasSession: true, buildId: 'b7' });
  });

  it('falls back to vike headers, the default language, no session and the dev build', async () => {
    expect(await requestPageContext({ headers: { cookie: 'sf_locale=en' } })).toEqual({
      locale: 'en',
      currencyId: undefined,
      hasSession: false,
      buildId: 'dev',
    });
    expect((await requestPageContext({ headers: { cookie: 'sf_locale=id' } })).locale).toBe('id');
    expect((await requestPageContext({})).locale).toBe('en');
  });
});

describe('requestPageContext: the currency the server prices in', () => {
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
