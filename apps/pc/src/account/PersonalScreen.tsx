import type { UserSummary } from '@storefront/api-client/contract';
import {
  accountFormText,
  formatDate,
  HELP_PATH,
  type MessageKey,
  ORDERS_PATH,
  WALLET_PATH,
} from '@storefront/ui-shared';
import { importWithReload, userSummaryQuery } from '@storefront/ui-shared/react';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { useAppServices } from '../app/services';
import { useMounted } from '../app/session';
import { useText } from '../app/text';
import { LoadFailed } from '../catalog/LoadProblem';
import { LogoutButton } from '../frame/UserEntry';
import { BalanceCards, BalanceCardsSkeleton } from '../wallet/BalanceCards';
import { DepositNotice, TopUpButton } from '../wallet/TopUpAction';
import './account.css';

const ChangePasswordDialog = lazy(importWithReload(() => import('./ChangePasswordDialog')));

/** Each count and the orders list it opens ("in progress" is paid or processing: every order). */
const ORDER_COUNTS = [
  ['unpaid', `${ORDERS_PATH}?status=unpaid`],
  ['inProgress', ORDERS_PATH],
  ['completed', `${ORDERS_PATH}?status=completed`],
] as const satisfies readonly (readonly [keyof UserSummary['orderCounts'], string])[];

/** `/personal`: who is logged in, their balances and orders at a glance, and where to go next. */
export function PersonalScreen() {
  const { api } = useAppServices();
  const { tr } = useText();
  const summary = useQuery({ ...userSummaryQuery(api), enabled: useMounted() });
  return (
    <section className="pc-page pc-personal" data-page="personal">
      <h1 className="pc-page__title">{tr('route.personal')}</h1>
      <DepositNotice />
      {summary.data ? (
        <PersonalBody summary={summary.data} />
      ) : summary.isError ? (
        <LoadFailed onRetry={() => void summary.refetch()} />
      ) : (
        <BalanceCardsSkeleton />
      )}
    </section>
  );
}

function PersonalBody({ summary }: { summary: UserSummary }) {
  const { locale, tr } = useText();
  const { user, orderCounts } = summary;
  return (
    <div className="pc-personal__grid">
      <section className="pc-card pc-personal__profile" data-testid="user-summary">
        <h2 className="pc-card__title">{tr('account.profile')}</h2>
        <p className="pc-personal__name">{user.nickname}</p>
        <p className="pc-personal__email">{user.email}</p>
        <p className="pc-personal__since">
          {tr('account.memberSince', { date: formatDate(user.createdAt, locale) })}
        </p>
        <div className="pc-personal__actions">
          <ChangePasswordButton user={user} />
          <LogoutButton />
        </div>
      </section>
      <section className="pc-card pc-personal__balances">
        <h2 className="pc-card__title">{tr('account.balances')}</h2>
        <BalanceCards balances={user.userBalance} />
        <div className="pc-personal__wallet">
          <TopUpButton balances={user.userBalance} />
          <a href={WALLET_PATH}>{tr('account.links.wallet')} →</a>
        </div>
      </section>
      <section className="pc-card pc-personal__orders">
        <h2 className="pc-card__title">{tr('account.links.orders')}</h2>
        <ul className="pc-personal__counts">
          {ORDER_COUNTS.map(([count, href]) => (
            <li key={count}>
              <a href={href} data-count={count}>
                <strong>{orderCounts[count]}</strong>
                <span>{tr(`account.orderCounts.${count}` as MessageKey)}</span>
              </a>
            </li>
          ))}
        </ul>
        <nav className="pc-personal__links">
          <a href={ORDERS_PATH}>{tr('account.links.orders')} →</a>
          <a href={HELP_PATH}>{tr('account.links.help')} →</a>
        </nav>
      </section>
    </div>
  );
}

/** "Change password": opens the dialog (its code, and the password policy's, load on the press). */
function ChangePasswordButton({ user }: { user: UserSummary['user'] }) {
  const { locale } = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="change-password">
        {accountFormText(locale, 'account.changeTitle')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
