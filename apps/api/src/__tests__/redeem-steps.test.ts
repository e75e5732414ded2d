import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../seed/data';
import { startServer, type TestServer } from './harness';

describe('the redemption steps of the demo catalogue', () => {
  it('cover every seeded product, with as many steps in Indonesian as in English', () => {
    for (const game of games) {
      const steps = game.redeemSteps;
      expect(steps?.en.length, game.name).toBeGreaterThanOrEqual(3);
      expect(steps?.id.length, game.name).toBe(steps?.en.length);
      expect(steps?.id, game.name).not.toEqual(steps?.en);
    }
  });
});

describe('a game detail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('carries its steps in the language of the request', async () => {
    const english = await server.client().shopGame.detail({ name: 'google-play-gift-card' });
    const indonesian = await server
      .client({ locale: 'id' })
      .shopGame.detail({ name: 'google-play-gift-card' });
    expect(english.redeemSteps[1]).toBe('Tap Payments & subscriptions, then Redeem gift code.');
    expect(indonesian.redeemSteps[1]).toBe(
      'Ketuk Pembayaran & langganan, lalu Tukarkan kode hadiah.',
    );
  });

  it('has no steps for a game the store wrote none for', async () => {
    await server.database.db
      .updateTable('games')
      .set({ redeem_steps: null })
      .where('name', '=', 'free-fire')
      .execute();
    const game = await server.client().shopGame.detail({ name: 'free-fire' });
    expect(game.redeemSteps).toEqual([]);
  });
});
