import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppDeps } from '../../context';
import { retryWhileUnavailable } from '../../db/availability';
import { batchedPerDatabase } from '../../db/batch';
import { deleteInBatches } from '../../db/batched-delete';
import type { DB, StoredAnswer } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError } from '../../http/errors';
import { SHOP_MESSAGES } from '../shop/messages';
import type { Owner } from '../shop/owner';

/**
 * A claim is a lease, renewed every `RENEW_EVERY_MS` while its call runs: a call whose process was
 * killed (even right after its payment committed) holds the key only until the lease ends, then a
 * retry takes it over. The retry finds the payment under the key, so money never moves twice.
 */
const CLAIM_LEASE_MS = 5_000;
const RENEW_EVERY_MS = 1_000;
/** How long a duplicate waits for the first call's answer before giving up (409). */
const WAIT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ownerOf(owner: Owner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;

/** The `Idempotency-Key` header, checked (400 when malformed); null when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key))
    throw new AppError(400, SHOP_MESSAGES.invalidIdempotencyKey);
  return key;
}

/**
 * `where` for the owner's payment made under `key`, in the terms of the unique index
 * `payments_idempotency` (owner as text, key): PostgreSQL finds the row through it instead of
 * reading every payment.
 */
export function paymentUnderKey(owner: Owner, key: string) {
  const ownerText = owner.kind === 'user' ? String(owner.userId) : owner.guestId;
  return sql<boolean>`coalesce(payments.user_id::text, payments.guest_id) = ${ownerText}::text
    and payments.idempotency_key = ${key}::text`;
}

/** The number of the order the owner's earlier payment under `key` went to; null when none. */
export async function orderNoUnderKey(
  db: Kysely<DB>,
  owner: Owner,
  key: string | null,
): Promise<string | null> {
  if (!key) return null;
  const earlier = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select('orders.order_no')
    .where(paymentUnderKey(owner, key))
    .executeTakeFirst();
  return earlier?.order_no ?? null;
}

/** The operation and its input: the same key sent with another request is a 409. */
export function fingerprintOf(operation: string, input: unknown): string {
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(input)}`)
    .digest('hex');
}

/**
 * Runs `work` once per owner and `Idempotency-Key`, on any number of API processes: the first call
 * claims the key (insert ... on conflict do nothing), runs, and stores its answer (success or 4xx);
 * every other call with the key waits for that answer and gets it again, the same status and body.
 * A 5xx releases the key, so a retry runs again; a claim whose process died lapses within
 * `CLAIM_LEASE_MS`. Without a key, `work` just runs.
 */
export async function answerOnce<T>(
  deps: AppDeps,
  owner: Owner,
  key: string | null,
  fingerprint: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const id = { owner: ownerOf(owner), key };
  const giveUpAt = Date.now() + WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    if (await claim(deps, id, fingerprint)) return runAndStore(deps, id, work);
    const row = await deps.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('owner', '=', id.owner)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) continue;
    if (row.fingerprint !== fingerprint) throw new AppError(409, SHOP_MESSAGES.idempotencyReused);
    if (row.answer) return replay<T>(row.answer);
    if (row.claimed_until.getTime() < Date.now() && (await takeOver(deps, id, row.claimed_until))) {
      return runAndStore(deps, id, work);
    }
    if (Date.now() > giveUpAt) throw new AppError(409, SHOP_MESSAGES.idempotencyInProgress);
    await sleep(pause);
  }
}

type KeyId = { owner: string; key: string };

/** One claim as `claimKeys` takes it: the key, what it answers for, and until when it is held. */
type Claim = KeyId & { fingerprint: string; claimedUntil: Date; createdAt: Date };

const idOf = ({ owner, key }: KeyId) => `${owner}\n${key}`;

/**
 * Claims the keys of every call that arrived while the previous claim was on its way, in ONE
 * `insert ... on conflict do nothing`: true for each call whose key it took. A key asked twice in
 * one batch is taken by its first call only. Rows go in sorted, so two processes' batches that
 * share keys wait on each other in the same order and never deadlock.
 */
const claimKeys = batchedPerDatabase(async (db: Kysely<DB>, claims: Claim[]) => {
  const firsts = new Map<string, Claim>();
  for (const claimed of claims) if (!firsts.has(idOf(claimed))) firsts.set(idOf(claimed), claimed);
  const rows = [...firsts.values()];
  const { rows: taken } = await sql<KeyId>`
    insert into idempotency_keys (owner, key, fingerprint, answer, claimed_until, created_at)
    select owner, key, fingerprint, null, claimed_until, created_at
    from unnest(${rows.map((row) => row.owner)}::text[], ${rows.map((row) => row.key)}::text[],
      ${rows.map((row) => row.fingerprint)}::text[],
      ${rows.map((row) => row.claimedUntil.toISOString())}::timestamptz[],
      ${rows.map((row) => row.createdAt.toISOString())}::timestamptz[])
      as claim(owner, key, fingerprint, claimed_until, created_at)
    order by owner, key
    on conflict (owner, key) do nothing
    returning owner, key`.execute(db);
  const takenIds = new Set(taken.map(idOf));
  return claims.map(
    (claimed) => firsts.get(idOf(claimed)) === claimed && takenIds.has(idOf(claimed)),
  );
});

/** Stores the answers of every call that finished while the previous store was on its way, in ONE update. */
const storeAnswers = batchedPerDatabase(
  async (db: Kysely<DB>, answers: Array<KeyId & { answer: StoredAnswer }>) => {
    await sql`
      update idempotency_keys set answer = stored.answer::jsonb
      from unnest(${answers.map((row) => row.owner)}::text[],
        ${answers.map((row) => row.key)}::text[],
        ${answers.map((row) => JSON.stringify(row.answer))}::text[]) as stored(owner, key, answer)
      where idempotency_keys.owner = stored.owner and idempotency_keys.key = stored.key`.execute(
      db,
    );
    return answers.map(() => undefined);
  },
);

function claim(deps: AppDeps, id: KeyId, fingerprint: string): Promise<boolean> {
  return claimKeys(deps.db, {
    ...id,
    fingerprint,
    claimedUntil: new Date(Date.now() + CLAIM_LEASE_MS),
    createdAt: deps.clock.now(),
  });
}

async function takeOver(deps: AppDeps, id: KeyId, claimedUntil: Date): Promise<boolean> {
  const row = await deps.db
    .updateTable('idempotency_keys')
    .set({ claimed_until: new Date(Date.now() + CLAIM_LEASE_MS) })
    .where('owner', '=', id.owner)
    .where('key', '=', id.key)
    .where('answer', 'is', null)
    .where('claimed_until', '=', claimedUntil)
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Extends the leases of every call that asked while the previous renewal was on its way, in ONE update. */
const renewLeases = batchedPerDatabase(async (db: Kysely<DB>, ids: KeyId[]) => {
  const until = new Date(Date.now() + CLAIM_LEASE_MS).toISOString();
  await sql`
    update idempotency_keys set claimed_until = ${until}::timestamptz
    from unnest(${ids.map((row) => row.owner)}::text[], ${ids.map((row) => row.key)}::text[])
      as held(owner, key)
    where idempotency_keys.owner = held.owner and idempotency_keys.key = held.key
      and idempotency_keys.answer is null`.execute(db);
  return ids.map(() => undefined);
});

/** Runs `call` while the claim's lease is renewed; a failed renewal is retried at the next beat. */
async function leased<T>(deps: AppDeps, id: KeyId, call: () => Promise<T>): Promise<T> {
  const beat = setInterval(
    () => void renewLeases(deps.db, id).catch(() => undefined),
    RENEW_EVERY_MS,
  );
  beat.unref();
  try {
    return await call();
  } finally {
    clearInterval(beat);
  }
}

function runAndStore<T>(deps: AppDeps, id: KeyId, work: () => Promise<T>): Promise<T> {
  return leased(deps, id, () => storeOutcome(deps, id, work));
}

async function storeOutcome<T>(deps: AppDeps, id: KeyId, work: () => Promise<T>): Promise<T> {
  try {
    const data = await work();
    await storeAnswers(deps.db, { ...id, answer: { ok: true, data } });
    return data;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const { status, key, params, options } = error;
      await storeAnswers(deps.db, { ...id, answer: { ok: false, status, key, params, options } });
    } else {
      await release(deps, id).catch((releaseError: unknown) => {
        if (!isDatabaseUnavailable(releaseError)) throw releaseError;
        releaseWhenBack(deps, id);
      });
    }
    throw error;
  }
}

function release(deps: AppDeps, id: KeyId) {
  return deps.db
    .deleteFrom('idempotency_keys')
    .where('owner', '=', id.owner)
    .where('key', '=', id.key)
    .where('answer', 'is', null)
    .execute();
}

/**
 * The database went away with the call (a failover): the client got a 503 and retries with the
 * key, so it is released as soon as the database is back instead of blocking the retry until the
 * lease runs out. Past that, a retry takes the key over anyway.
 */
function releaseWhenBack(deps: AppDeps, id: KeyId): void {
  const giveUpAt = Date.now() + CLAIM_LEASE_MS;
  void retryWhileUnavailable(() => release(deps, id), {
    maxDelayMs: 2000,
    onRetry: () => undefined,
    stopped: () => Date.now() > giveUpAt,
  }).catch(() => undefined);
}

function replay<T>(answer: StoredAnswer): T {
  if (answer.ok) return answer.data as T;
  throw new AppError(
    answer.status,
    answer.key as ConstructorParameters<typeof AppError>[1],
    answer.params as ConstructorParameters<typeof AppError>[2],
    answer.options as ConstructorParameters<typeof AppError>[3],
  );
}

/**
 * Forgets keys claimed longer ago than `API_CLEANUP_IDEMPOTENCY_HOURS` whose call is over (never
 * one still claimed). A payment retried later still finds its payment through
 * `payments_idempotency`, so money never moves twice; only the stored answer is gone.
 */
export function purgeOldIdempotencyKeys(
  deps: AppDeps,
  now: Date,
  stopped?: () => boolean,
): Promise<number> {
  const before = new Date(now.getTime() - deps.settings.cleanup.idempotencyKeyMs);
  const over = sql<boolean>`created_at < ${before} and claimed_until < ${now}`;
  return deleteInBatches(deps.db, 'idempotency_keys', over, { ...deps.settings.cleanup, stopped });
}
