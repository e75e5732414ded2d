#!/usr/bin/env node
// Runs every check and test of the monorepo and ends with one line of real counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// turbo runs each package's scripts through pnpm, which lives in node_modules/.bin.
const env = { ...process.env, PATH: `${bin('')}${delimiter}${process.env.PATH ?? ''}` };
const artifacts = join(root, 'artifacts');
mkdirSync(artifacts, { recursive: true });

const stageTimes = [];

function step(title, command, args, cwd = root) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  stageTimes.push({ title, seconds });
  console.log(`=== ${title}: ${result.status === 0 ? 'passed' : 'failed'} in ${seconds} s`);
  return result.status === 0;
}

/** Each stage's wall time, so a slower CI shows where the time went. */
function printStageTimes() {
  console.log('\n=== stage times');
  for (const { title, seconds } of stageTimes) console.log(`  ${title}: ${seconds} s`);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
  process.exit(1);
}

const failures = [];
const systemStarted = Date.now();
if (!ensureSystemPackages()) failures.push('system packages');
stageTimes.push({
  title: 'system packages',
  seconds: Math.round((Date.now() - systemStarted) / 1000),
});
if (!step('lint and format', bin('biome'), ['ci', '.'])) failures.push('lint');
if (
  !step('build, typecheck, package checks', bin('turbo'), [
    'run',
    'build',
    'typecheck',
    'check:package',
    '--output-logs=errors-only',
  ])
) {
  failures.push('build');
}

// Where tests/playwright.config.ts writes its JSON report, and tests/resilience its figures.
const e2eArtifacts = env.STOREFRONT_E2E_ARTIFACTS || join(root, 'tests', 'artifacts');
const resilienceFigures = join(e2eArtifacts, 'resilience');
rmSync(resilienceFigures, { recursive: true, force: true });

const vitestReport = join(artifacts, 'vitest.json');
const unitPassed = step('unit and integration tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (!unitPassed) failures.push('tests');

const counts = { passed: 0, failed: 0, skipped: 0 };
try {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  // A test file that cannot even load has no test results: count it as one failure, by name.
  const unloaded = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  counts.failed += unloaded.length;
  for (const file of unloaded) console.error(`Test file failed to run: ${file.name}`);
} catch {
  console.error('No test report was written: the test run itself failed.');
  failures.push('report');
}

const e2eReport = join(e2eArtifacts, 'e2e-report.json');
if (!failures.includes('system packages')) {
  rmSync(e2eReport, { force: true });
  const tests = join(root, 'tests');
  const e2ePassed = step(
    'end-to-end tests (Playwright, Chromium)',
    join(tests, 'node_modules', '.bin', 'playwright'),
    ['test'],
    tests,
  );
  if (!e2ePassed) failures.push('e2e');
  try {
    const { stats, errors } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
    if (errors.length > 0) failures.push('e2e setup');
  } catch {
    console.error('No end-to-end report was written: the Playwright run itself failed.');
    failures.push('e2e report');
  }
}

/** The resilience suite's figures (tests/resilience), so that a person reads them in the CI log. */
function printResilienceFigures() {
  const files = existsSync(resilienceFigures) ? readdirSync(resilienceFigures).sort() : [];
  if (files.length === 0) return;
  console.log('\n=== resilience figures');
  for (const file of files) {
    const { check, figures } = JSON.parse(readFileSync(join(resilienceFigures, file), 'utf8'));
    console.log(check);
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
  }
}

printResilienceFigures();
printStageTimes();
if (counts.passed === 0) failures.push('no tests ran');
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
