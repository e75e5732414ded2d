/**
 * How each demo product is redeemed (vouchers and codes) or topped up (everything else), in both
 * locales, by game name. The product page shows them; a voucher's receipt repeats them.
 */
import type { Localized, RedeemSteps } from '../types';
import { l } from './helpers';

function steps(...each: Localized[]): RedeemSteps {
  return { en: each.map((step) => step.en), id: each.map((step) => step.id) };
}

/** A direct top-up: find the account id in the game (`findId`), check it, pay, receive `currency`. */
function directTopUp(findId: Localized, currency: Localized): RedeemSteps {
  return steps(
    findId,
    l(
      'Enter it above and tap Check: the nickname shows which account receives the top-up.',
      'Masukkan di atas lalu ketuk Cek: nickname yang muncul menunjukkan akun penerima top up.',
    ),
    l(
      'Choose a pack and pay with any payment method.',
      'Pilih paket lalu bayar dengan metode apa pun.',
    ),
    l(
      `Your ${currency.en} arrive in the game within minutes; reopen the game if they do not show yet.`,
      `${currency.id} masuk ke game dalam beberapa menit; buka ulang game jika belum terlihat.`,
    ),
  );
}

/** A top-up through the payment link of the game's official web shop (`shop`). */
function linkTopUp(shop: string, currency: string): RedeemSteps {
  return steps(
    l(
      `Sign in on the official ${shop} and start buying your pack there.`,
      `Masuk ke ${shop} resmi dan mulai beli paket Anda di sana.`,
    ),
    l(
      'At the payment step, copy the payment link (it starts with https://).',
      'Di langkah pembayaran, salin link pembayarannya (diawali https://).',
    ),
    l(
      'Paste it above, check the price we quote and pay.',
      'Tempel di atas, periksa harga yang kami tampilkan, lalu bayar.',
    ),
    l(
      `We pay the link for you and the ${currency} land on your account within minutes.`,
      `Kami membayar link tersebut dan ${currency} masuk ke akun Anda dalam beberapa menit.`,
    ),
  );
}

/** A top-up our team makes by signing in to the customer's account of `game`. */
function loginTopUp(game: string): RedeemSteps {
  return steps(
    l(
      `Choose how you sign in to ${game}, then enter that login and its password.`,
      `Pilih cara Anda masuk ke ${game}, lalu masukkan login dan kata sandinya.`,
    ),
    l(
      'Choose a pack and pay: our team signs in and tops up, usually within 30 minutes.',
      'Pilih paket lalu bayar: tim kami masuk ke akun dan melakukan top up, biasanya dalam 30 menit.',
    ),
    l(
      'Stay signed out of the game until the order is completed, so the top-up is not interrupted.',
      'Jangan masuk ke game sampai pesanan selesai, agar top up tidak terganggu.',
    ),
    l(
      'Your password is erased when the order ends; change it afterwards if you like.',
      'Kata sandi Anda dihapus begitu pesanan selesai; Anda bisa menggantinya setelahnya.',
    ),
  );
}

const diamonds = l('diamonds', 'Diamond');
const riotId = l(
  'Open the Riot Client: your Riot ID is your name, # and the tagline shown on your profile (e.g. Player#SEA1).',
  'Buka Riot Client: Riot ID adalah nama Anda, # dan tagline yang tampil di profil (misalnya Player#SEA1).',
);

const topUps: Record<string, RedeemSteps> = {
  'mobile-legends': directTopUp(
    l(
      'Open Mobile Legends and tap your avatar at the top left: the User ID shows with the Zone ID in brackets, e.g. 12345678 (1234).',
      'Buka Mobile Legends dan ketuk avatar di kiri atas: User ID tampil bersama Zone ID di dalam kurung, misalnya 12345678 (1234).',
    ),
    diamonds,
  ),
  'free-fire': directTopUp(
    l(
      'Open Free Fire and tap your profile banner at the top left: the Player ID is under your nickname.',
      'Buka Free Fire dan ketuk banner profil di kiri atas: Player ID ada di bawah nickname Anda.',
    ),
    diamonds,
  ),
  'pubg-mobile': directTopUp(
    l(
      'Open PUBG Mobile and tap your avatar at the top left: copy the Character ID under your name.',
      'Buka PUBG Mobile dan ketuk avatar di kiri atas: salin Character ID di bawah nama Anda.',
    ),
    l('UC', 'UC'),
  ),
  'genshin-impact': directTopUp(
    l(
      'Open Genshin Impact: your UID is at the bottom right of the screen, and the server is the one you chose at login.',
      'Buka Genshin Impact: UID Anda ada di kanan bawah layar, dan server adalah yang Anda pilih saat login.',
    ),
    l('Genesis Crystals', 'Genesis Crystal'),
  ),
  'honkai-star-rail': directTopUp(
    l(
      'Open Honkai: Star Rail and open the phone menu: your UID is under your nickname; note the server you play on.',
      'Buka Honkai: Star Rail lalu buka menu ponsel: UID ada di bawah nickname Anda; catat server tempat Anda bermain.',
    ),
    l('Oneiric Shards', 'Oneiric Shard'),
  ),
  valorant: directTopUp(riotId, l('VALORANT Points', 'VALORANT Points')),
  'call-of-duty-mobile': directTopUp(
    l(
      'Open Call of Duty: Mobile, tap your profile and copy the UID under your name.',
      'Buka Call of Duty: Mobile, ketuk profil Anda dan salin UID di bawah nama Anda.',
    ),
    l('CP', 'CP'),
  ),
  'arena-of-valor': directTopUp(
    l(
      'Open Arena of Valor, tap your avatar at the top left and copy the Player ID.',
      'Buka Arena of Valor, ketuk avatar di kiri atas dan salin Player ID.',
    ),
    l('Vouchers', 'Voucher'),
  ),
  'ragnarok-m-eternal-love': directTopUp(
    l(
      'Open Ragnarok M, tap your character portrait and then Settings: the Character ID and server are at the top.',
      'Buka Ragnarok M, ketuk potret karakter lalu Pengaturan: Character ID dan server ada di bagian atas.',
    ),
    l('Big Cat Coins', 'Big Cat Coin'),
  ),
  'clash-of-clans': directTopUp(
    l(
      'Open Clash of Clans and tap your name at the top left: the Player Tag under it starts with #.',
      'Buka Clash of Clans dan ketuk nama Anda di kiri atas: Player Tag di bawahnya diawali #.',
    ),
    l('Gems', 'Gem'),
  ),
  'honor-of-kings': directTopUp(
    l(
      'Open Honor of Kings, tap your avatar at the top left and copy the Player ID.',
      'Buka Honor of Kings, ketuk avatar di kiri atas dan salin Player ID.',
    ),
    l('Tokens', 'Token'),
  ),
  'zenless-zone-zero': directTopUp(
    l(
      'Open Zenless Zone Zero: your UID is at the bottom right of the screen, and the server is the one you chose at login.',
      'Buka Zenless Zone Zero: UID Anda ada di kanan bawah layar, dan server adalah yang Anda pilih saat login.',
    ),
    l('Monochrome Films', 'Monochrome Film'),
  ),
  'magic-chess-go-go': directTopUp(
    l(
      'Open Magic Chess: Go Go and tap your avatar: the User ID shows with the Zone ID in brackets.',
      'Buka Magic Chess: Go Go dan ketuk avatar Anda: User ID tampil bersama Zone ID di dalam kurung.',
    ),
    diamonds,
  ),
  'delta-force': directTopUp(
    l(
      'Open Delta Force, tap your avatar and copy the UID on your profile card.',
      'Buka Delta Force, ketuk avatar dan salin UID di kartu profil Anda.',
    ),
    l('Delta Coins', 'Delta Coin'),
  ),
  'blood-strike': directTopUp(
    l(
      'Open Blood Strike, tap your avatar at the top left and copy the User ID.',
      'Buka Blood Strike, ketuk avatar di kiri atas dan salin User ID.',
    ),
    l('Golds', 'Gold'),
  ),
  'lords-mobile': directTopUp(
    l(
      'Open Lords Mobile and tap your avatar at the top left: the IGG ID is under your name.',
      'Buka Lords Mobile dan ketuk avatar di kiri atas: IGG ID ada di bawah nama Anda.',
    ),
    l('Gems', 'Gem'),
  ),
  'wuthering-waves': directTopUp(
    l(
      'Open Wuthering Waves: your UID is at the bottom right of the screen; note the server you play on.',
      'Buka Wuthering Waves: UID Anda ada di kanan bawah layar; catat server tempat Anda bermain.',
    ),
    l('Lunite', 'Lunite'),
  ),
  'wild-rift': directTopUp(
    l(
      'Open Wild Rift and tap your profile: your Riot ID is your name, # and the tagline.',
      'Buka Wild Rift dan ketuk profil Anda: Riot ID adalah nama Anda, # dan tagline.',
    ),
    l('Wild Cores', 'Wild Core'),
  ),
  'league-of-legends': directTopUp(riotId, l('Riot Points', 'Riot Points')),
  'eggy-party': directTopUp(
    l(
      'Open Eggy Party, tap your avatar and copy the UID under your nickname.',
      'Buka Eggy Party, ketuk avatar dan salin UID di bawah nickname Anda.',
    ),
    l('Eggy Coins', 'Eggy Coin'),
  ),
  roblox: linkTopUp('Roblox website', 'Robux'),
  fortnite: linkTopUp('Epic Games Store', 'V-Bucks'),
  minecraft: linkTopUp('Minecraft Marketplace web shop', 'Minecoins'),
  'apex-legends': linkTopUp('EA app web store', 'Apex Coins'),
  'ea-sports-fc': linkTopUp('EA SPORTS FC web store', 'FC Points'),
  'pokemon-go': linkTopUp('Pokémon GO Web Store', 'PokéCoins'),
  'brawl-stars': linkTopUp('Supercell Store', 'Gems'),
  'clash-royale': linkTopUp('Supercell Store', 'Gems'),
  'mobile-legends-adventure': loginTopUp('Mobile Legends: Adventure'),
  'pubg-battlegrounds': loginTopUp('PUBG: BATTLEGROUNDS'),
  'diablo-immortal': loginTopUp('Diablo Immortal'),
  'rise-of-kingdoms': loginTopUp('Rise of Kingdoms'),
  'black-desert-mobile': loginTopUp('Black Desert Mobile'),
  'state-of-survival': loginTopUp('State of Survival'),
  'maplestory-m': loginTopUp('MapleStory M'),
  'summoners-war': loginTopUp('Summoners War'),
};

const vouchers: Record<string, RedeemSteps> = {
  'google-play-gift-card': steps(
    l(
      'Open the Google Play Store app and tap your profile icon at the top right.',
      'Buka aplikasi Google Play Store dan ketuk ikon profil di kanan atas.',
    ),
    l(
      'Tap Payments & subscriptions, then Redeem gift code.',
      'Ketuk Pembayaran & langganan, lalu Tukarkan kode hadiah.',
    ),
    l(
      'Enter the code and tap Redeem: the credit is added to your Google Play balance.',
      'Masukkan kodenya lalu ketuk Tukarkan: saldo masuk ke saldo Google Play Anda.',
    ),
  ),
  'steam-wallet': steps(
    l(
      'Sign in to Steam on an account whose store region is Malaysia.',
      'Masuk ke Steam dengan akun yang wilayah tokonya Malaysia.',
    ),
    l(
      'Open your account menu, choose Account details, then Add funds to your Steam Wallet and Redeem a Steam Gift Card or Wallet Code.',
      'Buka menu akun, pilih Detail akun, lalu Tambah dana ke Dompet Steam dan Tukarkan Kartu Hadiah atau Kode Dompet Steam.',
    ),
    l(
      'Enter the code and choose Continue: the ringgit are added to your Steam Wallet.',
      'Masukkan kodenya dan pilih Lanjutkan: ringgit ditambahkan ke Dompet Steam Anda.',
    ),
  ),
  'playstation-store': steps(
    l(
      'On your PS5 or PS4, open PlayStation Store.',
      'Di PS5 atau PS4 Anda, buka PlayStation Store.',
    ),
    l(
      'Open the menu (…) at the top and choose Redeem code.',
      'Buka menu (…) di bagian atas dan pilih Tukarkan kode.',
    ),
    l(
      'Enter the 12-character code and confirm: the credit goes to your PlayStation Network wallet.',
      'Masukkan kode 12 karakter lalu konfirmasi: saldo masuk ke dompet PlayStation Network Anda.',
    ),
  ),
  'razer-gold': steps(
    l(
      'Go to gold.razer.com and sign in with your Razer ID.',
      'Buka gold.razer.com dan masuk dengan Razer ID Anda.',
    ),
    l('Choose Reload, then Razer Gold PIN.', 'Pilih Reload, lalu Razer Gold PIN.'),
    l(
      'Enter the PIN and confirm: the Razer Gold is added to your wallet, ready for any game that takes it.',
      'Masukkan PIN lalu konfirmasi: Razer Gold masuk ke dompet Anda, siap dipakai di game yang mendukungnya.',
    ),
  ),
  netflix: steps(
    l('Go to netflix.com/redeem in a browser.', 'Buka netflix.com/redeem di browser.'),
    l(
      'Sign in, or create an account if you are new to Netflix.',
      'Masuk, atau buat akun jika Anda baru di Netflix.',
    ),
    l(
      'Enter the code and choose Redeem: the amount pays your membership month by month.',
      'Masukkan kodenya dan pilih Tukarkan: saldonya membayar langganan Anda bulan demi bulan.',
    ),
  ),
  'spotify-premium': steps(
    l('Go to spotify.com/redeem in a browser.', 'Buka spotify.com/redeem di browser.'),
    l(
      'Sign in to the Spotify account that should get Premium.',
      'Masuk ke akun Spotify yang akan mendapatkan Premium.',
    ),
    l(
      'Enter the code and choose Redeem: Premium starts right away.',
      'Masukkan kodenya dan pilih Tukarkan: Premium langsung aktif.',
    ),
  ),
  'nintendo-eshop': steps(
    l(
      'On your Nintendo Switch, open Nintendo eShop with a Nintendo Account set to the United States.',
      'Di Nintendo Switch Anda, buka Nintendo eShop dengan Nintendo Account berwilayah Amerika Serikat.',
    ),
    l('Choose Enter Code in the menu on the left.', 'Pilih Masukkan Kode di menu sebelah kiri.'),
    l(
      'Enter the 16-character code and confirm: the funds are added to your eShop balance.',
      'Masukkan kode 16 karakter lalu konfirmasi: dana masuk ke saldo eShop Anda.',
    ),
  ),
  'garena-shells': steps(
    l(
      'Go to the Garena Shop website and sign in with your Garena account.',
      'Buka situs Garena Shop dan masuk dengan akun Garena Anda.',
    ),
    l(
      'Choose Redeem, enter the code and confirm.',
      'Pilih Redeem, masukkan kodenya lalu konfirmasi.',
    ),
    l(
      'The Shells are added to your Garena account: spend them in any Garena game.',
      'Shells masuk ke akun Garena Anda: gunakan di game Garena mana pun.',
    ),
  ),
};

/** Every demo game's steps, by game name. */
export const redeemSteps: Record<string, RedeemSteps> = { ...topUps, ...vouchers };
