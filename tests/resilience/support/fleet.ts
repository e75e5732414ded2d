import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, LOGS, localUrl, PORT_ENV, type ServiceName } from '../../support/stack';
import { Server } from './servers';

export type Kind = 'api' | 'pc' | 'mobile';

/** The build output a server kind runs; an app can be pointed at another build's folder. */
const ENTRIES: Record<ServiceName, string> = {
  api: 'apps/api/dist/main.js',
  pc: 'apps/pc/server.mjs',
  mobile: 'apps/mobile/server.mjs',
  gateway: 'apps/gateway/dist/main.js',
};
/** Two instances and one free address for the replacement a rolling deploy starts first. */
const SLOTS = 3;
const INSTANCES = 2;
const READY_BOUND_MS = 60_000;

interface Slot {
  port: number;
  server: Server | null;
}

/** What the deploy did to one instance: how long its replacement took, how the old one exited. */
export interface Replacement {
  name: string;
  readySeconds: number;
  exitCode: number | null;
}

async function answersReady(url: string): Promise<boolean> {
  const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.status === 200;
}

/** Starts `server` and waits for its `/readyz` to answer 200 (what a deploy waits for). */
async function startReady(server: Server): Promise<void> {
  const deadline = Date.now() + READY_BOUND_MS;
  const started = server.start();
  const bounded = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${server.name}: no /readyz`)), READY_BOUND_MS).unref(),
  );
  await Promise.race([started, bounded]);
  while (!(await answersReady(server.url).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${server.name}: /readyz not 200 in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One gateway, two API, two pc and two mobile instances, each kind on a fixed list of three
 * addresses (the upstream lists the gateway and the apps' server rendering are given): at any time
 * two are served and one is free for the replacement a rolling deploy starts before stopping an
 * instance. The gateway is replaced behind a front door (`front`), as a balancer in front would.
 */
export class Fleet {
  private readonly slots = {} as Record<Kind, Slot[]>;
  private gateway: Server | null = null;
  private started = 0;
  /** Per kind, the app entry new instances run (a new build swaps it). */
  private readonly entries: Record<ServiceName, string> = { ...ENTRIES };

  private env = {} as Record<ServiceName, Record<string, string>>;

  /** Ports for every address; nothing runs yet. The last run's logs are deleted (names repeat). */
  static async create(): Promise<Fleet> {
    mkdirSync(LOGS, { recursive: true });
    for (const file of readdirSync(LOGS, { withFileTypes: true })) {
      if (file.name.startsWith('resilience-chaos-')) rmSync(join(LOGS, file.name));
    }
    const fleet = new Fleet();
    for (const kind of ['api', 'pc', 'mobile'] as const) {
      fleet.slots[kind] = [];
      for (let index = 0; index < SLOTS; index++) {
        fleet.slots[kind].push({ port: await freePort(), server: null });
      }
    }
    return fleet;
  }

  /** The comma-separated list of a kind's addresses (`GATEWAY_API_URL`, `API_INTERNAL_URL`, ...). */
  upstreams(kind: Kind): string {
    return this.slots[kind].map((slot) => localUrl(slot.port)).join(',');
  }

  /** Where clients send requests: the gateway serving now. */
  get front(): string {
    if (!this.gateway) throw new Error('no gateway runs');
    return this.gateway.url;
  }

  /** Runs a new instance of `kind` on its own port (one of the list) and waits until it is ready. */
  private async startAt(kind: Kind, slot: Slot): Promise<Server> {
    const name = `chaos-${kind}-${++this.started}`;
    const env = { ...this.env[kind], [PORT_ENV[kind]]: String(slot.port) };
    const server = new Server(name, this.entries[kind], slot.port, env, '/readyz');
    slot.server = server;
    await startReady(server);
    return server;
  }

  /**
   * The first instances with each kind's variables: one API (it migrates and seeds), then the
   * others at once, then the gateway.
   */
  async start(env: Record<ServiceName, Record<string, string>>): Promise<void> {
    this.env = env;
    const [api, ...others] = (['api', 'pc', 'mobile'] as const).flatMap((kind) =>
      this.slots[kind].slice(0, INSTANCES).map((slot) => () => this.startAt(kind, slot)),
    );
    await api?.();
    await Promise.all(others.map((start) => start()));
    this.gateway = await this.startGateway();
  }

  private async startGateway(): Promise<Server> {
    const port = await freePort();
    const env = { ...this.env.gateway, PORT: String(port) };
    const name = `chaos-gateway-${++this.started}`;
    const gateway = new Server(name, ENTRIES.gateway, port, env, '/readyz');
    await startReady(gateway);
    return gateway;
  }

  /** From now on, new instances of `kind` start with `env` over its variables (a release's). */
  configure(kind: Kind, env: Record<string, string>): void {
    this.env[kind] = { ...this.env[kind], ...env };
  }

  /** From now on, new instances of `app` run the build whose `server.mjs` is `entry`. */
  deploy(app: 'pc' | 'mobile', entry: string): void {
    this.entries[app] = entry;
  }

  /**
   * A rolling deploy of `kind`: for each instance in turn, a replacement starts on the free
   * address, and once its `/readyz` answers 200 the old instance gets SIGTERM and drains.
   */
  async roll(kind: Kind): Promise<Replacement[]> {
    const replaced: Replacement[] = [];
    const old = this.slots[kind].filter((slot) => slot.server);
    for (const slot of old) {
      const free = this.slots[kind].find((each) => !each.server) as Slot;
      const startedAt = Date.now();
      await this.startAt(kind, free);
      const readySeconds = (Date.now() - startedAt) / 1000;
      const server = slot.server as Server;
      slot.server = null;
      replaced.push({ name: server.name, readySeconds, exitCode: await server.signal('SIGTERM') });
    }
    return replaced;
  }

  /** A new gateway; once ready the front door sends new requests to it and the old one drains. */
  async rollGateway(): Promise<Replacement> {
    const startedAt = Date.now();
    const next = await this.startGateway();
    const readySeconds = (Date.now() - startedAt) / 1000;
    const old = this.gateway as Server;
    this.gateway = next;
    return { name: old.name, readySeconds, exitCode: await old.signal('SIGTERM') };
  }

  /** `kill -9` of the `index`th running instance of `kind`; answers how to start it again there. */
  async kill(kind: Kind, index: number): Promise<() => Promise<void>> {
    const slot = this.slots[kind].filter((each) => each.server)[index] as Slot;
    await (slot.server as Server).signal('SIGKILL');
    slot.server = null;
    return async () => {
      await this.startAt(kind, slot);
    };
  }

  /** SIGTERM to everything still running. */
  async stop(): Promise<void> {
    const servers = [
      this.gateway,
      ...Object.values(this.slots).flatMap((slots) => slots.map((slot) => slot.server)),
    ];
    await Promise.all(servers.map((server) => server?.signal('SIGTERM')));
  }
}
