import type { CartItem } from '@storefront/api-client/contract';
import { useMemo, useState } from 'react';

export interface CartSelection {
  /** The ids of the selected lines: every available line the customer did not untick. */
  selectedIds: number[];
  isSelected(id: number): boolean;
  toggle(id: number, selected: boolean): void;
  /** Ticks (or unticks) every available line. */
  toggleAll(selected: boolean): void;
  allSelected: boolean;
  someSelected: boolean;
}

/**
 * Which cart lines go to checkout. The unticked ones are kept rather than the ticked ones, so a line
 * added later (or one that becomes available again) starts ticked, and a removed one drops out.
 */
export function useCartSelection(items: readonly CartItem[]): CartSelection {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  return useMemo(() => {
    const available = items.filter((item) => item.available).map((item) => item.id);
    const selectedIds = available.filter((id) => !unticked.has(id));
    const selected = new Set(selectedIds);
    return {
      selectedIds,
      isSelected: (id) => selected.has(id),
      toggle: (id, tick) =>
        setUnticked((previous) => {
          const next = new Set(previous);
          if (tick) next.delete(id);
          else next.add(id);
          return next;
        }),
      toggleAll: (tick) => setUnticked(tick ? new Set() : new Set(available)),
      allSelected: available.length > 0 && selectedIds.length === available.length,
      someSelected: selectedIds.length > 0 && selectedIds.length < available.length,
    };
  }, [items, unticked]);
}
