/** Home carousel (`homeCarouselList`): each slide links to a game, a running promotion or a category. */
import type { SeedSlide } from '../types';
import { l } from './helpers';

export const slides: SeedSlide[] = [
  {
    title: l('Mobile Legends Diamond Festival', 'Festival Diamond Mobile Legends'),
    subtitle: l(
      '10% off 257 Diamonds. Check your nickname, pay, play.',
      'Diskon 10% untuk 257 Diamonds. Cek nickname, bayar, main.',
    ),
    link: { kind: 'promotion', target: 'mlbb-diamond-festival' },
    colors: ['#1d4ed8', '#f5b301'],
  },
  {
    title: l('Welkin Week in Teyvat', 'Pekan Welkin di Teyvat'),
    subtitle: l(
      'The biggest Genesis Crystal pack, 5% off while stock lasts.',
      'Paket Genesis Crystal terbesar diskon 5% selama stok masih ada.',
    ),
    link: { kind: 'promotion', target: 'genshin-welkin-week' },
    colors: ['#2f80c9', '#e9c46a'],
  },
  {
    title: l('Honkai: Star Rail', 'Honkai: Star Rail'),
    subtitle: l(
      'Oneiric Shards and the Express Supply Pass, delivered in minutes.',
      'Oneiric Shard dan Express Supply Pass, terkirim dalam hitungan menit.',
    ),
    link: { kind: 'game', target: 'honkai-star-rail' },
    colors: ['#2b1d6b', '#c9a7ff'],
  },
  {
    title: l('Gift cards, delivered instantly', 'Gift card, langsung terkirim'),
    subtitle: l(
      'Google Play, Steam, PlayStation, Razer Gold and more.',
      'Google Play, Steam, PlayStation, Razer Gold, dan lainnya.',
    ),
    link: { kind: 'category', target: 'vouchers' },
    colors: ['#0f766e', '#22d3ee'],
  },
  {
    title: l('Pay in Rupiah, save more', 'Bayar pakai Rupiah, lebih hemat'),
    subtitle: l(
      'An extra discount on every order paid in IDR.',
      'Potongan tambahan untuk setiap pesanan yang dibayar dalam IDR.',
    ),
    link: { kind: 'promotion', target: 'pay-in-rupiah' },
    colors: ['#6d28d9', '#ec4899'],
  },
];
