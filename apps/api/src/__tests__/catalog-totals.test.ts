import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_TTL_MS } from '../modules/catalog/totals';
import { seedLarge } from '../seed/generate';
import { DATABASES, startServer, type TestServer } from './harness';

/** Counting every match is a list's main cost at 100,000 games; the catalogue changes only by seeding. */
describe.each(DATABASES)('catalogue totals on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server?.close());

  it('are remembered per filter for as long as shared caches keep the answer, then counted again', async () => {
    const client = server.client();
    const before = await client.shopGame.list({ type: 'Games', pageSize: 5 });
    // Of three generated games (one of each type) the first is of type Games.
    expect(await seedLarge(server.database.db, 3, server.clock.now())).toBe(3);
    const title = (
      await server.database.db
        .selectFrom('games')
        .select('title')
        .where('name', '=', 'gen-000001')
        .executeTakeFirstOrThrow()
    ).title;
    const word = title.split(' ')[0]?.toLowerCase() ?? '';

    const soon = await client.shopGame.list({ type: 'Games', pageSize: 5 });
    expect(soon.total).toBe(before.total);
    // A filter not asked before is counted now: the remembered totals are per filter.
    const other = await client.shopGame.list({ type: 'Games', keyword: word, pageSize: 100 });
    expect(other.list.map((game) => game.name)).toContain('gen-000001');
    expect(other.total).toBe(other.list.length);

    server.clock.advance(TOTAL_TTL_MS - 1);
    expect((await client.shopGame.list({ type: 'Games', pageSize: 5 })).total).toBe(before.total);
    server.clock.advance(1);
    expect((await client.shopGame.list({ type: 'Games', pageSize: 5 })).total).toBe(
      before.total + 1,
    );
  });
});
