import type { GameDetail } from '@storefront/api-client/contract';
import { t } from '@storefront/ui-shared';
import {
  type CatalogScope,
  type PackPurchase as Purchase,
  usePackPurchase,
} from '@storefront/ui-shared/react';
import { useId } from 'react';
import { AccountFields } from './AccountFields';
import { CheckIdPanel, LoginWarning, type Outcome } from './AccountPanels';
import { BuyBar } from './BuyBar';
import { ChannelStep } from './ChannelStep';
import { PackGrid } from './PackGrid';
import { usePurchaseOptions } from './purchase-options';
import { QuantityStepper } from './QuantityStepper';
import { Step } from './Step';

/** What "Check" came back with, for its panel. */
function checkOutcome({ pending, nickname, failure }: Purchase['check']): Outcome<string> {
  if (pending) return { state: 'pending' };
  if (nickname) return { state: 'done', value: nickname };
  if (failure) return { state: 'failed', message: failure };
  return { state: 'idle' };
}

/**
 * A Games or Login top-up: 1. the account (with "Check", or the login warning), 2. the pack,
 * 3. the quantity, 4. the bar with the total, "Add to cart" and "Buy now", kept above the tab bar.
 */
export function PackPurchase({ game, scope }: { game: GameDetail; scope: CatalogScope }) {
  const { locale } = scope;
  const ids = useId();
  const purchase = usePackPurchase(usePurchaseOptions(game, scope));
  const { account, check, pack } = purchase;
  const packsHeading = `${ids}packs`;
  const quantityHeading = `${ids}quantity`;
  return (
    <>
      {purchase.steps.account > 0 && (
        <Step
          number={purchase.steps.account}
          id={`${ids}account`}
          title={t(locale, game.type === 'Login' ? 'product.step.login' : 'product.step.account')}
          testId="step-account"
        >
          <AccountFields account={account} locale={locale} />
          {check.offered && (
            <CheckIdPanel outcome={checkOutcome(check)} onCheck={check.run} locale={locale} />
          )}
          {game.type === 'Login' && <LoginWarning locale={locale} />}
        </Step>
      )}
      <Step
        number={purchase.steps.pack}
        id={packsHeading}
        title={t(locale, 'product.step.pack')}
        testId="step-pack"
      >
        {purchase.packs.length > 0 ? (
          <PackGrid
            packs={purchase.packs}
            selectedId={pack?.id ?? null}
            onSelect={purchase.choosePack}
            locale={locale}
            labelledBy={packsHeading}
          />
        ) : (
          <p className="product-hint">{t(locale, 'product.noPacks')}</p>
        )}
      </Step>
      <Step
        number={purchase.steps.quantity}
        id={quantityHeading}
        title={t(locale, 'product.step.quantity')}
      >
        <QuantityStepper
          value={purchase.quantity}
          max={purchase.maxQuantity}
          onChange={purchase.setQuantity}
          locale={locale}
          labelledBy={quantityHeading}
        />
      </Step>
      <ChannelStep
        number={purchase.steps.quantity + 1}
        picker={purchase.channels}
        locale={locale}
      />
      <BuyBar order={purchase} locale={locale} />
    </>
  );
}
