import type { CartItem } from '@storefront/api-client/contract';
import { useState } from 'react';

export interface CartSelection {
  /** The selected lines: available ones the customer has not unticked. */
  selectedIds: readonly number[];
  isSelected: (id: number) => boolean;
  toggle: (id: number, selected: boolean) => void;
  allSelected: boolean;
  toggleAll: (selected: boolean) => void;
}

/**
 * Which cart lines go to checkout. Kept as the lines the customer unticked, so every available line
 * starts selected (a line merged in from the guest cart too) and a line that becomes unavailable
 * drops out by itself.
 */
export function useCartSelection(items: readonly CartItem[]): CartSelection {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const availableIds = items.filter((item) => item.available).map((item) => item.id);
  const selectedIds = availableIds.filter((id) => !unticked.has(id));
  return {
    selectedIds,
    isSelected: (id) => selectedIds.includes(id),
    toggle: (id, selected) =>
      setUnticked((previous) => {
        const next = new Set(previous);
        if (selected) next.delete(id);
        else next.add(id);
        return next;
      }),
    allSelected: availableIds.length > 0 && selectedIds.length === availableIds.length,
    toggleAll: (selected) => setUnticked(new Set(selected ? [] : availableIds)),
  };
}
