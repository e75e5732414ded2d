import type { Currency, Order } from '@storefront/api-client/contract';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { findChannel } from '../channel/service';
import { holdsLimitedStock } from '../order/holds';
import { type OrderLine, orderCurrency, type PreparedLine, prepareLines } from '../order/lines';
import { withPlayers } from '../order/players';
import { insertOrder } from '../order/service';
import { orderViewOf } from '../order/view';
import type { Owner } from '../shop/owner';

interface NewOrder {
  owner: Owner;
  /** The client's address: the caps on limited stock held unpaid count per address too. */
  address: string;
  lines: OrderLine[];
  currencyId?: number;
  /** Checked by the contract; the user's account email when absent. */
  contactEmail?: string;
  /** The customer's language: the answer's line labels and their receipts are written in it. */
  locale: Locale;
  /** The payment channel picked with the lines (its fee is in the total). */
  channel?: string;
}

/** What an order is placed from: its lines already checked and priced (`prepareLines`). */
type PlacedFrom = Omit<NewOrder, 'lines'> & {
  lines: PreparedLine[];
  /** The store's currencies, when read with the lines. */
  currencies?: Currency[];
};

/** The lines with the players checked for them, and the currency the order is priced in. */
export async function linesAndCurrency(
  deps: AppDeps,
  input: Pick<PlacedFrom, 'lines' | 'currencyId' | 'currencies'>,
): Promise<{ lines: PreparedLine[]; currency: Currency }> {
  const lines = await withPlayers(deps, input.lines);
  const kinds = lines.map((line) => line.kind);
  return { lines, currency: await orderCurrency(deps, kinds, input.currencyId, input.currencies) };
}

/**
 * Writes an unpaid order of checked lines in one transaction, stock reserved; `alsoInTransaction`
 * runs inside it before the commit (checkout takes the items out of the cart there).
 */
export async function placeOrder(
  deps: AppDeps,
  input: PlacedFrom,
  now: Date,
  alsoInTransaction?: (trx: Transaction<DB>) => Promise<void>,
): Promise<Order> {
  const { lines, currency } = await linesAndCurrency(deps, input);
  const channel = input.channel === undefined ? null : await findChannel(deps.db, input.channel);
  const placing = { ...input, lines, currency, channel };
  const order =
    alsoInTransaction || holdsLimitedStock(lines)
      ? await deps.db.transaction().execute(async (trx) => {
          const created = await insertOrder(trx, deps, placing, now);
          await alsoInTransaction?.(trx);
          return created;
        })
      : await insertOrder(deps.db, deps, placing, now);
  // Everything the view shows was just written: no read after the insert.
  const { items, ...row } = order;
  const view = {
    ...row,
    currency_code: currency.code,
    currency_decimals: currency.decimals,
    channel_names: channel?.names ?? null,
  };
  const events = [{ status: 'unpaid' as const, at: now.toISOString() }];
  return orderViewOf(deps, { ...view, items, events }, input.locale);
}

/** Creates an unpaid order (stock reserved, prices computed here). Throws 404/409/422. */
export async function createOrder(deps: AppDeps, input: NewOrder, now: Date): Promise<Order> {
  return placeOrder(deps, { ...input, ...(await prepareLines(deps, input.lines)) }, now);
}
