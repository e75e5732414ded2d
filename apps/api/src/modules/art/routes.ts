import { createHash } from 'node:crypto';
import { MAX_ID, Slug } from '@storefront/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { validInput } from '../../http/register';
import { isLocale, type Locale } from '../../i18n/messages';
import { bannerSvg, categoryIconSvg, gameCoverSvg, gameIconSvg } from '../../seed/art';

/** The artwork routes, in OpenAPI's path syntax, for the document. */
export const ART_ROUTES = [
  { id: 'art.gameIcon', path: '/api/art/games/{name}/icon.svg', summary: "A game's square icon" },
  { id: 'art.gameCover', path: '/api/art/games/{name}/cover.svg', summary: "A game's wide cover" },
  {
    id: 'art.promotion',
    path: '/api/art/promotions/{slug}.svg',
    summary: "A promotion's banner",
    localized: true,
  },
  {
    id: 'art.slide',
    path: '/api/art/slides/{id}.svg',
    summary: 'A home carousel slide',
    localized: true,
  },
  { id: 'art.category', path: '/api/art/categories/{name}.svg', summary: "A category's icon" },
] as const;

/** Art changes only when the catalog does: a week in caches, revalidated by its ETag. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=604800')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(svg);
}

function langOf(request: FastifyRequest): Locale {
  const lang = (request.query as { lang?: unknown }).lang;
  return typeof lang === 'string' && isLocale(lang) ? lang : 'en';
}

type Params = { name?: string; slug?: string; id?: string };

const NameParams = z.object({ name: Slug });
const SlugParams = z.object({ slug: Slug });

/** The path's names are slugs of the contract: anything else is a 400 naming the field. */
function paramsOf<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest) {
  return validInput(schema, request.params);
}

export function registerArt(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const notFound = () => new AppError(404, 'error.notFound');

  const game = async (name: string) => {
    const row = await db
      .selectFrom('games')
      .select(['name', 'title', 'colors', 'publisher', 'region'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Params: Params }>('/api/art/games/:name/icon.svg', async (request, reply) =>
    sendSvg(request, reply, gameIconSvg(await game(paramsOf(NameParams, request).name))),
  );
  app.get<{ Params: Params }>('/api/art/games/:name/cover.svg', async (request, reply) =>
    sendSvg(request, reply, gameCoverSvg(await game(paramsOf(NameParams, request).name))),
  );

  app.get<{ Params: Params }>('/api/art/promotions/:slug.svg', async (request, reply) => {
    const row = await db
      .selectFrom('promotions')
      .select(['titles', 'summaries', 'colors'])
      .where('slug', '=', paramsOf(SlugParams, request).slug)
      .executeTakeFirst();
    if (!row) throw notFound();
    const lang = langOf(request);
    const svg = bannerSvg({
      title: row.titles[lang],
      subtitle: row.summaries[lang],
      colors: row.colors,
    });
    return sendSvg(request, reply, svg);
  });

  app.get<{ Params: Params }>('/api/art/slides/:id.svg', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw notFound();
    const row = await db
      .selectFrom('carousel_slides')
      .select(['titles', 'subtitles', 'colors'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const lang = langOf(request);
    const svg = bannerSvg({
      title: row.titles[lang],
      subtitle: row.subtitles?.[lang] ?? null,
      colors: row.colors,
    });
    return sendSvg(request, reply, svg);
  });

  app.get<{ Params: Params }>('/api/art/categories/:name.svg', async (request, reply) => {
    const row = await db
      .selectFrom('categories')
      .select(['name', 'icon', 'titles'])
      .where('name', '=', paramsOf(NameParams, request).name)
      .executeTakeFirst();
    if (!row) throw notFound();
    const svg = categoryIconSvg({ name: row.name, icon: row.icon ?? '', title: row.titles });
    return sendSvg(request, reply, svg);
  });
}
