import { describe, expect, it } from 'vitest';
import { badgeLabel } from '../format/badge';
import { MESSAGES } from '../messages';

/** The familiar register ("kamu", "kau", the "-mu" endings): the store speaks to "Anda" only. */
const FAMILIAR = /\b(kamu|kau|engkau)\b|\b(?!tamu\b|ilmu\b|jamu\b|temu\b)\w+mu\b/i;

describe('the Indonesian catalogue', () => {
  it('translates every key', () => {
    for (const key of Object.keys(MESSAGES.en) as Array<keyof typeof MESSAGES.en>) {
      expect(MESSAGES.id[key]?.trim(), key).toBeTruthy();
    }
  });

  it('addresses the customer as "Anda" only', () => {
    const familiar = Object.entries(MESSAGES.id).filter(([, text]) => FAMILIAR.test(text));
    expect(familiar).toEqual([]);
  });

  it('translates the catalogue badges and keeps unknown ones as sent', () => {
    expect(
      ['Hot', 'New', 'Best value', 'Promo', 'Limited'].map((b) => badgeLabel('id', b)),
    ).toEqual(['Populer', 'Baru', 'Paling hemat', 'Diskon', 'Terbatas']);
    expect(badgeLabel('en', 'Best value')).toBe('Best value');
    expect(badgeLabel('id', 'Season 5')).toBe('Season 5');
  });
});
