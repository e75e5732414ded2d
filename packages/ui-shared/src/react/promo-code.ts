import type { Order } from '@storefront/api-client/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { normalizePromoCode, type PromoProblem, promoCodeProblem } from '../checkout/promo';
import { type OrdersApi, rememberOrder } from './queries/orders';
import { orderKeys } from './queries/product';

export interface PromoCodeField {
  value: string;
  setValue: (value: string) => void;
  /** A malformed code (a catalogue key), found before asking the server. */
  problem: PromoProblem | null;
  /** What the server refused the code with, in the page's language ("This code has expired"). */
  refusal: string | null;
  busy: boolean;
  /** The order's code, once applied. */
  applied: Order['promo'];
  apply: () => void;
  remove: () => void;
}

/**
 * The payment step's promo code field: Apply sends the code (`OrderDeal/ApplyPromo`) and the
 * re-priced order goes into the caches (sums, the payment choices' prices); Remove takes it off.
 * A refusal stays beside the field and changes nothing.
 */
export function usePromoCodeField({
  api,
  queryClient,
  order,
}: {
  api: Pick<OrdersApi, 'orderDeal'>;
  queryClient: QueryClient;
  order: Pick<Order, 'orderNo' | 'promo'>;
}): PromoCodeField {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<PromoProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (code: string | null) => {
    setBusy(true);
    setRefusal(null);
    try {
      const repriced = await api.orderDeal.applyPromo(
        { orderNo: order.orderNo, code },
        { report: false },
      );
      rememberOrder(queryClient, repriced);
      void queryClient.invalidateQueries({ queryKey: orderKeys.prices(order.orderNo) });
      setValue('');
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    value,
    setValue: (next) => {
      setValue(next);
      setProblem(null);
      setRefusal(null);
    },
    problem,
    refusal,
    busy,
    applied: order.promo,
    apply: () => {
      const found = promoCodeProblem(value);
      setProblem(found);
      if (!found && !busy) void send(normalizePromoCode(value));
    },
    remove: () => {
      if (!busy) void send(null);
    },
  };
}
