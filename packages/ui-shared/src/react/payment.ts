import { isApiError } from '@storefront/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type AttemptStore,
  isResumable,
  nextAttempt,
  PAY_TIMEOUT_MS,
  type PayChoice,
  type PaymentAttempt,
  sessionAttemptStore,
} from '../checkout/payment-attempt';
import { accountKeys } from './queries/account';
import { type OrdersApi, rememberOrder } from './queries/orders';
import { orderKeys } from './queries/product';
import { walletKeys } from './queries/wallet';

export type PaymentPhase = 'idle' | 'paying' | 'redirecting';

export interface PayOrderOptions {
  api: Pick<OrdersApi, 'orderDeal'>;
  queryClient: QueryClient;
  orderNo: string;
  /** Where the payment provider sends the customer back (a path of this store). */
  returnUrl: string;
  /** Opens the provider's page; the browser's own navigation unless a test gives another. */
  redirect?: (url: string) => void;
  /** Session storage unless given. */
  attempts?: AttemptStore;
}

export interface PayOrderState {
  phase: PaymentPhase;
  /** When the pay call in progress started (epoch ms), for a progress bar over `timeoutMs`. */
  startedAt: number | null;
  timeoutMs: number;
  /** What the last press of "Pay" failed with; its message is the catalogue's or the server's. */
  error: Error | null;
  pay: (choice: PayChoice) => void;
}

const browserSession = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
const newKey = () => crypto.randomUUID();

/**
 * The order page's payment: one pay call at a time (a second press while paying is ignored), an
 * `Idempotency-Key` per attempt kept in session storage so that a reload during the up-to-90-second
 * call sends the same attempt again instead of a second payment, the provider's page opened for a
 * provider payment, and the caches of the order, balances and wallet updated after a balance one.
 * A refused payment (e.g. not enough balance) changes nothing and leaves `error` set.
 */
// Kept whole: an attempt's life (written, sent, cleared, resumed) reads best in one place.
export function usePayOrder({
  api,
  queryClient,
  orderNo,
  returnUrl,
  redirect = (url) => window.location.assign(url),
  attempts: givenAttempts,
}: PayOrderOptions): PayOrderState {
  const attempts = useMemo(
    () => givenAttempts ?? sessionAttemptStore(browserSession()),
    [givenAttempts],
  );
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const inFlight = useRef(false);
  const unanswered = useRef<PaymentAttempt | null>(null);

  const send = useCallback(
    async (attempt: PaymentAttempt) => {
      inFlight.current = true;
      attempts.write(attempt);
      setPhase('paying');
      setStartedAt(attempt.startedAt);
      setError(null);
      try {
        const { order, payment } = await api.orderDeal.pay(
          {
            orderNo,
            method: attempt.method,
            channel: attempt.channel,
            currencyId: attempt.currencyId,
            contactEmail: attempt.contactEmail,
            returnUrl,
          },
          // The payment step shows a refusal itself: no toast over the header as well.
          { headers: { 'Idempotency-Key': attempt.idempotencyKey }, report: false },
        );
        unanswered.current = null;
        attempts.clear(orderNo);
        rememberOrder(queryClient, order);
        if (payment.status === 'pending' && payment.redirectUrl) {
          setPhase('redirecting');
          redirect(payment.redirectUrl);
          return;
        }
        for (const queryKey of [accountKeys.all, walletKeys.all, orderKeys.prices(orderNo)]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        setPhase('idle');
      } catch (failure) {
        attempts.clear(orderNo);
        unanswered.current = isApiError(failure) && failure.status === 0 ? attempt : null;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setPhase('idle');
        // The order may have moved on meanwhile (paid elsewhere, past its deadline). Not after a
        // 401: the visitor is logged out now, and the user's order is not a guest's to read.
        if (!(isApiError(failure) && failure.status === 401)) {
          void queryClient.invalidateQueries({ queryKey: orderKeys.details(orderNo) });
        }
      } finally {
        inFlight.current = false;
        setStartedAt(null);
      }
    },
    [api, attempts, orderNo, queryClient, redirect, returnUrl],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: resume once per order, not per render
  useEffect(() => {
    const stored = attempts.read(orderNo);
    if (!stored) return;
    if (isResumable(stored, Date.now()) && !inFlight.current) void send(stored);
    else attempts.clear(orderNo);
  }, [orderNo, attempts]);

  const pay = useCallback(
    (choice: PayChoice) => {
      if (inFlight.current) return;
      void send(nextAttempt(orderNo, choice, unanswered.current, Date.now(), newKey));
    },
    [orderNo, send],
  );

  return { phase, startedAt, timeoutMs: PAY_TIMEOUT_MS, error, pay };
}
