import { createApiClient, isApiError } from '@storefront/api-client';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type JsonServer, startJsonServer } from '../../../__tests__/helpers/json-server';
import { createQueryClient } from '../../query-client';
import {
  addToCartMutation,
  buyLinkNowMutation,
  buyNowMutation,
  cartCountQuery,
  cartKeys,
  cartListQuery,
  checkIdMutation,
  gameDetailQuery,
  linkQuoteQuery,
  orderDetailQuery,
  productKeys,
  saveLinkMutation,
} from '../product';

/** A real API stand-in: answers the product endpoints in the API's envelope and records calls. */
let standIn: JsonServer;
let cartCount = 0;

const ORDER_NO = 'SF20261121-7KQ2M9';

function answer(path: string, body: Record<string, unknown>): [number, unknown] {
  switch (path) {
    case '/api/ShopGame/Detail':
      return body.name === 'nope'
        ? [404, { code: 404, message: 'Game not found: nope' }]
        : [200, { code: 0, data: { name: body.name, currencyId: body.currencyId ?? null } }];
    case '/api/order/checkid': {
      const account = body.account as Record<string, string>;
      return account.userId === '1'
        ? [422, { code: 422, message: 'User ID is not valid', data: { field: 'userId' } }]
        : [
            200,
            { code: 0, data: { gameName: body.gameName, nickname: 'SwiftTiger0042', account } },
          ];
    }
    case '/api/link/orderDiscountPrice':
      return [200, { code: 0, data: { total: { amount: 499, currencyId: body.currencyId } } }];
    case '/api/ShopCart/Add':
      cartCount += 1;
      return [200, { code: 0, data: { item: { id: cartCount }, count: cartCount } }];
    case '/api/ShopCart/Num':
      return [200, { code: 0, data: { count: cartCount } }];
    case '/api/ShopCart/List':
      return [200, { code: 0, data: { items: [], count: cartCount, currencyId: body.currencyId } }];
    case '/api/link/add':
      return [200, { code: 0, data: { id: 41, url: body.url } }];
    case '/api/link/payOrder':
      return [200, { code: 0, data: { order: { orderNo: ORDER_NO }, payment: {} } }];
    case '/api/OrderDeal/Add':
      return [200, { code: 0, data: { orderNo: ORDER_NO, items: body.items } }];
    case '/api/OrderDeal/Detail':
      return [200, { code: 0, data: { orderNo: body.orderNo, status: 'unpaid' } }];
    default:
      return [404, { code: 404 }];
  }
}

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    const [status, payload] = answer(path, body);
    return { status, body: payload };
  });
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
  cartCount = 0;
});

/** The calls standIn.requests, as path, query and body. */
const calls = () => standIn.requests.map(({ path, query, body }) => ({ path, query, body }));

const api = () => createApiClient({ baseURL: standIn.url });
const owner = { guestId: 'guest-1', isLogin: false };

describe('product keys', () => {
  it('separate locales, currencies, games and cart owners', () => {
    const en2 = { locale: 'en', currencyId: 2 } as const;
    expect(productKeys.gameDetail(en2, 'a')).not.toEqual(
      productKeys.gameDetail({ locale: 'id', currencyId: 2 }, 'a'),
    );
    expect(productKeys.gameDetail(en2, 'a')).not.toEqual(
      productKeys.gameDetail({ locale: 'en', currencyId: 3 }, 'a'),
    );
    expect(productKeys.gameDetail(en2, 'a')).not.toEqual(productKeys.gameDetail(en2, 'b'));
    expect(cartKeys.count(owner)).not.toEqual(
      cartKeys.count({ guestId: 'guest-1', isLogin: true }),
    );
    expect(cartKeys.list(en2, owner).slice(0, 1)).toEqual(cartKeys.all);
    expect(productKeys.linkQuote(en2, 'roblox', ' https://x.example.com ')).toEqual(
      productKeys.linkQuote(en2, 'roblox', 'https://x.example.com'),
    );
  });
});

describe('product queries over the SDK', () => {
  it('ask the game detail in the chosen currency', async () => {
    const game = await createQueryClient({ server: true }).fetchQuery(
      gameDetailQuery(api(), { locale: 'en', currencyId: 3 }, 'mobile-legends'),
    );
    expect(calls()).toEqual([
      {
        path: '/api/ShopGame/Detail',
        query: '',
        body: { name: 'mobile-legends', currencyId: 3 },
      },
    ]);
    expect(game).toMatchObject({ name: 'mobile-legends', currencyId: 3 });
  });

  it('fail an unknown game with the server message', async () => {
    const failure = await createQueryClient({ server: true })
      .fetchQuery(gameDetailQuery(api(), { locale: 'en', currencyId: undefined }, 'nope'))
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(404);
    expect((failure as Error).message).toBe('Game not found: nope');
  });

  it('quote a link in the chosen currency, trimmed, once (a refused link is not retried)', async () => {
    const quote = await createQueryClient().fetchQuery(
      linkQuoteQuery(
        api(),
        { locale: 'en', currencyId: 2 },
        'roblox',
        ' https://p.example.com/?amount=4.99 ',
      ),
    );
    expect(standIn.requests[0]?.body).toEqual({
      gameName: 'roblox',
      url: 'https://p.example.com/?amount=4.99',
      currencyId: 2,
    });
    expect(quote.total).toEqual({ amount: 499, currencyId: 2 });
    expect(linkQuoteQuery(api(), { locale: 'en', currencyId: 2 }, 'r', 'u').retry).toBe(false);
  });

  it('read the order detail by number', async () => {
    const order = await createQueryClient().fetchQuery(orderDetailQuery(api(), 'en', ORDER_NO));
    expect(standIn.requests[0]).toMatchObject({
      path: '/api/OrderDeal/Detail',
      body: { orderNo: ORDER_NO },
    });
    expect(order.status).toBe('unpaid');
  });
});

describe('product mutations', () => {
  it('check an id and answer the nickname; a refused id fails with the server message', async () => {
    const queryClient = createQueryClient();
    const check = new MutationObserver(queryClient, checkIdMutation(api()));
    const ok = await check.mutate({ gameName: 'mobile-legends', account: { userId: '12345678' } });
    expect(ok.nickname).toBe('SwiftTiger0042');
    expect(standIn.requests[0]?.path).toBe('/api/order/checkid');
    const failure = await check
      .mutate({ gameName: 'mobile-legends', account: { userId: '1' } })
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe('User ID is not valid');
  });

  it('add to cart, then refetch the badge count and the cart list', async () => {
    const queryClient = createQueryClient();
    const scope = { locale: 'en', currencyId: 2 } as const;
    const count = new QueryObserver(queryClient, cartCountQuery(api(), owner));
    const list = new QueryObserver(queryClient, cartListQuery(api(), scope, owner));
    const stopCount = count.subscribe(() => {});
    const stopList = list.subscribe(() => {});
    await count.refetch();
    await list.refetch();
    expect(count.getCurrentResult().data?.count).toBe(0);

    const add = new MutationObserver(queryClient, addToCartMutation(api(), queryClient));
    await add.mutate({ packId: 12, quantity: 2, account: { userId: '12345678' }, currencyId: 2 });
    stopCount();
    stopList();

    expect(standIn.requests.map((call) => call.path)).toEqual([
      '/api/ShopCart/Num',
      '/api/ShopCart/List',
      '/api/ShopCart/Add',
      '/api/ShopCart/Num',
      '/api/ShopCart/List',
    ]);
    expect(count.getCurrentResult().data?.count).toBe(1);
    expect(standIn.requests[1]?.body).toEqual({ currencyId: 2 });
  });

  it('buy now: an order of the given lines', async () => {
    const buy = new MutationObserver(createQueryClient(), buyNowMutation(api()));
    const items = [{ packId: 12, quantity: 1, account: { userId: '12345678' } }];
    const order = await buy.mutate({ items, currencyId: 2 });
    expect(standIn.requests[0]).toMatchObject({
      path: '/api/OrderDeal/Add',
      body: { items, currencyId: 2 },
    });
    expect(order.orderNo).toBe(ORDER_NO);
  });

  it('save a link with its stamp for the cart, and buy a link now through the provider', async () => {
    const queryClient = createQueryClient();
    const link = { gameName: 'roblox', url: 'https://p.example.com/?amount=4.99', currencyId: 2 };
    await new MutationObserver(queryClient, saveLinkMutation(api(), queryClient)).mutate(link);
    expect(standIn.requests[0]).toMatchObject({ path: '/api/link/add', body: link });
    expect(standIn.requests[0]?.query).toMatch(/^stamp=\d+$/);

    standIn.requests.length = 0;
    const buy = new MutationObserver(queryClient, buyLinkNowMutation(api(), queryClient));
    const order = await buy.mutate({ ...link, returnUrl: '/order' });
    expect(standIn.requests.map((call) => call.path)).toEqual([
      '/api/link/add',
      '/api/link/payOrder',
    ]);
    expect(standIn.requests[1]?.body).toEqual({
      linkIds: [41],
      method: 'provider',
      currencyId: 2,
      returnUrl: '/order',
    });
    expect(order.orderNo).toBe(ORDER_NO);
  });
});
