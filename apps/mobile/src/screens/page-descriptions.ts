import type { PageId } from '@storefront/ui-shared';

/** The one-line placeholder of each screen until its real content lands. */
export const PAGE_DESCRIPTIONS: Readonly<Record<PageId, string>> = {
  home: 'Top up your favourite games in seconds: pick a game, choose a pack, pay.',
  productList: 'Every product of this type, with its packs and prices.',
  productDetail: 'Enter your account, choose a pack and a way to pay, then buy.',
  category: 'The games of this category.',
  cart: 'The packs you picked, ready to pay together.',
  order: 'Check your order and pay for it.',
  orderConfirmation: 'Confirm the details of your order before paying.',
  orders: 'Your orders and their status.',
  orderDetail: 'Everything about one order: packs, payment and delivery.',
  balanceHistory: 'Every change of your balances: deposits, payments and refunds.',
  promo: 'Deals and discounts running now.',
  promoList: 'All current promotions.',
  promoDetail: 'The details and period of this promotion.',
  about: 'Who we are and how the store works.',
  legal: 'Terms of service and privacy policy.',
  help: 'Answers to common questions about top-ups and payments.',
  personal: 'Your personal details.',
  user: 'Your account, balances and orders.',
  login: 'Log in with your email and password.',
  searchHistory: 'Your recent searches.',
  search: 'Find a game by its name.',
};
