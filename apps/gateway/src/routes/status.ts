import { METRICS_PATH, registerProbes } from '@storefront/lifecycle';
import type { FastifyInstance } from 'fastify';
import { sendHealth } from '../health';

/**
 * The gateway's own status: its probes, and whether its upstreams can serve (`/healthz`, the
 * status only: the detail is on the metrics listener).
 */
export default async function statusRoutes(app: FastifyInstance) {
  // Ready means this process can serve: never its upstreams' health (that is /healthz).
  registerProbes(app);

  // The apps answer their metrics on their own ports: never to visitors through this one.
  app.all(METRICS_PATH, async (_request, reply) =>
    reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not Found'),
  );

  app.get('/healthz', (_request, reply) => sendHealth(reply, app.upstreamsHealth, false));
}
