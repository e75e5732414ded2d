import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Answers many keys at once: one value per key, in the keys' order. */
export type BatchRun<K, V> = (keys: K[]) => Promise<V[]>;

export interface BatchOptions {
  /** Batches of one kind on their way at once (each takes a connection). */
  maxInFlight?: number;
  /** Keys in one batch at most; the rest wait for the next. */
  maxBatch?: number;
}

type Waiter<K, V> = { key: K; resolve: (value: V) => void; reject: (error: unknown) => void };

/**
 * Coalesces the calls that arrive while earlier batches are on their way into one statement, as
 * group commit does: a call alone goes out at once, and under load one round trip and one commit
 * serve many requests instead of one each. A failed batch fails each of its calls.
 */
export function createBatcher<K, V>(
  run: BatchRun<K, V>,
  { maxInFlight = 1, maxBatch = 256 }: BatchOptions = {},
): (key: K) => Promise<V> {
  let queue: Waiter<K, V>[] = [];
  let inFlight = 0;

  const send = (batch: Waiter<K, V>[]) => {
    inFlight += 1;
    const done = () => {
      inFlight -= 1;
      pump();
    };
    const keys = batch.map((waiter) => waiter.key);
    (async () => run(keys))().then(
      (values) => {
        done();
        batch.forEach((waiter, index) => {
          waiter.resolve(values[index] as V);
        });
      },
      (error: unknown) => {
        done();
        for (const waiter of batch) waiter.reject(error);
      },
    );
  };

  function pump() {
    while (inFlight < maxInFlight && queue.length > 0) {
      send(queue.slice(0, maxBatch));
      queue = queue.slice(maxBatch);
    }
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      pump();
    });
}

/**
 * `createBatcher` with one queue per database (the app's `db`, never a transaction's): tests and
 * processes that open several databases get a queue for each.
 */
export function batchedPerDatabase<K, V>(
  run: (db: Kysely<DB>, keys: K[]) => Promise<V[]>,
  options?: BatchOptions,
): (db: Kysely<DB>, key: K) => Promise<V> {
  const batchers = new WeakMap<Kysely<DB>, (key: K) => Promise<V>>();
  return (db, key) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = createBatcher((keys: K[]) => run(db, keys), options);
      batchers.set(db, batcher);
    }
    return batcher(key);
  };
}
