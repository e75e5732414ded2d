import { dayOf, type Locale, t } from '@storefront/ui-shared';
import { useId, useState } from 'react';

export interface DateRange {
  from?: string;
  to?: string;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  locale: Locale;
}

/**
 * "From" and "To" as the phone's own date pickers. A range that ends before it starts is not
 * applied: it says so beside the fields until it is fixed.
 */
export function DateRangeFilter({ value, onChange, locale }: DateRangeFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(value);
  const [invalid, setInvalid] = useState(false);
  const shown = invalid ? draft : value;

  function change(part: keyof DateRange, text: string) {
    const next = { ...shown, [part]: dayOf(text) };
    if (next.from && next.to && next.from > next.to) {
      setDraft(next);
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(next);
  }

  return (
    <fieldset className="date-range">
      <legend className="date-range__legend">{t(locale, 'orders.dateRange')}</legend>
      <label className="date-range__field" htmlFor={`${id}-from`}>
        <span>{t(locale, 'orders.from')}</span>
        <input
          id={`${id}-from`}
          type="date"
          value={shown.from ?? ''}
          aria-invalid={invalid || undefined}
          onChange={(event) => change('from', event.target.value)}
          data-testid="filter-from"
        />
      </label>
      <label className="date-range__field" htmlFor={`${id}-to`}>
        <span>{t(locale, 'orders.to')}</span>
        <input
          id={`${id}-to`}
          type="date"
          value={shown.to ?? ''}
          aria-invalid={invalid || undefined}
          onChange={(event) => change('to', event.target.value)}
          data-testid="filter-to"
        />
      </label>
      {invalid && (
        <p className="date-range__error" role="alert" data-testid="range-error">
          {t(locale, 'orders.rangeInvalid')}
        </p>
      )}
    </fieldset>
  );
}
