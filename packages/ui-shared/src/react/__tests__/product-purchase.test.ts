// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import type { AccountField, GameDetail, Pack } from '@storefront/api-client/contract';
import { STORAGE_KEYS } from '@storefront/state';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, type JsonServer, ok, startJsonServer } from '../../__tests__/helpers/json-server';
import { useLinkPurchase } from '../link-purchase';
import { usePackPurchase } from '../product-purchase';
import { createQueryClient } from '../query-client';

const ORDER_NO = 'SF20261125-7KQ2M9';
const USD = 1;
const LINK = 'https://pay.example.com/roblox/checkout/RBX7F3K92?amount=4.99';

const field = (key: string, overrides: Partial<AccountField> = {}): AccountField => ({
  key,
  label: key,
  kind: 'number',
  required: true,
  placeholder: null,
  pattern: '\\d{6,12}',
  options: null,
  secret: false,
  ...overrides,
});

const usd = (amount: number) => ({ amount, currencyId: USD, currencyCode: 'USD', decimals: 2 });

const pack = (id: number, amount: number, overrides: Partial<Pack> = {}): Pack => ({
  id,
  gameId: 1,
  title: `Pack ${id}`,
  price: usd(amount),
  originalPrice: null,
  stock: null,
  soldOut: false,
  badge: null,
  sort: id,
  ...overrides,
});

const game = (overrides: Partial<GameDetail> = {}): GameDetail => ({
  id: 1,
  name: 'mobile-legends',
  title: 'Mobile Legends',
  type: 'Games',
  region: 'SEA',
  publisher: 'Moonton',
  categories: [],
  art: { colors: ['#000', '#fff'], icon: '', cover: '' },
  fromPrice: null,
  badge: null,
  isVoucher: false,
  description: '',
  redeemSteps: [],
  accountFields: [field('userId'), field('zoneId', { required: false, pattern: '\\d{2,6}' })],
  packs: [pack(10, 99, { soldOut: true }), pack(11, 199), pack(12, 500, { stock: 3 })],
  ...overrides,
});

const LINKS_GAME = game({
  name: 'roblox',
  type: 'Links',
  accountFields: [
    field('topupLink', { kind: 'url', required: false, pattern: 'https://\\S+[?&]amount=\\S+' }),
  ],
  packs: [],
});

const QUOTE = {
  faceValue: usd(499),
  price: usd(499),
  discount: usd(0),
  idrDiscount: null,
  total: usd(449),
};

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    const account = (body.account ?? {}) as Record<string, string>;
    const items = (body.items ?? []) as { account: Record<string, string> }[];
    switch (path) {
      case '/api/order/checkid':
        if (account.userId === '123456') {
          return {
            status: 422,
            body: { code: 422, message: 'No such player', data: { field: 'userId' } },
          };
        }
        if (account.userId === '654321') return failure(409, 'The ID check is busy, try again');
        return ok({ gameName: body.gameName, nickname: 'SwiftTiger0042', account });
      case '/api/OrderDeal/Add':
        if (items[0]?.account.userId === '999999') {
          return {
            status: 422,
            body: { code: 422, message: 'Banned player', data: { field: 'userId' } },
          };
        }
        return ok({ orderNo: ORDER_NO });
      case '/api/User/Player':
        return ok({
          gameName: body.gameName,
          account: { userId: '22223333', zoneId: '44' },
          nickname: 'BraveFox0001',
          updatedAt: '2026-11-27T00:00:00.000Z',
        });
      case '/api/ShopCart/Add':
        return ok({ item: { id: 1 }, count: 1 });
      case '/api/OrderDeal/Channels':
        return ok({ base: usd(199), channels: [] });
      case '/api/link/orderDiscountPrice':
        return String(body.url).includes('amount=0')
          ? failure(422, 'The link has no amount')
          : ok(QUOTE);
      case '/api/link/add':
        return ok({ id: 41, url: body.url });
      case '/api/link/payOrder':
        return ok({ order: { orderNo: ORDER_NO }, payment: {} });
      default:
        return undefined;
    }
  });
});

afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const calls = (path: string) => standIn.requests.filter((request) => request.path === path);

/** The hook over the SDK client on the stand-in; `toasts` are what the app's toast was given. */
function render<T>(
  useController: (options: Parameters<typeof usePackPurchase>[0]) => T,
  detail: GameDetail,
  search: Record<string, string> = {},
) {
  const queryClient = createQueryClient();
  const toasts: string[] = [];
  const opened: string[] = [];
  const api = createApiClient({
    baseURL: standIn.url,
    onError: (error) => toasts.push(error.message),
  });
  // A fresh jotai store per render: the remembered players are read from localStorage on mount.
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      JotaiProvider,
      { store },
      createElement(QueryClientProvider, { client: queryClient }, children),
    );
  const hook = renderHook(
    () =>
      useController({
        api,
        queryClient,
        game: detail,
        scope: { locale: 'en', currencyId: USD },
        navigateTo: (path) => opened.push(path),
        search,
      }),
    { wrapper },
  );
  return { ...hook, toasts, opened };
}

describe('usePackPurchase: the remembered player and pack', () => {
  const LOGIN_GAME = game({
    name: 'genshin-login',
    type: 'Login',
    accountFields: [
      field('email', { kind: 'email', pattern: null }),
      field('password', { kind: 'password', pattern: null, secret: true }),
    ],
  });

  it('keeps what is typed for the game in this browser and fills it in on the next visit', async () => {
    const first = render(usePackPurchase, game());
    act(() => first.result.current.account.change('userId', '12345678'));
    act(() => first.result.current.account.change('zoneId', '2001'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.players) ?? '{}')).toEqual({
      'mobile-legends': { userId: '12345678', zoneId: '2001' },
    });
    first.unmount();

    const next = render(usePackPurchase, game());
    await waitFor(
      () =>
        expect(next.result.current.account.values).toEqual({ userId: '12345678', zoneId: '2001' }),
      { timeout: 5000 },
    );
    expect(calls('/api/User/Player')).toEqual([]);
  });

  it('never keeps a secret field in the browser', () => {
    const { result } = render(usePackPurchase, LOGIN_GAME);
    act(() => result.current.account.change('email', 'rina@example.com'));
    act(() => result.current.account.change('password', 'hunter22'));
    const stored = localStorage.getItem(STORAGE_KEYS.players) ?? '';
    expect(JSON.parse(stored)).toEqual({ 'genshin-login': { email: 'rina@example.com' } });
    expect(stored).not.toContain('hunter22');
  });

  it("fills in the account's last player when logged in and this browser has none", async () => {
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    const { result } = render(usePackPurchase, game());
    await waitFor(
      () => expect(result.current.account.values).toEqual({ userId: '22223333', zoneId: '44' }),
      { timeout: 5000 },
    );
    expect(calls('/api/User/Player').map((call) => call.body)).toEqual([
      { gameName: 'mobile-legends' },
    ]);
  });

  it("prefers this browser's player to the account's", async () => {
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    localStorage.setItem(
      STORAGE_KEYS.players,
      JSON.stringify({ 'mobile-legends': { userId: '55556666' } }),
    );
    const { result } = render(usePackPurchase, game());
    await waitFor(() => expect(result.current.account.values).toEqual({ userId: '55556666' }));
    expect(calls('/api/User/Player')).toEqual([]);
  });

  it('starts on the pack the address names and keeps the chosen one there, replacing the entry', () => {
    window.history.replaceState(null, '', '/mobile-games/mobile-legends?pack=12');
    const { result } = render(usePackPurchase, game(), { pack: '12' });
    expect(result.current.pack?.id).toBe(12);
    const entries = window.history.length;
    act(() => result.current.choosePack(result.current.packs[1] as Pack));
    expect(window.location.search).toBe('?pack=11');
    expect(window.history.length).toBe(entries);
    const unknown = render(usePackPurchase, game(), { pack: '404' });
    expect(unknown.result.current.pack?.id).toBe(11);
  });
});

describe('usePackPurchase', () => {
  it('starts on the first pack in stock and keeps the quantity within the pack', () => {
    const { result } = render(usePackPurchase, game());
    expect(result.current.pack?.id).toBe(11);
    expect(result.current.total).toEqual(usd(199));
    act(() => result.current.setQuantity(5));
    expect(result.current.quantity).toBe(5);
    expect(result.current.total).toEqual(usd(995));

    const [, , scarce] = result.current.packs;
    act(() => result.current.choosePack(scarce as Pack));
    expect(result.current.quantity).toBe(3);
    expect(result.current.maxQuantity).toBe(3);
    act(() => result.current.setQuantity(50));
    expect(result.current.quantity).toBe(3);
    expect(result.current.total).toEqual(usd(1500));
    act(() => result.current.setQuantity(0));
    expect(result.current.quantity).toBe(1);
    expect(result.current.steps).toEqual({ account: 1, pack: 2, quantity: 3 });
  });

  it('sends nothing while the account is invalid or no pack can be chosen, and says what is missing', async () => {
    const { result } = render(usePackPurchase, game());
    act(() => result.current.buy());
    act(() => result.current.addToCart());
    expect(result.current.notice).toBe('Check the account details above.');
    expect(result.current.account.errors.userId).toBe('userId is required');
    act(() => result.current.account.change('userId', '12345678'));
    expect(result.current.notice).toBeNull();

    const soldOut = render(usePackPurchase, game({ packs: [pack(10, 99, { soldOut: true })] }));
    expect(soldOut.result.current.pack).toBeUndefined();
    expect(soldOut.result.current.total).toBeNull();
    expect(soldOut.result.current.hint).toBe('Choose a pack first.');
    act(() => soldOut.result.current.account.change('userId', '12345678'));
    act(() => soldOut.result.current.buy());
    expect(soldOut.result.current.notice).toBe('Choose a pack first.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reads = new Set(['/api/OrderDeal/Channels', '/api/User/Player']);
    expect(standIn.requests.filter((request) => !reads.has(request.path))).toEqual([]);
  });

  it('orders the line with trimmed values in the scope currency, and stays "buying" while the order opens', async () => {
    const { result, opened } = render(usePackPurchase, game());
    act(() => {
      result.current.account.change('userId', ' 12345678 ');
      result.current.account.change('zoneId', '2001 ');
    });
    act(() => result.current.setQuantity(2));
    act(() => result.current.buy());
    expect(result.current.buying).toBe(true);
    await waitFor(() => expect(opened).toEqual([`/order?orderNo=${ORDER_NO}`]));
    expect(calls('/api/OrderDeal/Add').map((call) => call.body)).toEqual([
      {
        items: [{ packId: 11, quantity: 2, account: { userId: '12345678', zoneId: '2001' } }],
        currencyId: USD,
      },
    ]);
    expect(result.current.buying).toBe(true);
    act(() => result.current.buy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('/api/OrderDeal/Add')).toHaveLength(1);
  });

  it('shows an order refusal that names an account field beside that field', async () => {
    const { result, opened } = render(usePackPurchase, game());
    act(() => result.current.account.change('userId', '999999'));
    act(() => result.current.buy());
    await waitFor(() => expect(result.current.account.errors.userId).toBe('Banned player'));
    expect(result.current.buying).toBe(false);
    expect(opened).toEqual([]);
  });

  it('adds to the cart; "added" is cleared when the next add starts', async () => {
    const { result } = render(usePackPurchase, game());
    act(() => result.current.account.change('userId', '12345678'));
    act(() => result.current.addToCart());
    await waitFor(() => expect(result.current.added).toBe(true));
    expect(calls('/api/ShopCart/Add')[0]?.body).toEqual({
      packId: 11,
      quantity: 1,
      account: { userId: '12345678' },
      currencyId: USD,
    });
    act(() => result.current.addToCart());
    expect(result.current.added).toBe(false);
    expect(result.current.adding).toBe(true);
    await waitFor(() => expect(result.current.added).toBe(true));
  });

  it('"Check" is quiet: a refused field shows beside it, another refusal beside the button', async () => {
    const { result, toasts } = render(usePackPurchase, game());
    expect(result.current.check.offered).toBe(true);
    act(() => result.current.check.run());
    expect(result.current.account.errors.userId).toBe('userId is required');

    act(() => result.current.account.change('userId', '123456'));
    act(() => result.current.check.run());
    await waitFor(() => expect(result.current.account.errors.userId).toBe('No such player'));
    expect(result.current.check.failure).toBeNull();

    act(() => result.current.account.change('userId', '654321'));
    act(() => result.current.check.run());
    await waitFor(() =>
      expect(result.current.check.failure).toBe('The ID check is busy, try again'),
    );
    expect(result.current.account.errors).toEqual({});

    act(() => result.current.account.change('userId', '12345678'));
    expect(result.current.check.failure).toBeNull();
    act(() => result.current.check.run());
    await waitFor(() => expect(result.current.check.nickname).toBe('SwiftTiger0042'));
    act(() => result.current.account.change('userId', '12345679'));
    expect(result.current.check.nickname).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe('useLinkPurchase', () => {
  it('quotes nothing until the link is valid, then quotes it quietly in the scope currency', async () => {
    const { result, toasts } = render(useLinkPurchase, LINKS_GAME);
    expect(result.current.account.fields[0]?.required).toBe(true);
    act(() => result.current.quote.get());
    act(() => result.current.account.change('topupLink', 'not a link'));
    act(() => result.current.quote.get());
    expect(result.current.account.errors.topupLink).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(standIn.requests).toEqual([]);
    expect(result.current.hint).toBe('Paste a valid top-up link and get its price first.');

    act(() => result.current.account.change('topupLink', ` ${LINK} `));
    act(() => result.current.quote.get());
    await waitFor(() => expect(result.current.quote.value).toEqual(QUOTE));
    expect(calls('/api/link/orderDiscountPrice')[0]?.body).toEqual({
      gameName: 'roblox',
      url: LINK,
      currencyId: USD,
    });
    expect(result.current.total).toEqual(usd(449));
    expect(result.current.hint).toBeNull();

    act(() => result.current.account.change('topupLink', `${LINK}&amount=0`));
    expect(result.current.quote.value).toBeNull();
    act(() => result.current.quote.get());
    await waitFor(() => expect(result.current.quote.failure).toBe('The link has no amount'));
    expect(result.current.total).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('sends nothing for an invalid link and says so', async () => {
    const { result } = render(useLinkPurchase, LINKS_GAME);
    act(() => result.current.buy());
    act(() => result.current.addToCart());
    expect(result.current.notice).toBe('Paste a valid top-up link and get its price first.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reads = new Set(['/api/OrderDeal/Channels', '/api/User/Player']);
    expect(standIn.requests.filter((request) => !reads.has(request.path))).toEqual([]);
  });

  it('buys the link: saved, ordered with the return address, opened, and still "buying"', async () => {
    const { result, opened } = render(useLinkPurchase, LINKS_GAME);
    act(() => result.current.account.change('topupLink', LINK));
    act(() => result.current.buy());
    await waitFor(() => expect(opened).toEqual([`/order?orderNo=${ORDER_NO}`]));
    expect(calls('/api/link/add')[0]?.body).toEqual({
      gameName: 'roblox',
      url: LINK,
      currencyId: USD,
    });
    expect(calls('/api/link/payOrder')[0]?.body).toEqual({
      linkIds: [41],
      method: 'provider',
      currencyId: USD,
      returnUrl: '/orders',
    });
    expect(result.current.buying).toBe(true);
  });

  it('keeps the link in the cart', async () => {
    const { result } = render(useLinkPurchase, LINKS_GAME);
    act(() => result.current.account.change('topupLink', LINK));
    act(() => result.current.addToCart());
    await waitFor(() => expect(result.current.added).toBe(true));
    expect(calls('/api/link/add').map((call) => call.body)).toEqual([
      { gameName: 'roblox', url: LINK, currencyId: USD },
    ]);
    expect(calls('/api/link/payOrder')).toEqual([]);
  });
});
