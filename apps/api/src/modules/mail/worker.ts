import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';
import type { AppDeps } from '../../context';
import { afterListenAndReady } from '../../db/availability';
import { createOutbox, type MailSender } from './outbox';

/** A nodemailer transport to `smtpUrl` (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function smtpSender(smtpUrl: string): MailSender & { close(): void } {
  return createTransport(smtpUrl);
}

/**
 * Every process sends due receipts now and then (claims, short leases renewed while sending, keep
 * processes off each other's rows; a dead process's rows are due again after the lease). Off
 * without `SMTP_URL`: receipts then stay queued until a process with a mail server sends them.
 */
export function startMailWorker(
  app: FastifyInstance,
  deps: AppDeps,
  databaseReady: Promise<void> = Promise.resolve(),
): void {
  const { smtpUrl, from, pollMs, storeOrigin, claimLeaseMs } = deps.settings.mail;
  if (!smtpUrl) return;
  const sender = smtpSender(smtpUrl);
  const outbox = createOutbox({
    db: deps.db,
    clock: deps.clock,
    sender,
    from,
    storeOrigin,
    leaseMs: claimLeaseMs,
  });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  afterListenAndReady(app, databaseReady, () => {
    timer = setInterval(() => {
      // A slow mail server never piles rounds up: the next one waits for this one to end.
      running ??= outbox
        .drain()
        .then(
          ({ sent, failed, lost }) => {
            if (sent > 0) app.log.info({ sent }, 'receipts sent');
            if (lost > 0) app.log.warn({ lost }, 'receipts sent after their claim lapsed');
            if (failed > 0) app.log.warn({ failed }, 'receipts not sent; retried later');
          },
          (error: unknown) => app.log.error({ err: error }, 'mail worker failed'),
        )
        .finally(() => {
          running = null;
        });
    }, pollMs);
    timer.unref();
  });
  // Shutdown: no new rounds, the receipt in flight is finished, the rest released for others.
  app.addHook('onClose', async () => {
    outbox.stop();
    if (timer) clearInterval(timer);
    await running;
    sender.close();
  });
}
