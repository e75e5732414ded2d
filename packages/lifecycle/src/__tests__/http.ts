import { type Agent, request } from 'node:http';
import { expect } from 'vitest';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One GET on its own connection (no pooling: each request shows what a new client gets). */
export function get(url: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Waits until `condition` holds, checking every few milliseconds. */
export async function until(condition: () => boolean): Promise<void> {
  await expect.poll(condition, { interval: 5, timeout: 4_000 }).toBe(true);
}
