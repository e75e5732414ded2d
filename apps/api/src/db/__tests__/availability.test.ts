import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { afterListenAndReady, createDatabaseState, retryWhileUnavailable } from '../availability';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});

describe('retryWhileUnavailable', () => {
  it('tries again while the database is out of reach, doubling the pause up to the maximum', async () => {
    const pauses: number[] = [];
    let attempts = 0;
    const answer = await retryWhileUnavailable(
      async () => {
        attempts += 1;
        if (attempts < 5) throw refused;
        return 'migrated';
      },
      { firstDelayMs: 1, maxDelayMs: 4, onRetry: (_error, delayMs) => pauses.push(delayMs) },
    );
    expect(answer).toBe('migrated');
    expect(pauses).toEqual([1, 2, 4, 4]);
  });

  it('throws any other error at once', async () => {
    let attempts = 0;
    const broken = retryWhileUnavailable(
      async () => {
        attempts += 1;
        throw Object.assign(new Error('password authentication failed'), { code: '28P01' });
      },
      { firstDelayMs: 1, onRetry: () => undefined },
    );
    await expect(broken).rejects.toThrow(/password authentication failed/);
    expect(attempts).toBe(1);
  });

  it('stops when told to, with the last error', async () => {
    const stopping = retryWhileUnavailable(
      async () => {
        throw refused;
      },
      { firstDelayMs: 1, onRetry: () => undefined, stopped: () => true },
    );
    await expect(stopping).rejects.toBe(refused);
  });
});

describe('createDatabaseState', () => {
  it('is ready once migrated and while the last ping answers', async () => {
    const state = createDatabaseState();
    expect(state.isReady()).toBe(false);
    expect(state.reason()).toMatch(/not migrated/);
    state.markMigrated();
    await state.migrated;
    expect(state.isMigrated()).toBe(true);
    expect(state.isReady()).toBe(true);
    state.recordPing(refused);
    expect(state.isReady()).toBe(false);
    expect(state.isMigrated()).toBe(true);
    expect(state.reason()).toMatch(/ECONNREFUSED/);
    state.recordPing(null);
    expect(state.isReady()).toBe(true);
    expect(state.reason()).toBeNull();
  });
});

describe('afterListenAndReady', () => {
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('starts background work only once the server listens and the database is migrated', async () => {
    const state = createDatabaseState();
    const app = Fastify();
    const started: string[] = [];
    afterListenAndReady(app, state.migrated, () => started.push('sweep'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    await settled();
    expect(started).toEqual([]);
    state.markMigrated();
    await settled();
    expect(started).toEqual(['sweep']);
    await app.close();
  });

  it('never starts it when the server closed before the database was ready', async () => {
    const state = createDatabaseState();
    const app = Fastify();
    const started: string[] = [];
    afterListenAndReady(app, state.migrated, () => started.push('sweep'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    state.markMigrated();
    await settled();
    expect(started).toEqual([]);
  });
});
