import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** `/api` and everything under it, any method: the API server. */
export default async function apiRoutes(app: FastifyInstance) {
  const proxyApi = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.forwardTo('api', { varyOn: [] });
  app.all('/api', proxyApi);
  app.all('/api/*', proxyApi);
}
