// The system programs the test command and the benchmark drive, from Debian's packages: Chromium
// (Playwright and Lighthouse never download a browser here), nginx (the gateway's nginx example)
// and Prometheus (its promtool checks and unit-tests the alert rules in ops/prometheus). As root
// the missing ones are installed; otherwise the caller is told how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SYSTEM_PACKAGES = [
  { name: 'chromium', program: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  { name: 'nginx-light', program: '/usr/sbin/nginx' },
  { name: 'prometheus', program: '/usr/bin/promtool' },
];

function run(command, args) {
  console.log(`\n=== install system packages: ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

/** True once every package's program is there; false (with how to install them) otherwise. */
export function ensureSystemPackages(packages = SYSTEM_PACKAGES) {
  const missing = packages.filter(({ program }) => !existsSync(program));
  if (missing.length === 0) return true;
  const names = missing.map(({ name }) => name);
  if (process.getuid?.() !== 0) {
    console.error(
      `\nMissing: ${missing.map(({ program }) => program).join(', ')}. Install them with ` +
        `\`sudo apt-get install -y ${names.join(' ')}\` (Debian/Ubuntu); CHROMIUM_PATH may name another Chromium.`,
    );
    return false;
  }
  return (
    run('apt-get', ['update']) &&
    run('apt-get', ['install', '-y', ...names]) &&
    missing.every(({ program }) => existsSync(program))
  );
}
