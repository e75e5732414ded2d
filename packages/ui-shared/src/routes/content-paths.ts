import type { Device } from '../device';

/**
 * A promotion's detail page. The route table serves it only under the device prefix, with the slug
 * in the query: `/pc/daftarPromoDetail?slug=weekend-sale`, `/mobile/daftarPromoDetail?slug=...`.
 */
export function promotionPath(device: Device, slug: string): string {
  return `/${device}/daftarPromoDetail?slug=${encodeURIComponent(slug)}`;
}

const TYPE_SEGMENTS = { Games: 'games', Links: 'links', Login: 'login' } as const;

/** The page of the game a promotion's "Top up" button opens: `/games/mobile-legends`. */
export function promotionGamePath(game: {
  type: keyof typeof TYPE_SEGMENTS;
  name: string;
}): string {
  return `/${TYPE_SEGMENTS[game.type]}/${encodeURIComponent(game.name)}`;
}
