import { randomInt } from 'node:crypto';

/** One line as the supplier sees it: the full account values, secrets included. */
export interface SupplierItem {
  id: number;
  kind: 'pack' | 'razer' | 'link';
  gameName: string;
  isVoucher: boolean;
  title: string;
  quantity: number;
  account: Record<string, string>;
  linkUrl: string | null;
}

export interface SupplierOrder {
  orderNo: string;
  items: SupplierItem[];
}

/**
 * Delivers paid orders: tops the game account up, or issues voucher codes. Resolves with the codes per
 * item id (voucher games); throws when it cannot deliver, and the order fails and is refunded.
 */
export interface Supplier {
  deliver(order: SupplierOrder): Promise<{ vouchers: Record<number, string[]> }>;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `XXXX-XXXX-XXXX-XXXX` without look-alike characters (0/O, 1/I). */
function voucherCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < 4; group++) {
    let text = '';
    for (let index = 0; index < 4; index++) text += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}

/** The built-in supplier: delivers at once, one code per unit of a voucher game. */
export const instantSupplier: Supplier = {
  async deliver(order) {
    const vouchers: Record<number, string[]> = {};
    for (const item of order.items) {
      if (item.isVoucher) vouchers[item.id] = Array.from({ length: item.quantity }, voucherCode);
    }
    return { vouchers };
  },
};
