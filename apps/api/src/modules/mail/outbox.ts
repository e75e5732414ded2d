import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Clock } from '../../context';
import type { DB, MailOutboxTable } from '../../db/schema';
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
  /** Rows claimed per round. */
  batch?: number;
  /** How long a claim holds a row: a worker that dies mid-send leaves it due again after this. */
  leaseMs?: number;
  /** The first retry waits this long; each later one twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** The delay before retry number `attempts` (1 for the first failure). */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims due rows in a short transaction: `FOR UPDATE SKIP LOCKED` keeps concurrent workers on
 * different rows, and `claimed_until` keeps a row claimed once the transaction has committed.
 */
async function claim(
  options: Required<Omit<OutboxOptions, 'sender' | 'from' | 'storeOrigin'>>,
  now: Date,
) {
  return options.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(options.batch)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return due;
    await trx
      .updateTable('mail_outbox')
      .set({ claimed_until: new Date(now.getTime() + options.leaseMs) })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .execute();
    return due;
  });
}

/** The row's message: an order's receipt is rendered now from the facts it was queued with. */
function messageOf(row: Selectable<MailOutboxTable>, storeOrigin: string): RenderedMail {
  if (row.event && row.facts) return renderOrderReceipt(storeOrigin, row.facts, row.event);
  if (row.subject === null || row.text_body === null || row.html_body === null) {
    throw new Error(`Receipt ${row.key} has neither facts nor a message`);
  }
  return { subject: row.subject, text: row.text_body, html: row.html_body };
}

/** The transactional outbox of receipts and the worker round that sends them. */
export function createOutbox(options: OutboxOptions) {
  const settings = {
    db: options.db,
    clock: options.clock,
    batch: options.batch ?? 20,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    backoffMs: options.backoffMs ?? 30_000,
    maxBackoffMs: options.maxBackoffMs ?? 60 * 60_000,
  };

  /** Sends every due receipt once; failures are rescheduled with a longer wait each time. */
  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    const rows = await claim(settings, settings.clock.now());
    for (const row of rows) {
      try {
        const message = messageOf(row, options.storeOrigin);
        await options.sender.sendMail({
          from: options.from,
          to: row.recipient,
          ...message,
          // A stable id lets a mail server or a reader spot a duplicate after a crash mid-send.
          headers: { 'X-Receipt-Key': row.key },
        });
        await settings.db
          .updateTable('mail_outbox')
          .set({ sent_at: settings.clock.now(), claimed_until: null, last_error: null })
          .where('id', '=', row.id)
          .execute();
        result.sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = backoffDelay(attempts, settings.backoffMs, settings.maxBackoffMs);
        await settings.db
          .updateTable('mail_outbox')
          .set({
            attempts: sql<number>`attempts + 1`,
            next_attempt_at: new Date(settings.clock.now().getTime() + delay),
            claimed_until: null,
            last_error: String((error as Error).message ?? error).slice(0, 500),
          })
          .where('id', '=', row.id)
          .execute();
        result.failed += 1;
      }
    }
    return result;
  }

  return { drain };
}
