import { describe, expect, it } from 'vitest';
import {
  AccountDetailFileQuery,
  BalanceLogRequest,
  CartAddRequest,
  GameListRequest,
  InitDataResponse,
  LoginRequest,
  Money,
  OrderCreateRequest,
  OrderItem,
  OrderListRequest,
  OrderNo,
  Slug,
} from '../contract';

const line = { packId: 12, quantity: 1, account: { userId: '12345678' } };

describe('OrderCreateRequest', () => {
  it('takes cart items or buy-now items', () => {
    expect(OrderCreateRequest.safeParse({ cartItemIds: [3, 4] }).success).toBe(true);
    expect(OrderCreateRequest.parse({ items: [{ packId: 12, account: {} }] })).toEqual({
      items: [{ packId: 12, quantity: 1, account: {} }],
    });
  });

  it('refuses both and neither', () => {
    const both = OrderCreateRequest.safeParse({ cartItemIds: [3], items: [line] });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe('Give either cartItemIds or items');
    expect(OrderCreateRequest.safeParse({}).success).toBe(false);
    expect(OrderCreateRequest.safeParse({ currencyId: 2 }).success).toBe(false);
  });

  it('refuses an empty list', () => {
    expect(OrderCreateRequest.safeParse({ cartItemIds: [] }).success).toBe(false);
  });
});

describe('OrderItem', () => {
  const money = { amount: 499, currencyId: 1, currencyCode: 'USD', decimals: 2 };
  const item = {
    id: 1,
    kind: 'pack',
    gameName: 'roblox',
    gameTitle: 'Roblox',
    gameType: 'Links',
    icon: '/api/art/games/roblox/icon.svg',
    packId: 7,
    packTitle: '400 Robux',
    linkUrl: null,
    quantity: 1,
    unitPrice: money,
    subtotal: money,
    account: {},
    vouchers: [],
  };

  it('is a pack, a Razer Gold pack, or a top-up link without a pack', () => {
    expect(OrderItem.safeParse(item).success).toBe(true);
    const link = {
      ...item,
      kind: 'link',
      packId: null,
      linkUrl: 'https://pay.example.com/r?amount=4.99',
    };
    expect(OrderItem.safeParse(link).success).toBe(true);
    expect(OrderItem.safeParse({ ...item, kind: 'gift' }).success).toBe(false);
    expect(OrderItem.safeParse({ ...item, packId: 0 }).success).toBe(false);
  });
});

describe('GameListRequest', () => {
  it('defaults page 1 and pageSize 20', () => {
    expect(GameListRequest.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(GameListRequest.parse({ type: 'Games', page: 3 })).toEqual({
      type: 'Games',
      page: 3,
      pageSize: 20,
    });
  });

  it('accepts pageSize 100 and rejects 101, 0 and a non-integer', () => {
    expect(GameListRequest.safeParse({ pageSize: 100 }).success).toBe(true);
    const tooBig = GameListRequest.safeParse({ pageSize: 101 });
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0]?.path).toEqual(['pageSize']);
    expect(GameListRequest.safeParse({ pageSize: 0 }).success).toBe(false);
    expect(GameListRequest.safeParse({ page: 1.5 }).success).toBe(false);
  });
});

describe('Slug', () => {
  it.each(['mobile-legends', 'genshin-impact', 'ff', 'game2'])('accepts %j', (slug) => {
    expect(Slug.safeParse(slug).success).toBe(true);
  });

  it.each(['Bad Slug', 'bad_slug', 'Upper', '-lead', 'trail-', 'double--hyphen', 'a'])(
    'refuses %j',
    (slug) => {
      expect(Slug.safeParse(slug).success).toBe(false);
    },
  );
});

describe('AccountDetailFileQuery (query strings arrive as text)', () => {
  it("coerces currencyId '3' to 3 and keeps the days", () => {
    expect(AccountDetailFileQuery.parse({ currencyId: '3', from: '2026-11-01' })).toEqual({
      currencyId: 3,
      from: '2026-11-01',
    });
    expect(AccountDetailFileQuery.parse({})).toEqual({});
  });

  it('refuses a non-positive or non-numeric id and a bad day', () => {
    expect(AccountDetailFileQuery.safeParse({ currencyId: '0' }).success).toBe(false);
    expect(AccountDetailFileQuery.safeParse({ currencyId: 'abc' }).success).toBe(false);
    expect(AccountDetailFileQuery.safeParse({ from: '2026-13-01' }).success).toBe(false);
  });

  it('refuses a range that ends before it starts, here and in BalanceLogRequest', () => {
    const backwards = { from: '2026-11-02', to: '2026-11-01' };
    for (const schema of [AccountDetailFileQuery, BalanceLogRequest]) {
      const result = schema.safeParse(backwards);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['from']);
      expect(schema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
    }
  });
});

describe('date ranges (every filter shares DateRange and orderedRange)', () => {
  const schemas = { AccountDetailFileQuery, BalanceLogRequest, OrderListRequest };

  it.each(Object.entries(schemas))('%s refuses far days, naming the field', (_, schema) => {
    for (const day of ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      for (const field of ['from', 'to']) {
        const result = schema.safeParse({ [field]: day });
        expect(result.success, `${field} ${day}`).toBe(false);
        expect(result.error?.issues[0]?.path).toEqual([field]);
      }
    }
    for (const day of ['275760-09-13', '-000001-01-01']) {
      expect(schema.safeParse({ to: day }).success).toBe(false);
    }
    expect(schema.safeParse({ from: '2000-01-01', to: '2100-12-31' }).success).toBe(true);
  });

  it.each(Object.entries(schemas))('%s refuses a range that ends before it starts', (_, schema) => {
    const result = schema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(result.error?.issues[0]?.path).toEqual(['from']);
  });
});

describe('Money', () => {
  const money = { amount: 1500, currencyId: 1, currencyCode: 'USD', decimals: 2 };

  it('accepts whole minor units, negative ones too', () => {
    expect(Money.parse(money)).toEqual(money);
    expect(Money.safeParse({ ...money, amount: -5 }).success).toBe(true);
  });

  it('refuses a float amount and a string amount', () => {
    const float = Money.safeParse({ ...money, amount: 15.5 });
    expect(float.success).toBe(false);
    expect(float.error?.issues[0]?.path).toEqual(['amount']);
    expect(Money.safeParse({ ...money, amount: '1500' }).success).toBe(false);
  });
});

describe('other schemas a server leans on', () => {
  it('OrderNo has the SF20261121-7KQ2M9 shape', () => {
    expect(OrderNo.safeParse('SF20261121-7KQ2M9').success).toBe(true);
    expect(OrderNo.safeParse('sf20261121-7kq2m9').success).toBe(false);
  });

  it('LoginRequest lower-cases the email', () => {
    expect(LoginRequest.parse({ email: 'Demo@Example.COM', password: 'x' }).email).toBe(
      'demo@example.com',
    );
  });

  it('CartAddRequest limits the quantity to 1..99, default 1', () => {
    expect(CartAddRequest.parse({ packId: 1, account: {} }).quantity).toBe(1);
    expect(CartAddRequest.safeParse({ packId: 1, quantity: 100, account: {} }).success).toBe(false);
  });

  it('InitDataResponse needs currencySummary, guestId and gameCateList', () => {
    const result = InitDataResponse.safeParse({ guestId: 'g' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'currencySummary',
      'gameCateList',
    ]);
  });
});
