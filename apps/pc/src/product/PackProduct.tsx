import type { GameDetail } from '@storefront/api-client/contract';
import { formatMoney } from '@storefront/ui-shared';
import { type CatalogScope, type PackPurchase, usePackPurchase } from '@storefront/ui-shared/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useText } from '../app/text';
import { AccountFields } from './AccountFields';
import { BuyBox } from './BuyBox';
import { ChannelPicker } from './ChannelPicker';
import { CheckCircleIcon, ShieldIcon } from './icons';
import { PackPicker } from './PackPicker';
import { usePurchaseOptions } from './purchase-options';
import { QuantityPicker } from './QuantityPicker';
import { Step } from './Step';

/** Games and Login top-ups: the account, a pack, a quantity, then buy or add to cart. */
export function PackProduct({
  game,
  scope,
  busy,
}: {
  game: GameDetail;
  scope: CatalogScope;
  busy: boolean;
}) {
  const { locale, tr } = useText();
  const purchase = usePackPurchase(usePurchaseOptions(game, scope));
  const { pack, quantity } = purchase;
  return (
    <div className="pc-product__body">
      <div className="pc-product__steps">
        {purchase.steps.account > 0 && (
          <Step
            number={purchase.steps.account}
            title={tr(game.type === 'Games' ? 'product.step.account' : 'product.step.login')}
          >
            <AccountStep purchase={purchase} warn={game.type === 'Login'} />
          </Step>
        )}
        <Step number={purchase.steps.pack} title={tr('product.step.pack')}>
          <PackPicker
            packs={purchase.packs}
            selectedId={pack?.id}
            busy={busy}
            onSelect={purchase.choosePack}
          />
        </Step>
        <Step number={purchase.steps.quantity} title={tr('product.step.quantity')}>
          <QuantityPicker
            value={quantity}
            max={purchase.maxQuantity}
            onChange={purchase.setQuantity}
          />
        </Step>
        <Step number={purchase.steps.quantity + 1} title={tr('channels.title')}>
          <ChannelPicker picker={purchase.channels} />
        </Step>
      </div>
      <BuyBox
        summary={
          pack
            ? [
                { label: tr('product.packs'), value: pack.title },
                {
                  label: tr('product.quantity'),
                  value: `${quantity} × ${formatMoney(pack.price, locale)}`,
                },
              ]
            : []
        }
        order={purchase}
      />
    </div>
  );
}

/** Step 1: the login warning, the account fields, "Check" and its answer. */
function AccountStep({ purchase, warn }: { purchase: PackPurchase; warn: boolean }) {
  const { tr } = useText();
  const { account, check } = purchase;
  return (
    <>
      {warn && (
        <Alert
          className="pc-account__warning"
          type="warning"
          showIcon
          icon={<ShieldIcon />}
          title={tr('product.loginWarning')}
        />
      )}
      <div className="pc-account">
        <AccountFields account={account} />
        {check.offered && (
          <Button
            size="large"
            className="pc-account__check"
            loading={check.pending}
            onClick={check.run}
          >
            {tr(check.pending ? 'product.checking' : 'product.check')}
          </Button>
        )}
      </div>
      {check.offered && (
        <div className="pc-account__result" aria-live="polite" data-testid="check-result">
          {check.nickname ? (
            <p className="pc-account__nickname" data-nickname>
              <CheckCircleIcon />
              {tr('product.nickname', { nickname: check.nickname })}
            </p>
          ) : check.failure ? (
            <p className="pc-field__error" role="alert">
              {check.failure}
            </p>
          ) : (
            <p className="pc-product__note">{tr('product.checkFirst')}</p>
          )}
        </div>
      )}
    </>
  );
}
