import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AppName,
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
 * is not built yet is left out: its pages answer 502 and the specs that need it skip.
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
  const env: Record<string, string> = {
    API_DATA_DIR: dataDir,
    API_LOG_LEVEL: 'warn',
    // Every browser of the run comes from 127.0.0.1: the per-address limits would be a real visitor's.
    API_GUEST_MAX_PER_ADDRESS: '1000000',
    API_REGISTER_MAX_PER_ADDRESS: '1000000',
    GATEWAY_LOG_LEVEL: 'warn',
    PC_LOG_LEVEL: 'warn',
    MOBILE_LOG_LEVEL: 'warn',
  };
  for (const [service, port] of Object.entries(ports)) {
    env[PORT_ENV[service as ServiceName]] = String(port);
  }
  for (const app of apps) restoreOriginalBuildId(app);

  const stack = new Supervised(services, env, 'stack.log');
  try {
    await stack.start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.STOREFRONT_BASE_URL = localUrl(ports.gateway);
  process.env.STOREFRONT_PORTS = JSON.stringify(ports);
  process.env.STOREFRONT_SERVICES = services.join(',');

  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
