import type { UserBalance } from '@storefront/api-client/contract';
import { topUpText } from '@storefront/ui-shared';
import { importWithReload, useDepositReturn } from '@storefront/ui-shared/react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { usePageContext } from '../app/page-context';
import { useAppServices } from '../app/services';
import { useMounted } from '../app/session';
import { useText } from '../app/text';
import './wallet.css';

const TopUpDialog = lazy(importWithReload(() => import('./TopUpDialog')));

/** "Top up balance": opens the dialog (its code loads on the first press). */
export function TopUpButton({ balances }: { balances: readonly UserBalance[] }) {
  const { locale } = useText();
  const { urlPathname } = usePageContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="top-up">
        {topUpText(locale, 'topUp.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TopUpDialog balances={balances} returnUrl={urlPathname} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Back from the provider: the deposit looked for until it lands, then the new balance said. */
export function DepositNotice() {
  const { api } = useAppServices();
  const { locale } = useText();
  const queryClient = useQueryClient();
  const { urlParsed } = usePageContext();
  const mounted = useMounted();
  const back = useDepositReturn({
    api,
    queryClient,
    locale,
    search: new URLSearchParams(urlParsed.search).toString(),
    enabled: mounted,
  });
  if (back.phase === 'none' || !back.message) return null;
  return (
    <Alert
      className="pc-top-up__notice"
      type={back.phase === 'landed' ? 'success' : back.phase === 'cancelled' ? 'warning' : 'info'}
      showIcon
      message={back.message}
      closable={back.phase !== 'waiting'}
      onClose={back.dismiss}
      role="status"
      data-testid="top-up-notice"
      data-phase={back.phase}
    />
  );
}
