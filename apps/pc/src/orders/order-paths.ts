/** The order page, where an unpaid order is paid and a paid one is followed until it completes. */
export const orderPath = (orderNo: string) => `/order?orderNo=${encodeURIComponent(orderNo)}`;

/** One order's detail: items, codes, payment and status timeline. */
export const orderDetailPath = (orderNo: string) =>
  `/pc/orderDetail?orderNo=${encodeURIComponent(orderNo)}`;

export const ORDERS_PATH = '/orders';
export const WALLET_PATH = '/user/billing';
