import { ORDER_PAY_TIMEOUT } from '@storefront/api-client';
import type {
  Money,
  OrderCurrencyPricesResponse,
  PaymentMethod,
} from '@storefront/api-client/contract';

/** What the customer chose on the payment step. */
export interface PayChoice {
  method: PaymentMethod;
  /** The payment channel (its fee is repriced); the balance channel goes with the balance method. */
  channel?: string;
  /** The balance to pay from; the order's currency when absent. */
  currencyId?: number;
  /** The checkout's email field: where the receipt goes, what tracking asks for. */
  contactEmail?: string;
}

type CurrencyPrice = OrderCurrencyPricesResponse['prices'][number];

/**
 * What the payment step offers first: a balance in the order's own currency that covers it, else
 * any covering balance, else the payment provider.
 */
export function defaultPayChoice(
  order: { total: Money },
  prices: readonly CurrencyPrice[] | undefined,
): { method: 'balance'; currencyId: number } | { method: 'provider' } {
  const covering = prices?.filter((price) => price.covered) ?? [];
  const best = covering.find((price) => price.currencyId === order.total.currencyId) ?? covering[0];
  return best ? { method: 'balance', currencyId: best.currencyId } : { method: 'provider' };
}

/**
 * One press of "Pay": its `Idempotency-Key` makes sending it again (after a reload, or after no
 * answer came) charge at most once.
 */
export interface PaymentAttempt extends PayChoice {
  orderNo: string;
  idempotencyKey: string;
  /** Epoch ms of the first send. */
  startedAt: number;
}

/** A pay call may take this long (the spec's 90 s) before the client gives up on it. */
export const PAY_TIMEOUT_MS = ORDER_PAY_TIMEOUT;

/** Where the attempt in progress is kept across reloads of the order page. */
export interface AttemptStore {
  read(orderNo: string): PaymentAttempt | null;
  write(attempt: PaymentAttempt): void;
  clear(orderNo: string): void;
}

const keyOf = (orderNo: string) => `sf_payment:${orderNo}`;

function isAttempt(value: unknown, orderNo: string): value is PaymentAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const attempt = value as Partial<PaymentAttempt>;
  return (
    attempt.orderNo === orderNo &&
    (attempt.method === 'balance' || attempt.method === 'provider') &&
    typeof attempt.idempotencyKey === 'string' &&
    typeof attempt.startedAt === 'number' &&
    (attempt.currencyId === undefined || Number.isSafeInteger(attempt.currencyId)) &&
    (attempt.channel === undefined || typeof attempt.channel === 'string')
  );
}

/**
 * Attempts in the tab's session storage: a reload keeps them, another tab or a new visit does not.
 * Without storage (server rendering, storage refused) nothing is kept.
 */
export function sessionAttemptStore(storage: Storage | null): AttemptStore {
  return {
    read(orderNo) {
      try {
        const value: unknown = JSON.parse(storage?.getItem(keyOf(orderNo)) ?? 'null');
        return isAttempt(value, orderNo) ? value : null;
      } catch {
        return null;
      }
    },
    write(attempt) {
      try {
        storage?.setItem(keyOf(attempt.orderNo), JSON.stringify(attempt));
      } catch {
        // Storage full or refused: the attempt simply does not survive a reload.
      }
    },
    clear(orderNo) {
      try {
        storage?.removeItem(keyOf(orderNo));
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
  };
}

/** An attempt stored before a reload is sent again only while its pay call could still be running. */
export const isResumable = (attempt: PaymentAttempt, now: number) =>
  now - attempt.startedAt < PAY_TIMEOUT_MS;

/**
 * The attempt for a press of "Pay": a new key, unless the previous press of the same choice got no
 * answer at all (time-out, network), in which case the server may have taken it and the same key
 * makes the retry safe.
 */
export function nextAttempt(
  orderNo: string,
  choice: PayChoice,
  unanswered: PaymentAttempt | null,
  now: number,
  newKey: () => string,
): PaymentAttempt {
  const sameChoice =
    unanswered?.orderNo === orderNo &&
    unanswered.method === choice.method &&
    unanswered.channel === choice.channel &&
    unanswered.currencyId === choice.currencyId;
  return {
    orderNo,
    ...choice,
    idempotencyKey: sameChoice ? unanswered.idempotencyKey : newKey(),
    startedAt: now,
  };
}
