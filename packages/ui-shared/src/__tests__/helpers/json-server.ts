import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonServer {
  url: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** What `path` answers from now on. */
  answer(path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 answering JSON per path (404 otherwise). It allows CORS, as jsdom
 * pages enforce it like a browser.
 */
export async function startJsonServer(): Promise<JsonServer> {
  const answers = new Map<string, { status: number; body: unknown }>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    request.resume();
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push(path);
      const answer = answers.get(path) ?? { status: 404, body: { message: 'not here' } };
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
