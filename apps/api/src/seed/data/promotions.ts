/**
 * Promotions (`daftarPromo`). Periods are relative to the seed time, so the demo always has some running,
 * one upcoming and one that has ended. Bodies are safe HTML: p, strong, em, ul, ol, li, a[href], h3.
 */
import type { SeedPromotion } from '../types';
import { l } from './helpers';

export const promotions: SeedPromotion[] = [
  {
    slug: 'mlbb-diamond-festival',
    title: l('Mobile Legends Diamond Festival', 'Festival Diamond Mobile Legends'),
    summary: l(
      '10% off 257 Diamonds and the Weekly Diamond Pass back in stock.',
      'Diskon 10% untuk 257 Diamonds dan Weekly Diamond Pass tersedia lagi.',
    ),
    body: l(
      '<h3>Diamonds for the new season</h3>' +
        '<p>Get ready for the new Mobile Legends season: <strong>257 Diamonds are 10% off</strong> for the whole festival, and the Weekly Diamond Pass is back in stock.</p>' +
        '<ul><li>Enter your User ID and Zone ID and check your nickname before paying.</li>' +
        '<li>Diamonds are usually credited within a minute.</li>' +
        '<li>No code needed: the discount is already in the price.</li></ul>' +
        '<p><a href="/games/mobile-legends">Top up Mobile Legends now</a></p>',
      '<h3>Diamond untuk season baru</h3>' +
        '<p>Siap-siap menyambut season baru Mobile Legends: <strong>257 Diamonds diskon 10%</strong> selama festival berlangsung, dan Weekly Diamond Pass sudah tersedia lagi.</p>' +
        '<ul><li>Masukkan User ID dan Zone ID, lalu cek nickname sebelum membayar.</li>' +
        '<li>Diamond biasanya masuk dalam satu menit.</li>' +
        '<li>Tanpa kode promo: harga sudah termasuk diskon.</li></ul>' +
        '<p><a href="/games/mobile-legends">Top up Mobile Legends sekarang</a></p>',
    ),
    startsInDays: -5,
    endsInDays: 9,
    gameName: 'mobile-legends',
    colors: ['#1d4ed8', '#f5b301'],
  },
  {
    slug: 'genshin-welkin-week',
    title: l('Genshin Impact Welkin Week', 'Pekan Welkin Genshin Impact'),
    summary: l(
      'Save 5% on 6480 + 1600 Genesis Crystals while stock lasts.',
      'Hemat 5% untuk 6480 + 1600 Genesis Crystals selama stok masih ada.',
    ),
    body: l(
      '<h3>Pull for your next five-star</h3>' +
        '<p>This week the biggest Genesis Crystal pack is <strong>5% off</strong>, with a limited number available. The Blessing of the Welkin Moon stays at its everyday low price.</p>' +
        '<ol><li>Enter your UID and choose your server.</li>' +
        '<li>Pick the 6480 + 1600 Genesis Crystals pack.</li>' +
        '<li>Pay with your balance or any payment method.</li></ol>' +
        '<p><em>First-purchase bonuses are granted by the game and still apply.</em></p>' +
        '<p><a href="/games/genshin-impact">Go to Genshin Impact</a></p>',
      '<h3>Gacha untuk bintang lima berikutnya</h3>' +
        '<p>Minggu ini paket Genesis Crystal terbesar <strong>diskon 5%</strong>, dengan jumlah terbatas. Blessing of the Welkin Moon tetap dengan harga hemat seperti biasa.</p>' +
        '<ol><li>Masukkan UID dan pilih server.</li>' +
        '<li>Pilih paket 6480 + 1600 Genesis Crystals.</li>' +
        '<li>Bayar pakai saldo atau metode pembayaran lain.</li></ol>' +
        '<p><em>Bonus pembelian pertama diberikan oleh game dan tetap berlaku.</em></p>' +
        '<p><a href="/games/genshin-impact">Ke halaman Genshin Impact</a></p>',
    ),
    startsInDays: -2,
    endsInDays: 5,
    gameName: 'genshin-impact',
    colors: ['#2f80c9', '#e9c46a'],
  },
  {
    slug: 'pay-in-rupiah',
    title: l('Pay in Rupiah, save more', 'Bayar pakai Rupiah, lebih hemat'),
    summary: l(
      'An extra discount on every order you pay in IDR.',
      'Potongan tambahan untuk setiap pesanan yang dibayar dalam IDR.',
    ),
    body: l(
      '<p>Switch the currency to <strong>IDR</strong> and every order gets an extra discount at checkout, on top of the pack discounts you already see.</p>' +
        '<ul><li>Works for every game and voucher.</li>' +
        '<li>Pay from your IDR balance or through the payment page.</li>' +
        '<li>The discount is shown on the order before you pay.</li></ul>' +
        '<p>Questions? See the <a href="/help">help centre</a>.</p>',
      '<p>Ganti mata uang ke <strong>IDR</strong> dan setiap pesanan mendapat potongan tambahan saat checkout, di luar diskon paket yang sudah terlihat.</p>' +
        '<ul><li>Berlaku untuk semua game dan voucher.</li>' +
        '<li>Bayar pakai saldo IDR atau lewat halaman pembayaran.</li>' +
        '<li>Potongannya tampil di pesanan sebelum Anda membayar.</li></ul>' +
        '<p>Ada pertanyaan? Lihat <a href="/help">pusat bantuan</a>.</p>',
    ),
    startsInDays: -30,
    endsInDays: 60,
    gameName: null,
    colors: ['#6d28d9', '#ec4899'],
  },
  {
    slug: 'honor-of-kings-arrives',
    title: l('Honor of Kings has arrived', 'Honor of Kings sudah hadir'),
    summary: l(
      'Tokens for Honor of Kings are now in the store, with 5% off 8400 Tokens.',
      'Token Honor of Kings kini tersedia, dengan diskon 5% untuk 8400 Tokens.',
    ),
    body: l(
      '<h3>A new MOBA in the store</h3>' +
        '<p>Honor of Kings tokens are now available for every region we serve. To celebrate, <strong>8400 Tokens are 5% off</strong> for three weeks.</p>' +
        '<p>Find your Player ID on your profile screen, type it in and we show your nickname before you pay.</p>' +
        '<p><a href="/games/honor-of-kings">Buy Honor of Kings tokens</a></p>',
      '<h3>MOBA baru di toko kami</h3>' +
        '<p>Token Honor of Kings kini tersedia untuk semua wilayah yang kami layani. Sebagai perayaan, <strong>8400 Tokens diskon 5%</strong> selama tiga minggu.</p>' +
        '<p>ID Pemain ada di layar profil; ketik di sini dan kami tampilkan nickname Anda sebelum membayar.</p>' +
        '<p><a href="/games/honor-of-kings">Beli token Honor of Kings</a></p>',
    ),
    startsInDays: -7,
    endsInDays: 14,
    gameName: 'honor-of-kings',
    colors: ['#8a1c1c', '#f2c14e'],
  },
  {
    slug: 'weekend-flash-sale',
    title: l('Weekend Flash Sale', 'Flash Sale Akhir Pekan'),
    summary: l(
      'Two days of price drops on voucher and gift card packs. Starts this weekend.',
      'Dua hari harga turun untuk voucher dan gift card. Mulai akhir pekan ini.',
    ),
    body: l(
      '<h3>Coming this weekend</h3>' +
        '<p>For two days only, selected <strong>vouchers and gift cards</strong> drop in price: Google Play, Steam Wallet, PlayStation Store and more.</p>' +
        '<ul><li>Quantities are limited per pack.</li>' +
        '<li>Codes are delivered instantly to your order page.</li></ul>' +
        '<p><a href="/vouchers">Browse vouchers</a></p>',
      '<h3>Hadir akhir pekan ini</h3>' +
        '<p>Hanya dua hari, harga <strong>voucher dan gift card</strong> pilihan turun: Google Play, Steam Wallet, PlayStation Store, dan lainnya.</p>' +
        '<ul><li>Jumlah tiap paket terbatas.</li>' +
        '<li>Kode langsung muncul di halaman pesanan.</li></ul>' +
        '<p><a href="/vouchers">Lihat voucher</a></p>',
    ),
    startsInDays: 3,
    endsInDays: 5,
    gameName: null,
    colors: ['#f97316', '#dc2626'],
  },
  {
    slug: 'ramadan-top-up-sale',
    title: l('Ramadan Top-Up Sale', 'Promo Top-Up Ramadan'),
    summary: l(
      'Our Ramadan discounts on Free Fire and PUBG Mobile have ended. Thank you for joining!',
      'Promo Ramadan untuk Free Fire dan PUBG Mobile sudah berakhir. Terima kasih sudah ikut!',
    ),
    body: l(
      '<p>The Ramadan Top-Up Sale has ended. Thank you to everyone who joined: <strong>Free Fire</strong> and <strong>PUBG Mobile</strong> packs were up to 15% off during the holy month.</p>' +
        '<p>Keep an eye on the promotions page for the next sale.</p>',
      '<p>Promo Top-Up Ramadan sudah berakhir. Terima kasih untuk semua yang ikut: paket <strong>Free Fire</strong> dan <strong>PUBG Mobile</strong> diskon hingga 15% selama bulan suci.</p>' +
        '<p>Pantau terus halaman promo untuk promo berikutnya.</p>',
    ),
    startsInDays: -45,
    endsInDays: -15,
    gameName: null,
    colors: ['#065f46', '#d4a72c'],
  },
];
