import type { GameDetail, LinkQuote } from '@storefront/api-client/contract';
import { t } from '@storefront/ui-shared';
import {
  type CatalogScope,
  type LinkPurchase as Purchase,
  useLinkPurchase,
} from '@storefront/ui-shared/react';
import { useId } from 'react';
import { AccountFields } from './AccountFields';
import { LinkQuotePanel, type Outcome } from './AccountPanels';
import { BuyBar } from './BuyBar';
import { usePurchaseOptions } from './purchase-options';
import { Step } from './Step';

/** What "Get price" came back with, for its panel. */
function quoteOutcome({ pending, value, failure }: Purchase['quote']): Outcome<LinkQuote> {
  if (pending) return { state: 'pending' };
  if (failure) return { state: 'failed', message: failure };
  if (value) return { state: 'done', value };
  return { state: 'idle' };
}

/**
 * A Links top-up sells the pasted link itself (its price is in the link): 1. the link with
 * "Get price", then the bar with the total, "Add to cart" and "Buy now"; no pack or quantity.
 */
export function LinkPurchase({ game, scope }: { game: GameDetail; scope: CatalogScope }) {
  const { locale } = scope;
  const ids = useId();
  const purchase = useLinkPurchase(usePurchaseOptions(game, scope));
  const { account, quote } = purchase;
  if (!purchase.available) return <p className="product-hint">{t(locale, 'product.noPacks')}</p>;
  return (
    <>
      <Step
        number={1}
        id={`${ids}account`}
        title={t(locale, 'product.step.link')}
        testId="step-account"
      >
        <AccountFields account={account} locale={locale} />
        <LinkQuotePanel outcome={quoteOutcome(quote)} onQuote={quote.get} locale={locale} />
      </Step>
      <BuyBar order={purchase} locale={locale} />
    </>
  );
}
