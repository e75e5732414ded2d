import type { Server } from 'node:http';

/**
 * The servers whose shutdown has begun. Keyed by the HTTP server, which every encapsulated fastify
 * context of one application shares, so probes registered in any context see it.
 */
const shuttingDown = new WeakSet<Server>();

export function markShuttingDown(server: Server): void {
  shuttingDown.add(server);
}

export function isShuttingDown(server: Server): boolean {
  return shuttingDown.has(server);
}
