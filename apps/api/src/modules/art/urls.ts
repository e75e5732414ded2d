import type { Locale } from '../../i18n/messages';

/**
 * Where the API serves its generated artwork; `publicUrl` empty gives same-origin paths. Art with
 * text in it carries the locale in its URL, so caches keep one image per language.
 */
export function artUrls(publicUrl: string) {
  const base = `${publicUrl}/api/art`;
  return {
    gameIcon: (name: string) => `${base}/games/${name}/icon.svg`,
    gameCover: (name: string) => `${base}/games/${name}/cover.svg`,
    promotion: (slug: string, locale: Locale) => `${base}/promotions/${slug}.svg?lang=${locale}`,
    slide: (id: number, locale: Locale) => `${base}/slides/${id}.svg?lang=${locale}`,
    category: (name: string) => `${base}/categories/${name}.svg`,
  };
}
