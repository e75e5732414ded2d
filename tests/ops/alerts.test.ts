import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reportFigures } from '../resilience/support/figures';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RULES_DIR = join(ROOT, 'ops', 'prometheus');
/** From Debian's `prometheus` package, which the test command installs (scripts/lib/system-packages.mjs). */
const PROMTOOL = '/usr/bin/promtool';
/** Where the metrics the rules read are defined: the API, the gateway, and the request metrics. */
const METRIC_SOURCES = ['apps/api/src', 'apps/gateway/src', 'packages/lifecycle/src'];
const METRIC_NAME = /\b(?:api|http|gateway)_[a-z_]+\b/g;

function promtool(...args: string[]): { status: number | null; output: string } {
  // A missing promtool fails the check, never skips it: untested rules would ship.
  expect(existsSync(PROMTOOL), `${PROMTOOL} is missing: apt-get install prometheus`).toBe(true);
  const run = spawnSync(PROMTOOL, args, { cwd: RULES_DIR, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !join(entry.parentPath, entry.name).includes('__tests__'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Metric names the servers define: string literals in their source, outside tests. */
function exportedMetricNames(): Set<string> {
  const names = new Set<string>();
  for (const file of METRIC_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(
      /'((?:api|http|gateway)_[a-z_]+)'/g,
    )) {
      names.add(name as string);
    }
  }
  return names;
}

describe('the Prometheus alert rules (ops/prometheus/alerts.yml)', () => {
  it('pass promtool check rules', () => {
    const { status, output } = promtool('check', 'rules', 'alerts.yml');
    expect(status, output).toBe(0);
    expect(output).toContain('SUCCESS: 8 rules found');
  });

  it('fire as their unit tests say (promtool test rules)', () => {
    const { status, output } = promtool('test', 'rules', 'alerts.test.yml');
    expect(status, output).toBe(0);
    expect(output).toContain('SUCCESS');
    const cases = readFileSync(join(RULES_DIR, 'alerts.test.yml'), 'utf8').match(/^ {2}- name:/gm);
    const alerts = readFileSync(join(RULES_DIR, 'alerts.yml'), 'utf8').match(/- alert:/g);
    reportFigures('alert rules', {
      'promtool test rules': `${cases?.length} of ${cases?.length} cases passed over ${alerts?.length} alerts`,
    });
  });

  it('read only metrics the API and the gateway export', () => {
    const rules = readFileSync(join(RULES_DIR, 'alerts.yml'), 'utf8');
    const expressions = [...rules.matchAll(/expr: >-\n((?:\s{10}.*\n)+)|expr: (.*)\n/g)]
      .map(([, block, line]) => block ?? line ?? '')
      .join('\n');
    const used = new Set(expressions.match(METRIC_NAME));
    // Every metric the eight alerts read: a name this reading missed would go unchecked.
    expect(used.size).toBe(7);
    const exported = exportedMetricNames();
    const unknown = [...used].filter((name) => !exported.has(name));
    expect(unknown).toEqual([]);
  });
});
