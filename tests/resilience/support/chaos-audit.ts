import type pg from 'pg';
import type { CaughtMail } from './signup';

const SETTLE_BOUND_MS = 40_000;
/** How long before the kill a receipt's first copy may have been accepted and still be in flight. */
const KILL_WINDOW_MS = 1_000;

/** The five money and data counts the chaos suite requires to be 0, with what they found. */
export interface Audit {
  acknowledgedLost: string[];
  chargedTwice: string[];
  leftProcessing: number;
  /** Receipts the mail server got twice, but for the one in flight at the kill (below). */
  receiptsSentTwice: string[];
  /**
   * Receipts whose first copy the mail server accepted in the second before the kill -9 and got
   * again after it: the killed process died between the server's acceptance and its record, the
   * window no outbox can close (a process sends one receipt at a time, so at most one).
   */
  receiptsInFlightAtKill: string[];
  /** Receipts not marked sent, or marked sent but never received by the mail server. */
  receiptsNeverSent: string[];
  /** Users whose balance is not the sum of their ledger (a half-written payment). */
  balancesOffLedger: number;
  receiptsSent: number;
}

async function count(client: pg.Client, text: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(text);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Waits (bounded) until the sweep has finished every `processing` order and every receipt is
 * marked sent, and answers the seconds it took; the counts are read afterwards either way.
 */
export async function settle(client: pg.Client): Promise<number> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < SETTLE_BOUND_MS) {
    const pending =
      (await count(client, `select count(*) as n from orders where status = 'processing'`)) +
      (await count(client, `select count(*) as n from mail_outbox where sent_at is null`));
    if (pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return (Date.now() - startedAt) / 1000;
}

/** Reads the database and the mail caught against what the clients were told. */
export async function audit(
  client: pg.Client,
  acknowledged: readonly string[],
  mail: readonly CaughtMail[],
  killedAt: number,
): Promise<Audit> {
  const lost = await client.query<{ order_no: string; status: string; charges: string }>(
    `select o.order_no, o.status,
            (select count(*) from balance_logs l where l.order_no = o.order_no and l.type = 'payment') as charges
       from unnest($1::text[]) as a(order_no)
       left join orders o on o.order_no = a.order_no`,
    [acknowledged],
  );
  const charged = await client.query<{ order_no: string; charges: string }>(
    `select order_no, count(*) as charges from balance_logs
      where type = 'payment' group by order_no having count(*) > 1`,
  );
  const perKey = new Map<string, number[]>();
  for (const { receiptKey, acceptedAt } of mail) {
    if (receiptKey) perKey.set(receiptKey, [...(perKey.get(receiptKey) ?? []), acceptedAt]);
  }
  const twice = [...perKey].filter(([, times]) => times.length > 1);
  const inFlightAtKill = ([, times]: [string, number[]]) =>
    times.length === 2 &&
    (times[0] as number) <= killedAt &&
    (times[0] as number) > killedAt - KILL_WINDOW_MS &&
    (times[1] as number) > killedAt;
  const described = ([key, times]: [string, number[]]) => `${key} ${times.length}x`;
  return {
    acknowledgedLost: lost.rows
      .filter((row) => row.status !== 'completed' || Number(row.charges) !== 1)
      .map((row) => `${row.order_no} ${row.status} charged ${row.charges}x`),
    chargedTwice: charged.rows.map((row) => `${row.order_no} charged ${row.charges}x`),
    leftProcessing: await count(
      client,
      `select count(*) as n from orders where status = 'processing'`,
    ),
    receiptsSentTwice: twice.filter((entry) => !inFlightAtKill(entry)).map(described),
    receiptsInFlightAtKill: twice.filter(inFlightAtKill).map(described),
    receiptsNeverSent: (
      await client.query<{ key: string; sent: boolean }>(
        `select key, sent_at is not null as sent from mail_outbox`,
      )
    ).rows
      .filter((row) => !row.sent || !perKey.has(row.key))
      .map((row) => `${row.key} ${row.sent ? 'marked sent, not received' : 'unsent'}`),
    balancesOffLedger: await count(
      client,
      `select count(*) as n from balances b
        where b.balance <> (select coalesce(sum(amount), 0) from balance_logs l
                             where l.user_id = b.user_id and l.currency_id = b.currency_id)`,
    ),
    receiptsSent: perKey.size,
  };
}

/** Receipts a mail worker holds now: claimed, not sent, the claim not run out. */
export function claimedReceipts(client: pg.Client): Promise<number> {
  return count(
    client,
    `select count(*) as n from mail_outbox where sent_at is null and claimed_until > now()`,
  );
}

/** What a failover does: every connection to the database is terminated (but the caller's own). */
export async function terminateConnections(client: pg.Client, database: string): Promise<number> {
  const { rows } = await client.query<{ pid: number }>(
    `select pg_terminate_backend(pid) as pid from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return rows.length;
}
