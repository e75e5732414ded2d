import type { GameDetail } from '@storefront/api-client/contract';
import {
  clampQuantity,
  defaultPack,
  formatMoney,
  linkField,
  maxQuantity,
  ORDERS_PATH,
  offersAccountCheck,
  orderPath,
  packTotal,
  stepNumber,
} from '@storefront/ui-shared';
import {
  addToCartMutation,
  buyLinkNowMutation,
  buyNowMutation,
  checkIdMutation,
  gameDetailQuery,
  linkQuoteQuery,
  saveLinkMutation,
  useAccountForm,
} from '@storefront/ui-shared/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { useAppServices } from '../app/services';
import { LoadFailed } from '../catalog/LoadProblem';
import { useCatalogScope } from '../data/catalog-scope';
import { AccountFields } from './AccountFields';
import { BuyBox } from './BuyBox';
import { CheckCircleIcon, ShieldIcon } from './icons';
import { PackPicker } from './PackPicker';
import { ProductHero, ProductSkeleton } from './ProductHero';
import { QuantityPicker } from './QuantityPicker';
import { Step } from './Step';
import { useText } from './text';
import './product.css';

/** The product detail page of the game `name`, priced in the active currency. */
export function ProductScreen({ name }: { name: string }) {
  const { api } = useAppServices();
  const { tr } = useText();
  const query = useQuery({
    ...gameDetailQuery(api, useCatalogScope(), name),
    placeholderData: keepPreviousData,
  });
  const game = query.data?.name === name ? query.data : undefined;
  return (
    <section className="pc-page pc-product" data-page="productDetail">
      {game ? (
        <>
          <ProductHero game={game} />
          {game.type === 'Links' ? (
            <LinkProduct key={game.name} game={game} />
          ) : (
            <PackProduct key={game.name} game={game} busy={query.isPlaceholderData} />
          )}
        </>
      ) : query.isError ? (
        <LoadFailed message={tr('product.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <ProductSkeleton />
      )}
    </section>
  );
}

/** Games and Login top-ups: the account, a pack, a quantity, then buy or add to cart. */
function PackProduct({ game, busy }: { game: GameDetail; busy: boolean }) {
  const { api, queryClient } = useAppServices();
  const scope = useCatalogScope();
  const { locale, tr } = useText();
  const account = useAccountForm(game.accountFields, locale);
  const [packId, setPackId] = useState(() => defaultPack(game.packs)?.id);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const [nickname, setNickname] = useState<string | null>(null);
  const check = useMutation(checkIdMutation(api));
  const addToCart = useMutation(addToCartMutation(api, queryClient));
  const buyNow = useMutation(buyNowMutation(api));

  const pack = game.packs.find((candidate) => candidate.id === packId);
  const count = pack ? clampQuantity(pack, quantity) : 1;
  const isTopUp = game.type === 'Games';
  const offersCheck = offersAccountCheck(game);

  const change = (key: string, value: string) => {
    account.change(key, value);
    setNickname(null);
    check.reset();
  };

  const runCheck = () => {
    const values = account.filled();
    if (!values) return;
    check.mutate(
      { gameName: game.name, account: values },
      {
        onSuccess: (answer) => setNickname(answer.nickname),
        onError: (error) => void account.showServerError(error),
      },
    );
  };

  /** The line to send, or null after showing what is missing. */
  const line = () => {
    const values = account.validate();
    if (!values || !pack) return null;
    return { packId: pack.id, quantity: count, account: values };
  };

  const buy = () => {
    const item = line();
    if (!item) return;
    buyNow.mutate(
      { items: [item], currencyId: scope.currencyId },
      {
        onSuccess: (order) => void navigate(orderPath(order.orderNo)),
        onError: (error) => void account.showServerError(error),
      },
    );
  };

  const add = () => {
    const item = line();
    if (!item) return;
    setAdded(false);
    addToCart.mutate(
      { ...item, currencyId: scope.currencyId },
      {
        onSuccess: () => setAdded(true),
        onError: (error) => void account.showServerError(error),
      },
    );
  };

  const checkFailed = check.isError && !Object.keys(account.errors).length;

  return (
    <div className="pc-product__body">
      <div className="pc-product__steps">
        {stepNumber(game, 'account') > 0 && (
          <Step
            number={stepNumber(game, 'account')}
            title={tr(isTopUp ? 'product.step.account' : 'product.step.login')}
          >
            {!isTopUp && (
              <Alert
                className="pc-account__warning"
                type="warning"
                showIcon
                icon={<ShieldIcon />}
                title={tr('product.loginWarning')}
              />
            )}
            <div className="pc-account">
              <AccountFields
                fields={game.accountFields}
                values={account.values}
                errors={account.errors}
                onChange={change}
                onBlur={account.blur}
              />
              {offersCheck && (
                <Button
                  size="large"
                  className="pc-account__check"
                  loading={check.isPending}
                  onClick={runCheck}
                >
                  {tr(check.isPending ? 'product.checking' : 'product.check')}
                </Button>
              )}
            </div>
            {offersCheck && (
              <div className="pc-account__result" aria-live="polite">
                {nickname ? (
                  <p className="pc-account__nickname" data-nickname>
                    <CheckCircleIcon />
                    {tr('product.nickname', { nickname })}
                  </p>
                ) : checkFailed ? (
                  <p className="pc-field__error" role="alert">
                    {check.error.message}
                  </p>
                ) : (
                  <p className="pc-product__note">{tr('product.checkFirst')}</p>
                )}
              </div>
            )}
          </Step>
        )}
        <Step number={stepNumber(game, 'pack')} title={tr('product.step.pack')}>
          <PackPicker
            packs={game.packs}
            selectedId={packId}
            busy={busy}
            onSelect={(next) => {
              setPackId(next.id);
              setQuantity((current) => clampQuantity(next, current));
            }}
          />
        </Step>
        <Step number={stepNumber(game, 'quantity')} title={tr('product.step.quantity')}>
          <QuantityPicker
            value={count}
            max={pack ? maxQuantity(pack) : 0}
            onChange={(next) => setQuantity(pack ? clampQuantity(pack, next) : 1)}
          />
        </Step>
      </div>
      <BuyBox
        summary={
          pack
            ? [
                { label: tr('product.packs'), value: pack.title },
                {
                  label: tr('product.quantity'),
                  value: `${count} × ${formatMoney(pack.price, locale)}`,
                },
              ]
            : []
        }
        total={pack ? packTotal(pack, count) : null}
        hint={pack ? null : tr('product.choosePack')}
        buying={buyNow.isPending}
        adding={addToCart.isPending}
        added={added}
        onBuy={buy}
        onAdd={add}
      />
    </div>
  );
}

/** Links top-ups: paste the shop's payment link, see its price, then buy or keep it in the cart. */
function LinkProduct({ game }: { game: GameDetail }) {
  const { api, queryClient } = useAppServices();
  const scope = useCatalogScope();
  const { locale, tr } = useText();
  const field = linkField(game.accountFields);
  const fields = field ? [{ ...field, required: true }] : [];
  const account = useAccountForm(fields, locale);
  const [quotedUrl, setQuotedUrl] = useState('');
  const [added, setAdded] = useState(false);
  const quote = useQuery({
    ...linkQuoteQuery(api, scope, game.name, quotedUrl),
    enabled: quotedUrl !== '',
    placeholderData: keepPreviousData,
  });
  const saveLink = useMutation(saveLinkMutation(api, queryClient));
  const buyLink = useMutation(buyLinkNowMutation(api, queryClient));
  if (!field) return <p className="pc-product__note">{tr('product.noPacks')}</p>;

  const url = account.values[field.key] ?? '';
  const priced = quotedUrl !== '' && quote.data && !quote.isError ? quote.data : undefined;

  const getQuote = () => {
    const values = account.validate();
    if (values) setQuotedUrl(values[field.key] ?? '');
  };

  /** The link to send: valid and quoted; else null with the reason shown. */
  const quotedLink = () => {
    const values = account.validate();
    if (!values) return null;
    const typed = values[field.key] ?? '';
    if (typed !== quotedUrl) setQuotedUrl(typed);
    return { gameName: game.name, url: typed, currencyId: scope.currencyId };
  };

  const buy = () => {
    const link = quotedLink();
    if (!link) return;
    buyLink.mutate(
      { ...link, returnUrl: ORDERS_PATH },
      {
        onSuccess: (order) => void navigate(orderPath(order.orderNo)),
        onError: (error) => void account.showServerError(error),
      },
    );
  };

  const add = () => {
    const link = quotedLink();
    if (!link) return;
    setAdded(false);
    saveLink.mutate(link, {
      onSuccess: () => setAdded(true),
      onError: (error) => void account.showServerError(error),
    });
  };

  const quoteError = quotedUrl !== '' && quote.isError ? quote.error.message : null;

  return (
    <div className="pc-product__body">
      <div className="pc-product__steps">
        <Step number={1} title={tr('product.step.link')}>
          <p className="pc-product__hint">{tr('product.link.hint')}</p>
          <div className="pc-account">
            <AccountFields
              fields={fields}
              values={account.values}
              errors={quoteError ? { ...account.errors, [field.key]: quoteError } : account.errors}
              onChange={(key, value) => {
                account.change(key, value);
                if (value.trim() !== quotedUrl) setQuotedUrl('');
                setAdded(false);
              }}
              onBlur={account.blur}
            />
            <Button
              size="large"
              className="pc-account__check"
              loading={quote.isFetching}
              onClick={getQuote}
            >
              {tr(quote.isFetching ? 'product.link.quoting' : 'product.link.quote')}
            </Button>
          </div>
        </Step>
        <Step number={2} title={tr('product.link.total')}>
          {priced ? (
            <dl className="pc-quote" aria-busy={quote.isPlaceholderData || undefined} data-quote>
              <div>
                <dt>{tr('product.link.faceValue')}</dt>
                <dd>{formatMoney(priced.faceValue, locale)}</dd>
              </div>
              <div>
                <dt>{tr('product.link.price')}</dt>
                <dd>{formatMoney(priced.price, locale)}</dd>
              </div>
              {priced.idrDiscount ? (
                <div className="pc-quote__discount" data-idr-discount>
                  <dt>{tr('product.link.idrDiscount')}</dt>
                  <dd>−{formatMoney(priced.idrDiscount, locale)}</dd>
                </div>
              ) : (
                priced.discount.amount > 0 && (
                  <div className="pc-quote__discount">
                    <dt>{tr('product.link.discount')}</dt>
                    <dd>−{formatMoney(priced.discount, locale)}</dd>
                  </div>
                )
              )}
              <div className="pc-quote__total">
                <dt>{tr('product.link.total')}</dt>
                <dd data-price>{formatMoney(priced.total, locale)}</dd>
              </div>
            </dl>
          ) : (
            <p className="pc-product__note">{tr('product.link.quoteFirst')}</p>
          )}
        </Step>
      </div>
      <BuyBox
        summary={
          priced && url
            ? [
                {
                  label: tr('product.link.faceValue'),
                  value: formatMoney(priced.faceValue, locale),
                },
              ]
            : []
        }
        total={priced ? priced.total : null}
        hint={priced ? null : tr('product.link.quoteFirst')}
        buying={buyLink.isPending}
        adding={saveLink.isPending}
        added={added}
        onBuy={buy}
        onAdd={add}
      />
    </div>
  );
}
