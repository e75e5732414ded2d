import { isApiError } from '@storefront/api-client';
import type { GameDetail, LinkQuote, Pack } from '@storefront/api-client/contract';
import {
  clampQuantity,
  defaultPack,
  linkField,
  maxQuantity,
  ORDERS_PATH,
  offersAccountCheck,
  orderPath,
  packTotal,
  stepNumber,
  t,
  validateAccountField,
} from '@storefront/ui-shared';
import {
  accountFieldId,
  addToCartMutation,
  buyLinkNowMutation,
  buyNowMutation,
  type CatalogScope,
  checkIdMutation,
  linkQuoteQuery,
  saveLinkMutation,
  useAccountForm,
} from '@storefront/ui-shared/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { AccountFields } from './AccountFields';
import { CheckIdPanel, LinkQuotePanel, LoginWarning, type Outcome } from './AccountPanels';
import { BuyBar } from './BuyBar';
import { PackGrid } from './PackGrid';
import { QuantityStepper } from './QuantityStepper';
import { Step } from './Step';

const ACCOUNT_STEP_TITLE = {
  Games: 'product.step.account',
  Links: 'product.step.link',
  Login: 'product.step.login',
} as const;

/** The failure's message as the customer should read it (the server's, when it sent one). */
function messageOf(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

function outcomeOf<T>(status: string, data: T | undefined, error: unknown): Outcome<T> {
  if (status === 'pending') return { state: 'pending' };
  if (status === 'error') return { state: 'failed', message: messageOf(error) };
  if (status === 'success' && data !== undefined) return { state: 'done', value: data };
  return { state: 'idle' };
}

/**
 * The numbered steps: 1. the account (with "Check" or the link's price), 2. the pack, 3. the
 * quantity, 4. the bar with the total, "Add to cart" and "Buy now", kept above the tab bar. A Links
 * game sells the pasted link itself (its price is in the link), so it has no pack or quantity steps.
 */
export function ProductPurchase({ game, scope }: { game: GameDetail; scope: CatalogScope }) {
  const { locale } = scope;
  const { api, backgroundApi } = useAppServices();
  const queryClient = useQueryClient();
  const ids = useId();
  const account = useAccountForm(game.accountFields, locale);
  const [packId, setPackId] = useState<number | null>(() => defaultPack(game.packs)?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [addedToCart, setAddedToCart] = useState(false);
  const [quotedUrl, setQuotedUrl] = useState<string | null>(null);

  // The quiet client: the answer shows beside the button, not in a notification as well.
  const checkId = useMutation(checkIdMutation(backgroundApi));
  const linkInput = linkField(game.accountFields);
  const quote = useQuery({
    ...linkQuoteQuery(backgroundApi, scope, game.name, quotedUrl ?? ''),
    enabled: quotedUrl !== null,
  });
  const addToCart = useMutation(addToCartMutation(api, queryClient));
  const buyNow = useMutation(buyNowMutation(api));
  const saveLink = useMutation(saveLinkMutation(api, queryClient));
  const buyLinkNow = useMutation(buyLinkNowMutation(api, queryClient));
  const sellsLink = game.type === 'Links';

  // The pack as priced now (the packs are re-read when the currency changes).
  const pack: Pack | undefined = game.packs.find((candidate) => candidate.id === packId);
  const max = pack ? maxQuantity(pack) : 0;
  const packPrice = pack && max > 0 ? packTotal(pack, clampQuantity(pack, quantity)) : null;
  const total = sellsLink ? (quotedUrl !== null ? (quote.data?.total ?? null) : null) : packPrice;

  const changeValue = (key: string, value: string) => {
    account.change(key, value);
    checkId.reset();
    if (key === linkInput?.key) setQuotedUrl(null);
    setNotice(null);
  };
  /** The account values to send, or null after showing what is wrong. */
  const checkedAccount = () => {
    const values = account.validate();
    if (!values) setNotice(t(locale, 'product.fixAccount'));
    return values;
  };

  /** A refused account (422 naming a field) shows its message beside that field too. */
  const showFieldError = (error: unknown) => void account.showServerError(error);

  // The ID-check service is the authority on an account: "Check" asks it once the required fields
  // are filled (trimmed), and shows its answer (the nickname, or what is wrong) beside the button.
  const onCheck = () => {
    const values = account.filled();
    if (values) checkId.mutate({ gameName: game.name, account: values });
  };
  /** The link as typed when it is a valid top-up link (priced from then on), else null with why. */
  const typedLink = (): string | null => {
    if (!linkInput) return null;
    const { key } = linkInput;
    const error = validateAccountField(
      { ...linkInput, required: true },
      account.values[key],
      locale,
    );
    account.setError(key, error?.message);
    if (error) {
      document.getElementById(accountFieldId(key))?.focus();
      return null;
    }
    const url = (account.values[key] ?? '').trim();
    setQuotedUrl(url);
    return url;
  };
  const onQuote = () => void typedLink();

  const line = () => {
    if (!pack) {
      setNotice(t(locale, 'product.choosePack'));
      return null;
    }
    const account = checkedAccount();
    if (!account) return null;
    setNotice(null);
    return { packId: pack.id, quantity: clampQuantity(pack, quantity), account };
  };
  /** The link to save or order (the server prices it again), or null after saying what is wrong. */
  const linkRequest = () => {
    const url = typedLink();
    setNotice(url === null ? t(locale, 'product.link.quoteFirst') : null);
    return url === null ? null : { gameName: game.name, url, currencyId: scope.currencyId };
  };
  const added = {
    onSuccess: () => setAddedToCart(true),
    onError: showFieldError,
  };
  const toOrder = {
    onSuccess: (order: { orderNo: string }) => void navigate(orderPath(order.orderNo)),
    onError: showFieldError,
  };
  const onAddToCart = () => {
    if (sellsLink) {
      const request = linkRequest();
      if (request) saveLink.mutate(request, added);
      return;
    }
    const item = line();
    if (item) addToCart.mutate({ ...item, currencyId: scope.currencyId }, added);
  };
  const onBuyNow = () => {
    if (sellsLink) {
      const request = linkRequest();
      if (request) buyLinkNow.mutate({ ...request, returnUrl: ORDERS_PATH }, toOrder);
      return;
    }
    const item = line();
    if (item) buyNow.mutate({ items: [item], currencyId: scope.currencyId }, toOrder);
  };
  const ordering = [buyNow, buyLinkNow].some(
    (mutation) => mutation.isPending || mutation.isSuccess,
  );

  const packsHeading = `${ids}packs`;
  const quantityHeading = `${ids}quantity`;
  return (
    <>
      {stepNumber(game, 'account') > 0 && (
        <Step
          number={stepNumber(game, 'account')}
          id={`${ids}account`}
          title={t(locale, ACCOUNT_STEP_TITLE[game.type])}
          testId="step-account"
        >
          <AccountFields
            fields={game.accountFields}
            values={account.values}
            errors={account.errors}
            onChange={changeValue}
            onBlur={account.blur}
            locale={locale}
          />
          {offersAccountCheck(game) && (
            <CheckIdPanel
              outcome={outcomeOf(checkId.status, checkId.data?.nickname, checkId.error)}
              onCheck={onCheck}
              locale={locale}
            />
          )}
          {game.type === 'Links' && (
            <LinkQuotePanel
              outcome={
                quotedUrl === null
                  ? { state: 'idle' }
                  : outcomeOf<LinkQuote>(quote.status, quote.data, quote.error)
              }
              onQuote={onQuote}
              locale={locale}
            />
          )}
          {game.type === 'Login' && <LoginWarning locale={locale} />}
        </Step>
      )}
      {!sellsLink && (
        <>
          <Step
            number={stepNumber(game, 'pack')}
            id={packsHeading}
            title={t(locale, 'product.step.pack')}
            testId="step-pack"
          >
            {game.packs.length > 0 ? (
              <PackGrid
                packs={game.packs}
                selectedId={packId}
                onSelect={(next) => {
                  setPackId(next.id);
                  setQuantity((current) => clampQuantity(next, current));
                  setNotice(null);
                }}
                locale={locale}
                labelledBy={packsHeading}
              />
            ) : (
              <p className="product-hint">{t(locale, 'product.noPacks')}</p>
            )}
          </Step>
          <Step
            number={stepNumber(game, 'quantity')}
            id={quantityHeading}
            title={t(locale, 'product.step.quantity')}
          >
            <QuantityStepper
              value={pack ? clampQuantity(pack, quantity) : 1}
              max={max}
              onChange={(next) => setQuantity(pack ? clampQuantity(pack, next) : 1)}
              locale={locale}
              labelledBy={quantityHeading}
            />
          </Step>
        </>
      )}
      <BuyBar
        total={total}
        locale={locale}
        adding={addToCart.isPending || saveLink.isPending}
        buying={ordering}
        addedToCart={addedToCart}
        notice={notice}
        onAddToCart={onAddToCart}
        onBuyNow={onBuyNow}
      />
    </>
  );
}
