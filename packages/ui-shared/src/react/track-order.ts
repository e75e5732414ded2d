import { isApiError } from '@storefront/api-client';
import type { Locale } from '@storefront/state';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { normalizeEmail, normalizeOrderNo, trackFormProblems } from '../checkout/contact';
import { type OrdersApi, orderTrackQuery } from './queries/orders';

/** What the tracking form asks for. */
export interface TrackLookup {
  orderNo: string;
  email: string;
}

/**
 * The `/track` screen's controller: the form (its number prefilled from the address), its problems
 * once submitted, and the order found for the last valid lookup. A wrong number and a wrong email
 * are the same `notFound`.
 */
export function useTrackOrder(api: OrdersApi, locale: Locale, initialOrderNo: string) {
  const [form, setForm] = useState<TrackLookup>({ orderNo: initialOrderNo, email: '' });
  const [tried, setTried] = useState(false);
  const [lookup, setLookup] = useState<TrackLookup | null>(null);
  const found = useQuery({
    ...orderTrackQuery(api, locale, lookup?.orderNo ?? '', lookup?.email ?? ''),
    enabled: lookup !== null,
  });
  const problems: ReturnType<typeof trackFormProblems> = tried ? trackFormProblems(form) : {};

  const setField = (field: keyof TrackLookup, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (Object.keys(trackFormProblems(form)).length > 0) return;
    setLookup({ orderNo: normalizeOrderNo(form.orderNo), email: normalizeEmail(form.email) });
  };

  return {
    form,
    setField,
    problems,
    submit,
    found,
    looked: lookup !== null,
    notFound: isApiError(found.error) && found.error.status === 404,
  };
}
