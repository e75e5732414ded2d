import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseOriginList } from '@storefront/api-client';
import { readShutdownSettings, shutdownOnSignals } from '@storefront/lifecycle';
import type { ErrorReporter } from '@storefront/ui-shared';
import { ASSET_PREFIXES } from '@storefront/ui-shared/device';
import type { FastifyInstance } from 'fastify';
import { type AppName, type AppServerOptions, appLoggerOptions, createAppServer } from './server';

/** Where each app's assets live in URLs, and its default port and variables. */
export interface AppServerDefaults {
  assetPrefix: string;
  defaultPort: number;
  /** The variable holding the port, e.g. `PC_PORT`. `PORT` itself is the gateway's. */
  portEnv: string;
  /** The variable holding the host, e.g. `PC_HOST`. */
  hostEnv: string;
}

/** The apps' defaults, as the root README documents them. */
export const APP_SERVER_DEFAULTS: Readonly<Record<AppName, AppServerDefaults>> = {
  pc: { assetPrefix: ASSET_PREFIXES.pc, defaultPort: 3001, portEnv: 'PC_PORT', hostEnv: 'PC_HOST' },
  mobile: {
    assetPrefix: ASSET_PREFIXES.mobile,
    defaultPort: 3002,
    portEnv: 'MOBILE_PORT',
    hostEnv: 'MOBILE_HOST',
  },
};

/** `app` and `root`; the rest defaults to the app's `APP_SERVER_DEFAULTS` (tests override them). */
export interface StartAppServerOptions
  extends Omit<AppServerOptions, 'assetPrefix'>,
    Partial<AppServerDefaults> {
  defaultHost?: string;
  /** Overrides the environment (tests use port 0). */
  port?: number;
  host?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * On SIGINT and SIGTERM: not ready, drain, close gracefully, then exit (default true;
   * `SHUTDOWN_DRAIN_MS`, `SHUTDOWN_TIMEOUT_MS`).
   */
  handleSignals?: boolean;
}

export interface RunningAppServer {
  server: FastifyInstance;
  /** `http://host:port`, with the port really bound. */
  url: string;
  port: number;
  close(): Promise<void>;
}

function parsePort(value: string | undefined, variable: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${variable} must be a port number, not "${value}".`);
  }
  return port;
}

/**
 * The `reportError` export (or default export) of the module `ERROR_REPORTER` names: a path (from
 * the working folder) or a package. None without the variable.
 */
export async function loadErrorReporter(
  specifier: string | undefined,
): Promise<ErrorReporter | undefined> {
  if (!specifier) return undefined;
  const isPath = specifier.startsWith('.') || isAbsolute(specifier);
  const module = (await import(isPath ? pathToFileURL(resolve(specifier)).href : specifier)) as {
    reportError?: unknown;
    default?: unknown;
  };
  const reporter = module.reportError ?? module.default;
  if (typeof reporter !== 'function') {
    throw new Error(`ERROR_REPORTER ${specifier} exports no reportError function.`);
  }
  return reporter as ErrorReporter;
}

/** The host the app listens on: `host`, else the value of `hostEnv`, else `defaultHost` (127.0.0.1). */
export function listenHost(options: StartAppServerOptions, env: NodeJS.ProcessEnv): string {
  const hostEnv = options.hostEnv ?? APP_SERVER_DEFAULTS[options.app].hostEnv;
  return options.host ?? (env[hostEnv] || options.defaultHost || '127.0.0.1');
}

/** `http://host:port`, an IPv6 host in brackets. */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Creates the app's server and listens on `portEnv`/`hostEnv` (never `PORT`), by default the app's
 * own (`APP_SERVER_DEFAULTS`: `PC_PORT`/`PC_HOST`, 3001; `MOBILE_PORT`/`MOBILE_HOST`, 3002). It logs
 * JSON lines at `<APP>_LOG_LEVEL` (`PC_LOG_LEVEL`, `MOBILE_LOG_LEVEL`; default `info`) and reports failures to the
 * module `ERROR_REPORTER` names, unless `logger`/`reportError` are given.
 */
export async function startAppServer(options: StartAppServerOptions): Promise<RunningAppServer> {
  const defaults = APP_SERVER_DEFAULTS[options.app];
  const {
    assetPrefix = defaults.assetPrefix,
    defaultPort = defaults.defaultPort,
    portEnv = defaults.portEnv,
    env = process.env,
    handleSignals = true,
  } = options;
  if (portEnv === 'PORT')
    throw new Error('PORT belongs to the gateway; use PC_PORT or MOBILE_PORT.');
  const port = options.port ?? parsePort(env[portEnv], portEnv) ?? defaultPort;
  // A bad list stops the start here, naming the entry, instead of failing every page's API calls.
  if (env.API_INTERNAL_URL) parseOriginList('API_INTERNAL_URL', env.API_INTERNAL_URL, '');
  const host = listenHost(options, env);
  const logLevel = env[`${options.app.toUpperCase()}_LOG_LEVEL`] || 'info';
  const shutdown = readShutdownSettings(env);
  const server = await createAppServer({
    ...options,
    assetPrefix,
    logger: options.logger ?? appLoggerOptions(logLevel),
    reportError: options.reportError ?? (await loadErrorReporter(env.ERROR_REPORTER)),
  });
  // Before listening: a signal that comes as soon as /readyz answers is already a drain.
  if (handleSignals) shutdownOnSignals(server, { settings: shutdown });
  await server.listen({ port, host });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= server.close();
    return closing;
  };
  return { server, url: serverUrl(host, boundPort), port: boundPort, close };
}
