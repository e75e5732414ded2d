import { describe, expect, it } from 'vitest';
import { gameHref, slideHref } from '../catalog/links';

describe('catalogue links', () => {
  it('opens a game under the list of its type', () => {
    expect(gameHref({ type: 'Games', name: 'mobile-legends' })).toBe('/games/mobile-legends');
    expect(gameHref({ type: 'Links', name: 'steam-wallet' })).toBe('/links/steam-wallet');
    expect(gameHref({ type: 'Login', name: 'genshin-impact' })).toBe('/login/genshin-impact');
  });

  it('sends each kind of carousel slide to its page', () => {
    expect(slideHref({ kind: 'category', target: 'rpg' })).toBe('/rpg');
    expect(slideHref({ kind: 'game', target: 'pubg-mobile' })).toBe('/games/pubg-mobile');
    expect(slideHref({ kind: 'promotion', target: 'double-diamonds' })).toBe(
      '/mobile/daftarPromoDetail?slug=double-diamonds',
    );
  });
});
