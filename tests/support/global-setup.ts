import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailbox } from './mail';
import {
  type AppName,
  addGatewayMetricsPort,
  appIsBuilt,
  freePort,
  LOGS,
  localUrl,
  PORT_ENV,
  restoreOriginalBuildId,
  type ServiceName,
  Supervised,
} from './stack';

const APPS: readonly AppName[] = ['pc', 'mobile'];

/**
 * Starts the whole store from its build output on free ports, with a fresh embedded database, and
 * tells the tests where it is through `STOREFRONT_*` variables (see fixtures.ts). A device app that
 * is not built yet is left out: its pages answer 502 and the specs that need it fail, naming the
 * command that builds it. The API sends its receipts to a real SMTP server of the run (mail.ts),
 * whose messages the specs read back.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(LOGS, { recursive: true, force: true });
  const apps = APPS.filter(appIsBuilt);
  const services: ServiceName[] = ['api', ...apps, 'gateway'];
  const ports = {
    api: await freePort(),
    pc: await freePort(),
    mobile: await freePort(),
    gateway: await freePort(),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const mailbox = await startMailbox();
  const env: Record<string, string> = {
    API_DATA_DIR: dataDir,
    API_LOG_LEVEL: 'warn',
    // Every browser of the run comes from 127.0.0.1: the per-address limits would be a real visitor's.
    API_GUEST_MAX_PER_ADDRESS: '1000000',
    API_REGISTER_MAX_PER_ADDRESS: '1000000',
    API_TRACK_MAX_PER_ADDRESS: '100000',
    API_HOLD_MAX_PER_PACK: '100000',
    API_HOLD_MAX_PER_ADDRESS: '100000',
    // Receipts go to the run's SMTP server at once, with links to the store the browsers use.
    SMTP_URL: mailbox.url,
    MAIL_POLL_SECONDS: '1',
    PUBLIC_ORIGIN: localUrl(ports.gateway),
    GATEWAY_LOG_LEVEL: 'warn',
    PC_LOG_LEVEL: 'warn',
    MOBILE_LOG_LEVEL: 'warn',
    // One process per app, as before workers: the suite tests behaviour, not throughput, and shares
    // two cores with the browsers. app-server's own tests run the workers.
    PC_WORKERS: '1',
    MOBILE_WORKERS: '1',
  };
  for (const [service, port] of Object.entries(ports)) {
    env[PORT_ENV[service as ServiceName]] = String(port);
  }
  const healthURL = await addGatewayMetricsPort(env);
  for (const app of apps) restoreOriginalBuildId(app);

  const stack = new Supervised(services, env, 'stack.log');
  try {
    await stack.start();
  } catch (error) {
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.STOREFRONT_BASE_URL = localUrl(ports.gateway);
  process.env.STOREFRONT_PORTS = JSON.stringify(ports);
  process.env.STOREFRONT_SERVICES = services.join(',');
  process.env.STOREFRONT_GATEWAY_HEALTH_URL = healthURL;

  return async () => {
    await stack.stop();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
