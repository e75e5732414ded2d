import type { BalanceLogEntry, BalanceLogType } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import {
  BALANCE_LOG_TYPES,
  type BalanceFilter,
  balanceFilterFromSearch,
  balanceFilterToSearch,
  formatDateTime,
  formatMoney,
  type MessageKey,
  orderDetailPath,
  orderOfEntry,
} from '@storefront/ui-shared';
import {
  BALANCE_PAGE_SIZE,
  balanceLogQuery,
  downloadBalanceFile,
  exportBalanceRows,
  userSummaryQuery,
} from '@storefront/ui-shared/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import { useAppServices } from '../app/services';
import { useMounted } from '../app/session';
import { type Translate, useText } from '../app/text';
import { DateRangeFilter } from '../common/DateRangeFilter';
import { PagedTable } from '../common/PagedTable';
import { useUrlQuery } from '../common/url-query';
import { useFrameData } from '../data/frame';
import { BalanceCards, BalanceCardsSkeleton } from './BalanceCards';
import { DepositNotice, TopUpButton } from './TopUpAction';
import '../common/lists.css';
import './wallet.css';

const typeKey = (type: BalanceLogType) => `wallet.type.${type}` as MessageKey;

/** `/user/billing` (and `/pc/balanceHistory`): balances, their history filtered and paged, CSV. */
export function WalletScreen() {
  const { api } = useAppServices();
  const { locale, tr } = useText();
  const mounted = useMounted();
  const { search, page, show, pathname } = useUrlQuery();
  const filter = balanceFilterFromSearch(search);
  const summary = useQuery({ ...userSummaryQuery(api), enabled: mounted });
  const log = useQuery({ ...balanceLogQuery(api, locale, filter, page), enabled: mounted });
  const showFilter = (next: BalanceFilter, nextPage = 1) =>
    show(balanceFilterToSearch(next), nextPage);
  const filtered = balanceFilterToSearch(filter) !== '';

  return (
    <section className="pc-page pc-list-page pc-wallet" data-page="balanceHistory">
      <header className="pc-wallet__head">
        <h1 className="pc-page__title">{tr('wallet.title')}</h1>
        <TopUpButton balances={summary.data?.user.userBalance ?? []} />
      </header>
      <DepositNotice />
      {summary.data ? (
        <BalanceCards balances={summary.data.user.userBalance} />
      ) : (
        <BalanceCardsSkeleton />
      )}
      <div className="pc-filters">
        <CurrencyFilter
          value={filter.currencyId}
          onChange={(currencyId) => showFilter({ ...filter, currencyId })}
        />
        <Select<BalanceLogType | ''>
          className="pc-filters__select"
          virtual={false}
          aria-label={tr('wallet.type')}
          value={filter.type ?? ''}
          options={[
            { value: '', label: tr('wallet.allTypes') },
            ...BALANCE_LOG_TYPES.map((type) => ({ value: type, label: tr(typeKey(type)) })),
          ]}
          onChange={(type) => showFilter({ ...filter, type: type || undefined })}
        />
        <DateRangeFilter
          from={filter.from}
          to={filter.to}
          onChange={(range) => showFilter({ ...filter, ...range })}
        />
        <ExportButtons filter={filter} rows={log.data?.list ?? []} />
      </div>
      <PagedTable<BalanceLogEntry>
        query={log}
        columns={balanceColumns(tr, locale)}
        rowKey="id"
        onRow={(entry) => ({ 'data-entry': entry.id }) as React.HTMLAttributes<HTMLElement>}
        pageSize={BALANCE_PAGE_SIZE}
        onPage={(nextPage) => showFilter(filter, nextPage)}
        filtered={filtered}
        pathname={pathname}
        words={{
          empty: tr('wallet.empty'),
          emptyFiltered: tr('wallet.emptyFiltered'),
          loadFailed: tr('wallet.loadFailed'),
        }}
      />
    </section>
  );
}

function CurrencyFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange(currencyId: number | undefined): void;
}) {
  const { tr } = useText();
  const currencies = useFrameData()?.currencies ?? [];
  return (
    <Select<number>
      className="pc-filters__select"
      virtual={false}
      aria-label={tr('wallet.currency')}
      value={value ?? 0}
      options={[
        { value: 0, label: tr('wallet.allCurrencies') },
        ...currencies.map((currency) => ({ value: currency.id, label: currency.code })),
      ]}
      onChange={(currencyId) => onChange(currencyId || undefined)}
    />
  );
}

/** The server's file of everything the filter matches, and the rows on screen written here. */
function ExportButtons({ filter, rows }: { filter: BalanceFilter; rows: BalanceLogEntry[] }) {
  const { api } = useAppServices();
  const { locale, tr } = useText();
  const file = useMutation({ mutationFn: () => downloadBalanceFile(api, filter) });
  return (
    <div className="pc-filters__actions">
      <Button loading={file.isPending} onClick={() => file.mutate()}>
        {tr('wallet.exportFile')}
      </Button>
      <Button disabled={rows.length === 0} onClick={() => exportBalanceRows(rows, locale)}>
        {tr('wallet.exportRows')}
      </Button>
    </div>
  );
}

function balanceColumns(tr: Translate, locale: Locale): ColumnsType<BalanceLogEntry> {
  const money = (entry: BalanceLogEntry, amount: number) =>
    formatMoney({ ...entry, amount }, locale);
  return [
    {
      key: 'date',
      title: tr('wallet.date'),
      render: (_, entry) => (
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
      ),
    },
    { key: 'type', title: tr('wallet.type'), render: (_, entry) => tr(typeKey(entry.type)) },
    { key: 'currency', title: tr('wallet.currency'), dataIndex: 'currencyCode' },
    {
      key: 'amount',
      title: tr('wallet.amount'),
      align: 'right',
      render: (_, entry) => (
        <strong className="pc-money" data-sign={entry.amount < 0 ? 'minus' : 'plus'}>
          {entry.amount > 0 ? '+' : ''}
          {money(entry, entry.amount)}
        </strong>
      ),
    },
    {
      key: 'balanceAfter',
      title: tr('wallet.balanceAfter'),
      align: 'right',
      render: (_, entry) => <span className="pc-money">{money(entry, entry.balanceAfter)}</span>,
    },
    {
      key: 'order',
      title: tr('wallet.order'),
      render: (_, entry) => {
        const orderNo = orderOfEntry(entry);
        return orderNo ? (
          <a href={orderDetailPath('pc', orderNo)}>{orderNo}</a>
        ) : (
          (entry.orderNo ?? '—')
        );
      },
    },
    { key: 'remark', title: tr('wallet.remark'), dataIndex: 'remark' },
  ];
}
