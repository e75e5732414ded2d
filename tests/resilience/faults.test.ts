import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AppName,
  appIsBuilt,
  freePort,
  localUrl,
  PORT_ENV,
  type ServiceName,
  Supervised,
} from '../support/stack';
import { reportFigures } from './support/figures';
import { bearer, call, USER_AGENT } from './support/http';
import { type MailCatcher, signUp, startMailCatcher } from './support/signup';

/** Google Play Gift Card, Rp 20.000 Voucher: a seeded voucher pack without stock limit, no account. */
const VOUCHER_PACK = 233;
const USD = 1;
const LOAD_BEFORE_KILL_MS = 3000;
/** Long enough for a loaded machine; a gateway that hangs past it has failed. */
const ANSWER_BOUND_MS = 30_000;
const RECOVERY_BOUND_MS = 120_000;
const ENVELOPE_502 = {
  code: 502,
  message: 'Service temporarily unavailable. Please try again later.',
  data: null,
};

const APPS: readonly AppName[] = ['pc', 'mobile'];
const ENTRIES: Record<ServiceName, string> = {
  api: 'apps/api/dist/main.js',
  pc: 'apps/pc/server.mjs',
  mobile: 'apps/mobile/server.mjs',
  gateway: 'apps/gateway/dist/main.js',
};

/** The supervisor's child that runs a server, found by its command line (Linux /proc). */
function pidOf(supervisorPid: number, service: ServiceName): number {
  const children = readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const pid = children.find((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes(ENTRIES[service]);
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error(`the supervisor runs no ${service}`);
  return pid;
}

async function page(origin: string, path: string, userAgent: string) {
  const response = await fetch(`${origin}${path}`, {
    headers: { 'user-agent': userAgent },
    redirect: 'manual',
    signal: AbortSignal.timeout(ANSWER_BOUND_MS),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

async function health(origin: string) {
  const response = await fetch(`${origin}/api/health`, {
    signal: AbortSignal.timeout(ANSWER_BOUND_MS),
  });
  return { status: response.status, body: await response.text() };
}

/** Seconds from `since` until `check` holds, polled; throws past the bound or once the stack is gone. */
async function secondsUntil(
  stack: Supervised,
  since: number,
  check: () => Promise<boolean>,
): Promise<number> {
  while (Date.now() - since < RECOVERY_BOUND_MS) {
    if (stack.pid === undefined)
      throw new Error('the supervisor has exited, and every server with it');
    if (await check().catch(() => false)) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not recovered after ${RECOVERY_BOUND_MS / 1000} s`);
}

describe('faults: servers killed under load, as `npm start` runs them', () => {
  let stack: Supervised;
  let gateway: string;
  let dataDir: string;
  let mail: MailCatcher;
  let token: string;
  let apps: AppName[];
  const figures: Record<string, string | number> = {};

  beforeAll(async () => {
    apps = APPS.filter(appIsBuilt);
    const services: ServiceName[] = ['api', ...apps, 'gateway'];
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-faults-'));
    mail = await startMailCatcher();
    const env: Record<string, string> = {
      ...mail.env,
      API_DATA_DIR: dataDir,
      API_LOG_LEVEL: 'warn',
      GATEWAY_LOG_LEVEL: 'warn',
    };
    const ports: Partial<Record<ServiceName, number>> = {};
    for (const service of ['api', 'pc', 'mobile', 'gateway'] as const) {
      ports[service] = await freePort();
      env[PORT_ENV[service]] = String(ports[service]);
    }
    stack = new Supervised(services, env, 'resilience-faults.log');
    await stack.start();
    gateway = localUrl(ports.gateway as number);
    const account = {
      email: 'faults@storefront.test',
      password: 'correct horse battery',
      nickname: 'Faults',
    };
    ({ token } = await signUp(gateway, mail, account));
    await deposit(5000);
  });

  afterAll(async () => {
    reportFigures('faults', figures);
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await mail?.stop();
  });

  /** Tops the balance up through the sandbox provider's page, as a customer does. */
  async function deposit(amount: number): Promise<void> {
    const started = await call<{ redirectUrl: string }>(
      gateway,
      'User/Deposit',
      { currencyId: USD, amount },
      bearer(token),
    );
    expect(started.status, started.message).toBe(200);
    const paid = await fetch(`${gateway}${started.data.redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  }

  /** Buys and pays vouchers one after another until stopped; answers the acknowledged orders. */
  async function payLoop(
    stopped: () => boolean,
    acknowledged: string[],
    seen: number[],
  ): Promise<void> {
    while (!stopped()) {
      const answer = await (async () => {
        const order = await call<{ orderNo: string }>(
          gateway,
          'OrderDeal/Add',
          { items: [{ packId: VOUCHER_PACK, quantity: 1, account: {} }], currencyId: USD },
          bearer(token),
        );
        if (order.status !== 200) return order.status;
        const paid = await call<{ payment: { status: string } }>(
          gateway,
          'OrderDeal/Pay',
          { orderNo: order.data.orderNo, method: 'balance' },
          bearer(token),
        );
        if (paid.status === 200 && paid.data.payment.status === 'paid')
          acknowledged.push(order.data.orderNo);
        return paid.status;
      })().catch(() => 0);
      seen.push(answer);
      if (answer !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  test('kill -9 of the API: 502 envelopes, pages answer, recovery, acknowledged payments kept', async () => {
    let stop = false;
    const acknowledged: string[] = [];
    const seen: number[] = [];
    const load = Promise.all([1, 2].map(() => payLoop(() => stop, acknowledged, seen)));
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));
    const acknowledgedBeforeKill = acknowledged.length;
    const killedAt = Date.now();
    process.kill(pidOf(stack.pid as number, 'api'), 'SIGKILL');

    const down = await health(gateway);
    const home = apps.includes('pc') ? await page(gateway, '/', USER_AGENT.pc) : null;
    const recovery = await secondsUntil(
      stack,
      killedAt,
      async () => (await health(gateway)).status === 200,
    );
    stop = true;
    await load;
    figures['API kill: payments acknowledged before the kill'] = acknowledgedBeforeKill;
    figures['API kill: payments acknowledged in all'] = acknowledged.length;
    figures['API kill: answers under load'] = seen.length;
    figures['API kill: recovery seconds'] = recovery.toFixed(1);

    expect(down.status).toBe(502);
    expect(JSON.parse(down.body)).toEqual(ENVELOPE_502);
    if (home) expect(home.type).toContain('text/html');
    expect(acknowledgedBeforeKill).toBeGreaterThan(0);
    const readBack = await Promise.all(
      acknowledged.map(async (orderNo) => {
        const detail = await call<{ status: string }>(
          gateway,
          'OrderDeal/Detail',
          { orderNo },
          bearer(token),
        );
        return `${orderNo} ${detail.status} ${detail.data?.status}`;
      }),
    );
    const lost = readBack.filter((line) => !/ 200 (paid|processing|completed)$/.test(line));
    figures['API kill: acknowledged payments lost'] = lost.length;
    expect(lost).toEqual([]);
  });

  test('kill -9 of one device app: its pages answer an error page, the other app and /api serve', async () => {
    expect(apps, 'both device apps are built').toEqual(['pc', 'mobile']);
    expect(stack.pid, 'the supervisor still runs').toBeDefined();
    const killedAt = Date.now();
    process.kill(pidOf(stack.pid as number, 'mobile'), 'SIGKILL');
    const phone = await page(gateway, '/', USER_AGENT.mobile);
    const desktop = await page(gateway, '/', USER_AGENT.pc);
    const api = await health(gateway);
    const recovery = await secondsUntil(
      stack,
      killedAt,
      async () => (await page(gateway, '/', USER_AGENT.mobile)).status === 200,
    );
    figures['mobile app kill: recovery seconds'] = recovery.toFixed(1);

    expect(phone.status).toBe(502);
    expect(phone.type).toContain('text/html');
    expect(desktop.status).toBe(200);
    expect(api.status).toBe(200);
  });
});
