import type { LinkQuote } from '@storefront/api-client/contract';
import { formatMoney, type Locale, t } from '@storefront/ui-shared';
import { Button } from 'react-vant/es/button/index.js';
import 'react-vant/es/button/style/index.css';

/** What a "Check" or "Get price" call came back with: nothing yet, a result, or the server's refusal. */
export type Outcome<T> =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'done'; value: T }
  | { state: 'failed'; message: string };

/** `Games`: "Check" shows the account's nickname, or why the server refused the id. */
export function CheckIdPanel({
  outcome,
  onCheck,
  locale,
}: {
  outcome: Outcome<string>;
  onCheck: () => void;
  locale: Locale;
}) {
  return (
    <div className="account-actions">
      <Button
        type="primary"
        plain
        round
        block
        loading={outcome.state === 'pending'}
        loadingText={t(locale, 'product.checking')}
        onClick={onCheck}
        data-testid="check-id"
      >
        {t(locale, 'product.check')}
      </Button>
      {outcome.state === 'done' && (
        <p className="account-result account-result--ok" role="status" data-testid="nickname">
          {t(locale, 'product.nickname', { nickname: outcome.value })}
        </p>
      )}
      {outcome.state === 'failed' && (
        <p className="account-result account-result--error" role="alert" data-testid="check-error">
          {outcome.message}
        </p>
      )}
      {outcome.state === 'idle' && (
        <p className="product-hint">{t(locale, 'product.checkFirst')}</p>
      )}
    </div>
  );
}

/** `Links`: "Get price" quotes the pasted link, with the extra discount when paying in IDR. */
export function LinkQuotePanel({
  outcome,
  onQuote,
  locale,
}: {
  outcome: Outcome<LinkQuote>;
  onQuote: () => void;
  locale: Locale;
}) {
  return (
    <div className="account-actions">
      <p className="product-hint">{t(locale, 'product.link.hint')}</p>
      <Button
        type="primary"
        plain
        round
        block
        loading={outcome.state === 'pending'}
        loadingText={t(locale, 'product.link.quoting')}
        onClick={onQuote}
        data-testid="quote-link"
      >
        {t(locale, 'product.link.quote')}
      </Button>
      {outcome.state === 'done' && <QuoteTable quote={outcome.value} locale={locale} />}
      {outcome.state === 'failed' && (
        <p className="account-result account-result--error" role="alert" data-testid="quote-error">
          {outcome.message}
        </p>
      )}
    </div>
  );
}

function QuoteTable({ quote, locale }: { quote: LinkQuote; locale: Locale }) {
  return (
    <dl className="link-quote" data-testid="link-quote" aria-live="polite">
      <dt>{t(locale, 'product.link.faceValue')}</dt>
      <dd>{formatMoney(quote.faceValue, locale)}</dd>
      <dt>{t(locale, 'product.link.price')}</dt>
      <dd>{formatMoney(quote.price, locale)}</dd>
      {/* Paying in IDR, the discount is the IDR one: one row, named for why it applies. */}
      {!quote.idrDiscount && quote.discount.amount > 0 && (
        <>
          <dt>{t(locale, 'product.link.discount')}</dt>
          <dd className="link-quote__discount">−{formatMoney(quote.discount, locale)}</dd>
        </>
      )}
      {quote.idrDiscount && quote.idrDiscount.amount > 0 && (
        <>
          <dt>{t(locale, 'product.link.idrDiscount')}</dt>
          <dd className="link-quote__discount" data-testid="idr-discount">
            −{formatMoney(quote.idrDiscount, locale)}
          </dd>
        </>
      )}
      <dt className="link-quote__total">{t(locale, 'product.link.total')}</dt>
      <dd className="link-quote__total" data-testid="link-total">
        {formatMoney(quote.total, locale)}
      </dd>
    </dl>
  );
}

/** `Login`: the plain warning that the credentials are used once and then wiped. */
export function LoginWarning({ locale }: { locale: Locale }) {
  return (
    <p className="login-warning" role="note" data-testid="login-warning">
      {t(locale, 'product.loginWarning')}
    </p>
  );
}
