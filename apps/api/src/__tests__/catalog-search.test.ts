import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startServer, type TestServer } from './harness';

describe.each(DATABASES)('search on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  const namesFor = async (keyword: string) =>
    (await server.client().shopGame.list({ keyword, pageSize: 50 })).list.map((game) => game.name);

  it.each([
    ['ml', 'mobile-legends'],
    ['pubg', 'pubg-mobile'],
    ['hsr', 'honkai-star-rail'],
    ['codm', 'call-of-duty-mobile'],
    ['HSR', 'honkai-star-rail'],
  ])('finds a game by its alias: "%s" -> %s first', async (keyword, name) => {
    expect((await namesFor(keyword))[0]).toBe(name);
  });

  it.each([
    ['diamonds', ['mobile-legends', 'free-fire']],
    ['uc', ['pubg-mobile']],
    ['genesis crystals', ['genshin-impact']],
  ])('finds games by the words of their packs: "%s"', async (keyword, names) => {
    const found = await namesFor(keyword);
    expect(found).toEqual(expect.arrayContaining(names));
    if (names.length === 1) expect(found).toEqual(names);
  });

  it.each([
    ['genshn', 'genshin-impact'],
    ['valornt', 'valorant'],
  ])('forgives a small typo: "%s" -> %s', async (keyword, name) => {
    expect((await namesFor(keyword))[0]).toBe(name);
  });

  it('ranks an alias or the whole title first, then title prefixes and words, then packs', async () => {
    // "pubg": the alias of PUBG Mobile, then the title starting with the word.
    expect((await namesFor('pubg')).slice(0, 2)).toEqual(['pubg-mobile', 'pubg-battlegrounds']);
    // "gold": Razer Gold by its title before the more popular Clash of Clans by its "Gold Pass".
    expect(await namesFor('gold')).toEqual(['razer-gold', 'clash-of-clans', 'blood-strike']);
    // "Genshin Impact" typed out: the title itself first.
    expect((await namesFor('genshin impact'))[0]).toBe('genshin-impact');
  });

  it('suggestions use the same search and ranking', async () => {
    const suggestions = await server.client().shopGame.simpleList({ keyword: 'ml', limit: 8 });
    expect(suggestions[0]?.name).toBe('mobile-legends');
    const typo = await server.client().shopGame.simpleList({ keyword: 'genshn', limit: 8 });
    expect(typo.map((game) => game.name)).toContain('genshin-impact');
  });

  it('finds nothing for nonsense, with the total of 0', async () => {
    const page = await server.client().shopGame.list({ keyword: 'qqxzv' });
    expect(page).toMatchObject({ list: [], total: 0 });
  });

  it('keeps the type filter on a search', async () => {
    const page = await server.client().shopGame.list({ keyword: 'pubg', type: 'Login' });
    expect(page.list.map((game) => game.name)).toEqual(['pubg-battlegrounds']);
  });
});
