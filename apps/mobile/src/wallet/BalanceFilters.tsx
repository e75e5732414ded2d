import type { UserBalance } from '@storefront/api-client/contract';
import { BALANCE_LOG_TYPES, type BalanceFilter, type Locale, t } from '@storefront/ui-shared';
import { useId } from 'react';
import { DateRangeFilter } from '../common/DateRangeFilter';

export interface BalanceFiltersProps {
  filter: BalanceFilter;
  onChange: (filter: BalanceFilter) => void;
  /** The user's currencies: the ones the history can hold. */
  balances: readonly UserBalance[];
  locale: Locale;
}

/** Currency and type as the phone's own pickers, then the date range. */
export function BalanceFilters({ filter, onChange, balances, locale }: BalanceFiltersProps) {
  const id = useId();
  return (
    <div className="filters" data-testid="wallet-filters">
      <div className="filters__row">
        <label className="filters__select" htmlFor={`${id}-currency`}>
          <span>{t(locale, 'wallet.currency')}</span>
          <select
            id={`${id}-currency`}
            value={filter.currencyId ?? ''}
            onChange={(event) => {
              const currencyId = Number(event.target.value) || undefined;
              onChange({ ...filter, currencyId });
            }}
            data-testid="filter-currency"
          >
            <option value="">{t(locale, 'wallet.allCurrencies')}</option>
            {balances.map((balance) => (
              <option key={balance.currencyId} value={balance.currencyId}>
                {balance.currencyCode}
              </option>
            ))}
          </select>
        </label>
        <label className="filters__select" htmlFor={`${id}-type`}>
          <span>{t(locale, 'wallet.type')}</span>
          <select
            id={`${id}-type`}
            value={filter.type ?? ''}
            onChange={(event) => {
              const type = BALANCE_LOG_TYPES.find((candidate) => candidate === event.target.value);
              onChange({ ...filter, type });
            }}
            data-testid="filter-type"
          >
            <option value="">{t(locale, 'wallet.allTypes')}</option>
            {BALANCE_LOG_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(locale, `wallet.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DateRangeFilter
        value={filter}
        onChange={(range) =>
          onChange({ currencyId: filter.currencyId, type: filter.type, ...range })
        }
        locale={locale}
      />
    </div>
  );
}
