import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** The raw request target, e.g. `/api/x?ids[]=1`. */
  url: string;
  pathname: string;
  query: URLSearchParams;
  /** Lower-cased names, as Node gives them. */
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The JSON-parsed body; the raw text when it is not JSON; undefined when empty. */
  body: unknown;
}

export type Handler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** `http://127.0.0.1:{port}`; only valid once the server listens (inside tests). */
  readonly url: string;
  readonly port: number;
  /** Every request since the last reset, in arrival order. */
  readonly requests: RecordedRequest[];
  /** The handler for the following requests (the default answers `{ code: 0, data: null }`). */
  handle(handler: Handler): void;
  /** Back to the default handler, forgets the recorded requests. */
  reset(): void;
  listen(): Promise<void>;
  close(): Promise<void>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** A success envelope. */
export function ok(res: ServerResponse, data: unknown = null): void {
  sendJson(res, 200, { code: 0, message: '', data });
}

/** A handler that never answers (the connection stays open until the server closes). */
export const stall: Handler = () => {};

const defaultHandler: Handler = (_request, res) => ok(res);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A real `node:http` server on 127.0.0.1 with an ephemeral port that records every request. */
export function createTestServer(): TestServer {
  let handler: Handler = defaultHandler;
  const requests: RecordedRequest[] = [];
  const pending = new Set<ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    // No keep-alive: a socket never outlives its request, so no test inherits another's socket.
    res.setHeader('connection', 'close');
    pending.add(res);
    res.on('close', () => pending.delete(res));
    const rawBody = await readBody(req);
    const url = req.url ?? '/';
    const parsed = new URL(url, 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      url,
      pathname: parsed.pathname,
      query: parsed.searchParams,
      headers: req.headers,
      rawBody,
      body: parseBody(rawBody),
    };
    requests.push(recorded);
    try {
      await handler(recorded, res);
    } catch (error) {
      if (!res.headersSent) sendText(res, 599, `test handler failed: ${String(error)}`);
    }
  });

  const address = (): AddressInfo => {
    const value = server.address();
    if (value === null || typeof value === 'string')
      throw new Error('The test server is not listening');
    return value;
  };

  return {
    get url() {
      return `http://127.0.0.1:${address().port}`;
    },
    get port() {
      return address().port;
    },
    requests,
    handle(next) {
      handler = next;
    },
    reset() {
      handler = defaultHandler;
      requests.length = 0;
      // Drop the requests a test left unanswered (stalled) so they cannot leak into the next one.
      for (const res of pending) res.socket?.destroy();
      pending.clear();
    },
    listen() {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
    },
    close() {
      return new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** A test server for the current test file: listens before all, resets after each, closes after all. */
export function useTestServer(): TestServer {
  const server = createTestServer();
  beforeAll(() => server.listen());
  afterEach(() => server.reset());
  afterAll(() => server.close());
  return server;
}

/** A port on 127.0.0.1 that nothing listens on: bound once, then closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
