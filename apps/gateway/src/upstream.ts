import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import {
  AskNextInstance,
  InstanceSet,
  type InstanceSetOptions,
  isSafeMethod,
  tryInstances,
} from '@storefront/api-client';
import { type Dispatcher, Pool } from 'undici';

/** No answer (or no next part of one) from an upstream in time, or no connection to it. */
export class UpstreamTimeoutError extends Error {
  readonly statusCode = 504;

  constructor(what: string) {
    super(`upstream ${what} timed out`);
  }
}

const TIMEOUT_CODES: Readonly<Record<string, string>> = {
  UND_ERR_CONNECT_TIMEOUT: 'connection',
  UND_ERR_HEADERS_TIMEOUT: 'answer',
  UND_ERR_BODY_TIMEOUT: 'answer',
};

/** undici's time-outs (connect, headers, body) as one `UpstreamTimeoutError`; others unchanged. */
export function asTimeout(error: unknown): unknown {
  const what = TIMEOUT_CODES[(error as { code?: string } | null)?.code ?? ''];
  return what ? new UpstreamTimeoutError(what) : error;
}

export interface UpstreamTimeouts {
  /** Connecting to the upstream. */
  connectMs: number;
  /** Waiting for the response headers, and then for each next part of the body. */
  idleMs: number;
}

export interface UpstreamRequest {
  method: string;
  /** Path and query, as the visitor sent them (checked by `readRequestTarget`). */
  path: string;
  headers: IncomingHttpHeaders;
  /** The visitor's body, streamed as it arrives. */
  body?: Readable;
  /** Aborted when the visitor leaves: the upstream's work stops too. */
  signal: AbortSignal;
  /**
   * A 404 means "not on this instance" (a hashed asset of a build only some instances run, during
   * a rolling deploy): the other instances are asked before the 404 is passed on.
   */
  askOthersOn404?: boolean;
}

export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Readable;
}

/**
 * Idle keep-alive connections close well before the upstreams close theirs (fastify's 72 s, or
 * what the upstream's `Keep-Alive: timeout` hint says, less a second): reusing a connection the
 * upstream has just closed would fail the request.
 */
const KEEP_ALIVE = { keepAliveTimeout: 4_000, keepAliveMaxTimeout: 30_000 } as const;

/**
 * undici destroys the body it was given when a request fails, a refused connection included. It
 * gets a stream of its own that reads the visitor's body only once undici does (connected), so a
 * refused request leaves that body whole for the next instance.
 */
function readOnceConnected(body: Readable): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of body) yield chunk as Buffer;
    })(),
    { objectMode: false },
  );
}

/**
 * The instances of one upstream (one undici `Pool` of keep-alive connections each): a request goes
 * to the next ready instance, moves on when a connection is refused, and a GET or HEAD without a
 * body once more after a reset before any answer (`tryInstances`).
 */
export class Upstream {
  readonly instances: InstanceSet;
  private readonly pools = new Map<string, Pool>();

  constructor(origins: readonly string[], timeouts: UpstreamTimeouts, checks?: InstanceSetOptions) {
    this.instances = new InstanceSet(origins, checks).start();
    for (const origin of origins) {
      const pool = new Pool(origin, {
        ...KEEP_ALIVE,
        connect: { timeout: timeouts.connectMs },
        headersTimeout: timeouts.idleMs,
        bodyTimeout: timeouts.idleMs,
      });
      this.pools.set(origin, pool);
    }
  }

  /** Resolves with the answer's head, its body unread; rejects with the last instance's failure. */
  async request(request: UpstreamRequest): Promise<UpstreamAnswer> {
    const { method, path, headers, body, signal, askOthersOn404 = false } = request;
    const retryAfterReset = isSafeMethod(method) && !body;
    try {
      return await tryInstances(this.instances, retryAfterReset, async (origin, last) => {
        const pool = this.pools.get(origin) as Pool;
        const sent = body ? readOnceConnected(body) : null;
        const answer = await pool.request({
          method: method as Dispatcher.HttpMethod,
          path,
          headers,
          body: sent,
          signal,
        });
        if (askOthersOn404 && answer.statusCode === 404 && !last) {
          await answer.body.dump();
          throw new AskNextInstance(origin);
        }
        return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
      });
    } catch (error) {
      throw asTimeout(error);
    }
  }

  async close(): Promise<void> {
    this.instances.stop();
    await Promise.all([...this.pools.values()].map((pool) => pool.destroy()));
  }
}
