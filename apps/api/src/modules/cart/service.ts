import type {
  CartAddResponse,
  CartItem,
  CartListResponse,
  Currency,
} from '@storefront/api-client/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { CartItemTable, DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { artUrls } from '../art/urls';
import { storePricesOf } from '../currency/pack-prices';
import { priceIn } from '../currency/service';
import { loadPacks, orderCurrency, type PreparedLine } from '../order/lines';
import { stockError } from '../order/service';
import { moneyIn } from '../order/view';
import { storeAccount } from '../shop/account';
import { accountLabels, snapshotLabels } from '../shop/account-labels';
import { SHOP_MESSAGES } from '../shop/messages';
import { type Owner, ownerColumns, whereOwner } from '../shop/owner';

type Kind = CartItemTable['kind'];
const MAX_QUANTITY = 99;

function cartRows(db: Kysely<DB>, owner: Owner) {
  return db
    .selectFrom('cart_items')
    .innerJoin('packs', 'packs.id', 'cart_items.pack_id')
    .innerJoin('games', 'games.id', 'packs.game_id')
    .select([
      'cart_items.id',
      'cart_items.kind',
      'cart_items.pack_id',
      'cart_items.quantity',
      'cart_items.account',
      'cart_items.account_secret',
      'cart_items.created_at',
      'packs.title as pack_title',
      'packs.price_usd_minor',
      'packs.stock',
      'games.id as game_id',
      'games.name as game_name',
      'games.title as game_title',
      'games.type as game_type',
      'games.account_fields',
      storePricesOf(sql`packs.id`).as('store_prices'),
    ])
    .where(whereOwner('cart_items', owner))
    .orderBy('cart_items.created_at')
    .orderBy('cart_items.id');
}

type CartRow = Awaited<ReturnType<ReturnType<typeof cartRows>['execute']>>[number];

function itemView(deps: AppDeps, row: CartRow, currency: Currency, locale: Locale): CartItem {
  const unitPrice = priceIn(currency, row.price_usd_minor, row.store_prices);
  return {
    id: row.id,
    kind: row.kind,
    gameName: row.game_name,
    gameTitle: row.game_title,
    gameType: row.game_type,
    icon: artUrls(deps.settings.publicUrl).gameIcon(row.game_name),
    packId: row.pack_id,
    packTitle: row.pack_title,
    quantity: row.quantity,
    account: row.account,
    accountLabels: accountLabels(row.account_fields, row.account, locale),
    unitPrice,
    subtotal: { ...unitPrice, amount: unitPrice.amount * row.quantity },
    available: row.stock === null || row.stock >= row.quantity,
    addedAt: row.created_at.toISOString(),
  };
}

/** Lines in the cart (the badge's number). */
export async function cartCount(db: Kysely<DB>, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(whereOwner('cart_items', owner))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The cart re-priced now: pack items in `currencyId`, Razer Gold items in Razer Gold. */
export async function listCart(
  deps: AppDeps,
  owner: Owner,
  currencyId?: number,
  locale: Locale = 'en',
): Promise<CartListResponse> {
  const currency = await orderCurrency(deps, ['pack'], currencyId);
  const razerGold = await orderCurrency(deps, ['razer']);
  const rows = await cartRows(deps.db, owner).execute();
  const items = rows.map((row) =>
    itemView(deps, row, row.kind === 'razer' ? razerGold : currency, locale),
  );
  const sum = (kind: Kind) =>
    items
      .filter((item) => item.kind === kind && item.available)
      .reduce((total, item) => total + item.subtotal.amount, 0);
  const hasRazer = items.some((item) => item.kind === 'razer');
  return {
    items,
    count: items.length,
    total: moneyIn(currency, sum('pack')),
    razerTotal: hasRazer ? moneyIn(razerGold, sum('razer')) : null,
  };
}

/**
 * Adds a pack with the account it is for. The same pack for the same account is one line whose
 * quantity grows (up to 99); account values are checked against the game's fields (422).
 */
export async function addToCart(
  deps: AppDeps,
  owner: Owner,
  kind: Kind,
  input: { packId: number; quantity: number; account: Record<string, string>; currencyId?: number },
  now: Date,
): Promise<CartAddResponse> {
  const currency = await orderCurrency(
    deps,
    [kind],
    kind === 'razer' ? undefined : input.currencyId,
  );
  const pack = (await loadPacks(deps, [input.packId])).get(input.packId);
  if (!pack) throw new Error(`Pack ${input.packId} vanished`);
  const stored = storeAccount(pack.account_fields, input.account, deps.secrets);
  const id = await deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('cart_items')
      .select('quantity')
      .where(whereOwner('cart_items', owner))
      .where('kind', '=', kind)
      .where('pack_id', '=', pack.id)
      .where('account_hash', '=', stored.accountHash)
      .executeTakeFirst();
    const quantity = Math.min(MAX_QUANTITY, (existing?.quantity ?? 0) + input.quantity);
    if (pack.stock !== null && pack.stock < quantity) {
      throw stockError(pack.title, pack.stock, pack.id);
    }
    return upsertLine(
      trx,
      owner,
      {
        kind,
        pack_id: pack.id,
        quantity,
        account: JSON.stringify(stored.account),
        account_secret: stored.accountSecret,
        account_hash: stored.accountHash,
      },
      now,
      'replace',
    );
  });
  const row = await cartRows(deps.db, owner)
    .where('cart_items.id', '=', id)
    .executeTakeFirstOrThrow();
  return { item: itemView(deps, row, currency, 'en'), count: await cartCount(deps.db, owner) };
}

interface LineValues {
  kind: Kind;
  pack_id: number;
  quantity: number;
  account: string;
  account_secret: string | null;
  account_hash: string;
}

/** Inserts a line, or on the same pack and account sets (`replace`) or adds (`add`) the quantity. */
async function upsertLine(
  trx: Transaction<DB>,
  owner: Owner,
  line: LineValues,
  now: Date,
  mode: 'replace' | 'add',
): Promise<number> {
  const ownerColumn = owner.kind === 'user' ? 'user_id' : 'guest_id';
  const row = await trx
    .insertInto('cart_items')
    .values({ ...ownerColumns(owner), ...line, created_at: now })
    .onConflict((conflict) =>
      conflict
        .columns([ownerColumn, 'kind', 'pack_id', 'account_hash'])
        .where(ownerColumn, 'is not', null)
        .doUpdateSet((eb) => ({
          quantity:
            mode === 'replace'
              ? eb.ref('excluded.quantity')
              : eb.fn('least', [
                  eb.lit(MAX_QUANTITY),
                  eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
                ]),
          account_secret: eb.ref('excluded.account_secret'),
        })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets one line's quantity, within the pack's stock; 404 when the line is not the owner's. */
export async function updateCartQuantity(
  deps: AppDeps,
  owner: Owner,
  input: { id: number; quantity: number; currencyId?: number },
): Promise<CartAddResponse> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const line = await cartRows(trx, owner)
      .where('cart_items.id', '=', input.id)
      .forUpdate('cart_items')
      .executeTakeFirst();
    if (!line) throw new AppError(404, SHOP_MESSAGES.cartItemNotFound, { id: input.id });
    if (line.stock !== null && line.stock < input.quantity) {
      throw stockError(line.pack_title, line.stock, line.pack_id);
    }
    await trx
      .updateTable('cart_items')
      .set({ quantity: input.quantity })
      .where('id', '=', line.id)
      .execute();
    return { ...line, quantity: input.quantity };
  });
  const currency = await orderCurrency(
    deps,
    [row.kind],
    row.kind === 'razer' ? undefined : input.currencyId,
  );
  return { item: itemView(deps, row, currency, 'en'), count: await cartCount(deps.db, owner) };
}

/** Removes the owner's items among `ids` (of one kind when given); answers what is left. */
export async function removeFromCart(
  deps: AppDeps,
  owner: Owner,
  ids: number[],
  kind?: Kind,
): Promise<{ count: number }> {
  let query = deps.db
    .deleteFrom('cart_items')
    .where(whereOwner('cart_items', owner))
    .where('id', 'in', ids);
  if (kind) query = query.where('kind', '=', kind);
  await query.execute();
  return { count: await cartCount(deps.db, owner) };
}

/** The chosen cart items as order lines; a 404 (field `cartItemIds`) names an id not in the owner's cart. */
export async function checkoutLines(
  deps: AppDeps,
  owner: Owner,
  ids: number[],
): Promise<PreparedLine[]> {
  const unique = [...new Set(ids)];
  const rows = await cartRows(deps.db, owner).where('cart_items.id', 'in', unique).execute();
  const missing = unique.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) {
    const field = { data: { field: 'cartItemIds' } };
    throw new AppError(404, SHOP_MESSAGES.cartItemNotFound, { id: missing }, field);
  }
  return rows.map((row) => ({
    kind: row.kind,
    gameId: row.game_id,
    packId: row.pack_id,
    countsStock: row.stock !== null,
    title: row.pack_title,
    quantity: row.quantity,
    unitPriceUsdMinor: row.price_usd_minor,
    storePrices: row.store_prices,
    account: row.account,
    accountLabels: snapshotLabels(row.account_fields, row.account),
    accountSecret: row.account_secret,
    linkUrl: null,
    faceValue: null,
    faceCurrencyId: null,
  }));
}

/**
 * Takes the ordered items out of the cart, in the order's transaction. The delete locks the lines
 * until that transaction ends: of two checkouts of one line (two clicks, two API processes), the
 * second finds it gone and is refused with 409 naming `cartItemIds`, so its order rolls back.
 */
export async function removeCheckedOut(
  trx: Transaction<DB>,
  owner: Owner,
  ids: number[],
): Promise<void> {
  const taken = await trx
    .deleteFrom('cart_items')
    .where(whereOwner('cart_items', owner))
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  const gone = [...new Set(ids)].filter((id) => !taken.some((row) => row.id === id));
  if (gone.length > 0) {
    throw new AppError(
      409,
      SHOP_MESSAGES.cartItemsCheckedOut,
      { ids: gone.join(', ') },
      { data: { field: 'cartItemIds' } },
    );
  }
}

/** At login the guest's cart joins the user's: the same pack for the same account adds up. */
export async function mergeGuestCart(
  deps: AppDeps,
  guestId: string,
  userId: number,
  now: Date,
): Promise<void> {
  const guest: Owner = { kind: 'guest', guestId };
  const user: Owner = { kind: 'user', userId };
  await deps.db.transaction().execute(async (trx) => {
    const lines = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where(whereOwner('cart_items', guest))
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const line of lines) {
      await upsertLine(
        trx,
        user,
        {
          kind: line.kind,
          pack_id: line.pack_id,
          quantity: line.quantity,
          account: JSON.stringify(line.account),
          account_secret: line.account_secret,
          account_hash: line.account_hash,
        },
        now,
        'add',
      );
    }
    await trx.deleteFrom('cart_items').where(whereOwner('cart_items', guest)).execute();
  });
}
