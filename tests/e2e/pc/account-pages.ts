import type { APIRequestContext, BrowserContext } from '@playwright/test';
import {
  addToCart,
  createTopUpOrder,
  currencyId,
  fundBalance,
  registerUser,
  storeSession,
} from '../../support/checkout';

/**
 * A fresh user logged in in the browser, with something on every account page: a cart line, an
 * unpaid order and a balance top-up in the history. Answers the order's number.
 */
export async function loggedInWithHistory(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<{ orderNo: string }> {
  const user = await registerUser(request, 'Quality Check');
  await fundBalance(request, user.token, await currencyId(request, 'USD'), 2500);
  await addToCart(request, { token: user.token });
  const { orderNo } = await createTopUpOrder(request, { token: user.token });
  await storeSession(context, baseURL, user);
  return { orderNo };
}

/** The pc account pages, each with the order it shows when it shows one. */
export function pcAccountPages(orderNo: string) {
  return [
    { name: 'the cart', path: '/shopCart' },
    { name: 'the order page', path: `/order?orderNo=${orderNo}` },
    { name: 'the orders', path: '/orders' },
    { name: 'an order detail', path: `/pc/orderDetail?orderNo=${orderNo}` },
    { name: 'the balance history', path: '/user/billing' },
    { name: 'the personal page', path: '/personal' },
  ];
}
