import { randomUUID } from 'node:crypto';
import { bearer, call, USER_AGENT } from './http';

/** Google Play Gift Card, Rp 20.000 Voucher: a seeded voucher pack without stock limit, no account. */
const VOUCHER_PACK = 233;
const USD = 1;
const PAGES = ['/', '/games', '/help', '/about', '/mobile-games'];
type Device = keyof typeof USER_AGENT;
/** What the gateway and the API answer when a request may be retried. */
const RETRYABLE_MESSAGE = 'Service temporarily unavailable. Please try again later.';
const ANSWER_BOUND_MS = 30_000;
/** A purchase is retried with its key until it completes; an abandoned claim is taken over in 60 s. */
const PURCHASE_BOUND_MS = 100_000;
const RETRY_PAUSE_MS = 250;
/** A steady load the 2-core machine serves while it restarts servers; bursts are other suites'. */
const BROWSE_PAUSE_MS = 150;
const BUY_PAUSE_MS = 400;

export interface Failure {
  phase: string;
  kind: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the load saw, by phase: the test names the phase before each fault. */
export class Tally {
  phase = 'warm-up';
  readonly startedAt = Date.now();
  endedAt = 0;
  pageViews = 0;
  assetRequests = 0;
  purchaseCalls = 0;
  readonly failures: Failure[] = [];
  /** Every completed purchase call: when it was sent and when it answered. */
  readonly successes: { sentAt: number; answeredAt: number }[] = [];
  /** The first failed asset requests, `status url`: which build's file was missing. */
  readonly failedAssets: string[] = [];
  readonly acknowledged: string[] = [];
  /** The longest a purchase took, first attempt to its acknowledged payment (retries included). */
  slowestPurchaseMs = 0;
  readonly abandoned: string[] = [];
  private readonly faults: { name: string; at: number }[] = [];

  end(): void {
    this.endedAt = Date.now();
  }

  /** Requests sent so far: page views, their assets and purchase calls. */
  get requests(): number {
    return this.pageViews + this.assetRequests + this.purchaseCalls;
  }

  fault(name: string): void {
    this.phase = name;
    this.faults.push({ name, at: Date.now() });
  }

  fail(kind: string, phase = this.phase): void {
    this.failures.push({ phase, kind });
  }

  /** Seconds from each fault to the first purchase call sent after it that succeeded. */
  recoverySeconds(): Record<string, string> {
    const seconds: Record<string, string> = {};
    for (const { name, at } of this.faults) {
      const first = this.successes
        .filter((success) => success.sentAt >= at)
        .sort((a, b) => a.answeredAt - b.answeredAt)[0];
      seconds[name] = first ? ((first.answeredAt - at) / 1000).toFixed(1) : 'never';
    }
    return seconds;
  }

  /** `count x kind (phase)`, most frequent first. */
  failuresByKind(phase?: string): string[] {
    const counts = new Map<string, number>();
    for (const failure of this.failures) {
      if (phase && failure.phase !== phase) continue;
      const label = `${failure.kind} (${failure.phase})`;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1]).map(([label, count]) => `${count} x ${label}`);
  }
}

function connectionError(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return `connection error ${cause?.code ?? (error as Error).name}`;
}

/** The page's own entry scripts and stylesheets: a page whose code does not load is a failure. */
function assetsOf(html: string, device: Device): string[] {
  const prefix = `/_${device}/assets/`;
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.startsWith('<script') || /rel="stylesheet"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '')
    .filter((url) => url.startsWith(prefix));
}

async function fetchAsset(front: string, url: string, device: Device, tally: Tally) {
  tally.assetRequests++;
  const phase = tally.phase;
  try {
    const response = await fetch(`${front}${url}`, {
      headers: { 'user-agent': USER_AGENT[device] },
      signal: AbortSignal.timeout(ANSWER_BOUND_MS),
    });
    await response.arrayBuffer();
    if (response.status !== 200) {
      tally.fail(`page asset ${response.status}`, phase);
      tally.failedAssets.push(`${response.status} ${url}`);
    }
  } catch (error) {
    tally.fail(`page asset ${connectionError(error)}`, phase);
  }
}

/** One visit: the HTML (200, text/html) and then its scripts and stylesheets (each 200). */
async function pageView(front: string, path: string, device: Device, tally: Tally): Promise<void> {
  tally.pageViews++;
  const phase = tally.phase;
  try {
    const response = await fetch(`${front}${path}`, {
      headers: { 'user-agent': USER_AGENT[device] },
      redirect: 'manual',
      signal: AbortSignal.timeout(ANSWER_BOUND_MS),
    });
    const html = await response.text();
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('text/html')) {
      tally.fail(`page ${response.status}`, phase);
      return;
    }
    await Promise.all(assetsOf(html, device).map((url) => fetchAsset(front, url, device, tally)));
  } catch (error) {
    tally.fail(`page ${connectionError(error)}`, phase);
  }
}

/** Visits the pages in turn, desktop and phone alternately, until stopped. */
export async function browse(
  front: () => string,
  stopped: () => boolean,
  tally: Tally,
  offset: number,
): Promise<void> {
  for (let visit = offset; !stopped(); visit++) {
    const device: Device = visit % 2 === 0 ? 'pc' : 'mobile';
    await pageView(front(), PAGES[visit % PAGES.length] as string, device, tally);
    await sleep(BROWSE_PAUSE_MS);
  }
}

/**
 * One call of a purchase, sent again as a client does after a clean 502/503 envelope, a dropped
 * connection, or any other failure, with the same body and headers (so the same key), until it
 * answers 200 or the bound passes. Every failed attempt is counted by kind and phase.
 */
async function untilAnswered<Data>(
  front: () => string,
  step: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  tally: Tally,
): Promise<Data | null> {
  const giveUpAt = Date.now() + PURCHASE_BOUND_MS;
  while (Date.now() < giveUpAt) {
    tally.purchaseCalls++;
    const phase = tally.phase;
    const sentAt = Date.now();
    try {
      const answer = await call<Data>(front(), path, body, headers);
      if (answer.status === 200) {
        tally.successes.push({ sentAt, answeredAt: Date.now() });
        return answer.data;
      }
      const clean =
        (answer.status === 502 || answer.status === 503) &&
        answer.code === answer.status &&
        answer.message === RETRYABLE_MESSAGE &&
        answer.data === null;
      tally.fail(`${step} ${answer.status}${clean ? ' envelope' : ` ${answer.message}`}`, phase);
    } catch (error) {
      const noEnvelope = /without an envelope/.test((error as Error).message);
      tally.fail(`${step} ${noEnvelope ? 'no envelope' : connectionError(error)}`, phase);
    }
    await sleep(RETRY_PAUSE_MS);
  }
  return null;
}

/**
 * Orders a voucher and pays it from the balance with an `Idempotency-Key`, again and again until
 * stopped; an acknowledged payment (200, paid) is kept for the audit.
 */
export async function buy(
  front: () => string,
  token: string,
  stopped: () => boolean,
  tally: Tally,
): Promise<void> {
  while (!stopped()) {
    const startedAt = Date.now();
    const order = await untilAnswered<{ orderNo: string }>(
      front,
      'order',
      'OrderDeal/Add',
      { items: [{ packId: VOUCHER_PACK, quantity: 1, account: {} }], currencyId: USD },
      bearer(token),
      tally,
    );
    if (!order) continue;
    const headers = { ...bearer(token), 'idempotency-key': randomUUID() };
    const paid = await untilAnswered<{ payment: { status: string } }>(
      front,
      'pay',
      'OrderDeal/Pay',
      { orderNo: order.orderNo, method: 'balance' },
      headers,
      tally,
    );
    tally.slowestPurchaseMs = Math.max(tally.slowestPurchaseMs, Date.now() - startedAt);
    if (paid?.payment.status === 'paid') tally.acknowledged.push(order.orderNo);
    else tally.abandoned.push(`${order.orderNo} ${paid ? paid.payment.status : 'never answered'}`);
    await sleep(BUY_PAUSE_MS);
  }
}
