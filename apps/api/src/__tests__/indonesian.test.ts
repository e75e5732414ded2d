import { describe, expect, it } from 'vitest';
import { catalogue } from '../i18n/messages';
import { LINK_MESSAGES } from '../modules/link/messages';
import { ACCOUNT_MAILS } from '../modules/mail/account-mails';
import { PRICING_MESSAGES } from '../modules/pricing/messages';
import { SHOP_MESSAGES } from '../modules/shop/messages';
import { categories, contentPages, games, promotions, slides } from '../seed/data';

/** The familiar register ("kamu", "kau", the "-mu" endings): the store speaks to "Anda" only. */
const FAMILIAR = /\b(kamu|kau|engkau)\b|\b(?!tamu\b|ilmu\b|jamu\b|temu\b)\w+mu\b/i;

/** Every `{ en, id }` text inside `value`, by where it is. */
function localizedTexts(value: unknown, path = ''): Array<[string, { en: string; id: string }]> {
  if (typeof value !== 'object' || value === null) return [];
  const entry = value as Record<string, unknown>;
  if (typeof entry.en === 'string' && typeof entry.id === 'string') {
    return [[path, { en: entry.en, id: entry.id }]];
  }
  return Object.entries(entry).flatMap(([key, inner]) => localizedTexts(inner, `${path}.${key}`));
}

const SOURCES = {
  messages: [LINK_MESSAGES, SHOP_MESSAGES, PRICING_MESSAGES, ACCOUNT_MAILS],
  seed: [categories, contentPages, games, promotions, slides],
};

describe('the Indonesian texts of the server', () => {
  it('translate every catalogue key', () => {
    for (const [key, text] of Object.entries(catalogue.en)) {
      expect(catalogue.id[key as keyof typeof catalogue.id]?.trim(), key).toBeTruthy();
      expect(text.trim()).not.toBe('');
    }
  });

  it('address the customer as "Anda" only, in messages and in the demo catalogue', () => {
    const texts = [
      ...Object.entries(catalogue.id),
      ...localizedTexts(SOURCES).map(([path, text]) => [path, text.id] as const),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([, text]) => FAMILIAR.test(text))).toEqual([]);
  });
});
