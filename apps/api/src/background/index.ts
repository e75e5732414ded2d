import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { afterListenAndReady } from '../db/availability';
import { resumeDeliveries } from '../modules/fulfilment/service';
import { startMailWorker } from '../modules/mail/worker';
import { cancelExpiredOrders } from '../modules/order/lifecycle';
import { resealWithNewestKey } from '../modules/shop/sealed-values';
import { cleanUp } from './cleanup';

/**
 * Everything an API process does besides answering requests: the sweep (orders, then clean-up)
 * and the mail worker. Runs in `shared` and `worker` modes (README "Worker mode"), once the server
 * listens and the database is migrated; stops when the server closes.
 */
export function startBackgroundWork(
  app: FastifyInstance,
  deps: AppDeps,
  databaseReady: Promise<void>,
): void {
  startSweep(app, deps, databaseReady);
  startMailWorker(app, deps, databaseReady);
}

/**
 * Cancels expired unpaid orders, delivers orders whose delivery never started or never ended (their
 * process stopped), removes what is past its window from the tables that only grow, then re-seals
 * with the newest key what an older one sealed (so a retired key's count reaches 0).
 */
async function sweep(app: FastifyInstance, deps: AppDeps, stopped: () => boolean): Promise<void> {
  const cancelled = await cancelExpiredOrders(deps, deps.clock.now());
  const resumed = await resumeDeliveries(deps, deps.clock.now());
  if (cancelled > 0) app.log.info({ cancelled }, 'expired unpaid orders cancelled');
  if (resumed > 0) app.log.warn({ resumed }, 'deliveries resumed after a stopped process');
  const removed = await cleanUp(deps, deps.clock.now(), stopped);
  if (Object.values(removed).some((count) => count > 0)) app.log.info({ removed }, 'cleaned up');
  const resealed = await resealWithNewestKey(deps, stopped);
  if (resealed > 0)
    app.log.info({ resealed }, 'game-account secrets re-sealed with the newest key');
  deps.metrics?.sweptAt.set(deps.clock.now().getTime() / 1000);
}

/**
 * Sweeps every `API_EXPIRY_SWEEP_SECONDS`; a sweep still running when the next is due is not
 * doubled. `FOR UPDATE SKIP LOCKED` keeps several workers off each other's rows.
 */
function startSweep(app: FastifyInstance, deps: AppDeps, databaseReady: Promise<void>): void {
  const every = deps.settings.orders.expirySweepMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closing = false;
  afterListenAndReady(app, databaseReady, () => {
    timer = setInterval(() => {
      if (running) return;
      running = sweep(app, deps, () => closing)
        .catch((error: unknown) => app.log.error({ err: error }, 'sweep failed'))
        .finally(() => {
          running = null;
        });
    }, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
