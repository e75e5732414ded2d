/** The order detail page of the mobile route set (`orderDetail`, a `/mobile/...` variant). */
export function orderDetailPath(orderNo: string): string {
  return `/mobile/orderDetail?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The order page, where an unpaid order is paid. */
export function orderPath(orderNo: string): string {
  return `/order?orderNo=${encodeURIComponent(orderNo)}`;
}
