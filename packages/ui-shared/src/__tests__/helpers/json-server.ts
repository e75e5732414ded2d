import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** The query string, without `?`. */
  query: string;
  /** The parsed JSON body; `{}` when there was none. */
  body: Record<string, unknown>;
  language: string | undefined;
  idempotencyKey: string | undefined;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** Answers a request, or `undefined` for a 404. */
export type JsonRoute = (request: ReceivedRequest) => JsonAnswer | undefined;

/** The API's success envelope around `data`. */
export const ok = (data: unknown): JsonAnswer => ({ status: 200, body: { code: 0, data } });

/** The API's error envelope with the HTTP status as its code. */
export const failure = (status: number, message?: string): JsonAnswer => ({
  status,
  body: { code: status, message },
});

export interface JsonServer {
  url: string;
  /** Requests received so far, in order. */
  requests: ReceivedRequest[];
  /** What `path` answers from now on, whatever `route` says. */
  answer(path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 answering JSON: fixed answers per path first, then `route`, else
 * a 404. It allows CORS, as jsdom pages enforce it like a browser.
 */
export async function startJsonServer(route: JsonRoute = () => undefined): Promise<JsonServer> {
  const answers = new Map<string, JsonAnswer>();
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const [path = '', query = ''] = (request.url ?? '').split('?');
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path,
        query,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
        language: request.headers['accept-language'],
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      };
      requests.push(received);
      const answer = answers.get(path) ??
        route(received) ?? { status: 404, body: { message: 'not here' } };
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, status, body) => void answers.set(path, { status, body }),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
