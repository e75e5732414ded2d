// Over 400 lines on purpose: every variable the API reads, a section each beside its defaults,
// in one place as the README's table lists them.
import { fileURLToPath } from 'node:url';
import { DEFAULT_SLOW_CLIENT_LIMITS, type SlowClientLimits } from '@storefront/api-client';
import {
  type Env,
  envInteger,
  envText,
  parseTrustProxy,
  type TrustProxy,
} from '@storefront/lifecycle';
import { parseCorsOrigins } from './http/cors';
import {
  parseSecretsKey,
  parseSecretsKeys,
  type SecretKeyring,
  singleKeyring,
} from './modules/shop/secrets';

/** Every setting of the server, read once from the environment (see the table in the README). */
export interface Settings {
  port: number;
  host: string;
  /** PostgreSQL connection string; null runs the embedded PGlite. */
  databaseUrl: string | null;
  /** Connections each process keeps to PostgreSQL (`DATABASE_POOL_SIZE`). */
  databasePoolSize: number;
  /** `API_DATABASE_CONNECT_TIMEOUT_MS`: how long opening a PostgreSQL connection may take. */
  databaseConnectTimeoutMs: number;
  /** `API_DATABASE_STATEMENT_TIMEOUT_MS`: the longest statement; the request then gets a 503. */
  databaseStatementTimeoutMs: number;
  /** PGlite's data folder. */
  dataDir: string;
  migrations: MigrationSettings;
  logLevel: string;
  /** Seed the store (catalogue, currencies, pages) into an empty database on start. */
  seed: boolean;
  /** `API_SEED_DEMO`: with it, the demo users (known passwords, balances); default on PGlite only. */
  seedDemo: boolean;
  /** Prefix of absolute links (artwork); empty gives same-origin paths like `/api/art/...`. */
  publicUrl: string;
  /**
   * `API_TRUST_PROXY`: which proxies' `X-Forwarded-For` is believed (the gateway's address); the
   * limits key on the client address it gives. See docs/multi-host.md for the layouts.
   */
  trustProxy: TrustProxy;
  /** The currency prices are quoted in when a request names none. */
  defaultCurrency: string;
  auth: AuthSettings;
  limits: LimitSettings;
  orders: OrderSettings;
  /**
   * `API_SECRETS_KEYS` (`<id>:<key>,...`, newest first) or `API_SECRETS_KEY` (one key, id `k0`);
   * null uses the key file in the data folder, which only PGlite may (see start.ts).
   */
  secretsKeys: SecretKeyring | null;
  /** `API_CORS_ORIGINS`: browser origins allowed to call the API; empty (the default) allows none. */
  corsOrigins: string[];
  mail: MailSettings;
  /** `API_HEADERS_TIMEOUT_MS`, `API_REQUEST_TIMEOUT_MS`: how long a client may take to send. */
  slowClients: SlowClientLimits;
  /** `API_WORKER_MODE`: what this process runs (README "Worker mode"). */
  workerMode: WorkerMode;
  cleanup: CleanupSettings;
}

/**
 * `shared`: HTTP and background work; `server`: HTTP only; `worker`: background work (sweeps,
 * receipts, clean-up) with only `/livez`, `/readyz` and `/metrics` over HTTP.
 */
export const WORKER_MODES = ['shared', 'server', 'worker'] as const;
export type WorkerMode = (typeof WORKER_MODES)[number];

/** How the schema is brought up to date (README "Migrations", docs/failovers-and-deploys.md). */
export interface MigrationSettings {
  /**
   * `API_MIGRATE_ON_START`: migrate at start (the default: the embedded demo, `npm start`); off
   * (production), `pnpm migrate` is the release step and the API refuses a schema behind it.
   */
  onStart: boolean;
  /** `API_EXTRA_MIGRATIONS_DIR`: further migrations after the store's own (tests of a release). */
  extraDir: string | null;
}

/** How long rows that only grow are kept once done with (README "Clean-up"). */
export interface CleanupSettings {
  /** `API_CLEANUP_SESSION_DAYS`: a session is deleted this long after it expired. */
  sessionMs: number;
  /** `API_CLEANUP_IDEMPOTENCY_HOURS`: an `Idempotency-Key` is answered again for this long. */
  idempotencyKeyMs: number;
  /** `API_CLEANUP_SENT_MAIL_DAYS`: a sent receipt stays in the outbox this long. */
  sentMailMs: number;
  /** `API_CLEANUP_BATCH_ROWS`: rows one delete statement removes at most. */
  batchRows: number;
  /** `API_CLEANUP_PAUSE_MS`: the pause between two batches, so requests get the table in between. */
  pauseMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_CLEANUP: CleanupSettings = {
  sessionMs: 7 * DAY_MS,
  idempotencyKeyMs: DAY_MS,
  sentMailMs: 30 * DAY_MS,
  batchRows: 1000,
  pauseMs: 20,
};

export interface MailSettings {
  /** `SMTP_URL` (e.g. `smtp://127.0.0.1:1025`); null leaves receipts queued, unsent. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender address of receipts (a name in it gives way to `fromName`). */
  from: string;
  /** `MAIL_FROM_NAME`: the store's brand, the sender name a mail client shows. */
  fromName: string;
  /** `MAIL_POLL_SECONDS`: how often each process sends due receipts. */
  pollMs: number;
  /** `MAIL_CLAIM_LEASE_MS`: how long a claimed receipt stays its worker's unless renewed. */
  claimLeaseMs: number;
  /** `MAIL_SMTP_CONNECTIONS`: pooled SMTP connections per process, each sending one mail at a time. */
  smtpConnections: number;
  /** `MAIL_BATCH_SIZE`: receipts claimed per statement. */
  batchSize: number;
  /** `PUBLIC_ORIGIN`: the store's address in receipt links; else the first return origin. */
  storeOrigin: string;
}

export const DEFAULT_MAIL: MailSettings = {
  smtpUrl: null,
  from: 'receipts@localhost',
  fromName: 'TopUp Store',
  pollMs: 5000,
  claimLeaseMs: 30_000,
  smtpConnections: 5,
  batchSize: 100,
  storeOrigin: 'http://localhost:3000',
};

export interface OrderSettings {
  /** An unpaid order is cancelled (stock released) this long after it was created. */
  paymentDeadlineMs: number;
  /** ... or this long, when shorter, if it holds limited stock (a pack with a stock count). */
  stockHoldMs: number;
  /** Units of one limited pack one owner, and one client address, may hold in unpaid orders. */
  holdMaxPerPack: number;
  /** Units of limited stock one owner (user or guest id) may hold in unpaid orders, in all. */
  holdMaxPerOwner: number;
  /** Units of limited stock one client address may hold in unpaid orders, in all. */
  holdMaxPerAddress: number;
  /** How often each process looks for expired unpaid orders; 0 turns the job off. */
  expirySweepMs: number;
  /**
   * `API_DELIVERY_RESUME_SECONDS`: an order in delivery (`processing`) this long has lost its process
   * and the sweep delivers it again; longer than the supplier can take to answer.
   */
  deliveryResumeMs: number;
  /** HMAC secret of the sandbox provider's webhooks; null derives one from the secrets key. */
  webhookSecret: string | null;
  /** Where the sandbox provider posts its webhooks; null is this server's own address. */
  sandboxWebhookUrl: string | null;
  /**
   * The store's public origins: the only hosts a payment's absolute `returnUrl` may name (a path
   * of the store is always fine). `API_RETURN_ORIGINS`, else the origin of `API_PUBLIC_URL`.
   */
  returnOrigins: readonly string[];
  /** The built-in sandbox provider (free money: for demos and tests); off in production. */
  sandbox: boolean;
}

export const DEFAULT_ORDERS: OrderSettings = {
  paymentDeadlineMs: 30 * 60 * 1000,
  stockHoldMs: 10 * 60 * 1000,
  holdMaxPerPack: 2,
  holdMaxPerOwner: 5,
  holdMaxPerAddress: 10,
  expirySweepMs: 60 * 1000,
  deliveryResumeMs: 5 * 60 * 1000,
  webhookSecret: null,
  sandboxWebhookUrl: null,
  returnOrigins: [],
  sandbox: true,
};

/** The login throttle (README "Login throttle"): every limit counts within `loginWindowMs`. */
export interface AuthSettings {
  tokenTtlMs: number;
  loginWindowMs: number;
  /** Login attempts per account (email) from one client address, then 429 for that pair. */
  loginMaxPerAccountAddress: number;
  /** Login attempts per client address across every account, then 429 for that address. */
  loginMaxPerAddress: number;
  /** Login attempts per account from all addresses before each further one must wait. */
  loginFreePerAccount: number;
  /** The first wait past `loginFreePerAccount`; each further attempt doubles it. */
  loginDelayMs: number;
  /** The longest wait since the account's last attempt. */
  loginMaxDelayMs: number;
  /** Login attempts from one known device (signed cookie) for its account. */
  loginMaxPerDevice: number;
  /** Life of the known-device cookie; renewed by every login on that device. */
  knownDeviceTtlMs: number;
}

export const DEFAULT_AUTH: AuthSettings = {
  tokenTtlMs: 2 * 60 * 60 * 1000,
  loginWindowMs: 15 * 60 * 1000,
  loginMaxPerAccountAddress: 5,
  loginMaxPerAddress: 30,
  loginFreePerAccount: 10,
  loginDelayMs: 1000,
  loginMaxDelayMs: 60 * 1000,
  loginMaxPerDevice: 10,
  knownDeviceTtlMs: 365 * 24 * 60 * 60 * 1000,
};

/** Limits on what anyone can create without an account, per client address. */
export interface LimitSettings {
  /** The window of the two limits below. */
  anonymousWindowMs: number;
  /** New guest ids (`ShopHome/InitData` without a known one) per address within the window. */
  guestMaxPerAddress: number;
  /** Registrations per address within the window. */
  registerMaxPerAddress: number;
  /** A guest holding nothing (no cart, order or link) and not seen this long is deleted. */
  guestIdleMs: number;
  /** The window of `trackMaxPerAddress`. */
  trackWindowMs: number;
  /** Order lookups (`OrderDeal/Track`) that find nothing, per address within the window. */
  trackMaxPerAddress: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  anonymousWindowMs: 60 * 60 * 1000,
  guestMaxPerAddress: 300,
  registerMaxPerAddress: 20,
  guestIdleMs: 7 * 24 * 60 * 60 * 1000,
  trackWindowMs: 10 * 60 * 1000,
  trackMaxPerAddress: 10,
};

/** `apps/api/.data/pglite`, wherever the process was started from (src/ and dist/ sit side by side). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/**
 * Enough connections for PostgreSQL to group the commits of concurrent payments, few enough that its
 * backends do not take turns on a small server's cores (20 did: about 10% fewer purchases on 2
 * cores); see README Performance.
 */
export const DEFAULT_POOL_SIZE = 10;

/**
 * `DATABASE_URL`: a postgres:// (or postgresql://) connection string naming a host (or a socket
 * folder in `?host=`), or unset for PGlite. A malformed one can never work: the API exits at once.
 */
function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const host = url?.hostname || url?.searchParams.get('host');
  if (!url || !/^postgres(ql)?:$/.test(url.protocol) || !host) {
    throw new Error('DATABASE_URL must be a connection string like postgres://user@host:5432/db');
  }
  return raw;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** A comma-separated list of http(s) origins; the origin of `fallbackUrl` (if any) when unset. */
function origins(env: Env, name: string, fallbackUrl: string): string[] {
  const list = envText(env, name, fallbackUrl ? new URL(fallbackUrl).origin : '');
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      const plain = url?.pathname === '/' && !url.search && !url.hash && !url.username;
      if (!url || !/^https?:$/.test(url.protocol) || !plain) {
        throw new Error(`${name} must list origins like https://shop.example, got "${entry}"`);
      }
      return url.origin;
    });
}

function mailSettings(env: Env, publicUrl: string): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${smtpUrl}"`);
  }
  const [storeOrigin] = origins(
    env,
    'PUBLIC_ORIGIN',
    origins(env, 'API_RETURN_ORIGINS', publicUrl)[0] ?? '',
  );
  return {
    smtpUrl,
    from: envText(env, 'MAIL_FROM', DEFAULT_MAIL.from),
    fromName: envText(env, 'MAIL_FROM_NAME', DEFAULT_MAIL.fromName),
    pollMs: envInteger(env, 'MAIL_POLL_SECONDS', 5, 1, 3600) * 1000,
    claimLeaseMs: envInteger(
      env,
      'MAIL_CLAIM_LEASE_MS',
      DEFAULT_MAIL.claimLeaseMs,
      1000,
      3_600_000,
    ),
    smtpConnections: envInteger(env, 'MAIL_SMTP_CONNECTIONS', DEFAULT_MAIL.smtpConnections, 1, 100),
    batchSize: envInteger(env, 'MAIL_BATCH_SIZE', DEFAULT_MAIL.batchSize, 1, 10_000),
    storeOrigin: storeOrigin ?? DEFAULT_MAIL.storeOrigin,
  };
}

function authSettings(env: Env): AuthSettings {
  return {
    tokenTtlMs: envInteger(env, 'API_TOKEN_TTL_MINUTES', 120, 1, 60 * 24 * 30) * 60_000,
    loginWindowMs: envInteger(env, 'API_LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60) * 60_000,
    loginMaxPerAccountAddress: envInteger(env, 'API_LOGIN_MAX_PER_ACCOUNT_ADDRESS', 5, 1, 10_000),
    loginMaxPerAddress: envInteger(env, 'API_LOGIN_MAX_PER_ADDRESS', 30, 1, 100_000),
    loginFreePerAccount: envInteger(env, 'API_LOGIN_FREE_PER_ACCOUNT', 10, 1, 10_000),
    loginDelayMs: envInteger(env, 'API_LOGIN_DELAY_SECONDS', 1, 1, 3600) * 1000,
    loginMaxDelayMs: envInteger(env, 'API_LOGIN_MAX_DELAY_SECONDS', 60, 1, 3600) * 1000,
    loginMaxPerDevice: envInteger(env, 'API_LOGIN_MAX_PER_DEVICE', 10, 1, 10_000),
    knownDeviceTtlMs: envInteger(env, 'API_KNOWN_DEVICE_DAYS', 365, 1, 3650) * 24 * 60 * 60_000,
  };
}

function workerMode(env: Env): WorkerMode {
  const raw = envText(env, 'API_WORKER_MODE', 'shared').toLowerCase();
  const mode = WORKER_MODES.find((known) => known === raw);
  if (!mode) throw new Error(`API_WORKER_MODE must be shared, server or worker, got "${raw}"`);
  return mode;
}

function cleanupSettings(env: Env): CleanupSettings {
  return {
    sessionMs: envInteger(env, 'API_CLEANUP_SESSION_DAYS', 7, 0, 3650) * DAY_MS,
    idempotencyKeyMs:
      envInteger(env, 'API_CLEANUP_IDEMPOTENCY_HOURS', 24, 1, 24 * 3650) * 3_600_000,
    sentMailMs: envInteger(env, 'API_CLEANUP_SENT_MAIL_DAYS', 30, 0, 3650) * DAY_MS,
    batchRows: envInteger(env, 'API_CLEANUP_BATCH_ROWS', DEFAULT_CLEANUP.batchRows, 1, 100_000),
    pauseMs: envInteger(env, 'API_CLEANUP_PAUSE_MS', DEFAULT_CLEANUP.pauseMs, 0, 60_000),
  };
}

/** `API_SECRETS_KEYS` or `API_SECRETS_KEY` (one of the two), or null when neither is set. */
function secretsKeys(env: Env): SecretKeyring | null {
  const list = env.API_SECRETS_KEYS?.trim();
  const single = env.API_SECRETS_KEY?.trim();
  if (list && single) {
    throw new Error(
      'Set API_SECRETS_KEYS or API_SECRETS_KEY, not both: list the single key in API_SECRETS_KEYS',
    );
  }
  if (list) return parseSecretsKeys(list);
  return single ? singleKeyring(parseSecretsKey(single)) : null;
}

export function loadSettings(env: Env = process.env): Settings {
  const publicUrl = envText(env, 'API_PUBLIC_URL', '').replace(/\/+$/, '');
  return {
    // Never PORT: in a combined deployment that belongs to the public gateway.
    port: envInteger(env, 'API_PORT', 3003, 0, 65535),
    host: envText(env, 'API_HOST', '127.0.0.1'),
    databaseUrl: databaseUrl(env),
    databasePoolSize: envInteger(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 1000),
    databaseConnectTimeoutMs: envInteger(
      env,
      'API_DATABASE_CONNECT_TIMEOUT_MS',
      5000,
      100,
      600_000,
    ),
    databaseStatementTimeoutMs: envInteger(
      env,
      'API_DATABASE_STATEMENT_TIMEOUT_MS',
      30_000,
      100,
      3_600_000,
    ),
    dataDir: envText(env, 'API_DATA_DIR', DEFAULT_DATA_DIR),
    migrations: {
      onStart: flag(env, 'API_MIGRATE_ON_START', true),
      extraDir: env.API_EXTRA_MIGRATIONS_DIR?.trim() || null,
    },
    logLevel: envText(env, 'API_LOG_LEVEL', 'info'),
    seed: flag(env, 'API_SEED', true),
    // Known passwords and free balances: never in a production database unless asked for.
    seedDemo: flag(env, 'API_SEED_DEMO', !env.DATABASE_URL?.trim()),
    publicUrl,
    trustProxy: parseTrustProxy('API_TRUST_PROXY', envText(env, 'API_TRUST_PROXY', 'loopback')),
    defaultCurrency: envText(env, 'API_DEFAULT_CURRENCY', 'USD').toUpperCase(),
    auth: authSettings(env),
    limits: {
      anonymousWindowMs: envInteger(env, 'API_ANONYMOUS_WINDOW_MINUTES', 60, 1, 24 * 60) * 60_000,
      guestMaxPerAddress: envInteger(env, 'API_GUEST_MAX_PER_ADDRESS', 300, 1, 10_000_000),
      registerMaxPerAddress: envInteger(env, 'API_REGISTER_MAX_PER_ADDRESS', 20, 1, 10_000_000),
      guestIdleMs: envInteger(env, 'API_GUEST_IDLE_DAYS', 7, 1, 3650) * 24 * 60 * 60_000,
      trackWindowMs: envInteger(env, 'API_TRACK_WINDOW_MINUTES', 10, 1, 24 * 60) * 60_000,
      trackMaxPerAddress: envInteger(env, 'API_TRACK_MAX_PER_ADDRESS', 10, 1, 100_000),
    },
    orders: {
      paymentDeadlineMs:
        envInteger(env, 'API_PAYMENT_DEADLINE_MINUTES', 30, 1, 7 * 24 * 60) * 60_000,
      stockHoldMs: envInteger(env, 'API_STOCK_HOLD_MINUTES', 10, 1, 7 * 24 * 60) * 60_000,
      holdMaxPerPack: envInteger(env, 'API_HOLD_MAX_PER_PACK', 2, 1, 100_000),
      holdMaxPerOwner: envInteger(env, 'API_HOLD_MAX_PER_OWNER', 5, 1, 100_000),
      holdMaxPerAddress: envInteger(env, 'API_HOLD_MAX_PER_ADDRESS', 10, 1, 10_000_000),
      expirySweepMs: envInteger(env, 'API_EXPIRY_SWEEP_SECONDS', 60, 0, 24 * 60 * 60) * 1000,
      deliveryResumeMs: envInteger(env, 'API_DELIVERY_RESUME_SECONDS', 300, 1, 24 * 60 * 60) * 1000,
      webhookSecret: env.API_WEBHOOK_SECRET?.trim() || null,
      sandboxWebhookUrl: env.API_SANDBOX_WEBHOOK_URL?.trim() || null,
      returnOrigins: origins(env, 'API_RETURN_ORIGINS', publicUrl),
      // Production runs without it unless someone opts in on purpose.
      sandbox: flag(env, 'API_PAYMENT_SANDBOX', env.NODE_ENV?.trim() !== 'production'),
    },
    secretsKeys: secretsKeys(env),
    corsOrigins: parseCorsOrigins(env.API_CORS_ORIGINS),
    mail: mailSettings(env, publicUrl),
    slowClients: {
      headersMs: envInteger(
        env,
        'API_HEADERS_TIMEOUT_MS',
        DEFAULT_SLOW_CLIENT_LIMITS.headersMs,
        100,
        600_000,
      ),
      requestMs: envInteger(
        env,
        'API_REQUEST_TIMEOUT_MS',
        DEFAULT_SLOW_CLIENT_LIMITS.requestMs,
        100,
        3_600_000,
      ),
    },
    workerMode: workerMode(env),
    cleanup: cleanupSettings(env),
  };
}
