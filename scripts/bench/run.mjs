#!/usr/bin/env node
// The project's benchmark: `pnpm bench [section...] [--smoke]`. Builds what changed, runs each
// section (every one in scripts/bench/sections.mjs, or those named), prints one line per figure
// beside its reference measured in the same run, and ends with a table of figure, value, target
// and whether it is met. `--smoke` runs every section briefly: it proves each figure is produced.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from '../lib/system-packages.mjs';
import { freePort, startStore } from './lib/store.mjs';
import { sections } from './sections.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function parseArgs(argv) {
  const smoke = argv.includes('--smoke');
  const build = !argv.includes('--no-build');
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !sections.some((section) => section.name === name));
  if (unknown.length > 0) {
    const known = sections.map((section) => section.name).join(', ');
    throw new Error(`unknown section ${unknown.join(', ')} (sections: ${known})`);
  }
  const chosen = names.length > 0 ? sections.filter((s) => names.includes(s.name)) : sections;
  return { smoke, build, chosen };
}

function build() {
  const turbo = join(root, 'node_modules', '.bin', 'turbo');
  const result = spawnSync(turbo, ['run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` },
  });
  if (result.status !== 0) throw new Error('the build failed (see above)');
}

/** `1234.5` -> `1,234.5`, `0.123` -> `0.123`: three significant digits at least. */
function formatNumber(value) {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

function formatValue(value, unit) {
  return `${formatNumber(value)} ${unit}`.trim();
}

function figureLine(section, figure) {
  let line = `${section}: ${figure.name} = ${formatValue(figure.value, figure.unit)}`;
  const ref = figure.reference;
  if (ref) {
    const ratio =
      ref.unit === figure.unit && ref.value
        ? ` (${formatNumber((figure.value / ref.value) * 100)}%)`
        : '';
    line += `  vs ${ref.name} = ${formatValue(ref.value, ref.unit)}${ratio}`;
  }
  return line;
}

function isMet(figure) {
  const { target, value } = figure;
  if (!target) return null;
  return target.op === '>=' ? value >= target.value : value <= target.value;
}

function table(rows) {
  const header = ['figure', 'value', 'target', 'met'];
  const cells = rows.map((row) => [
    row.figure.name,
    formatValue(row.figure.value, row.figure.unit),
    row.figure.target ? `${row.figure.target.op} ${formatNumber(row.figure.target.value)}` : '',
    row.figure.target ? (isMet(row.figure) ? 'met' : 'NOT MET') : '',
  ]);
  const widths = header.map((_, i) => Math.max(header[i].length, ...cells.map((c) => c[i].length)));
  const line = (cols) => cols.map((col, i) => col.padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

async function main() {
  const { smoke, build: shouldBuild, chosen } = parseArgs(process.argv.slice(2));
  if (!ensureSystemPackages()) throw new Error('the benchmark needs the programs named above');
  if (shouldBuild) build();
  // Sections asking for a store with the same environment share one; all stop at the end.
  const stores = new Map();
  const results = [];
  let failed = false;
  for (const section of chosen) {
    const log = (line) => console.log(`[${section.name}] ${line}`);
    const ctx = {
      root,
      smoke,
      log,
      freePort,
      startStore: (env = {}) => {
        const key = JSON.stringify(env);
        if (!stores.has(key)) stores.set(key, startStore(root, log, env));
        return stores.get(key);
      },
    };
    const started = Date.now();
    try {
      const figures = await section.measure(ctx);
      for (const figure of figures) {
        console.log(figureLine(section.name, figure));
        results.push({ section: section.name, figure });
      }
    } catch (error) {
      failed = true;
      console.error(`[${section.name}] failed: ${error.stack ?? error}`);
    }
    log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  await Promise.allSettled([...stores.values()].map(async (store) => (await store).stop()));
  console.log(`\n${table(results)}`);
  console.log(
    `\nBENCH_JSON ${JSON.stringify(results.map(({ section, figure }) => ({ section, ...figure })))}`,
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
