import type { Page } from '@storefront/api-client/contract';
import { productListPath } from '@storefront/ui-shared';
import type { UseQueryResult } from '@tanstack/react-query';
import Table, { type ColumnsType, type TableProps } from 'antd/es/table';
import { useText } from '../app/text';
import { LoadFailed } from '../catalog/LoadProblem';
import { ListEmpty } from './ListEmpty';
import { TableSkeleton } from './TableSkeleton';

export interface PagedTableProps<Row> {
  query: UseQueryResult<Page<Row>>;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  onRow?: TableProps<Row>['onRow'];
  /** Rows open something when clicked (they show a pointer). */
  clickable?: boolean;
  pageSize: number;
  onPage: (page: number) => void;
  /** With filters set, the empty state offers to clear them (the page's own address). */
  filtered: boolean;
  pathname: string;
  words: { empty: string; emptyFiltered: string; loadFailed: string };
}

/**
 * A server-paged list page's table: a skeleton first, the rows (the previous page dimmed while the
 * next one loads), an empty state with a way forward, or the failure with a retry.
 */
export function PagedTable<Row extends object>({
  query,
  columns,
  rowKey,
  onRow,
  clickable = false,
  pageSize,
  onPage,
  filtered,
  pathname,
  words,
}: PagedTableProps<Row>) {
  const { tr } = useText();
  if (query.isError && !query.data) {
    return <LoadFailed message={words.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <TableSkeleton />;
  return (
    <Table<Row>
      className="pc-list-table"
      rowKey={rowKey}
      columns={columns}
      dataSource={query.data.list}
      loading={query.isPlaceholderData}
      onRow={onRow}
      rowClassName={clickable ? 'pc-list-table__row' : undefined}
      locale={{
        emptyText: filtered ? (
          <ListEmpty
            message={words.emptyFiltered}
            href={pathname}
            action={tr('orders.clearFilters')}
          />
        ) : (
          <ListEmpty
            message={words.empty}
            href={productListPath('Games')}
            action={tr('product.cart.browse')}
          />
        ),
      }}
      pagination={{
        current: query.data.page,
        pageSize,
        total: query.data.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPage,
      }}
    />
  );
}
