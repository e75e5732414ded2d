// Receipts: order receipts queued in one statement on PostgreSQL, then drained by ONE built API
// process into a local SMTP server (smtp-server, in this process). Receipts per second from the
// insert until the last one arrived, every one exactly once; beside the old settings (one SMTP
// connection, batches of 20) measured in the same run on the same database.
import { SMTPServer } from 'smtp-server';
import { psql, round, runAlone, scratchDatabase, startApi } from './api-support.mjs';

export const name = 'receipts';

const SETTINGS = { MAIL_SMTP_CONNECTIONS: '5', MAIL_BATCH_SIZE: '100' };
const OLD_SETTINGS = { MAIL_SMTP_CONNECTIONS: '1', MAIL_BATCH_SIZE: '20' };
const REFERENCE_COUNT = 1000;

/** A local SMTP server that counts each receipt (by its X-Receipt-Key header) and open connections. */
async function startCatcher() {
  const times = new Map();
  let open = 0;
  let mostOpen = 0;
  let arrived = 0;
  let onArrival = () => undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n', 1)[0];
        const key = /^X-Receipt-Key:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '?';
        times.set(key, (times.get(key) ?? 0) + 1);
        arrived += 1;
        onArrival();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    times,
    /** The most connections open at once since the last reset. */
    connections: () => mostOpen,
    /** Resolves once `count` receipts arrived in all; rejects after `withinMs`. */
    arrivals(count, withinMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${arrived} of ${count} receipts after ${withinMs} ms`)),
          withinMs,
        );
        onArrival = () => {
          if (arrived < count) return;
          clearTimeout(timer);
          resolve();
        };
        onArrival();
      });
    },
    reset() {
      times.clear();
      mostOpen = open;
      arrived = 0;
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * `count` paid-order receipts, each with facts of two lines, rendered by the worker when it sends
 * (as a purchase queues them); one statement, so one notification wakes the worker.
 */
function queueReceipts(database, tag, count) {
  return psql(
    database,
    `insert into mail_outbox (key, recipient, event, facts, next_attempt_at, created_at)
     select 'BENCH-${tag}-' || n || ':paid', 'buyer' || n || '@example.com', 'paid',
       json_build_object('orderNo', 'BENCH-${tag}-' || n, 'total', 1998, 'locale', 'en',
         'contactEmail', 'buyer' || n || '@example.com', 'accountEmail', null,
         'currencyId', 1, 'currencyCode', 'USD', 'decimals', 2,
         'items', json_build_array(
           json_build_object('id', 2 * n, 'title', '86 Diamonds', 'gameTitle', 'Mobile Legends',
             'quantity', 1, 'subtotal', 999, 'vouchers', json_build_array()),
           json_build_object('id', 2 * n + 1, 'title', '172 Diamonds', 'gameTitle', 'Mobile Legends',
             'quantity', 1, 'subtotal', 999, 'vouchers', json_build_array()))),
       now(), now()
     from generate_series(1, ${count}) as n`,
  );
}

/** Starts the API with `settings`, queues `count` receipts and times until the last one arrived. */
async function drain(ctx, scratch, catcher, { tag, count, settings }) {
  catcher.reset();
  const server = await startApi(ctx.root, {
    port: await ctx.freePort(),
    databaseUrl: scratch.url,
    // Only the notification of the insert starts the worker: its poll would take an hour.
    env: { SMTP_URL: catcher.url, MAIL_POLL_SECONDS: '3600', ...settings },
    log: ctx.log,
  });
  try {
    // Its start-up round finds nothing: the figure is the drain alone, woken by the insert.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const begun = performance.now();
    await queueReceipts(scratch.name, tag, count);
    await catcher.arrivals(count, 600_000);
    const seconds = (performance.now() - begun) / 1000;
    // A second copy of any receipt would arrive within a moment of the last one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [[unsent]] = await psql(
      scratch.name,
      `select count(*) from mail_outbox where sent_at is null and key like 'BENCH-${tag}-%'`,
    );
    const once =
      catcher.times.size === count &&
      [...catcher.times.values()].every((times) => times === 1) &&
      Number(unsent) === 0;
    ctx.log(
      `${count} receipts in ${round(seconds, 2)} s over at most ${catcher.connections()} SMTP connections at once (${JSON.stringify(settings)})`,
    );
    return { perSecond: round(count / seconds), once, connections: catcher.connections() };
  } finally {
    await server.stop();
  }
}

export async function measure(ctx) {
  const count = ctx.smoke ? 100 : 3000;
  const scratch = await scratchDatabase('receipts');
  const catcher = await startCatcher();
  try {
    // The old settings drain slower: at most 1,000 receipts keep the run short.
    const old = await drain(ctx, scratch, catcher, {
      tag: 'old',
      count: Math.min(count, REFERENCE_COUNT),
      settings: OLD_SETTINGS,
    });
    const now = await drain(ctx, scratch, catcher, { tag: 'new', count, settings: SETTINGS });
    const label = ctx.smoke ? `${count} (smoke)` : `${count}`;
    return [
      {
        name: `receipts drained into a local SMTP server by one API process, ${label} queued`,
        value: now.perSecond,
        unit: 'receipts/s',
        reference: {
          name: 'one SMTP connection, batches of 20',
          value: old.perSecond,
          unit: 'receipts/s',
        },
        target: { op: '>=', value: 300 },
      },
      {
        name: 'every receipt arrived exactly once (both runs)',
        value: now.once && old.once ? 1 : 0,
        unit: 'yes',
        target: { op: '>=', value: 1 },
      },
      {
        name: 'SMTP connections open at once',
        value: now.connections,
        unit: 'connections',
        target: { op: '<=', value: Number(SETTINGS.MAIL_SMTP_CONNECTIONS) },
      },
    ];
  } finally {
    await catcher.stop();
    await scratch.drop();
  }
}

await runAlone(import.meta.url, { name, measure });
