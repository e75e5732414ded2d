import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { type Stack, startStack } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const logLines: Record<string, unknown>[] = [];
// pino writes each line with one call.
const logStream = { write: (line: string) => logLines.push(JSON.parse(line)) };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { ...(loggerOptions('info') as object), stream: logStream });
});
afterAll(async () => {
  await stack.close();
});
beforeEach(() => {
  logLines.length = 0;
  for (const upstream of Object.values(stack.upstreams)) upstream.seen.length = 0;
});

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

describe('request ids', () => {
  it('honours a valid x-request-id: answered, sent to the device app, in every log line', async () => {
    const response = await fetch(`${stack.url}/orders`, {
      headers: { 'x-request-id': 'test-abc-123', 'user-agent': DESKTOP_UA },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('test-abc-123');
    expect(stack.upstreams.pc.seen[0]?.headers['x-request-id']).toBe('test-abc-123');
    const requestLines = logLines.filter((line) => 'reqId' in line);
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of requestLines) expect(line.reqId).toBe('test-abc-123');
  });

  it('replaces an invalid id with a generated one, the same everywhere', async () => {
    const response = await fetch(`${stack.url}/api/ShopHome/InitData`, {
      method: 'POST',
      headers: { 'x-request-id': 'not valid <id>' },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(stack.upstreams.api.seen[0]?.headers['x-request-id']).toBe(id);
    expect(logLines.filter((line) => 'reqId' in line).every((line) => line.reqId === id)).toBe(
      true,
    );
  });

  it('gives each request without an id its own', async () => {
    const [first, second] = await Promise.all([
      fetch(`${stack.url}/healthz`),
      fetch(`${stack.url}/healthz`),
    ]);
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('answers its own refusals with the id too', async () => {
    const response = await fetch(`${stack.url}/_switch?to=nowhere`, {
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toBe('refused-1');
  });
});
