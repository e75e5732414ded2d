import type { GameDetail, LinkQuote } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { type CatalogScope, useLinkPurchase } from '@storefront/ui-shared/react';
import Button from 'antd/es/button';
import { useText } from '../app/text';
import { AccountFields } from './AccountFields';
import { BuyBox } from './BuyBox';
import { usePurchaseOptions } from './purchase-options';
import { Step } from './Step';

/** Links top-ups: paste the shop's payment link, see its price, then buy or keep it in the cart. */
export function LinkProduct({ game, scope }: { game: GameDetail; scope: CatalogScope }) {
  const { locale, tr } = useText();
  const purchase = useLinkPurchase(usePurchaseOptions(game, scope));
  const { account, quote } = purchase;
  if (!purchase.available) return <p className="pc-product__note">{tr('product.noPacks')}</p>;
  // A refused quote shows under the link itself.
  const refusal = quote.failure;
  const errors = refusal
    ? Object.fromEntries(account.fields.map((field) => [field.key, refusal]))
    : account.errors;
  return (
    <div className="pc-product__body">
      <div className="pc-product__steps">
        <Step number={1} title={tr('product.step.link')}>
          <p className="pc-product__hint">{tr('product.link.hint')}</p>
          <div className="pc-account">
            <AccountFields account={{ ...account, errors }} />
            <Button
              size="large"
              className="pc-account__check"
              loading={quote.pending}
              onClick={quote.get}
            >
              {tr(quote.pending ? 'product.link.quoting' : 'product.link.quote')}
            </Button>
          </div>
        </Step>
        <Step number={2} title={tr('product.link.total')}>
          {quote.value ? (
            <QuoteList quote={quote.value} busy={quote.repricing} />
          ) : (
            <p className="pc-product__note">{tr('product.link.quoteFirst')}</p>
          )}
        </Step>
      </div>
      <BuyBox
        summary={
          quote.value
            ? [
                {
                  label: tr('product.link.faceValue'),
                  value: formatMoney(quote.value.faceValue, locale),
                },
              ]
            : []
        }
        order={purchase}
      />
    </div>
  );
}

/** The link's price: face value, price, the discount (the IDR one when paying in IDR), total. */
function QuoteList({ quote, busy }: { quote: LinkQuote; busy: boolean }) {
  const { locale, tr } = useText();
  return (
    <dl className="pc-quote" aria-busy={busy || undefined} data-quote>
      <div>
        <dt>{tr('product.link.faceValue')}</dt>
        <dd>{formatMoney(quote.faceValue, locale)}</dd>
      </div>
      <div>
        <dt>{tr('product.link.price')}</dt>
        <dd>{formatMoney(quote.price, locale)}</dd>
      </div>
      {quote.idrDiscount ? (
        <div className="pc-quote__discount" data-idr-discount>
          <dt>{tr('product.link.idrDiscount')}</dt>
          <dd>−{formatMoney(quote.idrDiscount, locale)}</dd>
        </div>
      ) : (
        quote.discount.amount > 0 && (
          <div className="pc-quote__discount">
            <dt>{tr('product.link.discount')}</dt>
            <dd>−{formatMoney(quote.discount, locale)}</dd>
          </div>
        )
      )}
      <div className="pc-quote__total">
        <dt>{tr('product.link.total')}</dt>
        <dd data-price>{formatMoney(quote.total, locale)}</dd>
      </div>
    </dl>
  );
}
