import type { CartItem } from '@storefront/api-client/contract';
import { useMemo, useState } from 'react';
import { isSelectable } from '../checkout/cart';

/** Which lines are ticked, given the lines the customer unticked. */
export interface SelectionState {
  selectedIds: ReadonlySet<number>;
  /** The lines a tick box can select (available packs). */
  selectableIds: readonly number[];
  allSelected: boolean;
  someSelected: boolean;
}

/**
 * The unticked lines are kept rather than the ticked ones, so a line added later (or one that
 * becomes available again) starts ticked, and a removed one drops out.
 */
export function selectionOf(
  items: readonly CartItem[],
  unticked: ReadonlySet<number>,
): SelectionState {
  const selectableIds = items.filter(isSelectable).map((item) => item.id);
  const selectedIds = new Set(selectableIds.filter((id) => !unticked.has(id)));
  return {
    selectedIds,
    selectableIds,
    allSelected: selectableIds.length > 0 && selectedIds.size === selectableIds.length,
    someSelected: selectedIds.size > 0 && selectedIds.size < selectableIds.length,
  };
}

export interface CartSelection extends SelectionState {
  toggle(id: number, selected: boolean): void;
  /** Ticks (or unticks) every selectable line. */
  toggleAll(selected: boolean): void;
}

/** Which cart lines go to checkout: every selectable line the customer did not untick. */
export function useCartSelection(items: readonly CartItem[]): CartSelection {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  return useMemo(() => {
    const state = selectionOf(items, unticked);
    return {
      ...state,
      toggle: (id, tick) =>
        setUnticked((previous) => {
          const next = new Set(previous);
          if (tick) next.delete(id);
          else next.add(id);
          return next;
        }),
      toggleAll: (tick) => setUnticked(tick ? new Set() : new Set(state.selectableIds)),
    };
  }, [items, unticked]);
}
