/** Every localStorage key this package writes; one key per atom, each holding JSON. */
export const STORAGE_KEYS = {
  locale: 'storefront.config.locale',
  localeCode: 'storefront.config.localeCode',
  isLoaded: 'storefront.config.isLoaded',
  currencyActive: 'storefront.config.currencyActive',
  currencyList: 'storefront.config.currencyList',
  showTabbar: 'storefront.config.showTabbar',
  tabbarActive: 'storefront.config.tabbarActive',
  isNotFirstVisit: 'storefront.config.isNotFirstVisit',
  gameCateList: 'storefront.config.gameCateList',
  showLoginDialog: 'storefront.config.showLoginDialog',
  firstOpen: 'storefront.config.firstOpen',
  userInfo: 'storefront.user.userInfo',
  isLogin: 'storefront.user.isLogin',
  guestId: 'storefront.user.guestId',
  searchHistory: 'storefront.user.searchHistory',
  players: 'storefront.user.players',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
