import { describe, expect, it } from 'vitest';
import { loadSettings } from '../config';

describe('database settings', () => {
  it('defaults to a 5 s connect and a 30 s statement time limit', () => {
    const settings = loadSettings({});
    expect(settings.databaseConnectTimeoutMs).toBe(5000);
    expect(settings.databaseStatementTimeoutMs).toBe(30_000);
  });

  it('reads API_DATABASE_CONNECT_TIMEOUT_MS and API_DATABASE_STATEMENT_TIMEOUT_MS', () => {
    const settings = loadSettings({
      API_DATABASE_CONNECT_TIMEOUT_MS: '1500',
      API_DATABASE_STATEMENT_TIMEOUT_MS: '2500',
    });
    expect(settings.databaseConnectTimeoutMs).toBe(1500);
    expect(settings.databaseStatementTimeoutMs).toBe(2500);
  });

  it.each([
    ['API_DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['API_DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['API_DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['API_DATABASE_STATEMENT_TIMEOUT_MS', '1.5'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadSettings({ [name]: value })).toThrow(new RegExp(`^${name} must be`));
  });

  it.each(['postgres//127.0.0.1/db', 'mysql://127.0.0.1/db', 'postgres://', '127.0.0.1:5432'])(
    'refuses DATABASE_URL=%s: it can never work',
    (url) => {
      expect(() => loadSettings({ DATABASE_URL: url })).toThrow(/^DATABASE_URL must be/);
    },
  );

  it('takes host and socket connection strings, and none (PGlite)', () => {
    const host = 'postgresql://shop@db.internal:5432/shop';
    const socket = 'postgres:///shop?host=/var/run/postgresql';
    expect(loadSettings({ DATABASE_URL: host }).databaseUrl).toBe(host);
    expect(loadSettings({ DATABASE_URL: socket }).databaseUrl).toBe(socket);
    expect(loadSettings({}).databaseUrl).toBeNull();
  });
});
