import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  categories,
  contentPages,
  currencies,
  discountBadge,
  games,
  promotions,
  slides,
  users,
} from '../data';
import type { SeedAccountField, SeedGame } from '../types';

/** The contract's slug rule (packages/api-client/src/contract/catalog.ts). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (value: string) => value.length >= 2 && value.length <= 64 && SLUG.test(value);
const HEX = /^#[0-9a-fA-F]{6}$/;

/** RESERVED_ROUTE_NAMES, read from the contract source so this test never drifts from it. */
function reservedRouteNames(): string[] {
  const file = fileURLToPath(
    new URL('../../../../../packages/api-client/src/contract/catalog.ts', import.meta.url),
  );
  const source = readFileSync(file, 'utf8');
  const list = /RESERVED_ROUTE_NAMES\s*=\s*\[([\s\S]*?)\]\s*as const/.exec(source)?.[1] ?? '';
  return Array.from(list.matchAll(/'([^']+)'/g), (match) => match[1] ?? '');
}

/** The server's rule: a field pattern must match the whole value. */
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

function field(gameName: string, key: string): SeedAccountField {
  const game = games.find((g) => g.name === gameName);
  const found = game?.accountFields.find((f) => f.key === key);
  if (!found) throw new Error(`${gameName} has no field ${key}`);
  return found;
}

/** Every { en, id } object anywhere in a value. */
function localizedIn(value: unknown, path: string, out: Array<[string, unknown]>): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      localizedIn(item, `${path}[${i}]`, out);
    });
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    if (keys.length === 2 && keys[0] === 'en' && keys[1] === 'id') out.push([path, value]);
    for (const [key, child] of Object.entries(value)) localizedIn(child, `${path}.${key}`, out);
  }
}

const ALLOWED_TAG =
  /^(?:<(p|strong|em|ul|ol|li|h3)>|<\/(p|strong|em|ul|ol|li|h3|a)>|<(a) href="(?:\/[^"<>\s]*|https:\/\/[^"<>\s]+)">)$/;

/** Only p, strong, em, ul, ol, li, a[href], h3; properly nested; no stray angle brackets. */
function expectSafeHtml(html: string, where: string): void {
  expect(html.trim(), where).not.toBe('');
  const stack: string[] = [];
  for (const token of html.split(/(<[^>]*>)/)) {
    if (!token.startsWith('<')) {
      expect(token, `${where}: text`).not.toMatch(/[<>]/);
      expect(token, `${where}: bare &`).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#\d+;)/);
      continue;
    }
    const match = ALLOWED_TAG.exec(token);
    expect(match, `${where}: tag ${token}`).not.toBeNull();
    const open = match?.[1] ?? match?.[3];
    const close = match?.[2];
    if (open) stack.push(open);
    if (close) expect(stack.pop(), `${where}: closes ${token}`).toBe(close);
  }
  expect(stack, `${where}: unclosed`).toEqual([]);
}

/** Internal links in content point at something that exists. */
function expectLinksResolve(html: string, where: string): void {
  const staticRoutes = [
    '/help',
    '/about',
    '/legal',
    '/orderHistory',
    '/balanceHistory',
    '/daftarPromo',
  ];
  const typePrefix: Record<string, SeedGame['type']> = {
    games: 'Games',
    links: 'Links',
    login: 'Login',
  };
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
    if (!href?.startsWith('/')) continue;
    const [, first, second] = href.split('/');
    const type = first ? typePrefix[first] : undefined;
    if (type) {
      const game = games.find((g) => g.name === second);
      expect(game?.type, `${where}: ${href}`).toBe(type);
    } else if (!staticRoutes.includes(href)) {
      expect(
        categories.some((c) => `/${c.name}` === href),
        `${where}: ${href}`,
      ).toBe(true);
    }
  }
}

describe('currencies', () => {
  it('has USD as the base and the store currencies with exact decimal rates', () => {
    const codes = currencies.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['USD', 'IDR', 'MYR', 'PHP', 'SGD', 'RZG']) expect(codes).toContain(code);
    const usd = currencies.find((c) => c.code === 'USD');
    expect(usd).toMatchObject({ rate: '1', decimals: 2, kind: 'fiat' });
    expect(currencies.find((c) => c.code === 'IDR')?.decimals).toBe(0);
    expect(currencies.filter((c) => c.kind === 'razerGold').map((c) => c.code)).toEqual(['RZG']);
    for (const c of currencies) {
      expect(c.rate, c.code).toMatch(/^[0-9]+(?:\.[0-9]+)?$/);
      expect(Number(c.rate), c.code).toBeGreaterThan(0);
      expect(Number.isInteger(c.decimals) && c.decimals >= 0 && c.decimals <= 4, c.code).toBe(true);
      expect(c.name && c.symbol, c.code).toBeTruthy();
    }
  });
});

describe('categories', () => {
  it('are unique, valid slugs that no static route uses', () => {
    const reserved = reservedRouteNames();
    expect(reserved.length).toBeGreaterThan(20);
    expect(reserved).toContain('games');
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const names = categories.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of categories) {
      expect(isSlug(c.name), c.name).toBe(true);
      expect(reserved, c.name).not.toContain(c.name.toLowerCase());
      expect(c.icon.trim(), c.name).not.toBe('');
    }
  });

  it('each hold at least one game', () => {
    for (const c of categories) {
      expect(
        games.some((g) => g.categories.includes(c.name)),
        c.name,
      ).toBe(true);
    }
  });
});

describe('games', () => {
  const direct = games.filter((g) => g.type === 'Games' && !g.isVoucher);
  const vouchers = games.filter((g) => g.isVoucher);

  it('cover every type in number', () => {
    expect(games.length).toBeGreaterThanOrEqual(40);
    expect(direct.length).toBeGreaterThanOrEqual(8);
    expect(games.filter((g) => g.type === 'Links').length).toBeGreaterThanOrEqual(5);
    expect(games.filter((g) => g.type === 'Login').length).toBeGreaterThanOrEqual(5);
    expect(vouchers.length).toBeGreaterThanOrEqual(4);
    for (const v of vouchers) expect(v.type, v.name).toBe('Games');
  });

  it('have unique slugs and titles, known categories, colours and popularity', () => {
    const names = games.map((g) => g.name);
    expect(new Set(names).size).toBe(names.length);
    const titles = games.map((g) => g.title);
    expect(new Set(titles).size).toBe(titles.length);
    const categoryNames = new Set(categories.map((c) => c.name));
    const regions = new Set(['Global', 'SEA', 'Indonesia', 'Malaysia', 'Philippines', 'Singapore']);
    for (const g of games) {
      expect(isSlug(g.name), g.name).toBe(true);
      expect(g.title.trim() && g.publisher.trim(), g.name).toBeTruthy();
      expect(regions.has(g.region), `${g.name}: ${g.region}`).toBe(true);
      expect(g.categories.length, g.name).toBeGreaterThanOrEqual(1);
      expect(g.categories.length, g.name).toBeLessThanOrEqual(3);
      expect(new Set(g.categories).size, g.name).toBe(g.categories.length);
      for (const c of g.categories) expect(categoryNames.has(c), `${g.name}: ${c}`).toBe(true);
      for (const color of g.colors) expect(color, g.name).toMatch(HEX);
      expect(Number.isInteger(g.popularity), g.name).toBe(true);
      expect(g.popularity, g.name).toBeGreaterThanOrEqual(1);
      expect(g.popularity, g.name).toBeLessThanOrEqual(100);
    }
    expect(games.filter((g) => g.badge !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('have 4 to 10 sensible packs each', () => {
    for (const g of games) {
      expect(g.packs.length, g.name).toBeGreaterThanOrEqual(4);
      expect(g.packs.length, g.name).toBeLessThanOrEqual(10);
      const titles = g.packs.map((p) => p.title);
      expect(new Set(titles).size, g.name).toBe(titles.length);
      for (const p of g.packs) {
        const where = `${g.name}: ${p.title}`;
        expect(Number.isInteger(p.price) && p.price > 0, where).toBe(true);
        expect(p.price, where).toBeLessThan(20_000);
        if (p.originalPrice !== null) {
          expect(Number.isInteger(p.originalPrice), where).toBe(true);
          expect(p.originalPrice, where).toBeGreaterThan(p.price);
        }
        if (p.stock !== null) expect(Number.isInteger(p.stock) && p.stock >= 0, where).toBe(true);
        if (p.badge?.startsWith('-')) {
          expect(p.originalPrice, where).not.toBeNull();
          expect(p.badge, where).toBe(discountBadge(p.price, p.originalPrice ?? p.price));
        }
      }
      expect(
        g.packs.some((p) => p.stock !== 0),
        `${g.name} is entirely sold out`,
      ).toBe(true);
    }
    const all = games.flatMap((g) => g.packs);
    expect(all.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((p) => p.stock !== null && p.stock > 0).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((p) => p.originalPrice !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('price bigger amounts of the same currency higher', () => {
    for (const g of games) {
      // Packs titled "<amount> <unit>" (bonus "+ n" included) must cost more as the amount grows.
      const byUnit = new Map<string, Array<{ amount: number; price: number }>>();
      for (const p of g.packs) {
        const m = /^([0-9][0-9,]*)(?: \+ ([0-9][0-9,]*))? ([A-Za-zé -]+)$/.exec(p.title);
        if (!m?.[1] || !m[3]) continue;
        const amount = Number(m[1].replace(/,/g, '')) + Number((m[2] ?? '0').replace(/,/g, ''));
        const list = byUnit.get(m[3]) ?? [];
        list.push({ amount, price: p.price });
        byUnit.set(m[3], list);
      }
      for (const [unit, list] of byUnit) {
        const sorted = [...list].sort((a, b) => a.amount - b.amount);
        for (let i = 1; i < sorted.length; i++) {
          expect(sorted[i]?.price, `${g.name}: ${unit}`).toBeGreaterThan(sorted[i - 1]?.price ?? 0);
        }
      }
    }
  });

  it('ask for account fields that fit their type', () => {
    for (const g of games) {
      const keys = g.accountFields.map((f) => f.key);
      expect(new Set(keys).size, g.name).toBe(keys.length);
      for (const f of g.accountFields) {
        const where = `${g.name}.${f.key}`;
        expect(f.key, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect(f.secret, where).toBe(f.kind === 'password');
        if (f.kind === 'select') {
          expect(f.options?.length ?? 0, where).toBeGreaterThanOrEqual(2);
          const values = f.options?.map((o) => o.value) ?? [];
          expect(new Set(values).size, where).toBe(values.length);
        } else {
          expect(f.options, where).toBeNull();
          expect(f.pattern, where).not.toBeNull();
        }
      }
      const required = g.accountFields.filter((f) => f.required);
      if (g.isVoucher) {
        expect(
          g.accountFields.every((f) => f.kind === 'email'),
          g.name,
        ).toBe(true);
      } else if (g.type === 'Games') {
        expect(required.length, g.name).toBeGreaterThanOrEqual(1);
        expect(
          g.accountFields.some((f) => f.secret),
          g.name,
        ).toBe(false);
      } else if (g.type === 'Links') {
        expect(
          g.accountFields.map((f) => [f.key, f.kind, f.required]),
          g.name,
        ).toEqual([['topupLink', 'url', true]]);
      } else {
        const password = g.accountFields.find((f) => f.kind === 'password');
        expect(password?.secret && password.required, g.name).toBe(true);
        expect(
          g.accountFields.some((f) => f.key === 'email' || f.key === 'username'),
          g.name,
        ).toBe(true);
      }
    }
    expect(games.some((g) => g.accountFields.some((f) => f.key === 'loginMethod'))).toBe(true);
  });

  it('have patterns that compile and accept their own placeholder examples', () => {
    for (const g of games) {
      for (const f of g.accountFields) {
        if (f.pattern === null) continue;
        const where = `${g.name}.${f.key}`;
        expect(() => whole(f.pattern ?? ''), where).not.toThrow();
        expect(whole(f.pattern).test(''), `${where} accepts empty`).toBe(false);
        if (f.placeholder && f.kind !== 'password') {
          expect(whole(f.pattern).test(f.placeholder.en), `${where}: ${f.placeholder.en}`).toBe(
            true,
          );
          expect(whole(f.pattern).test(f.placeholder.id), `${where}: ${f.placeholder.id}`).toBe(
            true,
          );
        }
      }
    }
  });

  const examples: Array<[game: string, key: string, accepts: string[], rejects: string[]]> = [
    [
      'mobile-legends',
      'userId',
      ['12345678', '123456789012'],
      ['abc', '1234', '1234 5678', '12a45678'],
    ],
    ['mobile-legends', 'zoneId', ['1234', '12345'], ['abc', '12', '(1234)']],
    [
      'genshin-impact',
      'userId',
      ['812345678', '1812345678'],
      ['12345678', '012345678', '81234567a'],
    ],
    ['honkai-star-rail', 'userId', ['601234567'], ['60123456', 'abc']],
    ['free-fire', 'userId', ['1234567890'], ['1234567', 'abc']],
    [
      'valorant',
      'riotId',
      ['PlayerName#SEA1', 'Jett Main#1234'],
      ['PlayerName', 'PlayerName#', '#SEA1', 'ab#SEA1', 'Name#TOOLONG'],
    ],
    ['wild-rift', 'riotId', ['Ahri Fan#ID1'], ['Ahri Fan']],
    [
      'clash-of-clans',
      'playerTag',
      ['#2PP8Q0LJV', '#9L2QY0P8', '2PP8Q0LJV'],
      ['#2PP', '#2PP8Q0LJV!', 'abc'],
    ],
    ['call-of-duty-mobile', 'userId', ['6742817390214650881'], ['67428-1739']],
    [
      'roblox',
      'topupLink',
      [
        'https://pay.example.com/roblox/checkout/RBX7F3K92',
        'https://www.roblox.com/upgrades/robux?ctx=nav',
      ],
      ['http://pay.example.com/x', 'javascript:alert(1)', 'pay.example.com/x', 'https://'],
    ],
    [
      'razer-gold',
      'email',
      ['name@example.com', 'a.b+c@mail.co.id'],
      ['name@', 'not an email', '@example.com'],
    ],
    ['pubg-battlegrounds', 'password', ['hunter22', 'correct horse battery'], ['12345']],
    [
      'mobile-legends-adventure',
      'email',
      ['player@mail.com', '08123456789', 'moonton_user'],
      ['ab', 'has space'],
    ],
  ];
  for (const [game, key, accepts, rejects] of examples) {
    it(`${game}.${key} accepts real values and rejects wrong ones`, () => {
      const pattern = field(game, key).pattern;
      expect(pattern).not.toBeNull();
      const re = whole(pattern ?? '');
      for (const value of accepts) expect(re.test(value), value).toBe(true);
      for (const value of rejects) expect(re.test(value), value).toBe(false);
    });
  }

  it('offer the servers of the real games', () => {
    const genshin = field('genshin-impact', 'server').options?.map((o) => o.label.en);
    expect(genshin).toEqual(['America', 'Europe', 'Asia', 'TW, HK, MO']);
    const login = field('mobile-legends-adventure', 'loginMethod').options?.map((o) => o.label.en);
    expect(login).toEqual(['Moonton', 'Facebook', 'Google']);
  });
});

describe('promotions and carousel', () => {
  it('have valid, unique slugs, sane periods and existing games', () => {
    expect(promotions.length).toBeGreaterThanOrEqual(5);
    const slugs = promotions.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of promotions) {
      expect(isSlug(p.slug), p.slug).toBe(true);
      expect(p.endsInDays, p.slug).toBeGreaterThan(p.startsInDays);
      for (const color of p.colors) expect(color, p.slug).toMatch(HEX);
      if (p.gameName !== null) {
        expect(
          games.some((g) => g.name === p.gameName),
          `${p.slug}: ${p.gameName}`,
        ).toBe(true);
      }
    }
    expect(
      promotions.filter((p) => p.startsInDays <= 0 && p.endsInDays > 0).length,
    ).toBeGreaterThanOrEqual(2);
    expect(promotions.some((p) => p.startsInDays > 0)).toBe(true);
    expect(promotions.some((p) => p.endsInDays < 0)).toBe(true);
    expect(promotions.some((p) => p.gameName !== null)).toBe(true);
  });

  it('have bodies of safe HTML whose links resolve', () => {
    for (const p of promotions) {
      for (const locale of ['en', 'id'] as const) {
        expectSafeHtml(p.body[locale], `${p.slug}.${locale}`);
        expectLinksResolve(p.body[locale], `${p.slug}.${locale}`);
        expect(p.summary[locale], p.slug).not.toMatch(/[<>]/);
      }
    }
  });

  it('has 4 to 6 slides linking to existing games, running promotions or categories', () => {
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(slides.length).toBeLessThanOrEqual(6);
    for (const s of slides) {
      const where = `${s.link.kind}:${s.link.target}`;
      for (const color of s.colors) expect(color, where).toMatch(HEX);
      if (s.link.kind === 'game') {
        expect(
          games.some((g) => g.name === s.link.target),
          where,
        ).toBe(true);
      } else if (s.link.kind === 'promotion') {
        const promo = promotions.find((p) => p.slug === s.link.target);
        expect(promo, where).toBeDefined();
        expect(promo?.startsInDays ?? 1, where).toBeLessThanOrEqual(0);
        expect(promo?.endsInDays ?? 0, where).toBeGreaterThan(0);
      } else {
        expect(
          categories.some((c) => c.name === s.link.target),
          where,
        ).toBe(true);
      }
    }
    expect(new Set(slides.map((s) => s.link.kind)).size).toBeGreaterThanOrEqual(2);
  });
});

describe('content pages', () => {
  it('has help, about and legal with safe HTML', () => {
    expect(contentPages.map((p) => p.slug).sort()).toEqual(['about', 'help', 'legal']);
    for (const page of contentPages) {
      for (const locale of ['en', 'id'] as const) {
        expectSafeHtml(page.body[locale], `${page.slug}.${locale}`);
        expectLinksResolve(page.body[locale], `${page.slug}.${locale}`);
        for (const faq of page.faqs) {
          expect(faq.question[locale], page.slug).not.toMatch(/[<>]/);
          expect(faq.answer[locale], page.slug).not.toMatch(/[<>]/);
        }
      }
    }
  });

  it('answers at least six questions in help', () => {
    const help = contentPages.find((p) => p.slug === 'help');
    expect(help?.faqs.length ?? 0).toBeGreaterThanOrEqual(6);
    const questions = help?.faqs.map((f) => f.question.en.toLowerCase()).join(' ') ?? '';
    for (const topic of ['buy', 'pay', 'delivery', 'refund', 'without an account', 'balance']) {
      expect(questions, topic).toContain(topic);
    }
  });
});

describe('users', () => {
  it('are the documented demo accounts with balances in existing currencies', () => {
    expect(users.length).toBe(3);
    const emails = users.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain('demo@storefront.test');
    expect(users.find((u) => u.email === 'demo@storefront.test')?.password).toBe('demo1234');
    const codes = new Set(currencies.map((c) => c.code));
    for (const u of users) {
      expect(u.email, u.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(u.password.length, u.email).toBeGreaterThanOrEqual(8);
      expect(u.nickname.trim(), u.email).not.toBe('');
      for (const [code, amount] of Object.entries(u.balances)) {
        expect(codes.has(code), `${u.email}: ${code}`).toBe(true);
        expect(Number.isInteger(amount) && amount >= 0, `${u.email}: ${code}`).toBe(true);
      }
    }
    const demo = users.find((u) => u.email === 'demo@storefront.test');
    expect(Object.keys(demo?.balances ?? {}).sort()).toEqual(['IDR', 'MYR', 'USD']);
    expect(users.some((u) => Object.values(u.balances).every((b) => b === 0))).toBe(true);
  });
});

describe('texts', () => {
  it('have both locales, never empty', () => {
    const found: Array<[string, unknown]> = [];
    localizedIn({ categories, games, promotions, slides, contentPages }, 'data', found);
    expect(found.length).toBeGreaterThan(200);
    // A text, or a list of them (a game's redemption steps): never empty, in both languages.
    const filled = (text: unknown): boolean =>
      Array.isArray(text)
        ? text.length > 0 && text.every(filled)
        : typeof text === 'string' && text.trim() !== '';
    for (const [path, value] of found) {
      const text = value as { en: unknown; id: unknown };
      expect(filled(text.en), `${path}.en`).toBe(true);
      expect(filled(text.id), `${path}.id`).toBe(true);
    }
  });

  it('describe each game in one to three sentences per locale, differently in Indonesian', () => {
    for (const g of games) {
      for (const locale of ['en', 'id'] as const) {
        const sentences = g.description[locale].split(/[.!?](?:\s|$)/).filter((s) => s.trim());
        expect(sentences.length, `${g.name}.${locale}`).toBeGreaterThanOrEqual(1);
        expect(sentences.length, `${g.name}.${locale}`).toBeLessThanOrEqual(3);
      }
      expect(g.description.id, g.name).not.toBe(g.description.en);
    }
  });
});
