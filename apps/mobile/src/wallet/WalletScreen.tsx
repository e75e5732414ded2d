import type { BalanceLogEntry } from '@storefront/api-client/contract';
import { isLoginAtom, userInfoAtom } from '@storefront/state';
import {
  balanceFilterFromSearch,
  balanceFilterToSearch,
  type Locale,
  productListPath,
  t,
} from '@storefront/ui-shared';
import { balanceLogInfiniteQuery, useLocale, userSummaryQuery } from '@storefront/ui-shared/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { List } from 'react-vant/es/list/index.js';
import 'react-vant/es/list/style/index.css';
import { PullRefresh } from 'react-vant/es/pull-refresh/index.js';
import 'react-vant/es/pull-refresh/style/index.css';
import { useAppServices } from '../app/services';
import { useUrlFilter } from '../common/use-url-filter';
import { LinesSkeleton, ReadFailed } from '../product/ScreenStates';
import { BalanceCards } from './BalanceCards';
import { BalanceEntryRow } from './BalanceEntryRow';
import { BalanceFilters } from './BalanceFilters';
import { ExportButtons } from './ExportButtons';
import { DepositNotice, TopUpButton } from './TopUpAction';
import '../product/product.css';
import '../orders/orders.css';
import './wallet.css';

/**
 * `/user/billing` (and `/mobile/balanceHistory`): the balances, then every change of them newest
 * first (endless list, pull to refresh) filtered by currency, type and dates kept in the URL, with
 * the two CSV exports. The route needs a login.
 */
export function WalletScreen() {
  const { api } = useAppServices();
  const locale = useLocale();
  const isLogin = useAtomValue(isLoginAtom);
  const userInfo = useAtomValue(userInfoAtom);
  const summary = useQuery({ ...userSummaryQuery(api), enabled: isLogin });
  const balances = summary.data?.user.userBalance ?? userInfo?.userBalance ?? [];
  const [filter, setFilter] = useUrlFilter(balanceFilterFromSearch, balanceFilterToSearch);
  const history = useInfiniteQuery({
    ...balanceLogInfiniteQuery(api, locale, filter),
    enabled: isLogin,
  });
  const rows = history.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className="wallet" data-testid="wallet">
      <DepositNotice locale={locale} />
      <h2 className="section-title">{t(locale, 'wallet.balances')}</h2>
      <BalanceCards balances={balances} locale={locale} />
      <TopUpButton balances={balances} locale={locale} />
      <h2 className="section-title">{t(locale, 'wallet.title')}</h2>
      <BalanceFilters filter={filter} onChange={setFilter} balances={balances} locale={locale} />
      <ExportButtons filter={filter} rows={rows} locale={locale} />
      {history.isPending ? (
        <LinesSkeleton count={3} />
      ) : history.isError && rows.length === 0 ? (
        <ReadFailed
          title={t(locale, 'wallet.loadFailed')}
          locale={locale}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <PullRefresh
          onRefresh={async () => {
            await history.refetch();
          }}
          pullingText={t(locale, 'orders.pulling')}
          loosingText={t(locale, 'orders.loosing')}
          loadingText={t(locale, 'orders.refreshing')}
        >
          <HistoryList
            rows={rows}
            filtered={Object.keys(filter).length > 0}
            finished={!history.hasNextPage}
            onLoad={async () => {
              if (history.hasNextPage && !history.isFetchingNextPage) await history.fetchNextPage();
            }}
            onClear={() => setFilter({})}
            locale={locale}
          />
        </PullRefresh>
      )}
    </section>
  );
}

interface HistoryListProps {
  rows: readonly BalanceLogEntry[];
  filtered: boolean;
  finished: boolean;
  onLoad: () => Promise<void>;
  onClear: () => void;
  locale: Locale;
}

function HistoryList({ rows, filtered, finished, onLoad, onClear, locale }: HistoryListProps) {
  if (rows.length === 0) {
    return (
      <section className="list-state" data-testid="wallet-empty">
        <p className="list-state__title">
          {t(locale, filtered ? 'wallet.emptyFiltered' : 'wallet.empty')}
        </p>
        {filtered ? (
          <button type="button" className="button-link" onClick={onClear}>
            {t(locale, 'orders.clearFilters')}
          </button>
        ) : (
          <a className="button-link" href={productListPath('Games')}>
            {t(locale, 'product.cart.browse')}
          </a>
        )}
      </section>
    );
  }
  return (
    <List
      finished={finished}
      finishedText={t(locale, 'orders.noMore')}
      loadingText={t(locale, 'loading')}
      onLoad={onLoad}
    >
      <ul className="line-list" data-testid="balance-log">
        {rows.map((entry) => (
          <BalanceEntryRow key={entry.id} entry={entry} locale={locale} />
        ))}
      </ul>
    </List>
  );
}
