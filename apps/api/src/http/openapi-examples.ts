import * as c from '@storefront/api-client/contract';
import { accountDetailCsv } from '@storefront/csv';
import type { z } from 'zod';
import { type MessageKey, translate } from '../i18n/messages';
import { currencies, topupGames } from '../seed/data';
import type { SeedGame } from '../seed/types';

// Over 400 lines on purpose: examples are data, kept together so one test parses every one.
/**
 * Example requests and answers for the OpenAPI document, one per contract schema, in the style of
 * the seed data. Typed by the contract here and parsed by it in a test, so they cannot drift.
 */

const pick = <T, K extends keyof T>(value: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

const AT = '2026-11-21T08:30:00.000Z';
const LATER = '2026-11-21T08:45:00.000Z';
const ORDER_NO = 'SF20261121-7KQ2M9';

const usd = (amount: number): c.Money => ({
  amount,
  currencyId: 1,
  currencyCode: 'USD',
  decimals: 2,
});

/** A seeded currency with the id the seed gives it (its place in the list, from 1). */
function seededCurrency(code: string): c.Currency {
  const index = currencies.findIndex((currency) => currency.code === code);
  const seeded = currencies[index];
  if (!seeded) throw new Error(`No seeded currency ${code}`);
  return { id: index + 1, ...seeded };
}
const usdCurrency = seededCurrency('USD');
const idrCurrency = seededCurrency('IDR');
const razerGold = seededCurrency('RZG');

const category: c.Category = {
  id: 1,
  name: 'mobile-games',
  title: 'Mobile Games',
  icon: '/api/art/categories/mobile-games.svg',
  sort: 1,
};

const mobileLegends = topupGames.find((seeded) => seeded.name === 'mobile-legends') as SeedGame;
const art = (name: string) => `/api/art/games/${name}`;
const game: c.GameSummary = {
  id: 1,
  ...pick(mobileLegends, ['name', 'title', 'type', 'region', 'publisher', 'categories', 'badge']),
  isVoucher: mobileLegends.isVoucher,
  art: {
    colors: mobileLegends.colors,
    icon: `${art(mobileLegends.name)}/icon.svg`,
    cover: `${art(mobileLegends.name)}/cover.svg`,
  },
  fromPrice: usd(149),
};

const pack: c.Pack = {
  id: 2,
  gameId: 1,
  title: '86 Diamonds',
  price: usd(149),
  originalPrice: null,
  stock: null,
  soldOut: false,
  badge: null,
  sort: 2,
};

const accountFields: c.AccountField[] = [
  {
    key: 'userId',
    label: 'User ID',
    kind: 'number',
    required: true,
    placeholder: '12345678',
    pattern: '[0-9]{6,12}',
    options: null,
    secret: false,
  },
  {
    key: 'zoneId',
    label: 'Zone ID',
    kind: 'number',
    required: true,
    placeholder: '1234',
    pattern: '[0-9]{3,5}',
    options: null,
    secret: false,
  },
];

const account = { userId: '12345678', zoneId: '1234' };
const simpleGame: c.SimpleGame = {
  ...pick(game, ['id', 'name', 'title', 'type']),
  icon: game.art.icon,
};

/** What a cart line and an order line of 2 × 86 Diamonds have in common. */
const line = {
  kind: 'pack',
  gameName: mobileLegends.name,
  gameTitle: mobileLegends.title,
  gameType: mobileLegends.type,
  icon: `${art(mobileLegends.name)}/icon.svg`,
  packId: 2,
  packTitle: '86 Diamonds',
  quantity: 2,
  account,
  unitPrice: usd(149),
  subtotal: usd(298),
} as const;

const cartItem: c.CartItem = { id: 7, ...line, available: true, addedAt: AT };

const order: c.Order = {
  orderNo: ORDER_NO,
  status: 'unpaid',
  items: [{ id: 11, ...line, linkUrl: null, vouchers: [], nickname: 'SwiftTiger0042' }],
  subtotal: usd(298),
  discount: usd(0),
  total: usd(294),
  paymentMethod: null,
  channel: { id: 'va', name: 'Virtual account (bank transfer)', fee: usd(25) },
  createdAt: AT,
  expiresAt: LATER,
  paidAt: null,
  completedAt: null,
  failureReason: null,
  timeline: [{ status: 'unpaid', at: AT }],
  contactEmail: 'buyer@example.com',
  promo: { code: 'WELCOME10', discount: usd(29) },
};

const slide: c.CarouselSlide = {
  id: 1,
  title: 'Diamond Festival',
  subtitle: 'Bonus diamonds on every Mobile Legends pack',
  image: '/api/art/slides/1.svg?lang=en',
  link: { kind: 'promotion', target: 'mlbb-diamond-festival' },
};

const promotion: c.PromotionSummary = {
  id: 1,
  slug: 'mlbb-diamond-festival',
  title: 'Mobile Legends Diamond Festival',
  summary: 'Bonus diamonds on every pack this week',
  banner: '/api/art/promotions/mlbb-diamond-festival.svg?lang=en',
  startsAt: '2026-11-16T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  gameName: 'mobile-legends',
};

const userInfo: c.UserInfo = {
  id: 1,
  email: 'demo@storefront.test',
  nickname: 'Demo Player',
  createdAt: AT,
  userBalance: [{ currencyId: 1, currencyCode: 'USD', decimals: 2, balance: 5000 }],
};

const linkQuote: c.LinkQuote = {
  faceValue: usd(1000),
  price: usd(1000),
  discount: usd(50),
  idrDiscount: null,
  total: usd(950),
};

const linkItem: c.LinkItem = {
  id: 3,
  gameName: 'genshin-impact',
  gameTitle: 'Genshin Impact',
  title: 'Blessing of the Welkin Moon',
  url: 'https://shop.example/genshin/topup?item=welkin',
  quote: linkQuote,
  createdAt: AT,
};

const balanceEntry: c.BalanceLogEntry = {
  id: 21,
  currencyId: 1,
  currencyCode: 'USD',
  decimals: 2,
  amount: -298,
  balanceAfter: 4702,
  type: 'payment',
  orderNo: ORDER_NO,
  remark: `Order ${ORDER_NO}`,
  createdAt: LATER,
};

const page = <Item>(list: Item[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

type Entry = readonly [z.ZodType, unknown];
/** A request example, typed as the contract's input. */
const request = <S extends z.ZodType>(schema: S, value: z.input<S>): Entry => [schema, value];
/** An answer example (the envelope's `data`), typed as the contract's output. */
const answer = <S extends z.ZodType>(schema: S, value: z.output<S>): Entry => [schema, value];

const paid: c.PaymentResult = {
  order: {
    ...order,
    status: 'paid',
    paymentMethod: 'balance',
    paidAt: LATER,
    timeline: [...order.timeline, { status: 'paid', at: LATER }],
  },
  payment: { method: 'balance', status: 'paid', redirectUrl: null },
};
const payBalance = { method: 'balance', currencyId: 1 } as const;

const REQUESTS: Entry[] = [
  request(c.CurrencyChoice, { currencyId: 1 }),
  request(c.Empty, {}),
  request(c.GameListRequest, { type: 'Games', category: 'moba', page: 1, pageSize: 20 }),
  request(c.SimpleListRequest, { keyword: 'legends', limit: 10 }),
  request(c.SimplePageListRequest, { keyword: 'legends', page: 1, pageSize: 20 }),
  request(c.GameDetailRequest, { name: 'mobile-legends', currencyId: 1 }),
  request(c.AccountInfoRequest, { name: 'mobile-legends' }),
  request(c.PlayerRequest, { gameName: 'mobile-legends' }),
  request(c.TitleListRequest, { type: 'Games' }),
  request(c.StockValidateRequest, { items: [{ packId: 2, quantity: 2 }] }),
  request(c.LoginRequest, { email: 'demo@storefront.test', password: 'demo-password-1' }),
  request(c.RegisterRequest, {
    email: 'new.player@storefront.test',
    password: 'a-long-passphrase',
    nickname: 'New Player',
  }),
  request(c.VerifySignupRequest, {
    email: 'new.player@storefront.test',
    code: '042917',
    signupToken: 'q3Vx8mJ0cP2rT6yW9zB4nD7fH1kL5sA8eG0iU3oR6tY',
  }),
  request(c.EmailRequest, { email: 'new.player@storefront.test' }),
  request(c.ResendSignupCodeRequest, {
    email: 'new.player@storefront.test',
    signupToken: 'q3Vx8mJ0cP2rT6yW9zB4nD7fH1kL5sA8eG0iU3oR6tY',
  }),
  request(c.ResetPasswordRequest, {
    token: 'q3Xv9Jd0Tn4rWm8sYb2LcK7pHf5aZe1uGi6oNx0RtAw',
    password: 'a-new-long-passphrase',
  }),
  request(c.ChangePasswordRequest, {
    currentPassword: 'a-long-passphrase',
    newPassword: 'a-new-long-passphrase',
  }),
  request(c.BalanceLogRequest, { page: 1, pageSize: 20, from: '2026-11-01', to: '2026-11-30' }),
  request(c.AccountDetailFileQuery, { currencyId: 1, from: '2026-11-01', to: '2026-11-30' }),
  request(c.DepositRequest, {
    currencyId: 1,
    amount: 2000,
    returnUrl: 'https://store.example/personal',
  }),
  request(c.CartAddRequest, { packId: 2, quantity: 2, account, currencyId: 1 }),
  request(c.CartUpdateRequest, { id: 7, quantity: 3, currencyId: 1 }),
  request(c.CartDeleteRequest, { ids: [7] }),
  request(c.RazerPriceRequest, { packId: 2, quantity: 1 }),
  request(c.OrderCreateRequest, {
    cartItemIds: [7],
    currencyId: 1,
    contactEmail: 'buyer@example.com',
  }),
  request(c.OrderRef, { orderNo: ORDER_NO }),
  request(c.OrderTrackRequest, { orderNo: ORDER_NO, contactEmail: 'buyer@example.com' }),
  request(c.ChannelsRequest, { packId: 2, quantity: 2, currencyId: 1 }),
  request(c.OrderPromoRequest, { orderNo: ORDER_NO, code: 'WELCOME10' }),
  request(c.OrderPayRequest, { orderNo: ORDER_NO, ...payBalance }),
  request(c.CartPayRequest, { cartItemIds: [7], ...payBalance }),
  request(c.OrderListRequest, { page: 1, pageSize: 20, status: 'paid' }),
  request(c.PromotionListRequest, { page: 1, pageSize: 20, activeOnly: true }),
  request(c.PromotionDetailRequest, { slug: 'mlbb-diamond-festival' }),
  request(c.ContentPageRequest, { slug: 'help' }),
  request(c.CheckIdRequest, { gameName: 'mobile-legends', account }),
  request(c.LinkQuoteRequest, {
    gameName: 'genshin-impact',
    url: 'https://shop.example/genshin/topup?item=welkin',
    currencyId: 1,
  }),
  request(c.LinkDeleteRequest, { ids: [3] }),
  request(c.LinkPayRequest, { linkIds: [3], ...payBalance }),
  request(c.IdrDiscountRequest, { amount: 162500 }),
];

const ANSWERS: Entry[] = [
  answer(c.HomeSummary, {
    carousel: [slide],
    categories: [{ category, games: [game], total: 1 }],
    hotPromotions: [promotion],
  }),
  answer(c.HomeSummaryNew, {
    newest: [game],
    popular: [game],
    byType: [{ type: 'Games', games: [game] }],
  }),
  answer(c.HomeFrame, {
    currencySummary: { currencyList: [usdCurrency, idrCurrency], currencyActive: usdCurrency },
    gameCateList: [category],
  }),
  answer(c.InitDataResponse, {
    currencySummary: { currencyList: [usdCurrency, idrCurrency], currencyActive: usdCurrency },
    guestId: 'g_Qm9vdHN0cmFwR3Vlc3RJZA',
    gameCateList: [category],
  }),
  answer(c.GameListResponse, page([game])),
  answer(c.SimpleListResponse, [simpleGame]),
  answer(c.SimplePageListResponse, page([simpleGame])),
  answer(c.GameDetail, {
    ...game,
    description: 'Top up Mobile Legends diamonds in seconds.',
    accountFields,
    packs: [pack],
    redeemSteps: [
      'Open Mobile Legends and tap your avatar: the User ID shows with the Zone ID in brackets.',
      'Enter them above and tap Check, choose a pack and pay.',
    ],
  }),
  answer(c.PacksResponse, [pack]),
  answer(c.RememberedPlayer, {
    gameName: 'mobile-legends',
    account: { userId: '12345678', zoneId: '1234' },
    nickname: 'SwiftTiger0042',
    updatedAt: AT,
  }),
  answer(c.AccountInfoResponse, { type: 'Games', fields: accountFields }),
  answer(c.TitleListResponse, [
    { id: 1, name: 'mobile-legends', title: 'Mobile Legends: Bang Bang' },
  ]),
  answer(c.StockValidateResponse, {
    ok: true,
    items: [{ packId: 2, quantity: 2, available: null, ok: true }],
  }),
  answer(c.SignupPending, {
    email: 'new.player@storefront.test',
    resendAfterSeconds: 60,
    signupToken: 'q3Vx8mJ0cP2rT6yW9zB4nD7fH1kL5sA8eG0iU3oR6tY',
  }),
  answer(c.LoginResponse, {
    userDetail: {
      ...userInfo,
      token: 'b3c1f0e2a4d6c8e0f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2',
      tokenExpiresAt: '2026-11-21T10:30:00.000Z',
    },
  }),
  answer(c.Nothing, null),
  answer(c.UserInfo, userInfo),
  answer(c.UserSummary, {
    user: userInfo,
    orderCounts: { unpaid: 1, inProgress: 0, completed: 4 },
    cartCount: 2,
  }),
  answer(c.BalanceLogResponse, page([balanceEntry])),
  answer(c.DepositResponse, {
    depositNo: 'DP20261121-3HX8PQ',
    amount: usd(2000),
    status: 'pending',
    redirectUrl: '/api/payments/sandbox/PY20261121-3HX8PQ',
  }),
  answer(c.CartListResponse, { items: [cartItem], count: 1, total: usd(298), razerTotal: null }),
  answer(c.CartAddResponse, { item: cartItem, count: 1 }),
  answer(c.CartCountResponse, { count: 1 }),
  answer(c.RazerPriceResponse, {
    packId: 2,
    quantity: 1,
    unitPrice: { ...usd(149), currencyId: 6, currencyCode: 'RZG' },
    total: { ...usd(149), currencyId: 6, currencyCode: 'RZG' },
    rate: '1.00',
  }),
  answer(c.RazerRate, { currency: razerGold, rate: '1.00', updatedAt: AT }),
  answer(c.Order, order),
  answer(c.ChannelsResponse, {
    base: usd(298),
    channels: [
      {
        id: 'va',
        name: 'Virtual account (bank transfer)',
        fee: usd(25),
        total: usd(323),
        min: usd(100),
        max: usd(500_000),
        balance: null,
        refusal: null,
      },
    ],
  }),
  answer(c.PaymentResult, paid),
  answer(
    c.OrderListResponse,
    page([
      {
        orderNo: ORDER_NO,
        status: 'unpaid',
        total: usd(298),
        createdAt: AT,
        expiresAt: LATER,
        itemCount: 1,
        gameTitle: 'Mobile Legends: Bang Bang',
        packTitle: '86 Diamonds',
        icon: '/api/art/games/mobile-legends/icon.svg',
      },
    ]),
  ),
  answer(c.OrderCurrencyPricesResponse, {
    orderNo: ORDER_NO,
    prices: [
      {
        currencyId: 1,
        currencyCode: 'USD',
        price: usd(298),
        discount: usd(0),
        total: usd(298),
        balance: usd(5000),
        covered: true,
      },
    ],
  }),
  answer(c.CheckIdResponse, { gameName: 'mobile-legends', nickname: 'Layla', account }),
  answer(c.PromotionListResponse, page([promotion])),
  answer(c.PromotionDetail, {
    ...promotion,
    body: '<p>Every Mobile Legends pack comes with bonus diamonds until the end of the month.</p>',
  }),
  answer(c.ContentPage, {
    slug: 'help',
    title: 'Help',
    body: '<p>How to top up, pay and find your order.</p>',
    faqs: [{ question: 'When do I get my diamonds?', answer: 'Right after payment.' }],
    updatedAt: AT,
  }),
  answer(c.CarouselResponse, [slide]),
  answer(c.CurrencySummary.shape.currencyList, [usdCurrency, idrCurrency, razerGold]),
  answer(c.LinkListResponse, [linkItem]),
  answer(c.LinkItem, linkItem),
  answer(c.LinkQuote, linkQuote),
  answer(c.IdrDiscountResponse, {
    rateBps: 200,
    discount: { amount: 3250, currencyId: 2, currencyCode: 'IDR', decimals: 0 },
    description: '2% off when you pay in IDR',
  }),
];

const EXAMPLES = new Map<z.ZodType, unknown>([...REQUESTS, ...ANSWERS]);

/** Every example with the schema it is for, and whether it is a request (input) or an answer. */
export const EXAMPLE_ENTRIES = [
  ...REQUESTS.map(([schema, value]) => ({ schema, value, io: 'input' as const })),
  ...ANSWERS.map(([schema, value]) => ({ schema, value, io: 'output' as const })),
];

export function exampleOf(schema: z.ZodType): unknown {
  return EXAMPLES.get(schema);
}

const failure = (code: number, message: MessageKey, data: unknown = null) => ({
  code,
  message: translate('en', message, { minutes: 15 }),
  data,
});

/** The error envelope of each documented failure, with the server's own English messages. */
export const ERROR_EXAMPLES = {
  BadRequest: {
    code: 400,
    message: 'page: must be a number',
    data: { issues: [{ path: 'page', message: 'must be a number' }] },
  },
  Unauthorized: failure(401, 'error.unauthorized'),
  NotFound: failure(404, 'error.notFound'),
  TooManyRequests: failure(429, 'auth.tooManyAttempts'),
  ServerError: failure(500, 'error.internal'),
  Error: failure(403, 'error.forbidden'),
};

export const CSV_EXAMPLE = accountDetailCsv([balanceEntry], 'en');
export const HTML_EXAMPLE = '<!doctype html><html lang="en"><title>Sandbox payment</title></html>';
export const SVG_EXAMPLE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"></svg>';
