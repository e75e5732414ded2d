#!/usr/bin/env node
// Starts the whole store under one supervisor: builds (turbo, cached, a line per package), then runs
// the API server, the desktop app, the mobile app and the gateway in front of them, each with its
// own environment. A server that dies is started again (backoff doubling from 0.5 s to 15 s) while
// the others keep serving; one that dies before it ever answers its health check (its /readyz) 5
// times in a row stops everything (exit 1). Ctrl-C, SIGTERM, SIGHUP, or the death of the parent (npm) stops all.
//
//   node scripts/start.mjs                 build, start all four, print the address
//   node scripts/start.mjs --no-build      start from the existing build output
//   node scripts/start.mjs --only=pc,api   start some of them (the e2e fixtures use this)
//
// With them runs a local mail catcher (maildev, SMTP on MAIL_SMTP_PORT 1025, web inbox on
// MAIL_WEB_PORT 1080) that the API sends its receipts to, unless SMTP_URL names a mail server.
//
// The servers log JSON lines; here they are shortened (LOG_FORMAT=pretty, the default: one line per
// request as the gateway saw it, every warning and error, startup messages) or passed on as JSON
// with a `service` field (LOG_FORMAT=json).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkNodeVersion,
  checkPorts,
  logFormatFrom,
  localOrigin as originOf,
  portFrom,
  Supervisor,
} from './lib/supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { env } = process;

/** The four processes. Only the gateway reads PORT; every other server has its own variables. */
const SERVICES = [
  {
    name: 'api',
    package: '@storefront/api',
    entry: 'apps/api/dist/main.js',
    portEnv: 'API_PORT',
    hostEnv: 'API_HOST',
    defaultPort: 3003,
    health: '/readyz',
  },
  {
    name: 'pc',
    package: '@storefront/pc',
    entry: 'apps/pc/server.mjs',
    portEnv: 'PC_PORT',
    hostEnv: 'PC_HOST',
    defaultPort: 3001,
    health: '/readyz',
  },
  {
    name: 'mobile',
    package: '@storefront/mobile',
    entry: 'apps/mobile/server.mjs',
    portEnv: 'MOBILE_PORT',
    hostEnv: 'MOBILE_HOST',
    defaultPort: 3002,
    health: '/readyz',
  },
  {
    name: 'gateway',
    package: '@storefront/gateway',
    entry: 'apps/gateway/dist/main.js',
    portEnv: 'PORT',
    hostEnv: 'GATEWAY_HOST',
    defaultPort: 3000,
    health: '/readyz',
  },
  {
    // The local mail catcher (maildev): receipts land in its web inbox. Left out when SMTP_URL is set.
    name: 'mail',
    package: null,
    entry: 'node_modules/maildev/dist/bin/maildev.js',
    args: () => [
      ...['--ip', '127.0.0.1', '--smtp', String(mailSmtpPort())],
      ...['--web-ip', '127.0.0.1', '--web', String(portOf(mailService()))],
    ],
    portEnv: 'MAIL_WEB_PORT',
    hostEnv: 'MAIL_WEB_HOST',
    defaultPort: 1080,
    health: '/api/healthz',
  },
];

function mailService() {
  return SERVICES.find((service) => service.name === 'mail');
}

function mailSmtpPort() {
  return portOf({ portEnv: 'MAIL_SMTP_PORT', defaultPort: 1025 });
}

function parseArgs(argv) {
  const all = SERVICES.map((service) => service.name);
  // A mail server of one's own (SMTP_URL) replaces the catcher.
  const options = { build: true, only: env.SMTP_URL ? all.filter((name) => name !== 'mail') : all };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('--only=')) options.only = arg.slice('--only='.length).split(',');
    else throw new Error(`unknown option ${arg} (use --no-build, --only=api,pc,mobile,gateway)`);
  }
  const unknown = options.only.filter((name) => !SERVICES.some((service) => service.name === name));
  if (unknown.length > 0) throw new Error(`unknown service ${unknown.join(', ')}`);
  return options;
}

function portOf(service) {
  return portFrom(env, service.portEnv, service.defaultPort);
}

function localOrigin(service) {
  return originOf(env[service.hostEnv], portOf(service));
}

/** Each child's environment: PORT only for the gateway, and the addresses of the others. */
function childEnv(service) {
  const { PORT: _publicPort, ...internal } = env;
  const gateway = SERVICES.find((other) => other.name === 'gateway');
  const origin = (name) => localOrigin(SERVICES.find((other) => other.name === name));
  switch (service.name) {
    case 'pc':
    case 'mobile':
      return { ...internal, API_INTERNAL_URL: env.API_INTERNAL_URL || origin('api') };
    case 'gateway':
      return {
        ...internal,
        PORT: String(portOf(service)),
        GATEWAY_PC_URL: env.GATEWAY_PC_URL || origin('pc'),
        GATEWAY_MOBILE_URL: env.GATEWAY_MOBILE_URL || origin('mobile'),
        GATEWAY_API_URL: env.GATEWAY_API_URL || origin('api'),
      };
    case 'api':
      // The addresses a payment may send the customer back to: the store as npm start serves it.
      return {
        ...internal,
        ...(mailCatcherOn && !env.SMTP_URL
          ? { SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort()}` }
          : {}),
        API_RETURN_ORIGINS:
          env.API_RETURN_ORIGINS ||
          `http://localhost:${portOf(gateway)},http://127.0.0.1:${portOf(gateway)}`,
      };
    default:
      return internal;
  }
}

/** True when the mail catcher runs with the others: the API then sends to it. */
let mailCatcherOn = false;

let supervisor = null;

async function main() {
  checkNodeVersion();
  const logFormat = logFormatFrom(env);
  const options = parseArgs(process.argv.slice(2));
  const chosen = SERVICES.filter((service) => options.only.includes(service.name));
  mailCatcherOn = chosen.includes(mailService());
  const ports = chosen.map((service) => [portOf(service), service.portEnv]);
  if (mailCatcherOn) ports.unshift([mailSmtpPort(), 'MAIL_SMTP_PORT']);
  await checkPorts(ports);
  const services = chosen.map((service) => ({
    ...service,
    kind: service.name,
    args: service.args?.() ?? [],
    env: childEnv(service),
    origin: localOrigin(service),
  }));
  supervisor = new Supervisor({ root, self: 'start', services, logFormat });
  supervisor.stopOnSignals();
  if (options.build) await supervisor.build();
  if (supervisor.isStopping()) return;
  await supervisor.startAll();
  if (supervisor.isStopping()) return;
  const gateway = chosen.find((service) => service.name === 'gateway');
  if (mailCatcherOn)
    supervisor.say(`Receipts (mail catcher inbox) at ${localOrigin(mailService())}`);
  if (gateway) supervisor.say(`Storefront ready at http://localhost:${portOf(gateway)}`);
  else supervisor.say(`ready: ${chosen.map((service) => service.name).join(', ')}`);
}

main().catch((error) => {
  if (supervisor) return supervisor.fail(error);
  console.error(`[start] ${error.message}`);
  process.exit(1);
});
