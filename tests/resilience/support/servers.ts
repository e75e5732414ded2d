import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, LOGS, localUrl, ROOT } from '../../support/stack';

/** One server process started straight from the build output (`node apps/<x>/dist/main.js`). */
export class Server {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly name: string,
    private readonly entry: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly healthPath: string,
    /** Statuses of the health check that mean "started": an API is started once it answers 200. */
    private readonly startedStatuses: readonly number[] = [200, 503],
  ) {}

  get url(): string {
    return localUrl(this.port);
  }

  /** Started and not exited since. */
  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    mkdirSync(LOGS, { recursive: true });
    const log = createWriteStream(join(LOGS, `resilience-${this.name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [join(ROOT, this.entry)], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let gone = false;
    void this.exited.then(() => {
      gone = true;
    });
    // Starting is bounded by the hook's time-out; a server that exits is reported at once.
    for (;;) {
      if (gone)
        throw new Error(`${this.name} exited while starting: see resilience-${this.name}.log`);
      const status = await fetch(`${this.url}${this.healthPath}`)
        .then((response) => response.status)
        .catch(() => 0);
      if (this.startedStatuses.includes(status)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGKILL, as a crash: nothing is finished, released or closed. */
  async kill(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  /** SIGTERM, as an operator stops it: it finishes what is in flight and closes its database. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  /** Sends `signal` and resolves with the exit code once the process has exited (null: killed). */
  async signal(signal: NodeJS.Signals): Promise<number | null> {
    if (!this.child) return null;
    this.child.kill(signal);
    const code = await this.exited;
    this.child = null;
    return code;
  }
}

/** A fresh embedded database folder or a fresh PostgreSQL database, for one API. */
export interface ApiDatabase {
  env: Record<string, string>;
  /** PostgreSQL only: the connection string (the test reads the tables directly). */
  url: string | null;
  drop(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export async function freshPostgres(): Promise<ApiDatabase> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `storefront_resilience_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    // Every process on one PostgreSQL shares one secrets key; the tests log in as the demo users.
    env: {
      DATABASE_URL: url.toString(),
      API_SECRETS_KEY: randomBytes(32).toString('hex'),
      API_SEED_DEMO: 'true',
    },
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function apiServer(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  return new Server(
    name,
    'apps/api/dist/main.js',
    port,
    { API_PORT: String(port), API_LOG_LEVEL: 'warn', ...env },
    '/api/health',
    [200],
  );
}

/** A gateway in front of the API only: its device apps are addresses nobody listens on. */
export async function gatewayServer(
  name: string,
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const nowhere = localUrl(await freePort());
  return new Server(
    name,
    'apps/gateway/dist/main.js',
    port,
    {
      PORT: String(port),
      GATEWAY_API_URL: apiUrl,
      GATEWAY_PC_URL: nowhere,
      GATEWAY_MOBILE_URL: nowhere,
      GATEWAY_LOG_LEVEL: 'warn',
      ...env,
    },
    '/healthz',
  );
}
