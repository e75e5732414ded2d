import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { migrateToLatest } from '../db/migrate';
import { DATABASES, freshDatabase } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DATABASES)('request ids on %s', (kind) => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { database, drop } = await freshDatabase(kind);
    await migrateToLatest(database.db);
    // pino writes each line with one call.
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    app = buildApp({ database, logger: { ...(loggerOptions('info') as object), stream } });
    close = async () => {
      await app.close();
      await drop();
    };
  });
  afterAll(() => close?.());
  beforeEach(() => {
    lines.length = 0;
  });

  it('takes the id the gateway or SSR sent, answers with it and logs every line with it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'test-abc-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('test-abc-123');
    const requestLines = lines.filter((line) => 'reqId' in line);
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of requestLines) expect(line.reqId).toBe('test-abc-123');
  });

  it('replaces an invalid id with a new UUID, on error answers too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
      headers: { 'x-request-id': 'bad id\r\n' },
    });
    expect(response.statusCode).toBe(404);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(lines.filter((line) => 'reqId' in line).every((line) => line.reqId === id)).toBe(true);
  });
});
