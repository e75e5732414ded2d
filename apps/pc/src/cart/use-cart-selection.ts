import type { CartItem } from '@storefront/api-client/contract';
import { isSelectable } from '@storefront/ui-shared';
import { useMemo, useState } from 'react';

export interface CartSelection {
  /** The selected lines: every selectable line the customer did not untick. */
  selectedIds: ReadonlySet<number>;
  toggle(id: number, selected: boolean): void;
  /** Ticks (or unticks) every selectable line. */
  toggleAll(selected: boolean): void;
  allSelected: boolean;
  someSelected: boolean;
  /** Whether any line can be selected at all. */
  selectable: boolean;
}

/**
 * Which cart lines go to checkout. The unticked ones are kept rather than the ticked ones, so a line
 * added later (or one that becomes available again) starts ticked, and a removed one drops out.
 */
export function useCartSelection(items: readonly CartItem[]): CartSelection {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  return useMemo(() => {
    const selectable = items.filter(isSelectable).map((item) => item.id);
    const selectedIds = new Set(selectable.filter((id) => !unticked.has(id)));
    return {
      selectedIds,
      toggle: (id, tick) =>
        setUnticked((previous) => {
          const next = new Set(previous);
          if (tick) next.delete(id);
          else next.add(id);
          return next;
        }),
      toggleAll: (tick) => setUnticked(tick ? new Set() : new Set(selectable)),
      allSelected: selectable.length > 0 && selectedIds.size === selectable.length,
      someSelected: selectedIds.size > 0 && selectedIds.size < selectable.length,
      selectable: selectable.length > 0,
    };
  }, [items, unticked]);
}
