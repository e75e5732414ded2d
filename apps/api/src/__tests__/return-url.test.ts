import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDERS, loadSettings } from '../config';
import { DATABASES, failureOf, startServer, type TestServer } from './harness';
import {
  clickOnProviderPage,
  currencyId,
  ML_ACCOUNT,
  newGuest,
  newUser,
  packId,
} from './orders-support';

const STORE = 'https://shop.example';

describe.each(DATABASES)(
  'the provider page sends the customer back only to the store on %s',
  (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind, {
        settings: { orders: { ...DEFAULT_ORDERS, expirySweepMs: 0, returnOrigins: [STORE] } },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it.each([
      'https://example.org/',
      'http://shop.example/orders',
      'https://shop.example.example.org/',
      'https://shop.example@example.org/',
      '//example.org',
      '/\t/example.org',
      '/\n/example.org',
      '/\r/example.org',
      '/\t//example.org',
      '/\\example.org',
      'javascript:alert(1)',
      // Issue 25, hole 1: resolved, each is the path `//example.org` (stored as such before).
      '/.//evil.example',
      '/%2e//example.org',
      '/..//example.org',
      '/a/..//example.org',
      '/./%5Cexample.org',
      `${STORE}/.//example.org`,
    ])('refuses returnUrl %j with a 400 naming it, when the payment starts', async (returnUrl) => {
      const user = await newUser(server, 'returner');
      const idr = await currencyId(server, 'IDR');
      const refused = await failureOf(
        user.client.user.deposit({ currencyId: idr, amount: 1000, returnUrl }),
      );
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(/^returnUrl: /);
      const guest = await newGuest(server);
      const order = await guest.client.orderDeal.add({
        items: [
          { packId: await packId(server, 'mobile-legends', '86 Diamonds'), account: ML_ACCOUNT },
        ],
      });
      const refusedPay = await failureOf(
        guest.client.orderDeal.pay({ orderNo: order.orderNo, method: 'provider', returnUrl }),
      );
      expect(refusedPay.status).toBe(400);
      expect(refusedPay.message).toMatch(/^returnUrl: /);
    });

    it('returns to a path of the store, or to an address on its origins', async () => {
      const user = await newUser(server, 'returner');
      const idr = await currencyId(server, 'IDR');
      for (const [returnUrl, back] of [
        ['/user/billing', '/user/billing?'],
        [`${STORE}/user/billing`, `${STORE}/user/billing?`],
      ] as const) {
        const deposit = await user.client.user.deposit({
          currencyId: idr,
          amount: 1000,
          returnUrl,
        });
        const clicked = await clickOnProviderPage(server, deposit.redirectUrl, 'pay');
        expect(clicked.location).toBe(`${back}paymentNo=${deposit.depositNo}&status=paid`);
      }
    });

    it('never redirects off the store for a payment stored with another site', async () => {
      const user = await newUser(server, 'returner');
      const idr = await currencyId(server, 'IDR');
      const deposit = await user.client.user.deposit({ currencyId: idr, amount: 1000 });
      await server.database.db
        .updateTable('payments')
        .set({ return_url: 'https://example.org/' })
        .where('payment_no', '=', deposit.depositNo)
        .execute();
      const clicked = await clickOnProviderPage(server, deposit.redirectUrl, 'pay');
      expect(clicked.location).toBe(`/api/payments/sandbox/${deposit.depositNo}`);
    });
  },
);

describe('API_RETURN_ORIGINS', () => {
  it('lists the origins, and defaults to the origin of API_PUBLIC_URL, else none', () => {
    const origins = (env: Record<string, string>) => loadSettings(env).orders.returnOrigins;
    expect(origins({ API_RETURN_ORIGINS: 'https://a.example, http://127.0.0.1:3000/' })).toEqual([
      'https://a.example',
      'http://127.0.0.1:3000',
    ]);
    expect(origins({ API_PUBLIC_URL: 'https://shop.example/store' })).toEqual([STORE]);
    expect(origins({})).toEqual([]);
    expect(() => origins({ API_RETURN_ORIGINS: 'https://a.example/path' })).toThrow(
      /API_RETURN_ORIGINS/,
    );
  });
});
