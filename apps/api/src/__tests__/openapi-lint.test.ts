import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app';

const run = promisify(execFile);
const API_FOLDER = join(import.meta.dirname, '../..');
const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The document as the app serves it; nothing in it touches the database. */
async function servedDocument(): Promise<string> {
  const app = buildApp({ database: { db: {} as never, kind: 'pglite' } });
  try {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    return res.body;
  } finally {
    await app.close();
  }
}

it('redocly lint (recommended rules) finds no error and no warning', async () => {
  const file = join(folder, 'openapi.json');
  writeFileSync(file, await servedDocument());
  const result = await run(
    join(API_FOLDER, 'node_modules/.bin/redocly'),
    ['lint', file, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000'],
    {
      cwd: API_FOLDER,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((error: { stdout: string; stderr: string }) => error);
  expect(result.stdout, result.stderr).toMatch(/^{/);
  const { totals, problems } = JSON.parse(result.stdout) as {
    totals: { errors: number; warnings: number };
    problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
  };
  const listed = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
  expect(listed).toEqual([]);
  expect(totals).toMatchObject({ errors: 0, warnings: 0 });
}, 120_000);
