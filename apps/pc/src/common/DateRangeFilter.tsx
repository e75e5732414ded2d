import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { useText } from '../app/text';

const DAY_FORMAT = 'YYYY-MM-DD';

/** A from-to day range (`YYYY-MM-DD`, both optional) for a list's filters. */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange(range: { from?: string; to?: string }): void;
}) {
  const { tr } = useText();
  return (
    <DatePicker.RangePicker
      className="pc-filters__dates"
      format={DAY_FORMAT}
      allowEmpty={[true, true]}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      placeholder={[tr('orders.from'), tr('orders.to')]}
      onChange={(_dates, [start, end]) =>
        onChange({ from: start || undefined, to: end || undefined })
      }
    />
  );
}
