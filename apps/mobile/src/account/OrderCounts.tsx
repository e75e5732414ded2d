import type { UserSummary } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/ui-shared';
import { type CheckoutMessageKey, ct } from '../i18n/checkout-messages';

const COUNTS: readonly {
  key: keyof UserSummary['orderCounts'];
  label: CheckoutMessageKey;
  href: string;
}[] = [
  { key: 'unpaid', label: 'countUnpaid', href: '/orders?status=unpaid' },
  { key: 'inProgress', label: 'countInProgress', href: '/orders?status=processing' },
  { key: 'completed', label: 'countCompleted', href: '/orders?status=completed' },
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
            <span className="order-counts__label">{ct(locale, label)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
