import type { UserBalance } from '@storefront/api-client/contract';
import { isLoginAtom } from '@storefront/state';
import { type Locale, topUpText } from '@storefront/ui-shared';
import { useDepositReturn } from '@storefront/ui-shared/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import './top-up.css';

// The form's code loads on the first tap: it stays out of every page's first load.
const TopUpSheet = lazy(() => import('./TopUpSheet'));

/** "Top up balance": a full-width button opening the top-up sheet. */
export function TopUpButton({
  balances,
  locale,
}: {
  balances: readonly UserBalance[];
  locale: Locale;
}) {
  const { urlParsed } = usePageContext();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="top-up-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="top-up"
      >
        <span aria-hidden="true">+</span> {topUpText(locale, 'topUp.action')}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <TopUpSheet
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
            locale={locale}
            balances={balances}
            returnUrl={urlParsed.pathname}
          />
        </Suspense>
      )}
    </>
  );
}

/** Back from the provider: the deposit looked for until it lands, then the new balance said. */
export function DepositNotice({ locale }: { locale: Locale }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const isLogin = useAtomValue(isLoginAtom);
  const { urlParsed } = usePageContext();
  const back = useDepositReturn({
    api,
    queryClient,
    locale,
    search: new URLSearchParams(urlParsed.search).toString(),
    enabled: isLogin,
  });
  if (back.phase === 'none' || !back.message) return null;
  return (
    <div
      className="top-up-notice"
      role="status"
      data-phase={back.phase}
      data-testid="top-up-notice"
    >
      <p className="top-up-notice__text">{back.message}</p>
      {back.phase !== 'waiting' && (
        <button type="button" className="top-up-notice__close" onClick={back.dismiss}>
          {back.dismissLabel}
        </button>
      )}
    </div>
  );
}
