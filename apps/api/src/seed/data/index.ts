/** The demo data the seed writes: everything a fresh store shows. */
export { slides } from './carousel';
export { categories } from './categories';
export { channels } from './channels';
export { contentPages } from './content';
export { BASE_CURRENCY, currencies } from './currencies';
export { games, linkGames, loginGames, topupGames, voucherGames } from './games';
export { discountBadge } from './helpers';
export { promotions } from './promotions';
export { users } from './users';
