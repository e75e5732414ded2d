import { randomBytes } from 'node:crypto';
import { ColumnNode, type Kysely, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAIL } from '../config';
import type { DB } from '../db/schema';
import { createOutbox, type MailSender } from '../modules/mail/outbox';
import { smtpSender } from '../modules/mail/worker';
import { DATABASES, startServer, type TestServer } from './harness';
import { type MailCatcher, startMailCatcher } from './mail-support';

/** Every worker here runs with the default lease, as `MAIL_CLAIM_LEASE_MS` unset gives. */
const LEASE_MS = DEFAULT_MAIL.claimLeaseMs;

/** An SMTP sender whose messages wait at a gate the test opens (or never does: a dead process). */
function gatedSender(smtpUrl: string) {
  const real = smtpSender(smtpUrl);
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const asked: string[] = [];
  const sender: MailSender = {
    async sendMail(message) {
      asked.push(message.subject);
      await gate;
      return real.sendMail(message);
    },
  };
  return { sender, asked, open, close: () => real.close() };
}

/**
 * The outbox's database, whose first `failures` statements marking a receipt sent fail as they do
 * when a failover terminates the connection (PostgreSQL's 57P01).
 */
function cutWhileMarkingSent(db: Kysely<DB>, failures: number): Kysely<DB> {
  let left = failures;
  const marksSent = (node: RootOperationNode) =>
    node.kind === 'UpdateQueryNode' &&
    (node.updates ?? []).some(
      (update) => ColumnNode.is(update.column) && update.column.column.name === 'sent_at',
    );
  return db.withPlugin({
    transformQuery({ node }) {
      if (!marksSent(node) || left === 0) return node;
      left -= 1;
      const error = new Error('terminating connection due to administrator command');
      throw Object.assign(error, { code: '57P01' });
    },
    transformResult: async ({ result }) => result,
  });
}

describe.each(DATABASES)('receipt claims are short leases on %s', (kind) => {
  let server: TestServer;
  let catcher: MailCatcher;
  const closers: Array<() => void> = [];
  beforeAll(async () => {
    server = await startServer(kind);
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    for (const close of closers) close();
    await catcher?.stop();
    await server?.close();
  });

  function worker(sender: MailSender) {
    return createOutbox({
      db: server.database.db,
      clock: server.clock,
      sender,
      from: 'Storefront <receipts@shop.example>',
      storeOrigin: 'https://shop.example',
      batch: 100,
    });
  }

  /** A worker sending straight to the catcher. */
  function liveWorker() {
    const sender = smtpSender(catcher.url);
    closers.push(() => sender.close());
    return worker(sender);
  }

  /** A worker whose sends wait at a gate; `renewals: false` keeps its renewal timer from running. */
  async function workerInFlight(subjects: string[], renewals = true) {
    const gated = gatedSender(catcher.url);
    closers.push(gated.close);
    const outbox = worker(gated.sender);
    if (!renewals) vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const round = outbox.drain();
    await expect
      .poll(() => gated.asked.length, { timeout: 30_000, interval: 5 })
      .toBeGreaterThan(0);
    vi.useRealTimers();
    expect(gated.asked).toEqual([subjects[0]]);
    return { outbox, round, open: gated.open };
  }

  /** Three queued receipts, due now. */
  async function queue(): Promise<string[]> {
    const tag = randomBytes(4).toString('hex');
    const subjects = [1, 2, 3].map((index) => `receipt ${tag}-${index}`);
    const now = server.clock.now();
    await server.database.db
      .insertInto('mail_outbox')
      .values(
        subjects.map((subject) => ({
          key: subject,
          recipient: 'buyer@example.com',
          subject,
          text_body: subject,
          html_body: `<p>${subject}</p>`,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
    return subjects;
  }

  /** How many times the catcher got each of `subjects`. */
  function received(subjects: string[]): number[] {
    return subjects.map(
      (subject) => catcher.received.filter((mail) => mail.subject === subject).length,
    );
  }

  it('sends what a dead worker claimed (never renewed) once its lease lapses, once each', async () => {
    const subjects = await queue();
    await workerInFlight(subjects, false);
    const other = liveWorker();
    expect(await other.drain()).toMatchObject({ sent: 0, failed: 0 });
    server.clock.advance(LEASE_MS + 1);
    expect(await other.drain()).toMatchObject({ sent: 3, failed: 0 });
    expect(await other.drain()).toMatchObject({ sent: 0, failed: 0 });
    expect(received(subjects)).toEqual([1, 1, 1]);
  });

  it("keeps others off a live worker's rows while it renews its claim", async () => {
    const subjects = await queue();
    const live = await workerInFlight(subjects, false);
    server.clock.advance(LEASE_MS - 10_000);
    expect(await live.outbox.renewClaims()).toBe(3);
    server.clock.advance(LEASE_MS - 10_000);
    const other = liveWorker();
    expect(await other.drain()).toMatchObject({ sent: 0, failed: 0 });
    live.open();
    expect(await live.round).toMatchObject({ sent: 3, failed: 0 });
    expect(await other.drain()).toMatchObject({ sent: 0, failed: 0 });
    expect(received(subjects)).toEqual([1, 1, 1]);
  });

  it('releases unsent claims on shutdown: another worker sends them at once', async () => {
    const subjects = await queue();
    const stopping = await workerInFlight(subjects);
    stopping.outbox.stop();
    stopping.open();
    expect(await stopping.round).toMatchObject({ sent: 1, failed: 0 });
    expect(await stopping.outbox.drain()).toMatchObject({ sent: 0, failed: 0 });
    expect(await liveWorker().drain()).toMatchObject({ sent: 2, failed: 0 });
    expect(received(subjects)).toEqual([1, 1, 1]);
  });

  it('records a receipt the mail server took although the database was cut right after', async () => {
    const subjects = await queue();
    const sender = smtpSender(catcher.url);
    closers.push(() => sender.close());
    const cut = createOutbox({
      db: cutWhileMarkingSent(server.database.db, 2),
      clock: server.clock,
      sender,
      from: 'Storefront <receipts@shop.example>',
      storeOrigin: 'https://shop.example',
      batch: 100,
    });
    expect(await cut.drain()).toEqual({ sent: 3, failed: 0, lost: 0 });
    // Long after any lease or retry wait, nothing is due again.
    server.clock.advance(24 * 60 * 60_000);
    expect(await liveWorker().drain()).toMatchObject({ sent: 0, failed: 0 });
    expect(received(subjects)).toEqual([1, 1, 1]);
  });

  it('a worker whose lease lapsed and was taken over sends none of the rows it lost', async () => {
    const subjects = await queue();
    const late = await workerInFlight(subjects, false);
    server.clock.advance(LEASE_MS + 1);
    expect(await liveWorker().drain()).toMatchObject({ sent: 3, failed: 0 });
    // Its renewal finds nothing left of its claim, and its outcome for the row in flight is not kept.
    expect(await late.outbox.renewClaims()).toBe(0);
    late.open();
    expect(await late.round).toEqual({ sent: 0, failed: 0, lost: 1 });
    // Only the receipt that was already on its way when the lease lapsed went out twice.
    expect(received(subjects)).toEqual([2, 1, 1]);
  });
});
