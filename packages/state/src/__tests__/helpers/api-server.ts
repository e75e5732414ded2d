import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface TestApi {
  baseURL: string;
  requests: RecordedRequest[];
  /** The headers of request `index` (Node lower-cases their names); throws when there is none. */
  headers: (index: number) => IncomingHttpHeaders;
  /** What the next requests get; an envelope `{code:0,...}` with status 200 by default. */
  answer: (answer: Answer) => void;
  close: () => Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (ephemeral port) standing in for the API. It allows CORS, as
 * jsdom pages (origin http://localhost:3000) enforce it like a browser.
 */
export async function startTestApi(initial: Answer): Promise<TestApi> {
  let current = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      response.setHeader(
        'Access-Control-Allow-Headers',
        'authorization, guestid, accept-language, content-type, accept',
      );
      response.writeHead(204).end();
      return;
    }
    request.resume();
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
      });
      response.writeHead(current.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(current.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    headers: (index) => {
      const request = requests[index];
      if (!request) throw new Error(`No request #${index}; ${requests.length} arrived`);
      return request.headers;
    },
    answer: (answer) => {
      current = answer;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export function envelope(data: unknown): Answer {
  return { status: 200, body: { code: 0, message: '', data } };
}
