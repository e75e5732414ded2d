import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../../config';
import type { AppDeps } from '../../context';
import { afterListenAndReady } from '../../db/availability';
import type { Unlisten } from '../../db/notifications';
import { createOutbox, type DrainResult, type MailSender } from './outbox';

/** The channel the `mail_outbox` trigger notifies when mail is queued (migration 0015). */
export const MAIL_OUTBOX_CHANNEL = 'mail_outbox';

/** Mails a pooled connection sends before it is replaced by a fresh one. */
const MESSAGES_PER_CONNECTION = 1000;

/** The soonest a worker wakes again for a row due now that another worker's claim skipped. */
const MIN_WAKE_MS = 250;

/**
 * A pooled nodemailer transport to `smtpUrl` (`smtp://user:pass@host:port`, `smtps://` for TLS):
 * up to `connections` connections, opened when needed and kept for the next mails.
 */
export function smtpSender(smtpUrl: string, connections = 1): MailSender & { close(): void } {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(connections));
  url.searchParams.set('maxMessages', String(MESSAGES_PER_CONNECTION));
  return createTransport(url.toString());
}

function logRound(app: FastifyInstance, { sent, failed, lost }: DrainResult): void {
  if (sent > 0) app.log.info({ sent }, 'receipts sent');
  if (lost > 0) app.log.warn({ lost }, 'receipts sent after their claim lapsed');
  if (failed > 0) app.log.warn({ failed }, 'receipts not sent; retried later');
}

/**
 * The From header of every mail: the brand (`MAIL_FROM_NAME`) as the name a mail client shows, at
 * the address of `MAIL_FROM` (whose own display name, if any, gives way to the brand).
 */
export function senderOf(mail: Pick<MailSettings, 'from' | 'fromName'>): string {
  const address = /<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from;
  const name = mail.fromName.replace(/["\\]/g, '\\$&');
  return `"${name}" <${address.trim()}>`;
}

/**
 * Every process sends due receipts (claims, short leases renewed while sending, keep processes off
 * each other's rows; a dead process's rows are due again after the lease). It starts when the
 * database announces queued mail (LISTEN), when the soonest lease or retry wait ends, else at the
 * next poll, and goes on batch after batch while mail is due. Off without `SMTP_URL`: receipts
 * then stay queued until a process with a mail server sends them.
 */
export function startMailWorker(
  app: FastifyInstance,
  deps: AppDeps,
  databaseReady: Promise<void> = Promise.resolve(),
): void {
  const { smtpUrl, pollMs, storeOrigin, claimLeaseMs, smtpConnections, batchSize } =
    deps.settings.mail;
  if (!smtpUrl) return;
  const sender = smtpSender(smtpUrl, smtpConnections);
  const outbox = createOutbox({
    db: deps.db,
    clock: deps.clock,
    sender,
    from: senderOf(deps.settings.mail),
    storeOrigin,
    leaseMs: claimLeaseMs,
    batch: batchSize,
    concurrency: smtpConnections,
  });
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let dueTimer: NodeJS.Timeout | null = null;

  /** Batches until one comes back empty; a wake-up during a run asks for one more run after it. */
  async function run(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const round = await outbox.drain();
        logRound(app, round);
        if (stopped || round.sent + round.failed + round.lost === 0) break;
      }
      if (!stopped) await wakeWhenNextDue();
    } while (again && !stopped);
  }

  /**
   * Wakes when the soonest unsent row can be claimed, if that comes before the next poll: a dead
   * worker's receipts go out when its lease ends, not up to `MAIL_POLL_SECONDS` later.
   */
  async function wakeWhenNextDue(): Promise<void> {
    const dueAt = await outbox.nextDueAt();
    if (dueTimer) clearTimeout(dueTimer);
    dueTimer = null;
    if (!dueAt || stopped) return;
    const delay = Math.max(MIN_WAKE_MS, dueAt.getTime() - deps.clock.now().getTime());
    if (delay >= pollMs) return;
    dueTimer = setTimeout(wake, delay);
    dueTimer.unref();
  }
  // A slow mail server never piles runs up: a wake-up during one is folded into it.
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, 'mail worker failed'))
      .finally(() => {
        running = null;
      });
  };

  let timer: NodeJS.Timeout | null = null;
  let unlisten: Unlisten | null = null;
  afterListenAndReady(app, databaseReady, () => {
    if (stopped) return;
    unlisten = deps.listen?.(MAIL_OUTBOX_CHANNEL, wake) ?? null;
    timer = setInterval(wake, pollMs);
    timer.unref();
    wake();
  });
  // Shutdown: no new rounds, the receipts in flight are finished, the rest released for others.
  app.addHook('onClose', async () => {
    stopped = true;
    outbox.stop();
    if (timer) clearInterval(timer);
    if (dueTimer) clearTimeout(dueTimer);
    await unlisten?.();
    await running;
    sender.close();
  });
}
