import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sendJson, sendText, useTestServer } from './support/server';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const examplePath = (file: string) =>
  fileURLToPath(new URL(`../../examples/${file}`, import.meta.url));
const readmePath = fileURLToPath(new URL('../../README.md', import.meta.url));
const builtEntry = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

const server = useTestServer();

/** The start-up data the quick starts print from (shared with scripts/check-package.mjs). */
const initData: unknown = JSON.parse(
  readFileSync(new URL('./support/init-data.json', import.meta.url), 'utf8'),
);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runExample(api: string, file = 'quickstart.mjs'): Promise<Run> {
  if (!existsSync(builtEntry)) {
    throw new Error(
      `${builtEntry} is missing: the example imports the built package. Run \`pnpm build\` (or \`pnpm --filter @storefront/api-client build\`) first.`,
    );
  }
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [examplePath(file)],
      { cwd: packageDir, env: { ...process.env, STOREFRONT_API: api }, timeout: 4_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('README quick start', () => {
  it.each(['quickstart.mjs', 'quickstart.cjs'])(
    'README.md holds examples/%s verbatim in a code block',
    (file) => {
      const readme = readFileSync(readmePath, 'utf8');
      const example = readFileSync(examplePath(file), 'utf8');
      expect(example.endsWith('\n')).toBe(true);
      expect(readme).toContain(`\n\`\`\`js\n${example}\`\`\`\n`);
    },
  );

  it('the CommonJS quick start prints the guest id', async () => {
    server.handle((_request, res) => sendJson(res, 200, { code: 0, message: '', data: initData }));
    const run = await runExample(server.url, 'quickstart.cjs');
    expect(run).toEqual({ code: 0, stdout: 'Guest id: g-7f3c2a\n', stderr: '' });
    expect(server.requests[0]?.headers['accept-language']).toBe('en');
  });

  it('the CommonJS quick start prints a failure and exits 1', async () => {
    server.handle((_request, res) => sendText(res, 500, 'boom'));
    const failed = await runExample(server.url, 'quickstart.cjs');
    expect(failed).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Failed (code 500, HTTP 500): Server internal error\n',
    });
  });

  it('runs against a local API and prints the guest id and the category names', async () => {
    server.handle((_request, res) => sendJson(res, 200, { code: 0, message: '', data: initData }));
    const run = await runExample(server.url);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Guest id: g-7f3c2a\nCategories: mobile-games, pc-games, vouchers\n');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/ShopHome/InitData');
    expect(request?.body).toEqual({});
    expect(request?.headers['accept-language']).toBe('en');
    expect(request?.headers).not.toHaveProperty('authorization');
    expect(request?.headers).not.toHaveProperty('guestid');
  });

  it('shows the error handling: an API failure prints the catalogue message and exits 1', async () => {
    server.handle((_request, res) => sendText(res, 500, 'boom'));
    const run = await runExample(server.url);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('Failed (code 500, HTTP 500): Server internal error\n');
  });
});
