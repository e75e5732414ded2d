import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Audit,
  audit,
  claimedReceipts,
  settle,
  terminateConnections,
} from './support/chaos-audit';
import { browse, buy, Tally } from './support/chaos-load';
import { reportFigures } from './support/figures';
import { Fleet, type Replacement } from './support/fleet';
import { USER_AGENT } from './support/http';
import { buildNextRelease, type NextBuild } from './support/next-build';
import {
  type MigrateRun,
  NEXT_RELEASE_ENV,
  RELEASE_MIGRATION,
  RELEASE_MIGRATIONS_DIR,
  runMigrate,
} from './support/release';
import { type ApiDatabase, freshPostgres } from './support/servers';
import { type MailCatcher, signUp, startMailCatcher } from './support/signup';

const BUYERS = 2;
const BROWSERS = 2;
const USD = 1;
const PAUSE_MS = 2000;
const ROLLING = 'rolling restart';
const KILL = 'kill -9 of an API';
const CUT = 'database connections cut';
const AFTER = 'after the faults';
/**
 * Each receipt takes the mail server this long to accept, so that a process holds claimed receipts
 * most of the time and the kill -9 leaves some behind (for the short lease to hand over).
 */
const MAIL_ANSWER_MS = 150;
const CLAIM_WAIT_MS = 5000;
/** Each fault may cost only retryable answers that a retry with the same key completes. */
const CLEAN_FAILURE = /^(order|pay) (502|503) envelope$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The build id the app's instances answer through the gateway (`/_<app>/latest-build.json`). */
async function servedBuild(front: string, app: 'pc' | 'mobile'): Promise<string> {
  const response = await fetch(`${front}/_${app}/latest-build.json`, {
    headers: { 'user-agent': USER_AGENT[app] },
  });
  return ((await response.json()) as { buildId: string }).buildId;
}

/** Shared by every server; short drain, lease and sweep so that the suite stays lean. */
function environments(database: ApiDatabase, mail: MailCatcher) {
  const lifecycle = { SHUTDOWN_DRAIN_MS: '1000', SHUTDOWN_TIMEOUT_MS: '10000' };
  const api = {
    ...database.env,
    ...mail.env,
    ...lifecycle,
    API_SECRETS_KEY: randomBytes(32).toString('hex'),
    API_LOG_LEVEL: 'warn',
    API_EXPIRY_SWEEP_SECONDS: '1',
    MAIL_CLAIM_LEASE_MS: '3000',
    API_DELIVERY_RESUME_SECONDS: '3',
    // Every page view of a new visitor is a new guest, all from 127.0.0.1.
    API_GUEST_MAX_PER_ADDRESS: '10000000',
  };
  const app = (name: 'PC' | 'MOBILE') => ({
    ...lifecycle,
    [`${name}_WORKERS`]: '1',
    [`${name}_LOG_LEVEL`]: 'warn',
  });
  return {
    api,
    pc: app('PC'),
    mobile: app('MOBILE'),
    gateway: { ...lifecycle, GATEWAY_LOG_LEVEL: 'warn' },
  };
}

describe('chaos: a rolling deploy with a migration, a kill -9 and a failover under load, on PostgreSQL', () => {
  let database: ApiDatabase;
  let mail: MailCatcher;
  let client: pg.Client;
  let fleet: Fleet;
  let next: NextBuild;
  const tokens: string[] = [];
  /** The pc build the gateway serves once pc is rolled: the new one, or the deploy did nothing. */
  let deployedBuild = '';
  /** When the API process was killed (ms since the epoch). */
  let killedAt = 0;
  /** The release step run while the old APIs serve, before the new ones start. */
  let releaseStep: MigrateRun | undefined;
  const figures: Record<string, string | number> = {};

  /** A customer with money: signed up for real, the balance credited with its ledger row. */
  async function customer(index: number): Promise<string> {
    const email = `chaos-${index}-${randomBytes(3).toString('hex')}@storefront.test`;
    const account = { email, password: 'correct horse battery', nickname: `Chaos ${index}` };
    const { token, userId } = await signUp(fleet.front, mail, account);
    await client.query(
      `with credited as (
         insert into balances (user_id, currency_id, balance) values ($1, $2, $3) returning balance)
       insert into balance_logs (user_id, currency_id, amount, balance_after, type, remark, created_at)
       select $1, $2, $3, balance, 'adjustment', 'chaos fixture', now() from credited`,
      [userId, USD, 100_000_000],
    );
    return token;
  }

  beforeAll(async () => {
    next = await buildNextRelease('pc');
    figures['new pc build: seconds to build'] = next.seconds.toFixed(1);
    database = await freshPostgres();
    mail = await startMailCatcher(MAIL_ANSWER_MS);
    fleet = await Fleet.create();
    const env = environments(database, mail);
    const apiList = fleet.upstreams('api');
    await fleet.start({
      api: env.api,
      pc: { ...env.pc, API_INTERNAL_URL: apiList },
      mobile: { ...env.mobile, API_INTERNAL_URL: apiList },
      gateway: {
        ...env.gateway,
        GATEWAY_API_URL: apiList,
        GATEWAY_PC_URL: fleet.upstreams('pc'),
        GATEWAY_MOBILE_URL: fleet.upstreams('mobile'),
      },
    });
    client = new pg.Client({ connectionString: database.url as string });
    await client.connect();
    for (let index = 0; index < BUYERS; index++) tokens.push(await customer(index));
  });

  afterAll(async () => {
    reportFigures('chaos: rolling deploy, kill -9, failover', figures);
    await fleet?.stop();
    await client?.end().catch(() => undefined);
    await database?.drop();
    await mail?.stop();
    next?.remove();
  });

  /** Waits (bounded) for a moment when receipts are claimed, so that the kill may leave some. */
  async function whileReceiptsClaimed(): Promise<number> {
    const giveUpAt = Date.now() + CLAIM_WAIT_MS;
    let claimed = await claimedReceipts(client);
    while (claimed === 0 && Date.now() < giveUpAt) {
      await sleep(50);
      claimed = await claimedReceipts(client);
    }
    return claimed;
  }

  /** `0 failed requests of N` sent since `requestsBefore`, with the kinds when some failed. */
  function deployFailures(tally: Tally, requestsBefore: number): string {
    const failed = tally.failures.filter((failure) => failure.phase === ROLLING).length;
    const kinds = failed > 0 ? ` (${tally.failuresByKind(ROLLING).join('; ')})` : '';
    return `${failed} failed requests of ${tally.requests - requestsBefore}${kinds}`;
  }

  /**
   * The release step of a deploy: the next release's additive migration (`pnpm migrate`, as a deployed folder runs it) while the
   * old APIs serve; its APIs then start with migrations off (they refuse a schema without it).
   */
  async function runReleaseStep(): Promise<void> {
    releaseStep = await runMigrate(
      { DATABASE_URL: database.url as string, API_EXTRA_MIGRATIONS_DIR: RELEASE_MIGRATIONS_DIR },
      'deployed',
    );
    figures['release step: node dist/migrate.js seconds'] = releaseStep.seconds.toFixed(1);
    fleet.configure('api', NEXT_RELEASE_ENV);
  }

  /** The deploy (a migration first), the crash and the failover, in turn, while the load runs. */
  async function faults(tally: Tally): Promise<Replacement[]> {
    await sleep(PAUSE_MS);
    tally.fault(ROLLING);
    const requestsBefore = tally.requests;
    await runReleaseStep();
    const replaced = [...(await fleet.roll('api'))];
    fleet.deploy('pc', next.entry);
    replaced.push(...(await fleet.roll('pc')));
    deployedBuild = await servedBuild(fleet.front, 'pc');
    replaced.push(...(await fleet.roll('mobile')));
    replaced.push(await fleet.rollGateway());
    figures['rolling deploy with a migration'] = deployFailures(tally, requestsBefore);
    await sleep(PAUSE_MS);
    tally.fault(KILL);
    figures['receipts claimed (both APIs) just before the kill'] = await whileReceiptsClaimed();
    killedAt = Date.now();
    const restart = await fleet.kill('api', 0);
    await restart();
    await sleep(PAUSE_MS);
    tally.fault(CUT);
    figures['connections terminated'] = await terminateConnections(
      client,
      new URL(database.url as string).pathname.slice(1),
    );
    await sleep(2 * PAUSE_MS);
    tally.phase = AFTER;
    return replaced;
  }

  function report(tally: Tally, replaced: Replacement[], counts: Audit, settleSeconds: number) {
    figures['load seconds'] = ((tally.endedAt - tally.startedAt) / 1000).toFixed(1);
    figures['page views'] = tally.pageViews;
    figures['page asset requests'] = tally.assetRequests;
    figures['purchase calls (order + pay, retries included)'] = tally.purchaseCalls;
    figures['payments acknowledged'] = tally.acknowledged.length;
    figures['slowest purchase, retries included (seconds)'] = (
      tally.slowestPurchaseMs / 1000
    ).toFixed(1);
    figures['failures by kind'] = tally.failuresByKind().join('; ') || 'none';
    figures['failed page assets (first 5)'] = tally.failedAssets.slice(0, 5).join('; ') || 'none';
    figures['instances replaced (ready seconds, exit code)'] = replaced
      .map((each) => `${each.name} ${each.readySeconds.toFixed(1)}s exit ${each.exitCode}`)
      .join('; ');
    for (const [fault, seconds] of Object.entries(tally.recoverySeconds())) {
      figures[`recovery seconds: ${fault}`] = seconds;
    }
    figures['acknowledged payments lost'] = counts.acknowledgedLost.length;
    figures['orders charged twice'] = counts.chargedTwice.length;
    figures['orders left processing after the sweep'] = counts.leftProcessing;
    figures['receipts sent twice'] = counts.receiptsSentTwice.length;
    figures['receipts sent again after the kill (in flight when it died)'] =
      counts.receiptsInFlightAtKill.length;
    figures['receipts never sent'] = counts.receiptsNeverSent.length;
    figures['balances off their ledger'] = counts.balancesOffLedger;
    figures['receipts received'] = counts.receiptsSent;
    figures['seconds for the sweep and the outbox to settle'] = settleSeconds.toFixed(1);
  }

  test('0 failed requests in the deploy, only retryable envelopes in the faults, money and receipts exact', async () => {
    const tally = new Tally();
    let stopped = false;
    const front = () => fleet.front;
    const load = Promise.all([
      ...tokens.map((token) => buy(front, token, () => stopped, tally)),
      ...Array.from({ length: BROWSERS }, (_, index) => browse(front, () => stopped, tally, index)),
    ]);
    const replaced = await faults(tally).finally(() => {
      stopped = true;
    });
    await load;
    tally.end();
    const settleSeconds = await settle(client);
    const counts = await audit(client, tally.acknowledged, mail.received, killedAt);
    report(tally, replaced, counts, settleSeconds);

    expect.soft(tally.failuresByKind('warm-up'), 'failures before the faults').toEqual([]);
    expect.soft(releaseStep?.output, 'the release step').toContain('Applied 1 migration to');
    expect.soft(releaseStep?.output, 'the release step').toContain(RELEASE_MIGRATION);
    expect.soft(tally.failuresByKind(ROLLING), 'failures during the rolling deploy').toEqual([]);
    for (const phase of [KILL, CUT, AFTER]) {
      const unclean = tally.failures.filter(
        (failure) => failure.phase === phase && !CLEAN_FAILURE.test(failure.kind),
      );
      expect.soft(unclean, `failures other than 502/503 envelopes: ${phase}`).toEqual([]);
    }
    expect
      .soft(tally.abandoned, 'purchases a retry with the same key did not complete')
      .toEqual([]);
    expect
      .soft(
        replaced.filter((each) => each.exitCode !== 0),
        'SIGTERM exits',
      )
      .toEqual([]);
    expect.soft(deployedBuild, 'the pc build served after the deploy').toBe(next.buildId);
    expect.soft(counts.acknowledgedLost, 'acknowledged payments lost').toEqual([]);
    expect.soft(counts.chargedTwice, 'orders charged twice').toEqual([]);
    expect.soft(counts.leftProcessing, 'orders left processing').toBe(0);
    expect.soft(counts.receiptsSentTwice, 'receipts sent twice').toEqual([]);
    expect
      .soft(counts.receiptsInFlightAtKill.length, 'receipts in flight in the killed process')
      .toBeLessThanOrEqual(1);
    expect.soft(counts.receiptsNeverSent, 'receipts never sent').toEqual([]);
    expect.soft(counts.balancesOffLedger, 'balances off their ledger').toBe(0);
    expect(tally.acknowledged.length, 'payments acknowledged').toBeGreaterThan(0);
  });
});
