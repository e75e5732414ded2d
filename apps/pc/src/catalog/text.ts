import type { Locale } from '@storefront/state';

/** The catalogue screens' words in each UI language. */
const TEXT = {
  en: {
    from: 'From',
    soldOut: 'Sold out',
    seeAll: 'See all',
    categories: 'Shop by category',
    hotPromotions: 'Hot promotions',
    loadFailed: 'The games could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    empty: 'No games here yet.',
    browseAll: 'Browse all games',
    gamesCount: (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`,
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
  },
  id: {
    from: 'Mulai',
    soldOut: 'Habis',
    seeAll: 'Lihat semua',
    categories: 'Belanja per kategori',
    hotPromotions: 'Promo populer',
    loadFailed: 'Game tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
    retry: 'Coba lagi',
    empty: 'Belum ada game di sini.',
    browseAll: 'Lihat semua game',
    gamesCount: (count: number) => `${count} game`,
    pages: 'Halaman',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
  },
} satisfies Record<Locale, unknown>;

export type CatalogText = (typeof TEXT)['en'];

export const catalogText = (locale: Locale): CatalogText => TEXT[locale];
