/**
 * What customers type for a game besides its title: abbreviations and short names, lower case.
 * A search equal to one of them finds the game first (see docs/buying.md, "Search").
 */
export const gameAliases: Record<string, string[]> = {
  'mobile-legends': ['ml', 'mlbb', 'mobile legends'],
  'free-fire': ['ff'],
  'pubg-mobile': ['pubg', 'pubgm', 'pubg m'],
  'genshin-impact': ['gi', 'genshin'],
  'honkai-star-rail': ['hsr', 'honkai'],
  valorant: ['valo'],
  'call-of-duty-mobile': ['codm', 'cod', 'cod mobile', 'call of duty'],
  'arena-of-valor': ['aov'],
  'ragnarok-m-eternal-love': ['rom', 'ragnarok'],
  'clash-of-clans': ['coc'],
  'honor-of-kings': ['hok'],
  'zenless-zone-zero': ['zzz'],
  'magic-chess-go-go': ['mcgg', 'magic chess'],
  'wuthering-waves': ['wuwa'],
  'wild-rift': ['wr', 'lol wr'],
  'league-of-legends': ['lol'],
  'mobile-legends-adventure': ['mla'],
  'pubg-battlegrounds': ['pubg pc'],
  'black-desert-mobile': ['bdm'],
  'state-of-survival': ['sos'],
  'rise-of-kingdoms': ['rok'],
  'ea-sports-fc': ['fc', 'fifa', 'fc 25'],
  'pokemon-go': ['pokemon'],
  'clash-royale': ['cr'],
  'google-play-gift-card': ['google play', 'gplay'],
  'playstation-store': ['psn', 'ps store'],
  'nintendo-eshop': ['eshop'],
  'steam-wallet': ['steam'],
};
