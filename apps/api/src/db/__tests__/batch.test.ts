import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { batchedPerDatabase, createBatcher } from '../batch';
import type { DB } from '../schema';

/** A `run` whose batches the test answers by hand, recording each batch's keys. */
function manualRun() {
  const batches: number[][] = [];
  const pending: Array<{ resolve: (values: string[]) => void; reject: (error: Error) => void }> =
    [];
  const run = (keys: number[]) => {
    batches.push(keys);
    return new Promise<string[]>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const answer = (index: number) =>
    pending[index]?.resolve((batches[index] ?? []).map((key) => `v${key}`));
  return { run, batches, pending, answer };
}

describe('createBatcher', () => {
  it('sends a call alone at once', async () => {
    const { run, batches, answer } = manualRun();
    const load = createBatcher(run);
    const value = load(1);
    expect(batches).toEqual([[1]]);
    answer(0);
    expect(await value).toBe('v1');
  });

  it('coalesces the calls made while a batch is on its way, answering each its own value', async () => {
    const { run, batches, answer } = manualRun();
    const load = createBatcher(run);
    const first = load(1);
    const later = [load(2), load(3), load(4)];
    expect(batches).toEqual([[1]]);
    answer(0);
    await first;
    expect(batches).toEqual([[1], [2, 3, 4]]);
    answer(1);
    expect(await Promise.all(later)).toEqual(['v2', 'v3', 'v4']);
  });

  it('keeps up to maxInFlight batches going and at most maxBatch keys in each', async () => {
    const { run, batches, answer } = manualRun();
    const load = createBatcher(run, { maxInFlight: 2, maxBatch: 2 });
    const values = [1, 2, 3, 4, 5, 6].map((key) => load(key));
    expect(batches).toEqual([[1], [2]]);
    answer(0);
    await values[0];
    expect(batches).toEqual([[1], [2], [3, 4]]);
    answer(1);
    answer(2);
    await Promise.all(values.slice(1, 4));
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    answer(3);
    expect(await Promise.all(values)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v6']);
  });

  it('fails every call of a failed batch, and the next batch still goes', async () => {
    const { run, batches, pending, answer } = manualRun();
    const load = createBatcher(run);
    const first = load(1);
    const failed = [load(2), load(3)].map((value) => value.catch((error: Error) => error.message));
    pending[0]?.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    pending[1]?.reject(new Error('deadlock'));
    expect(await Promise.all(failed)).toEqual(['deadlock', 'deadlock']);
    const next = load(4);
    expect(batches.at(-1)).toEqual([4]);
    answer(2);
    expect(await next).toBe('v4');
  });

  it('turns a run that throws before its promise into a failed batch', async () => {
    let calls = 0;
    const load = createBatcher((keys: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('bad keys');
      return Promise.resolve(keys.map((key) => key * 10));
    });
    await expect(load(1)).rejects.toThrow('bad keys');
    expect(await load(2)).toBe(20);
  });
});

describe('batchedPerDatabase', () => {
  it('keeps one queue per database', async () => {
    const seen: Array<[Kysely<DB>, number[]]> = [];
    const load = batchedPerDatabase(async (on: Kysely<DB>, keys: number[]) => {
      seen.push([on, keys]);
      return keys;
    });
    const db = {} as Kysely<DB>;
    const other = {} as Kysely<DB>;
    expect(await Promise.all([load(db, 1), load(other, 2), load(db, 3)])).toEqual([1, 2, 3]);
    expect(seen).toEqual([
      [db, [1]],
      [other, [2]],
      [db, [3]],
    ]);
  });
});
