import { createHash } from 'node:crypto';
import type { LinkItem } from '@storefront/api-client/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findGame } from '../catalog/service';
import { type Owner, ownerColumns, whereOwner } from '../shop/owner';
import { readLink } from './face-value';
import { LINK_MESSAGES } from './messages';
import { baseCurrency, linkCurrency, quoteLink } from './quote';

/** How far an add's `stamp` may be from the server's time. */
const STAMP_WINDOW_MS = 10 * 60 * 1000;
/** Saved links one owner may keep. */
const MAX_SAVED_LINKS = 50;

function hashUrl(url: string): string {
  return createHash('sha256').update(url).digest('hex');
}

const Stamp = z.object({ stamp: z.coerce.number().pipe(z.int().positive()) });

/**
 * `stamp` is the client's time of the add (the SDK sends `Date.now()`). An add whose stamp is more
 * than STAMP_WINDOW_MS away from the server's time is refused: a request replayed or retried long
 * after it was made does not save a link the customer has moved on from.
 */
export function checkStamp(query: unknown, now: Date): number {
  const parsed = Stamp.safeParse(query);
  if (!parsed.success)
    throw new AppError(400, LINK_MESSAGES.stampRequired, {}, { data: { field: 'stamp' } });
  const { stamp } = parsed.data;
  if (Math.abs(stamp - now.getTime()) > STAMP_WINDOW_MS) {
    throw new AppError(
      400,
      LINK_MESSAGES.stampStale,
      { minutes: STAMP_WINDOW_MS / 60_000 },
      { data: { field: 'stamp', serverTime: now.getTime() } },
    );
  }
  return stamp;
}

/** Saved links no live order holds: the ones listed and counted against the limit. */
function notHeld(eb: ExpressionBuilder<DB, 'links'>) {
  return eb.not(eb.exists(orderHolding(eb)));
}

function linkRows(deps: AppDeps, owner: Owner) {
  return deps.db
    .selectFrom('links')
    .innerJoin('games', 'games.id', 'links.game_id')
    .select([
      'links.id',
      'links.game_id',
      'links.url',
      'links.title',
      'links.face_value',
      'links.face_currency_id',
      'links.created_at',
      'games.name as game_name',
      'games.title as game_title',
      (eb) => orderHolding(eb).as('ordered_in'),
    ])
    .where(whereOwner('links', owner));
}

/**
 * The number of the owner's order that holds this link and is not cancelled or failed: such a link
 * is paid or being paid, so it leaves the saved list and cannot be ordered again (a cancelled or
 * failed order gives it back).
 */
function orderHolding(eb: ExpressionBuilder<DB, 'links'>) {
  return eb
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('orders.order_no')
    .where('order_items.link_url', 'is not', null)
    .whereRef('order_items.link_url', '=', 'links.url')
    .whereRef('order_items.game_id', '=', 'links.game_id')
    .where('orders.status', 'not in', ['cancelled', 'failed'])
    .where((owned) =>
      owned.or([
        owned('orders.user_id', '=', owned.ref('links.user_id')),
        owned('orders.guest_id', '=', owned.ref('links.guest_id')),
      ]),
    )
    .orderBy('orders.id', 'desc')
    .limit(1);
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof linkRows>['execute']>>[number];

/** The owner's saved links, newest first, each quoted in the chosen currency. */
export async function listLinks(
  deps: AppDeps,
  owner: Owner,
  currencyId?: number,
): Promise<LinkItem[]> {
  const [currency, base, rows] = await Promise.all([
    linkCurrency(deps, currencyId),
    baseCurrency(deps),
    linkRows(deps, owner)
      .where(notHeld)
      .orderBy('links.created_at', 'desc')
      .orderBy('links.id', 'desc')
      .execute(),
  ]);
  return rows.map((row) => toItem(row, quoteLink(row.face_value, base, currency)));
}

function toItem(row: LinkRow, quote: LinkItem['quote']): LinkItem {
  return {
    id: row.id,
    gameName: row.game_name,
    gameTitle: row.game_title,
    title: row.title,
    url: row.url,
    quote,
    createdAt: row.created_at.toISOString(),
  };
}

/** Quotes a link without saving it (404 unknown game, 422 a link the store cannot take). */
export async function quote(
  deps: AppDeps,
  input: { gameName: string; url: string; currencyId?: number },
) {
  const game = await findGame(deps.db, input.gameName);
  const link = readLink(game, input.url);
  const [base, currency] = await Promise.all([
    baseCurrency(deps),
    linkCurrency(deps, input.currencyId),
  ]);
  return { game, link, base, currency, quote: quoteLink(link.faceValue, base, currency) };
}

/**
 * Saves a link for the owner with its quote. The same link (game and URL) is saved once: adding it
 * again answers the saved one.
 */
export async function addLink(
  deps: AppDeps,
  owner: Owner,
  input: { gameName: string; url: string; currencyId?: number },
  stamp: number,
  now: Date,
): Promise<LinkItem> {
  const quoted = await quote(deps, input);
  const urlHash = hashUrl(quoted.link.url);
  const saved = () =>
    linkRows(deps, owner)
      .where('links.game_id', '=', quoted.game.id)
      .where('links.url_hash', '=', urlHash)
      .executeTakeFirst();
  const existing = await saved();
  if (existing) return toItem(notOrdered(existing), quoted.quote);

  const { count } = await deps.db
    .selectFrom('links')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(whereOwner('links', owner))
    .where(notHeld)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_SAVED_LINKS) {
    throw new AppError(422, LINK_MESSAGES.tooManyLinks, { max: MAX_SAVED_LINKS });
  }
  await deps.db
    .insertInto('links')
    .values({
      ...ownerColumns(owner),
      game_id: quoted.game.id,
      url: quoted.link.url,
      url_hash: urlHash,
      title: quoted.link.title,
      face_value: quoted.link.faceValue,
      face_currency_id: quoted.base.id,
      stamp,
      created_at: now,
    })
    // A concurrent add of the same link saved it first: answer that one.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const row = await saved();
  if (!row) throw new Error('The saved link vanished');
  return toItem(notOrdered(row), quoted.quote);
}

/** The row, unless an order holds its link (409 naming that order). */
export function notOrdered(row: LinkRow): LinkRow {
  if (row.ordered_in !== null) {
    throw new AppError(409, LINK_MESSAGES.linkOrdered, { orderNo: row.ordered_in });
  }
  return row;
}

/** Removes the owner's links among `ids`; ids that are not theirs change nothing. */
export async function deleteLinks(deps: AppDeps, owner: Owner, ids: number[]): Promise<null> {
  await deps.db
    .deleteFrom('links')
    .where(whereOwner('links', owner))
    .where('id', 'in', ids)
    .execute();
  return null;
}

/** The owner's links among `ids`, in the order asked; 404 names the first that is not theirs. */
export async function ownedLinks(deps: AppDeps, owner: Owner, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await linkRows(deps, owner).where('links.id', 'in', unique).execute();
  const missing = unique.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw new AppError(404, LINK_MESSAGES.linkNotFound, { id: missing });
  return unique.map((id) => rows.find((row) => row.id === id) as LinkRow);
}

/**
 * At login a guest's saved links become the user's, like the cart: a link the user has already saved
 * is kept once. Runs beside `mergeGuestCart` in the login.
 */
export async function adoptGuestLinks(db: Kysely<DB>, guestId: string, userId: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('links')
      .where('guest_id', '=', guestId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('links as mine')
            .select('mine.id')
            .where('mine.user_id', '=', userId)
            .whereRef('mine.game_id', '=', 'links.game_id')
            .whereRef('mine.url_hash', '=', 'links.url_hash'),
        ),
      )
      .execute();
    await trx
      .updateTable('links')
      .set({ user_id: userId, guest_id: null })
      .where('guest_id', '=', guestId)
      .execute();
  });
}
