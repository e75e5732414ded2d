import type { CartItem } from '@storefront/api-client/contract';
import { isSelectable } from '@storefront/ui-shared';
import { useState } from 'react';

export interface CartSelection {
  /** The selected lines: selectable ones the customer has not unticked. */
  selectedIds: ReadonlySet<number>;
  isSelected: (id: number) => boolean;
  toggle: (id: number, selected: boolean) => void;
  allSelected: boolean;
  toggleAll: (selected: boolean) => void;
}

/**
 * Which cart lines go to checkout. Kept as the lines the customer unticked, so every selectable line
 * starts selected (a line merged in from the guest cart too) and a line that becomes unavailable
 * drops out by itself.
 */
export function useCartSelection(items: readonly CartItem[]): CartSelection {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const availableIds = items.filter(isSelectable).map((item) => item.id);
  const selected = availableIds.filter((id) => !unticked.has(id));
  return {
    selectedIds: new Set(selected),
    isSelected: (id) => selected.includes(id),
    toggle: (id, selected) =>
      setUnticked((previous) => {
        const next = new Set(previous);
        if (selected) next.delete(id);
        else next.add(id);
        return next;
      }),
    allSelected: availableIds.length > 0 && selected.length === availableIds.length,
    toggleAll: (selected) => setUnticked(new Set(selected ? [] : availableIds)),
  };
}
