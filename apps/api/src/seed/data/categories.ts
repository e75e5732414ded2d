/**
 * Catalog categories. A name is a slug and also the category's top-level route (`/mobile-games`), so it
 * must never be one of the store's own route names (RESERVED_ROUTE_NAMES in the api-client contract).
 */
import type { SeedCategory } from '../types';
import { l } from './helpers';

export const categories: SeedCategory[] = [
  { name: 'mobile-games', title: l('Mobile Games', 'Game Mobile'), icon: '📱' },
  { name: 'pc-games', title: l('PC Games', 'Game PC'), icon: '💻' },
  { name: 'console', title: l('Console', 'Konsol'), icon: '🎮' },
  { name: 'battle-royale', title: l('Battle Royale', 'Battle Royale'), icon: '🪂' },
  { name: 'moba', title: l('MOBA', 'MOBA'), icon: '⚔️' },
  { name: 'fps', title: l('FPS & Shooters', 'FPS & Tembak-tembakan'), icon: '🎯' },
  { name: 'mmorpg', title: l('MMORPG', 'MMORPG'), icon: '🐉' },
  { name: 'vouchers', title: l('Vouchers & Gift Cards', 'Voucher & Gift Card'), icon: '🎁' },
  { name: 'streaming', title: l('Streaming & Music', 'Streaming & Musik'), icon: '🎬' },
];
