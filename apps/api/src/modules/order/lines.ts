import type { Currency } from '@storefront/api-client/contract';
import { type Kysely, sql } from 'kysely';
import type { AppDeps } from '../../context';
import { batchedPerDatabase } from '../../db/batch';
import type { DB, StoredAccountLabel } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type StorePrices, storePricesOf } from '../currency/pack-prices';
import { currencyListJson, listCurrencies, resolveCurrency } from '../currency/service';
import { storeAccount } from '../shop/account';
import { snapshotLabels } from '../shop/account-labels';
import { SHOP_MESSAGES } from '../shop/messages';

/** One line of a new order, as a caller describes it. */
export type OrderLine =
  | { kind: 'pack' | 'razer'; packId: number; quantity: number; account: Record<string, string> }
  | {
      kind: 'link';
      gameId: number;
      /** Shown as the line's packTitle, e.g. "Top-up link: 400 Robux". */
      title: string;
      linkUrl: string;
      /** The store's price of the link in USD cents (before the order-level discount). */
      priceUsdMinor: number;
      faceValue: { amount: number; currencyId: number };
    };

/** A line checked and ready to store: prices in base cents, account secrets sealed. */
export interface PreparedLine {
  kind: 'pack' | 'razer' | 'link';
  gameId: number;
  packId: number | null;
  /** The pack counts its units (`packs.stock` not null): ordering it reserves stock. */
  countsStock: boolean;
  title: string;
  quantity: number;
  unitPriceUsdMinor: number;
  /** The pack's own prices by currency id (`pack_prices`); null for a link. */
  storePrices: StorePrices | null;
  account: Record<string, string>;
  /** The labels of the account's fields as the catalogue has them now (kept on the order line). */
  accountLabels: StoredAccountLabel[];
  accountSecret: string | null;
  linkUrl: string | null;
  faceValue: number | null;
  faceCurrencyId: number | null;
  /** The account's nickname from the ID-check service (`withPlayers`); null or absent if unknown. */
  nickname?: string | null;
  /** The account's non-secret values, what a user's order remembers (`withPlayers`). */
  player?: Record<string, string>;
}

function packsQuery(db: Kysely<DB>, ids: number[]) {
  return db
    .selectFrom('packs')
    .innerJoin('games', 'games.id', 'packs.game_id')
    .select([
      'packs.id',
      'packs.title',
      'packs.price_usd_minor',
      'packs.stock',
      'games.id as game_id',
      'games.account_fields',
      storePricesOf(sql`packs.id`).as('store_prices'),
    ])
    .where('packs.id', '=', sql<number>`any(${ids}::integer[])`);
}

type PackRow = Awaited<ReturnType<ReturnType<typeof packsQuery>['execute']>>[number];

/** The packs by id; 404 names the first missing one. */
function packsById(ids: number[], rows: PackRow[]): Map<number, PackRow> {
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw new AppError(404, SHOP_MESSAGES.packNotFound, { id: missing });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Packs with the game fields an order line needs; 404 names the first missing one. */
export async function loadPacks(deps: AppDeps, packIds: number[]) {
  const ids = [...new Set(packIds)];
  return packsById(ids, ids.length === 0 ? [] : await packsQuery(deps.db, ids).execute());
}

/**
 * `loadPacks` and the store's currencies (an order is priced in one) for every order that arrived
 * while the previous read was on its way: ONE statement for all of them (`db/batch.ts`).
 */
const packsAndCurrencies = batchedPerDatabase(async (db: Kysely<DB>, asked: number[][]) => {
  const rows = await packsQuery(db, [...new Set(asked.flat())])
    .select(currencyListJson().as('currencies'))
    .execute();
  return asked.map((ids) => ({
    rows: rows.filter((row) => ids.includes(row.id)),
    currencies: rows[0]?.currencies,
  }));
});

async function loadPacksAndCurrencies(deps: AppDeps, packIds: number[]) {
  const ids = [...new Set(packIds)];
  if (ids.length === 0) return { packs: packsById(ids, []), currencies: undefined };
  const { rows, currencies } = await packsAndCurrencies(deps.db, ids);
  return { packs: packsById(ids, rows), currencies };
}

/**
 * Checks every line (404 for a missing pack, 422 for bad account values) without writing; with
 * the store's currencies when the same statement could read them (for `orderCurrency`).
 */
export async function prepareLines(
  deps: AppDeps,
  lines: OrderLine[],
): Promise<{ lines: PreparedLine[]; currencies?: Currency[] }> {
  const { packs, currencies } = await loadPacksAndCurrencies(
    deps,
    lines.flatMap((line) => (line.kind === 'link' ? [] : [line.packId])),
  );
  return { lines: lines.map((line) => preparedLine(deps, line, packs)), currencies };
}

function preparedLine(deps: AppDeps, line: OrderLine, packs: Map<number, PackRow>): PreparedLine {
  if (line.kind === 'link') {
    return {
      kind: 'link',
      gameId: line.gameId,
      packId: null,
      countsStock: false,
      title: line.title,
      quantity: 1,
      unitPriceUsdMinor: line.priceUsdMinor,
      storePrices: null,
      account: {},
      accountLabels: [],
      accountSecret: null,
      linkUrl: line.linkUrl,
      faceValue: line.faceValue.amount,
      faceCurrencyId: line.faceValue.currencyId,
    };
  }
  const pack = packs.get(line.packId);
  if (!pack) throw new Error(`Pack ${line.packId} vanished`);
  const stored = storeAccount(pack.account_fields, line.account, deps.secrets);
  return {
    kind: line.kind,
    gameId: pack.game_id,
    packId: pack.id,
    countsStock: pack.stock !== null,
    title: pack.title,
    quantity: line.quantity,
    unitPriceUsdMinor: pack.price_usd_minor,
    storePrices: pack.store_prices,
    account: stored.account,
    accountLabels: snapshotLabels(pack.account_fields, stored.account),
    accountSecret: stored.accountSecret,
    linkUrl: null,
    faceValue: null,
    faceCurrencyId: null,
  };
}

/**
 * The currency an order is priced and paid in: Razer Gold for Razer Gold lines (which are ordered on
 * their own), otherwise the one asked for or the store's default.
 */
export async function orderCurrency(
  deps: AppDeps,
  kinds: ReadonlyArray<PreparedLine['kind']>,
  currencyId?: number,
  /** The store's currencies when the caller has read them already. */
  known?: Currency[],
): Promise<Currency> {
  const razer = kinds.includes('razer');
  if (razer && kinds.some((kind) => kind !== 'razer')) {
    throw new AppError(422, SHOP_MESSAGES.mixedKinds);
  }
  if (razer) {
    const razerGold = (known ?? (await listCurrencies(deps))).find((c) => c.kind === 'razerGold');
    if (!razerGold) throw new Error('The store has no Razer Gold currency');
    if (currencyId !== undefined && currencyId !== razerGold.id) {
      throw new AppError(422, SHOP_MESSAGES.razerCurrency);
    }
    return razerGold;
  }
  const currency = await resolveCurrency(deps, currencyId, undefined, known);
  if (currency.kind === 'razerGold') throw new AppError(422, SHOP_MESSAGES.notRazerCurrency);
  return currency;
}
