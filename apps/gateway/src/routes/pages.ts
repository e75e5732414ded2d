import { crossDevicePath } from '@storefront/ui-shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPageData, navigationLeavesApp } from '../client-navigation';
import { chooseDevice, type DeviceChoice } from '../device-choice';

/**
 * A shared link of the other layout (`/search?q=x` opened on a phone): its twin on the visitor's
 * layout, query kept, or null. Only where the visitor's device decided (a prefix picks the layout
 * itself), and never for the client router's page data (`navigationLeavesApp` handles those).
 */
function crossDeviceLocation(
  pathname: string,
  rawUrl: string,
  choice: DeviceChoice,
): string | null {
  if (choice.reason !== 'cookie' && choice.reason !== 'user-agent') return null;
  if (isPageData(pathname)) return null;
  const twin = crossDevicePath(choice.device, pathname);
  if (twin === null) return null;
  const queryStart = rawUrl.indexOf('?');
  return queryStart === -1 ? twin : `${twin}${rawUrl.slice(queryStart)}`;
}

/** Request headers the app's answer depends on, beside its path. */
function varyOf({ reason }: DeviceChoice, pathname: string): string[] {
  return [
    ...(reason === 'cookie' || reason === 'user-agent' ? ['User-Agent', 'Cookie'] : []),
    ...(isPageData(pathname) ? ['Referer'] : []),
  ];
}

function sendMethodNotAllowed(reply: FastifyReply): FastifyReply {
  return reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
}

function sendOtherLayoutsPageData(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('This page belongs to the other layout: load it in full.');
}

/** The answer depends on the visitor's device: never kept for another visitor. */
function redirectToTwin(reply: FastifyReply, twin: string): FastifyReply {
  return reply
    .code(302)
    .header('location', twin)
    .header('vary', 'User-Agent, Cookie')
    .header('cache-control', 'private, no-store')
    .send();
}

async function answerPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendMethodNotAllowed(reply);
  const pathname = request.routedPath;
  if (navigationLeavesApp(pathname, request.headers, request.host)) {
    return sendOtherLayoutsPageData(reply);
  }
  const choice = chooseDevice(pathname, request.headers);
  const twin = crossDeviceLocation(pathname, request.raw.url ?? '/', choice);
  if (twin !== null) return redirectToTwin(reply, twin);
  const { device, reason } = choice;
  const cacheKey = reply.server.guestPages.keyOf(request, device);
  if (cacheKey && reply.server.guestPages.sendKept(reply, device, cacheKey)) return reply;
  const varyOn = varyOf(choice, pathname);
  return reply.forwardTo(device, { device, varyOn, cacheKey, asset: reason === 'asset' });
}

/** Every other path: a page, page data or an asset of the app the path, cookie or user agent picks. */
export default async function pageRoutes(app: FastifyInstance) {
  app.all('/*', answerPage);
}
