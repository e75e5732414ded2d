import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from '../../support/stack';

/** Where each check writes its figures; scripts/test-all.mjs prints them all after the tests. */
export const FIGURES_DIR = join(ARTIFACTS, 'resilience');

/** Prints one check's figures and keeps them for the block at the end of `npm test`. */
export function reportFigures(check: string, figures: Record<string, string | number>): void {
  const lines = Object.entries(figures).map(([name, value]) => `  ${name}: ${value}`);
  console.log(`[resilience] ${check}\n${lines.join('\n')}`);
  mkdirSync(FIGURES_DIR, { recursive: true });
  const file = check.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  writeFileSync(join(FIGURES_DIR, `${file}.json`), JSON.stringify({ check, figures }, null, 2));
}

/** HTTP statuses as a figure, by status: "1 x 200, 19 x 409". */
export function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');
}
