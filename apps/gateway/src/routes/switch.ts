import type { FastifyInstance } from 'fastify';
import { deviceCookieHeader, parseSwitchTarget, switchDestination } from '../switch';

/** `GET /_switch?to=pc|mobile|auto&next=/path`: remembers the visitor's layout, then goes on. */
export default async function switchRoute(app: FastifyInstance) {
  app.get('/_switch', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const to = parseSwitchTarget(query.to);
    if (!to) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('to must be pc, mobile or auto');
    }
    return reply
      .code(302)
      .header('set-cookie', deviceCookieHeader(to, request.protocol === 'https'))
      .header('cache-control', 'no-store')
      .header('location', switchDestination(to, query.next))
      .send();
  });
}
