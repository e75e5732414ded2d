import type { UserSummary } from '@storefront/api-client/contract';
import { type Locale, type MessageKey, ORDERS_PATH, t } from '@storefront/ui-shared';

const COUNTS: readonly {
  key: keyof UserSummary['orderCounts'];
  label: MessageKey;
  href: string;
}[] = [
  { key: 'unpaid', label: 'account.orderCounts.unpaid', href: `${ORDERS_PATH}?status=unpaid` },
  {
    key: 'inProgress',
    label: 'account.orderCounts.inProgress',
    href: `${ORDERS_PATH}?status=processing`,
  },
  {
    key: 'completed',
    label: 'account.orderCounts.completed',
    href: `${ORDERS_PATH}?status=completed`,
  },
];

/** The user's orders by stage, each a way into the filtered order list; dashes while loading. */
export function OrderCounts({
  counts,
  locale,
}: {
  counts: UserSummary['orderCounts'] | undefined;
  locale: Locale;
}) {
  return (
    <ul className="order-counts" data-testid="order-counts">
      {COUNTS.map(({ key, label, href }) => (
        <li key={key}>
          <a className="order-counts__link" href={href} data-testid={`order-count-${key}`}>
            <span className="order-counts__value">{counts ? counts[key] : '–'}</span>
            <span className="order-counts__label">{t(locale, label)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
