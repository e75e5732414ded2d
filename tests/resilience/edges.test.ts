import { createServer, type Server as HttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { REQUEST_BODY_LIMIT_BYTES } from '@storefront/api-client';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rememberReturnPath, takeReturnPath } from '../../apps/mobile/src/account/login-return';
import {
  ISSUE_25_FORMS,
  looksLikeAnotherHost,
  returnPathForms,
} from '../../packages/api-client/src/__tests__/return-path-forms';
import { localUrl } from '../support/stack';
import { reportFigures } from './support/figures';
import { call, DEMO, inBatches, login } from './support/http';
import {
  type ApiDatabase,
  apiServer,
  freshPostgres,
  gatewayServer,
  type Server,
} from './support/servers';

/** `RESILIENCE_SEED` replays a run (every run prints its seed). */
const SEED = Number(process.env.RESILIENCE_SEED || Math.floor(Math.random() * 2 ** 31));
const REDIRECT_FORMS = Number(process.env.RESILIENCE_REDIRECT_FORMS || 500);
/** The store's public origin, as the API is told (`API_RETURN_ORIGINS`). */
const STORE = new URL('https://shop.example');
const USD = 1;
const OVER_LIMIT = 2 * 1024 * 1024;
/** Long enough for a loaded machine; an answer that has not come by then is hanging. */
const ANSWER_BOUND_MS = 20_000;

/**
 * What the gateway forwards to the API passes through here: the largest request body it carried
 * is the figure that says whether a body got past the gateway's limit.
 */
class CountingRelay {
  largestBody = 0;
  private server: HttpServer | null = null;

  constructor(private readonly target: string) {}

  async start(): Promise<string> {
    const target = new URL(this.target);
    const server = createServer((incoming, outgoing) => {
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        this.largestBody = Math.max(this.largestBody, bytes);
      });
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
          agent: false,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      // The gateway gave up on a body (it passed the limit): the API must not wait for its rest.
      incoming.on('close', () => {
        if (!incoming.complete) upstream.destroy();
      });
      incoming.pipe(upstream);
    });
    // As long as the API's (fastify's 72 s): the gateway may keep an idle connection to it that long.
    server.keepAliveTimeout = 72_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return localUrl((server.address() as AddressInfo).port);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/** Where an accepted return target takes the browser, and whether that is off the store. */
function leavesStore(accepted: string): boolean {
  const url = new URL(accepted, STORE);
  return (
    url.origin !== STORE.origin || looksLikeAnotherHost(url.pathname) || /^\/[/\\]/.test(accepted)
  );
}

interface PipelinedOutcome {
  /** Status codes read on the socket, in order. */
  statuses: number[];
  /** The socket closed (a refusal may end the connection) before `expected` answers came. */
  closed: boolean;
}

/** Sends `parts` back to back on one socket and reads the status lines of the answers. */
function pipelined(port: number, parts: Buffer[], expected: number): Promise<PipelinedOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    const statuses = () =>
      [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    const timer = setTimeout(finish, ANSWER_BOUND_MS);
    function finish() {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statuses: statuses(), closed });
    }
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (statuses().length >= expected) finish();
    });
    socket.on('close', () => {
      closed = true;
      finish();
    });
    // A server that refuses the upload may close while it is still being written.
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      for (const part of parts) if (!socket.destroyed) socket.write(part);
    });
  });
}

function overLimitPost(target: string, chunked: boolean): Buffer {
  const body = Buffer.alloc(OVER_LIMIT, 'x');
  const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`;
  const head = `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;
  if (!chunked) return Buffer.concat([Buffer.from(head, 'latin1'), body]);
  const chunks: Buffer[] = [Buffer.from(head, 'latin1')];
  for (let start = 0; start < body.length; start += 64 * 1024) {
    const piece = body.subarray(start, start + 64 * 1024);
    chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(chunks);
}

const NEXT_REQUEST = Buffer.from('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');

/** Ways to spell the API's prefix; the router decides which of them reach the API. */
const PREFIXES = [
  '/api',
  '/%61pi',
  '/%61%70%69',
  '/a%70i',
  '/ap%69',
  '/%41PI',
  '/%2561pi',
  '/API',
  '/Api',
  '/./api',
  '//api',
  '/api/../api',
  '/%2e/api',
  '/api/%2e%2e/api',
  '/api%2F',
  '/api%252F..',
  '/api;x',
  '/api#x/..',
  '/api%00',
  '/api%20',
] as const;

describe('edges of the store: return targets and body limits under other spellings', () => {
  let database: ApiDatabase;
  let api: Server;
  let gateway: Server;
  let relay: CountingRelay;
  let token: string;

  beforeAll(async () => {
    database = await freshPostgres();
    api = await apiServer('edges-api', { ...database.env, API_RETURN_ORIGINS: STORE.origin });
    await api.start();
    relay = new CountingRelay(api.url);
    gateway = await gatewayServer('edges-gateway', await relay.start());
    await gateway.start();
    token = await login(gateway.url, DEMO.email, DEMO.password);
  });

  afterAll(async () => {
    await gateway?.stop();
    await relay?.stop();
    await api?.stop();
    await database?.drop();
  });

  test('no redirect form leaves the store, through the mobile login or User/Deposit', async () => {
    const forms = [
      ...ISSUE_25_FORMS,
      ...fc.sample(returnPathForms, { numRuns: REDIRECT_FORMS, seed: SEED }),
    ];
    const offSite: string[] = [];
    let loginAccepted = 0;
    for (const form of forms) {
      rememberReturnPath(form, STORE.origin);
      const path = takeReturnPath(STORE.origin);
      if (path !== '/') loginAccepted += 1;
      if (leavesStore(path)) offSite.push(`login ${JSON.stringify(form)} -> ${path}`);
    }

    const deposits = new Map<string, string>();
    const unexpected: string[] = [];
    await inBatches(forms, 4, async (returnUrl) => {
      const answer = await call<{ depositNo: string }>(
        gateway.url,
        'User/Deposit',
        { currencyId: USD, amount: 1, returnUrl },
        { authorization: `Bearer ${token}` },
      );
      if (answer.status === 200) deposits.set(answer.data.depositNo, returnUrl);
      else if (answer.status !== 400 || !/^returnUrl: /.test(answer.message)) {
        unexpected.push(`${JSON.stringify(returnUrl)}: ${answer.status} ${answer.message}`);
      }
    });
    // What the provider's page sends the customer back to is what was stored.
    const db = new pg.Client({ connectionString: database.url as string });
    await db.connect();
    const stored = await db
      .query<{ payment_no: string; return_url: string | null }>(
        'select payment_no, return_url from payments where payment_no = any($1)',
        [[...deposits.keys()]],
      )
      .finally(() => db.end());
    for (const { payment_no, return_url } of stored.rows) {
      if (return_url !== null && leavesStore(return_url)) {
        offSite.push(`deposit ${JSON.stringify(deposits.get(payment_no))} stored ${return_url}`);
      }
    }
    const depositAccepted = deposits.size;

    reportFigures('edges: redirect forms', {
      seed: SEED,
      'redirect forms tried': forms.length * 2,
      'accepted by the mobile login': loginAccepted,
      'accepted by User/Deposit': depositAccepted,
      'accepted off-site': offSite.length,
    });
    expect(unexpected).toEqual([]);
    expect(offSite).toEqual([]);
  });

  test('no over-limit body reaches the API under an encoded /api prefix', async () => {
    const port = Number(new URL(gateway.url).port);
    const past: string[] = [];
    const hanging: string[] = [];
    const failedBehind: string[] = [];
    let tried = 0;
    for (const prefix of PREFIXES) {
      for (const chunked of [false, true]) {
        tried += 1;
        const target = `${prefix}/ShopHome/InitData`;
        relay.largestBody = 0;
        const outcome = await pipelined(port, [overLimitPost(target, chunked), NEXT_REQUEST], 2);
        const label = `${target} (${chunked ? 'chunked' : 'Content-Length'})`;
        // Past the limit: the API received more than the limit, or (the issue's symptom) the
        // over-limit request itself went to the API and came back a 502.
        const firstStatus = outcome.statuses[0] ?? 0;
        if (relay.largestBody > REQUEST_BODY_LIMIT_BYTES || firstStatus >= 500) {
          past.push(`${label}: ${outcome.statuses}, ${relay.largestBody} bytes reached the API`);
        }
        // Either both answers come, or the refusal ends the connection: never silence.
        if (outcome.statuses.length < 2 && !outcome.closed)
          hanging.push(`${label}: ${outcome.statuses}`);
        if ((outcome.statuses[1] ?? 0) >= 500) failedBehind.push(`${label}: ${outcome.statuses}`);
      }
    }
    reportFigures('edges: encoded prefixes', {
      'over-limit bodies tried': tried,
      'encoded-prefix bodies past the limit': past.length,
      'connections left hanging': hanging.length,
      'requests behind them that failed': failedBehind.length,
    });
    expect(past).toEqual([]);
    expect(hanging).toEqual([]);
    expect(failedBehind).toEqual([]);
  });
});
