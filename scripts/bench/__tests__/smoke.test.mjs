// `pnpm bench --smoke`, as CI runs it: every section produces every figure, each a number.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { sections } from '../sections.mjs';

const runner = join(dirname(fileURLToPath(import.meta.url)), '..', 'run.mjs');

test('a smoke run produces every figure of every section', () => {
  const run = spawnSync(process.execPath, [runner, '--smoke'], { encoding: 'utf8' });
  const output = `${run.stdout}\n${run.stderr}`;
  expect(run.status, output).toBe(0);
  const line = run.stdout.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  expect(line, output).toBeDefined();
  const figures = JSON.parse(line.slice('BENCH_JSON '.length));
  for (const section of sections) {
    expect(
      figures.filter((figure) => figure.section === section.name).length,
      section.name,
    ).toBeGreaterThan(0);
  }
  for (const figure of figures) {
    expect(Number.isFinite(figure.value), `${figure.section}: ${figure.name}`).toBe(true);
    expect(figure.unit, figure.name).toEqual(expect.any(String));
    if (figure.reference) expect(Number.isFinite(figure.reference.value), figure.name).toBe(true);
  }
});
