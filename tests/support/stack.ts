import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, renameSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** The monorepo's root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Everything a run writes; `STOREFRONT_E2E_ARTIFACTS` gives a run its own folder (runs at once). */
export const ARTIFACTS = process.env.STOREFRONT_E2E_ARTIFACTS || join(ROOT, 'tests', 'artifacts');
export const SCREENSHOTS = join(ARTIFACTS, 'screenshots');
/** Every server's output, one file per supervisor: `stack.log` for the shared store. */
export const LOGS = join(ARTIFACTS, 'logs');

export type ServiceName = 'api' | 'pc' | 'mobile' | 'gateway';
export type AppName = 'pc' | 'mobile';

/** The variable each server takes its port from (see scripts/start.mjs). */
export const PORT_ENV: Readonly<Record<ServiceName, string>> = {
  api: 'API_PORT',
  pc: 'PC_PORT',
  mobile: 'MOBILE_PORT',
  gateway: 'PORT',
};

/** A device app can run once its build exists; until then the stack runs without it. */
export function appIsBuilt(app: AppName): boolean {
  const dir = join(ROOT, 'apps', app);
  return [join(dir, 'server.mjs'), join(dir, 'dist', 'server'), latestBuildFile(app)].every(
    existsSync,
  );
}

/** Why a spec that needs `app` fails when the app was not built, with the command that builds it. */
export function appNotBuiltError(app: AppName): Error {
  return new Error(
    `the ${app} app is not built: run \`pnpm turbo run build --filter=@storefront/${app}\` (or \`pnpm build\`) at the repo root, then run the specs again`,
  );
}

/** The build id file each app serves at `/_<app>/latest-build.json` (read from disk per request). */
export function latestBuildFile(app: AppName): string {
  return join(ROOT, 'apps', app, 'dist', 'client', 'latest-build.json');
}

/**
 * Before a test rewrites an app's build id, the real one is copied aside; restoring puts it back.
 * A copy left by a crashed run is restored by the next run's global setup.
 */
export function keepOriginalBuildId(app: AppName): void {
  const file = latestBuildFile(app);
  if (!existsSync(`${file}.original`)) copyFileSync(file, `${file}.original`);
}

export function restoreOriginalBuildId(app: AppName): void {
  const file = latestBuildFile(app);
  if (existsSync(`${file}.original`)) renameSync(`${file}.original`, file);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function localUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/**
 * Sets `GATEWAY_METRICS_PORT` in `env` to a free port; answers the address of the gateway's
 * detailed `/healthz` there (each instance, build ids: the public port answers the status only).
 */
export async function addGatewayMetricsPort(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  env.GATEWAY_METRICS_PORT = String(port);
  return `${localUrl(port)}/healthz`;
}

/** The runner's environment without Playwright's colour forcing, which the servers' logs do not want. */
function inheritedEnv(): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _forced, ...env } = process.env;
  return env;
}

/** What the supervisor prints once every server it started answers its health check. */
const READY_LINE = /^\[start\]\s+(Storefront ready at |ready: )/;

/**
 * A group of servers run by the real supervisor (`scripts/start.mjs --no-build --only=...`), so the
 * tests start the store exactly as `npm start` does. Its output goes to `tests/artifacts/logs/`.
 */
export class Supervised {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly services: readonly ServiceName[],
    readonly env: Record<string, string>,
    private readonly logName: string,
  ) {}

  /** The supervisor's process id while it runs (its servers are its children). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Resolves with the supervisor's exit code once it has exited. */
  exitCode(): Promise<number | null> {
    return this.exited;
  }

  /** Starts the group and resolves once the supervisor says every server in it is healthy. */
  async start(timeoutMs = 180_000): Promise<void> {
    if (this.child) return;
    mkdirSync(LOGS, { recursive: true });
    const log = createWriteStream(join(LOGS, this.logName), { flags: 'a' });
    const child = spawn(
      process.execPath,
      [join(ROOT, 'scripts', 'start.mjs'), '--no-build', `--only=${this.services.join(',')}`],
      { cwd: ROOT, env: { ...inheritedEnv(), ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stderr?.pipe(log, { end: false });
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.on('exit', (code) => {
        if (this.child === child) this.child = null;
        resolve(code);
      });
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`${this.services.join(', ')} not ready after ${timeoutMs} ms`));
      }, timeoutMs);
      createInterface({ input: child.stdout as Readable }).on('line', (line) => {
        log.write(`${line}\n`);
        if (READY_LINE.test(line)) {
          clearTimeout(timer);
          resolve();
        }
      });
      void this.exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`${this.services.join(', ')} exited (${code}): see ${this.logName}`));
      });
    });
  }

  /** SIGTERM to the supervisor, which stops its servers and waits for them. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    await this.exited;
    this.child = null;
  }
}
