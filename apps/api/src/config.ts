import { fileURLToPath } from 'node:url';

/** Every setting of the server, read once from the environment (see the table in the README). */
export interface Settings {
  port: number;
  host: string;
  /** PostgreSQL connection string; null runs the embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite's data folder. */
  dataDir: string;
  logLevel: string;
  /** Seed the demo data into an empty database on start. */
  seed: boolean;
  /** Prefix of absolute links (artwork); empty gives same-origin paths like `/api/art/...`. */
  publicUrl: string;
  /** Which proxies' `X-Forwarded-For` is believed, as fastify's `trustProxy` takes it. */
  trustProxy: string | boolean;
  /** The currency prices are quoted in when a request names none. */
  defaultCurrency: string;
  auth: AuthSettings;
  orders: OrderSettings;
  /** `API_SECRETS_KEY` (32 bytes, hex or base64); null uses the key file in the data folder. */
  secretsKey: string | null;
}

export interface OrderSettings {
  /** An unpaid order is cancelled (stock released) this long after it was created. */
  paymentDeadlineMs: number;
  /** How often each process looks for expired unpaid orders; 0 turns the job off. */
  expirySweepMs: number;
  /** HMAC secret of the sandbox provider's webhooks; null derives one from the secrets key. */
  webhookSecret: string | null;
  /** Where the sandbox provider posts its webhooks; null is this server's own address. */
  sandboxWebhookUrl: string | null;
}

export const DEFAULT_ORDERS: OrderSettings = {
  paymentDeadlineMs: 30 * 60 * 1000,
  expirySweepMs: 60 * 1000,
  webhookSecret: null,
  sandboxWebhookUrl: null,
};

export interface AuthSettings {
  tokenTtlMs: number;
  loginWindowMs: number;
  /** Failed logins allowed per email address within the window. */
  loginMaxPerEmail: number;
  /** Failed logins allowed per client address within the window. */
  loginMaxPerAddress: number;
}

export const DEFAULT_AUTH: AuthSettings = {
  tokenTtlMs: 2 * 60 * 60 * 1000,
  loginWindowMs: 15 * 60 * 1000,
  loginMaxPerEmail: 5,
  loginMaxPerAddress: 30,
};

/** `apps/api/.data/pglite`, wherever the process was started from (src/ and dist/ sit side by side). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

export function loadSettings(env: Env = process.env): Settings {
  const trustProxy = text(env, 'API_TRUST_PROXY', 'loopback');
  return {
    // Never PORT: in a combined deployment that belongs to the public gateway.
    port: integer(env, 'API_PORT', 3003, 0, 65535),
    host: text(env, 'API_HOST', '127.0.0.1'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: text(env, 'API_DATA_DIR', DEFAULT_DATA_DIR),
    logLevel: text(env, 'API_LOG_LEVEL', 'info'),
    seed: flag(env, 'API_SEED', true),
    publicUrl: text(env, 'API_PUBLIC_URL', '').replace(/\/+$/, ''),
    trustProxy: trustProxy === 'false' ? false : trustProxy === 'true' ? true : trustProxy,
    defaultCurrency: text(env, 'API_DEFAULT_CURRENCY', 'USD').toUpperCase(),
    auth: {
      tokenTtlMs: integer(env, 'API_TOKEN_TTL_MINUTES', 120, 1, 60 * 24 * 30) * 60_000,
      loginWindowMs: integer(env, 'API_LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60) * 60_000,
      loginMaxPerEmail: integer(env, 'API_LOGIN_MAX_PER_EMAIL', 5, 1, 10_000),
      loginMaxPerAddress: integer(env, 'API_LOGIN_MAX_PER_ADDRESS', 30, 1, 100_000),
    },
    orders: {
      paymentDeadlineMs: integer(env, 'API_PAYMENT_DEADLINE_MINUTES', 30, 1, 7 * 24 * 60) * 60_000,
      expirySweepMs: integer(env, 'API_EXPIRY_SWEEP_SECONDS', 60, 0, 24 * 60 * 60) * 1000,
      webhookSecret: env.API_WEBHOOK_SECRET?.trim() || null,
      sandboxWebhookUrl: env.API_SANDBOX_WEBHOOK_URL?.trim() || null,
    },
    secretsKey: env.API_SECRETS_KEY?.trim() || null,
  };
}
