import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PATH = '/api/docs';

/**
 * The reference page's own policy: everything from this origin (swagger-ui's scripts, styles and
 * the document), `data:` images (its icons), and no outside validator badge.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/** A readable reference of `document` at /api/docs (swagger-ui, served from this server only). */
export function registerDocs(app: FastifyInstance, document: object): void {
  app.register(swagger, {
    mode: 'static',
    // Our own document (OpenAPI 3.1), served as it is: swagger does not collect the routes.
    specification: { document: document as StaticDocumentSpec['document'] },
  });
  app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: DOCS_CSP,
    theme: { title: 'Storefront API reference' },
    // No top bar: its box would explore other documents, which this page's CSP refuses anyway.
    uiConfig: {
      layout: 'BaseLayout',
      docExpansion: 'list',
      deepLinking: true,
      defaultModelsExpandDepth: 0,
    },
  });
  // swagger-ui's page has no viewport tag: phones would lay it out 980 px wide and shrink it.
  app.addHook('onSend', async (request, reply, payload) => {
    const isDocsPage = request.url === DOCS_PATH || request.url === `${DOCS_PATH}/`;
    if (!isDocsPage || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    return payload.replace('<meta charset="UTF-8">', `<meta charset="UTF-8">${VIEWPORT}`);
  });
}
