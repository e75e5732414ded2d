#!/usr/bin/env node
// Starts the store. Today that is the API server (apps/api, PGlite with demo data, port 3003):
// the gateway on :3000 and the two device apps are the next issues, and this says so plainly.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
console.log(
  'Starting the storefront API with demo data on http://127.0.0.1:3003 (try /api/health).\n' +
    'The web store on http://localhost:3000 (gateway, desktop and mobile apps) is not built yet.',
);
const api = spawn(
  join(root, 'node_modules', '.bin', 'pnpm'),
  ['--filter', '@storefront/api', 'start'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
