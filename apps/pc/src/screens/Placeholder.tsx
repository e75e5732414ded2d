import type { PageId } from '@storefront/ui-shared/routes';
import { usePageContext } from '../app/page-context';
import { routeTitleOf } from '../app/route-info';
import { useLocale } from '../app/session';
import { useFrameData } from '../data/frame';

/** One line per screen until the screens get their content. */
const DESCRIPTIONS: Record<PageId, string> = {
  home: 'Top up your favourite games in seconds: pick a game, choose a pack, pay your way.',
  productList: 'Browse every product of this type and find your game.',
  productDetail: 'Enter your account, choose a pack and pay.',
  category: 'Every game in this category.',
  cart: 'The packs you picked, ready to pay together.',
  order: 'Review your order and choose how to pay.',
  orderConfirmation: 'Confirm the details of your order.',
  orders: 'Every order you placed and where it stands.',
  orderDetail: 'The status, items and codes of one order.',
  balanceHistory: 'Every change to your balances, by currency.',
  promo: 'Current deals and discounts.',
  promoList: 'All promotions, current and upcoming.',
  promoDetail: 'The details and period of a promotion.',
  about: 'Who we are and how we deliver your top-ups.',
  legal: 'Terms of service and privacy policy.',
  help: 'Answers to common questions, and how to reach us.',
  personal: 'Your account details and balances.',
  user: 'Your account.',
  login: 'Log in to your account.',
  searchHistory: 'Your recent searches.',
  search: 'Find a game by its name.',
};

/** A screen's frame body: its title and a one-line description (content comes later). */
export function Placeholder({ page, children }: { page: PageId; children?: React.ReactNode }) {
  const pageContext = usePageContext();
  const frame = useFrameData();
  const locale = useLocale();
  return (
    <section className="pc-page" data-page={page}>
      <h1 className="pc-page__title">{routeTitleOf(pageContext, locale, frame)}</h1>
      <p className="pc-page__lead">{DESCRIPTIONS[page]}</p>
      {children}
    </section>
  );
}
