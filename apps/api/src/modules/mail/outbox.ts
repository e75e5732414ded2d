import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Clock } from '../../context';
import type { DB, MailOutboxTable } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { type RenderedMail, renderOrderReceipt } from './receipts';

/** What the worker needs of a mail transport (nodemailer's `sendMail`). */
export interface MailSender {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
}

export interface OutboxOptions {
  db: Kysely<DB>;
  clock: Clock;
  sender: MailSender;
  from: string;
  /** The store's address, for the tracking link of an order's receipt. */
  storeOrigin: string;
  /** Rows claimed per round (`MAIL_BATCH_SIZE`). */
  batch?: number;
  /** Receipts sent at the same time (`MAIL_SMTP_CONNECTIONS`: one per pooled connection). */
  concurrency?: number;
  /**
   * How long a claim holds a row unless renewed (`MAIL_CLAIM_LEASE_MS`): a worker that dies mid-round
   * leaves its rows due again after this.
   */
  leaseMs?: number;
  /** The first retry waits this long; each later one twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
  /** Sent, but another worker had sent it too (this one's claim had lapsed while it sent). */
  lost: number;
}

/** How often a receipt the mail server accepted is recorded again while the database is away. */
const RECORD_RETRY_MS = 250;

type Settings = Required<Omit<OutboxOptions, 'sender' | 'from' | 'storeOrigin'>>;

/** The delay before retry number `attempts` (1 for the first failure). */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims up to a batch of due rows under `token` in one statement: `FOR UPDATE SKIP LOCKED` keeps
 * concurrent workers on different rows, and `claimed_until` keeps a row claimed once the statement
 * has committed, until the lease lapses unless the holder renews it. Oldest first.
 */
async function claim(settings: Settings, token: string, now: Date) {
  const rows = await settings.db
    .updateTable('mail_outbox')
    .set({ claimed_until: new Date(now.getTime() + settings.leaseMs), claim_token: token })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((due) => due.or([due('claimed_until', 'is', null), due('claimed_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(settings.batch)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  return rows.sort(
    (a, b) =>
      a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || Number(a.id) - Number(b.id),
  );
}

/**
 * Extends the lease of the unsent rows `token` still holds (or of row `id` alone), and answers how
 * many it holds: a row another worker claimed after this lease lapsed, or that another worker has
 * recorded as sent, is not its own.
 */
async function renew(settings: Settings, token: string, id?: string): Promise<number> {
  const now = settings.clock.now();
  let query = settings.db
    .updateTable('mail_outbox')
    .set({ claimed_until: new Date(now.getTime() + settings.leaseMs) })
    .where('claim_token', '=', token)
    .where('sent_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives back the unsent rows `token` still holds: any worker may send them at once. */
async function release(settings: Settings, token: string): Promise<void> {
  await settings.db
    .updateTable('mail_outbox')
    .set({ claimed_until: null, claim_token: null })
    .where('claim_token', '=', token)
    .where('sent_at', 'is', null)
    .execute();
}

/** The row's message: an order's receipt is rendered now from the facts it was queued with. */
function messageOf(row: Selectable<MailOutboxTable>, storeOrigin: string): RenderedMail {
  if (row.event && row.facts) return renderOrderReceipt(storeOrigin, row.facts, row.event);
  if (row.subject === null || row.text_body === null || row.html_body === null) {
    throw new Error(`Receipt ${row.key} has neither facts nor a message`);
  }
  return { subject: row.subject, text: row.text_body, html: row.html_body };
}

/**
 * Records a receipt the mail server accepted, whoever holds its claim by now (the holder checks
 * `sent_at` just before it sends), retrying while the database is out of reach for up to a lease:
 * a failover right after the send must not make another process send it again.
 */
async function recordSent(settings: Settings, row: Selectable<MailOutboxTable>): Promise<boolean> {
  const record = () =>
    settings.db
      .updateTable('mail_outbox')
      .set({
        sent_at: settings.clock.now(),
        claimed_until: null,
        claim_token: null,
        last_error: null,
      })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
  const giveUpAt = Date.now() + settings.leaseMs;
  for (;;) {
    try {
      return Number((await record()).numUpdatedRows) > 0;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
    }
  }
}

/** Reschedules a row the mail server refused, with a longer wait each time. */
async function recordFailure(
  settings: Settings,
  row: Selectable<MailOutboxTable>,
  token: string,
  error: unknown,
) {
  const delay = backoffDelay(row.attempts + 1, settings.backoffMs, settings.maxBackoffMs);
  await settings.db
    .updateTable('mail_outbox')
    .where('id', '=', row.id)
    .where('claim_token', '=', token)
    .set({
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: new Date(settings.clock.now().getTime() + delay),
      claimed_until: null,
      claim_token: null,
      last_error: String((error as Error).message ?? error).slice(0, 500),
    })
    .execute();
}

/** Sends one claimed row; only a worker still holding the claim records a failure. */
async function send(
  options: OutboxOptions,
  settings: Settings,
  row: Selectable<MailOutboxTable>,
  token: string,
  result: DrainResult,
) {
  let message: RenderedMail;
  try {
    message = messageOf(row, options.storeOrigin);
    await options.sender.sendMail({
      from: options.from,
      to: row.recipient,
      ...message,
      // A stable id lets a mail server or a reader spot a duplicate after a crash mid-send.
      headers: { 'X-Receipt-Key': row.key },
    });
  } catch (error) {
    await recordFailure(settings, row, token, error);
    result.failed += 1;
    return;
  }
  // Already marked sent by another worker: it went out twice (its lease had lapsed).
  if (await recordSent(settings, row)) result.sent += 1;
  else result.lost += 1;
}

/**
 * The transactional outbox of receipts and the worker round that sends them. A round's claim is a
 * short lease renewed every `leaseMs / 3` while the round runs; `stop()` ends rounds after the
 * receipts in flight and releases the rest, so another process sends them at once.
 */
export function createOutbox(options: OutboxOptions) {
  const settings: Settings = {
    db: options.db,
    clock: options.clock,
    batch: options.batch ?? 20,
    concurrency: options.concurrency ?? 1,
    leaseMs: options.leaseMs ?? 30_000,
    backoffMs: options.backoffMs ?? 30_000,
    maxBackoffMs: options.maxBackoffMs ?? 60 * 60_000,
  };
  let stopping = false;
  let holding: string | null = null;

  /**
   * Sends the claimed rows, `concurrency` at a time. Every send ends (sent, or failed and
   * rescheduled) before the round releases its claim: a row in flight is never handed to another.
   */
  async function sendAll(rows: Selectable<MailOutboxTable>[], token: string, result: DrainResult) {
    const waiting = [...rows];
    const lane = async () => {
      while (!stopping) {
        const row = waiting.shift();
        if (!row) return;
        // Renewed and checked just before sending: a row whose claim lapsed (a database outage
        // outlasted the lease) may be another worker's now, or already recorded as sent by the
        // worker whose send the outage interrupted.
        if ((await renew(settings, token, row.id)) === 0) continue;
        await send(options, settings, row, token, result);
      }
    };
    const lanes = Math.min(settings.concurrency, rows.length);
    const outcomes = await Promise.allSettled(Array.from({ length: lanes }, lane));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /** Sends one batch of due receipts once each; failures are rescheduled with a longer wait each time. */
  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0, lost: 0 };
    if (stopping) return result;
    const token = randomUUID();
    const rows = await claim(settings, token, settings.clock.now());
    if (rows.length === 0) return result;
    holding = token;
    // A failed renewal is not fatal: the check before each send keeps a lapsed claim from sending.
    const timer = setInterval(
      () => void renewClaims().catch(() => undefined),
      settings.leaseMs / 3,
    );
    timer.unref();
    try {
      await sendAll(rows, token, result);
    } finally {
      clearInterval(timer);
      holding = null;
      // Unreleased rows come back anyway once their lease lapses.
      await release(settings, token).catch(() => undefined);
    }
    return result;
  }

  /** Extends the claim of the round in progress; how many rows it still holds (0 when idle). */
  async function renewClaims(): Promise<number> {
    return holding ? renew(settings, holding) : 0;
  }

  /** No new rounds; the round in progress ends after its receipts in flight and releases the rest. */
  function stop(): void {
    stopping = true;
  }

  return { drain, renewClaims, nextDueAt: () => nextDueAt(settings.db), stop };
}

/**
 * When the soonest unsent row can be claimed: its retry is due and no lease holds it (a dead
 * worker's rows come back when their lease ends). Null when nothing is left to send.
 */
async function nextDueAt(db: Kysely<DB>): Promise<Date | null> {
  // greatest() skips a null lease.
  const row = await db
    .selectFrom('mail_outbox')
    .select(sql<Date | string | null>`min(greatest(next_attempt_at, claimed_until))`.as('due_at'))
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return row?.due_at ? new Date(row.due_at) : null;
}

export interface OutboxStats {
  /** Mails not sent yet, due or waiting to be retried. */
  depth: number;
  /** How long the oldest of them has waited; 0 when there is none. */
  oldestAgeSeconds: number;
  /** Of them, those whose last try failed (the mail server refused or did not answer). */
  failing: number;
}

/** How far sending is behind, for metrics: the unsent mails, the age of the oldest, the failing. */
export async function outboxStats(db: Kysely<DB>, now: Date): Promise<OutboxStats> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.countAll().as('depth'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.countAll().filterWhere('attempts', '>', 0).as('failing'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return {
    depth: Number(row.depth),
    oldestAgeSeconds: Math.max(0, (now.getTime() - oldest) / 1000),
    failing: Number(row.failing),
  };
}
