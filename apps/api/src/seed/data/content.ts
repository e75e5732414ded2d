/**
 * Help (FAQ), about and legal pages. Bodies are safe HTML (p, strong, em, ul, ol, li, a[href], h3);
 * FAQ answers are plain text so they can be rendered either way.
 */
import type { SeedContentPage } from '../types';
import { l } from './helpers';

const help: SeedContentPage = {
  slug: 'help',
  title: l('Help centre', 'Pusat bantuan'),
  body: l(
    '<p>Buying a top-up takes four steps: <strong>enter your account</strong>, <strong>choose a pack</strong>, <strong>choose how to pay</strong> and <strong>buy</strong>. The answers below cover what customers ask us most.</p>' +
      '<p>Still stuck? Keep your order number at hand and write to us from your <a href="/orderHistory">order history</a>.</p>',
    '<p>Membeli top-up hanya butuh empat langkah: <strong>masukkan akun</strong>, <strong>pilih paket</strong>, <strong>pilih cara bayar</strong>, lalu <strong>beli</strong>. Jawaban di bawah ini menjawab pertanyaan yang paling sering kami terima.</p>' +
      '<p>Masih bingung? Siapkan nomor pesanan dan hubungi kami dari <a href="/orderHistory">riwayat pesanan</a>.</p>',
  ),
  faqs: [
    {
      question: l('How do I buy a top-up?', 'Bagaimana cara membeli top-up?'),
      answer: l(
        'Open the game, enter your account details (for example User ID and Zone ID) and press Check to see your nickname. Pick a pack, choose how to pay and press Buy. You can also add several packs to the cart and pay for them together.',
        'Buka halaman game, isi data akun (misalnya User ID dan Zone ID), lalu tekan Cek untuk melihat nickname. Pilih paket, pilih cara bayar, lalu tekan Beli. Anda juga bisa memasukkan beberapa paket ke keranjang dan membayarnya sekaligus.',
      ),
    },
    {
      question: l(
        'Which payment methods can I use?',
        'Metode pembayaran apa saja yang bisa dipakai?',
      ),
      answer: l(
        'Logged-in customers can pay from their store balance. Everyone, guests included, can pay through our payment page. Razer Gold is accepted as a currency too. Prices are shown in the currency you pick at the top of the page: USD, IDR, MYR, PHP or SGD.',
        'Pelanggan yang sudah login bisa membayar pakai saldo toko. Semua pelanggan, termasuk tamu, bisa membayar lewat halaman pembayaran kami. Razer Gold juga diterima sebagai mata uang. Harga ditampilkan dalam mata uang yang Anda pilih di bagian atas halaman: USD, IDR, MYR, PHP, atau SGD.',
      ),
    },
    {
      question: l('How long does delivery take?', 'Berapa lama pesanan dikirim?'),
      answer: l(
        'Direct top-ups and voucher codes are usually delivered within a minute or two of payment. Link top-ups take up to 15 minutes. Login top-ups are done by our team, usually within 30 minutes; at busy times it can take a few hours.',
        'Top-up langsung dan kode voucher biasanya terkirim satu sampai dua menit setelah pembayaran. Top-up lewat link paling lama 15 menit. Top-up lewat login dikerjakan oleh tim kami, biasanya dalam 30 menit; saat ramai bisa sampai beberapa jam.',
      ),
    },
    {
      question: l('Where do I find my voucher code?', 'Di mana kode voucher saya?'),
      answer: l(
        'Open the order in your order history: the code is shown in the order detail as soon as the order is completed. If the voucher asks for an email, we send the code there as well.',
        'Buka pesanan di riwayat pesanan: kodenya tampil di detail pesanan begitu pesanan selesai. Jika voucher meminta email, kodenya juga kami kirim ke email tersebut.',
      ),
    },
    {
      question: l(
        'What if I entered the wrong account ID?',
        'Bagaimana jika saya salah memasukkan ID akun?',
      ),
      answer: l(
        'Always press Check before paying: we show the nickname that belongs to the ID. A top-up delivered to the ID you entered cannot be taken back by the game, so we cannot refund it. If the order has not been paid yet, simply cancel it.',
        'Selalu tekan Cek sebelum membayar: kami menampilkan nickname pemilik ID tersebut. Top-up yang sudah terkirim ke ID yang Anda masukkan tidak bisa ditarik kembali oleh game, jadi tidak bisa kami refund. Jika pesanan belum dibayar, batalkan saja.',
      ),
    },
    {
      question: l('Can I get a refund?', 'Apakah bisa refund?'),
      answer: l(
        'If we cannot deliver an order, it is marked as failed and the full amount is refunded to your store balance automatically. Guests who paid through the payment page can contact us with the order number for a refund to the original payment method. Delivered top-ups and revealed voucher codes cannot be refunded.',
        'Jika pesanan tidak bisa kami kirim, statusnya menjadi gagal dan seluruh dana otomatis dikembalikan ke saldo toko Anda. Tamu yang membayar lewat halaman pembayaran dapat menghubungi kami dengan nomor pesanan untuk refund ke metode pembayaran semula. Top-up yang sudah terkirim dan kode voucher yang sudah ditampilkan tidak bisa di-refund.',
      ),
    },
    {
      question: l('Can I buy without an account?', 'Bisakah membeli tanpa akun?'),
      answer: l(
        'Yes. As a guest you can browse, keep a cart and pay through the payment page. When you log in or register later, your cart comes with you. A store balance and balance history need an account.',
        'Bisa. Sebagai tamu Anda bisa melihat produk, menyimpan keranjang, dan membayar lewat halaman pembayaran. Saat nanti login atau daftar, isi keranjang Anda ikut terbawa. Saldo toko dan riwayat saldo hanya tersedia untuk pemilik akun.',
      ),
    },
    {
      question: l('How does my store balance work?', 'Bagaimana cara kerja saldo toko?'),
      answer: l(
        'You hold a separate balance in each currency, and at checkout we show which balance covers the order. Add funds through the payment page; every deposit, payment and refund appears in your balance history, which you can filter and download as a CSV file.',
        'Anda punya saldo terpisah untuk setiap mata uang, dan saat checkout kami tunjukkan saldo mana yang cukup untuk pesanan. Isi saldo lewat halaman pembayaran; setiap isi saldo, pembayaran, dan refund tercatat di riwayat saldo yang bisa Anda filter dan unduh sebagai file CSV.',
      ),
    },
    {
      question: l('Is it safe to give you my game login?', 'Amankah memberikan login game saya?'),
      answer: l(
        'Only games marked as login top-ups ask for it. Your password is encrypted as soon as you submit it, is never shown again, not even to you, and is deleted when the order ends. We recommend changing your password after the top-up.',
        'Hanya game dengan top-up lewat login yang memintanya. Kata sandi langsung dienkripsi saat Anda kirim, tidak pernah ditampilkan lagi (termasuk kepada Anda), dan dihapus saat pesanan selesai. Kami sarankan mengganti kata sandi setelah top-up.',
      ),
    },
  ],
};

const about: SeedContentPage = {
  slug: 'about',
  title: l('About us', 'Tentang kami'),
  body: l(
    '<h3>Top-ups without the wait</h3>' +
      '<p>We are a game top-up store for players in Indonesia, Malaysia, the Philippines, Singapore and beyond. Pick your game, type your player ID, see your nickname and pay: most orders arrive in under a minute.</p>' +
      '<ul><li><strong>Fair prices</strong> in your own currency, with the final amount shown before you pay.</li>' +
      '<li><strong>Many ways to pay</strong>: your store balance, our payment page or Razer Gold.</li>' +
      '<li><strong>Real people</strong> behind every login top-up and every support request.</li></ul>' +
      '<p>New here? Start with the <a href="/help">help centre</a> or browse <a href="/mobile-games">mobile games</a>.</p>',
    '<h3>Top-up tanpa menunggu lama</h3>' +
      '<p>Kami adalah toko top-up game untuk pemain di Indonesia, Malaysia, Filipina, Singapura, dan negara lainnya. Pilih game, ketik ID pemain, lihat nickname, lalu bayar: sebagian besar pesanan masuk dalam waktu kurang dari satu menit.</p>' +
      '<ul><li><strong>Harga jujur</strong> dalam mata uang Anda sendiri, dengan total akhir yang tampil sebelum membayar.</li>' +
      '<li><strong>Banyak cara bayar</strong>: saldo toko, halaman pembayaran kami, atau Razer Gold.</li>' +
      '<li><strong>Tim sungguhan</strong> di balik setiap top-up lewat login dan setiap permintaan bantuan.</li></ul>' +
      '<p>Baru pertama kali? Mulai dari <a href="/help">pusat bantuan</a> atau lihat <a href="/mobile-games">game mobile</a>.</p>',
  ),
  faqs: [],
};

const legal: SeedContentPage = {
  slug: 'legal',
  title: l('Terms and privacy', 'Syarat dan privasi'),
  body: l(
    '<h3>Terms of service</h3>' +
      '<ol><li>You must give correct account details. Please check the nickname before you pay; top-ups sent to the details you entered are final.</li>' +
      '<li>Prices include all fees and are shown in the currency you choose. The price charged is the one shown when you place the order.</li>' +
      '<li>Unpaid orders are cancelled after their payment deadline. Orders we cannot deliver are refunded as described in the <a href="/help">help centre</a>.</li>' +
      '<li>Game credits and vouchers are provided under the terms of each game publisher. We are not affiliated with the publishers unless stated.</li>' +
      '<li>Misuse of the store, such as fraudulent payments, leads to cancelled orders and closed accounts.</li></ol>' +
      '<h3>Privacy</h3>' +
      '<ul><li>We collect only what an order needs: your email, game account details, order and payment records.</li>' +
      '<li>Game passwords for login top-ups are encrypted, never shown in full and deleted once the order ends.</li>' +
      '<li>Store passwords are stored as slow, salted hashes. A login session lasts two hours and ends when you log out.</li>' +
      '<li>We share data only with the game publisher, voucher supplier or payment provider that completes your order.</li>' +
      '<li>You may ask us to export or delete your data at any time.</li></ul>',
    '<h3>Syarat layanan</h3>' +
      '<ol><li>Anda wajib memberikan data akun yang benar. Periksa nickname sebelum membayar; top-up yang dikirim sesuai data yang Anda masukkan bersifat final.</li>' +
      '<li>Harga sudah termasuk semua biaya dan ditampilkan dalam mata uang pilihan Anda. Harga yang ditagih adalah harga yang tampil saat pesanan dibuat.</li>' +
      '<li>Pesanan yang belum dibayar dibatalkan setelah batas waktu pembayaran. Pesanan yang tidak bisa kami kirim akan di-refund sesuai penjelasan di <a href="/help">pusat bantuan</a>.</li>' +
      '<li>Kredit game dan voucher tunduk pada ketentuan masing-masing penerbit game. Kami tidak berafiliasi dengan penerbit kecuali disebutkan.</li>' +
      '<li>Penyalahgunaan toko, seperti pembayaran curang, mengakibatkan pesanan dibatalkan dan akun ditutup.</li></ol>' +
      '<h3>Privasi</h3>' +
      '<ul><li>Kami hanya mengumpulkan data yang dibutuhkan pesanan: email, data akun game, serta catatan pesanan dan pembayaran.</li>' +
      '<li>Kata sandi game untuk top-up lewat login dienkripsi, tidak pernah ditampilkan utuh, dan dihapus begitu pesanan selesai.</li>' +
      '<li>Kata sandi akun toko disimpan sebagai hash yang lambat dan diberi salt. Sesi login berlaku dua jam dan berakhir saat Anda logout.</li>' +
      '<li>Kami hanya membagikan data kepada penerbit game, pemasok voucher, atau penyedia pembayaran yang menyelesaikan pesanan Anda.</li>' +
      '<li>Anda dapat meminta kami mengekspor atau menghapus data Anda kapan saja.</li></ul>',
  ),
  faqs: [],
};

export const contentPages: SeedContentPage[] = [help, about, legal];
