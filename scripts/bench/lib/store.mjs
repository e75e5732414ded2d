// Starts the built store (scripts/start.mjs --no-build) on free ports with a throwaway database,
// the way tests/support/global-setup.ts does, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const READY_LINE = /^\[start\]\s+(Storefront ready at |ready: )/;
const START_TIMEOUT_MS = 180_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(address.port));
    });
  });
}

/** `{ url, ports, stop }`: the gateway's address, every server's port, and a function ending it. */
export async function startStore(root, log, extraEnv = {}) {
  const ports = {
    api: await freePort(),
    pc: await freePort(),
    mobile: await freePort(),
    gateway: await freePort(),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const env = {
    ...process.env,
    API_DATA_DIR: dataDir,
    API_LOG_LEVEL: 'warn',
    GATEWAY_LOG_LEVEL: 'warn',
    PC_LOG_LEVEL: 'warn',
    MOBILE_LOG_LEVEL: 'warn',
    // The load comes from one address: per-address limits would throttle the benchmark.
    API_GUEST_MAX_PER_ADDRESS: '1000000',
    API_REGISTER_MAX_PER_ADDRESS: '1000000',
    LOG_FORMAT: 'pretty',
    API_PORT: String(ports.api),
    PC_PORT: String(ports.pc),
    MOBILE_PORT: String(ports.mobile),
    PORT: String(ports.gateway),
    ...extraEnv,
  };
  const child = spawn(
    process.execPath,
    [
      join(root, 'scripts', 'start.mjs'),
      '--no-build',
      // No mail catcher: its ports are fixed, and a second store would find them taken.
      '--only=api,pc,mobile,gateway',
    ],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const output = [];
  createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the store did not start in time')),
      START_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line);
      if (READY_LINE.test(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the store exited (${code}):\n${output.slice(-20).join('\n')}`));
    });
  });
  log(`store up at http://127.0.0.1:${ports.gateway}`);
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${ports.gateway}`, ports, stop };
}
