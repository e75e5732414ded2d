#!/usr/bin/env node
// Runs every check and test of the monorepo and ends with one line of real counts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const artifacts = join(root, 'artifacts');
mkdirSync(artifacts, { recursive: true });

function step(title, command, args) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
  process.exit(1);
}

const failures = [];
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
} catch {
  console.error('No test report was written: the test run itself failed.');
  failures.push('report');
}

if (counts.passed === 0) failures.push('no tests ran');
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
