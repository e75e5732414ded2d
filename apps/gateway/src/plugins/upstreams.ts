import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig, UpstreamName } from '../config';
import { sharedUpstreamsCheck, type UpstreamsCheck } from '../health';
import { Upstream } from '../upstream';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instances of each server behind the gateway, and their connection pools. */
    upstreams: Record<UpstreamName, Upstream>;
    /** Every instance of every upstream checked, one check shared by callers within a second. */
    upstreamsHealth: () => Promise<UpstreamsCheck>;
  }
}

/** How long connecting to an upstream may take. */
const CONNECT_TIMEOUT_MS = 5_000;

/** How often each upstream instance is asked whether it can serve (`/readyz`). */
const READY_CHECK_EVERY_MS = 2_000;

export interface UpstreamsOptions extends Pick<GatewayConfig, 'upstreams' | 'upstreamTimeoutMs'> {
  /** How often each upstream instance's `/readyz` is checked (default 2 s; 0: never). */
  readyCheckEveryMs?: number;
}

/** The three upstreams, each over its configured instances only; closed with the gateway. */
async function upstreams(app: FastifyInstance, options: UpstreamsOptions) {
  const timeouts = { connectMs: CONNECT_TIMEOUT_MS, idleMs: options.upstreamTimeoutMs };
  const checks = { checkEveryMs: options.readyCheckEveryMs ?? READY_CHECK_EVERY_MS };
  const servers = {
    pc: new Upstream(options.upstreams.pc, timeouts, checks),
    mobile: new Upstream(options.upstreams.mobile, timeouts, checks),
    api: new Upstream(options.upstreams.api, timeouts, checks),
  } satisfies Record<UpstreamName, Upstream>;
  app.decorate('upstreams', servers);
  app.decorate('upstreamsHealth', sharedUpstreamsCheck(servers));
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  });
}

export default fp(upstreams, { name: 'upstreams' });
