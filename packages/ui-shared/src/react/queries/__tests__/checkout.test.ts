// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import type { CartItem, CartListResponse } from '@storefront/api-client/contract';
import { isLoginAtom, userInfoAtom } from '@storefront/state';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  type JsonServer,
  ok,
  startJsonServer,
} from '../../../__tests__/helpers/json-server';
import { createQueryClient } from '../../query-client';
import {
  accountKeys,
  loginMutation,
  logoutMutation,
  registerMutation,
  verifySignupMutation,
} from '../account';
import { removeCartItemsMutation, setCartQuantityMutation } from '../cart';
import { nextListPage } from '../content';
import { orderListInfiniteQuery, orderListQuery } from '../orders';
import { cartKeys, orderKeys } from '../product';
import { balanceLogQuery, walletKeys } from '../wallet';

const USD = { currencyId: 1, currencyCode: 'USD', decimals: 2 };
const owner = { guestId: 'guest-1', isLogin: false };
const scope = { locale: 'en', currencyId: 1 } as const;

function line(id: number, unit: number, quantity: number): CartItem {
  return {
    id,
    kind: 'pack',
    gameName: 'mobile-legends',
    gameTitle: 'Mobile Legends',
    gameType: 'Games',
    icon: '/art/ml.svg',
    packId: id,
    packTitle: 'Diamonds',
    quantity,
    account: { userId: '12345678' },
    unitPrice: { ...USD, amount: unit },
    subtotal: { ...USD, amount: unit * quantity },
    available: true,
    addedAt: '2026-11-21T08:00:00.000Z',
  };
}

const CART: CartListResponse = {
  items: [line(1, 149, 2), line(2, 295, 1)],
  count: 2,
  total: { ...USD, amount: 593 },
  razerTotal: null,
};

const USER_DETAIL = {
  id: 7,
  email: 'rina@storefront.test',
  nickname: 'Rina',
  createdAt: '2026-11-01T00:00:00.000Z',
  userBalance: [],
  token: 'token-1',
  tokenExpiresAt: '2026-11-21T10:00:00.000Z',
};

const SIGNUP_TOKEN = 'T'.repeat(43);

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    switch (path) {
      case '/api/User/Login':
        return body.password === 'right'
          ? ok({ userDetail: USER_DETAIL })
          : failure(401, 'Wrong email or password');
      case '/api/User/Register':
        return ok({ email: body.email, resendAfterSeconds: 60, signupToken: SIGNUP_TOKEN });
      case '/api/User/VerifySignup':
        return ok({ userDetail: { ...USER_DETAIL, email: body.email, nickname: 'Newbie' } });
      case '/api/User/Logout':
        return failure(500);
      case '/api/ShopCart/Del':
        return body.ids && (body.ids as number[]).includes(99)
          ? failure(404, 'Cart item not found: 99')
          : ok({ count: 1 });
      case '/api/ShopCart/Update':
        return body.quantity === 9
          ? failure(409, 'Only 3 of Diamonds left')
          : ok({ item: line(1, 149, body.quantity as number), count: 2 });
      case '/api/ShopCart/List':
        return ok(CART);
      case '/api/ShopCart/Num':
        return ok({ count: 2 });
      case '/api/OrderDeal/PageList':
        return ok({ list: [], total: 25, page: body.page, pageSize: body.pageSize });
      case '/api/User/BalanceLog':
        return ok({ list: [], total: 0, page: body.page, pageSize: body.pageSize });
      default:
        return undefined;
    }
  });
});

afterAll(() => standIn.close());

beforeEach(() => {
  standIn.requests.length = 0;
});

const api = () => createApiClient({ baseURL: standIn.url });

function clientWithCart(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(cartKeys.list(scope, owner), CART);
  queryClient.setQueryData(cartKeys.count(owner), { count: 2 });
  return queryClient;
}

describe('logging in and out', () => {
  it('stores the login with its 2-hour cookie and refetches every query', async () => {
    const store = createStore();
    const queryClient = createQueryClient();
    queryClient.setQueryData(cartKeys.count(owner), { count: 0 });
    const observer = new MutationObserver(queryClient, loginMutation(api(), store, queryClient));
    await observer.mutate({ email: 'rina@storefront.test', password: 'right' });
    expect(store.get(isLoginAtom)).toBe(true);
    expect(store.get(userInfoAtom)).toMatchObject({ nickname: 'Rina' });
    expect(store.get(userInfoAtom)).not.toHaveProperty('token');
    expect(document.cookie).toContain('token=token-1');
    expect(queryClient.getQueryState(cartKeys.count(owner))?.isInvalidated).toBe(true);
  });

  it('leaves the visitor logged out when the login is refused', async () => {
    const store = createStore();
    const queryClient = createQueryClient();
    const observer = new MutationObserver(queryClient, loginMutation(api(), store, queryClient));
    await expect(
      observer.mutate({ email: 'rina@storefront.test', password: 'wrong' }),
    ).rejects.toThrow('Wrong email or password');
    expect(store.get(isLoginAtom)).toBe(false);
  });

  it('logs a new account in once the mailed code is right, not at registration', async () => {
    const store = createStore();
    const queryClient = createQueryClient();
    const pending = await new MutationObserver(queryClient, registerMutation(api())).mutate({
      email: 'new@example.com',
      password: 'long enough',
      nickname: 'Newbie',
    });
    expect(pending).toEqual({
      email: 'new@example.com',
      resendAfterSeconds: 60,
      signupToken: SIGNUP_TOKEN,
    });
    expect(store.get(isLoginAtom)).toBe(false);
    const verify = new MutationObserver(
      queryClient,
      verifySignupMutation(api(), store, queryClient),
    );
    await verify.mutate({ email: 'new@example.com', code: '123456', signupToken: SIGNUP_TOKEN });
    expect(store.get(userInfoAtom)).toMatchObject({ email: 'new@example.com', nickname: 'Newbie' });
  });

  it('logs out even when the server cannot revoke, dropping what only the user may see', async () => {
    const store = createStore();
    store.set(isLoginAtom, true);
    const queryClient = createQueryClient();
    queryClient.setQueryData(accountKeys.summary, { user: USER_DETAIL });
    queryClient.setQueryData(orderKeys.list('en', {}, 1), { list: [] });
    queryClient.setQueryData(walletKeys.log('en', {}, 1), { list: [] });
    queryClient.setQueryData(cartKeys.count(owner), { count: 3 });
    await new MutationObserver(queryClient, logoutMutation(api(), store, queryClient)).mutate();
    expect(store.get(isLoginAtom)).toBe(false);
    expect(queryClient.getQueryData(accountKeys.summary)).toBeUndefined();
    expect(queryClient.getQueryData(orderKeys.list('en', {}, 1))).toBeUndefined();
    expect(queryClient.getQueryData(walletKeys.log('en', {}, 1))).toBeUndefined();
    expect(standIn.requests.map((request) => request.path)).toContain('/api/User/Logout');
  });
});

describe('cart changes', () => {
  it('removes lines from the cached cart and badge (no screen watches them, so none refetch)', async () => {
    const queryClient = clientWithCart();
    const observer = new MutationObserver(queryClient, removeCartItemsMutation(api(), queryClient));
    await observer.mutate({ ids: [2], owner });
    const cart = queryClient.getQueryData<CartListResponse>(cartKeys.list(scope, owner));
    expect(cart?.items.map((item) => item.id)).toEqual([1]);
    expect(cart?.total.amount).toBe(298);
    expect(queryClient.getQueryData(cartKeys.count(owner))).toEqual({ count: 1 });
    expect(standIn.requests.find((request) => request.path === '/api/ShopCart/Del')?.body).toEqual({
      ids: [2],
    });
    expect(queryClient.getQueryState(cartKeys.list(scope, owner))?.isInvalidated).toBe(true);
  });

  it('puts the lines back when the server refuses the removal', async () => {
    const queryClient = clientWithCart();
    const observer = new MutationObserver(queryClient, removeCartItemsMutation(api(), queryClient));
    await expect(observer.mutate({ ids: [99], owner })).rejects.toThrow('Cart item not found: 99');
    expect(
      queryClient.getQueryData<CartListResponse>(cartKeys.list(scope, owner))?.items,
    ).toHaveLength(2);
    expect(queryClient.getQueryData(cartKeys.count(owner))).toEqual({ count: 2 });
  });

  it('sets a quantity, or puts the old one back with the stock message', async () => {
    const queryClient = clientWithCart();
    const observer = new MutationObserver(queryClient, setCartQuantityMutation(api(), queryClient));
    await observer.mutate({ id: 2, quantity: 3, currencyId: 1, owner });
    expect(
      queryClient.getQueryData<CartListResponse>(cartKeys.list(scope, owner))?.total.amount,
    ).toBe(298 + 885);
    expect(
      standIn.requests.find((request) => request.path === '/api/ShopCart/Update')?.body,
    ).toEqual({
      id: 2,
      quantity: 3,
      currencyId: 1,
    });
    const refused = clientWithCart();
    const again = new MutationObserver(refused, setCartQuantityMutation(api(), refused));
    await expect(again.mutate({ id: 1, quantity: 9, owner })).rejects.toThrow(
      'Only 3 of Diamonds left',
    );
    expect(
      refused.getQueryData<CartListResponse>(cartKeys.list(scope, owner))?.items[0]?.quantity,
    ).toBe(2);
  });
});

describe('orders and wallet lists', () => {
  it('ask one page with the filter, and know when there is another page', async () => {
    const queryClient = createQueryClient();
    const filter = { status: 'completed', from: '2026-11-01' } as const;
    await queryClient.fetchQuery(orderListQuery(api(), 'en', filter, 2));
    expect(standIn.requests[0]?.body).toEqual({ ...filter, page: 2, pageSize: 10 });
    const pages = await queryClient.fetchInfiniteQuery(orderListInfiniteQuery(api(), 'en', {}));
    expect(pages.pages).toHaveLength(1);
    const [first] = pages.pages;
    expect(first && nextListPage(first)).toBe(2);
    await queryClient.fetchQuery(balanceLogQuery(api(), 'en', { currencyId: 2, type: 'payment' }));
    expect(standIn.requests.at(-1)?.body).toEqual({
      currencyId: 2,
      type: 'payment',
      page: 1,
      pageSize: 20,
    });
  });
});
