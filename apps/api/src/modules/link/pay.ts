import type { PaymentResult } from '@storefront/api-client/contract';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import type { Locale } from '../../i18n/messages';
import { createAndPayOrder } from '../checkout/pay';
import type { OrderLine } from '../order/lines';
import { orderNoUnderKey } from '../payment/idempotency';
import { type Owner, whereOwner } from '../shop/owner';
import { LINK_MESSAGES } from './messages';
import { notOrdered, ownedLinks } from './service';

/** How long a claim on links lasts if the process dies before releasing it. */
const CLAIM_MS = 2 * 60 * 1000;

export interface PayLinksInput {
  linkIds: number[];
  method: 'balance' | 'provider';
  channel?: string;
  currencyId?: number;
  returnUrl?: string;
  /** The receipt's address; a logged-in user's account email when absent. */
  contactEmail?: string;
}

/**
 * Marks the links as being ordered, all or none: of two calls ordering the same link at once (two
 * clicks, two API processes), the second is refused with 409 instead of creating a second order.
 */
async function claim(deps: AppDeps, owner: Owner, ids: number[], now: Date) {
  const claimed = await deps.db
    .updateTable('links')
    .set({ paying_until: new Date(now.getTime() + CLAIM_MS) })
    .where(whereOwner('links', owner))
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('paying_until', 'is', null), eb('paying_until', '<=', now)]))
    .returning('id')
    .execute();
  const release = () =>
    unclaim(
      deps,
      claimed.map((row) => row.id),
    );
  if (claimed.length < ids.length) {
    await release();
    throw new AppError(409, LINK_MESSAGES.linkBusy);
  }
  return release;
}

async function unclaim(deps: AppDeps, ids: number[]) {
  if (ids.length === 0) return;
  await deps.db.updateTable('links').set({ paying_until: null }).where('id', 'in', ids).execute();
}

/**
 * Orders the chosen saved links (one order line each, priced from its face value) and pays the order,
 * both in one transaction of the checkout. The links then leave the saved list while the order
 * holds them. A link already in another live order, or being ordered by another call right now, is
 * a 409; a retry with the same Idempotency-Key answers the first payment again.
 */
export async function payLinks(
  deps: AppDeps,
  owner: Owner,
  input: PayLinksInput & { locale: Locale; address: string },
  idempotencyKey: string | null,
  now: Date,
): Promise<PaymentResult> {
  const ids = (await ownedLinks(deps, owner, input.linkIds)).map((link) => link.id);
  const release = await claim(deps, owner, ids, now);
  try {
    // Read again under the claim: an order made a moment ago now holds the link.
    const links = await ownedLinks(deps, owner, ids);
    const retryOf = await orderNoUnderKey(deps.db, owner, idempotencyKey);
    for (const link of links) if (link.ordered_in !== retryOf) notOrdered(link);
    const lines: OrderLine[] = links.map((link) => ({
      kind: 'link',
      gameId: link.game_id,
      title: link.title,
      linkUrl: link.url,
      priceUsdMinor: link.face_value,
      faceValue: { amount: link.face_value, currencyId: link.face_currency_id },
    }));
    return await createAndPayOrder(
      deps,
      {
        owner,
        address: input.address,
        lines,
        method: input.method,
        channel: input.channel,
        currencyId: input.currencyId,
        returnUrl: input.returnUrl,
        idempotencyKey,
        contactEmail: input.contactEmail,
        locale: input.locale,
      },
      now,
    );
  } finally {
    await release();
  }
}
