import { describe, expect, it } from 'vitest';
import { packData, unpackData } from '../packed-data';

const game = (id: number, price: number | null) => ({
  id,
  name: `game-${id}`,
  title: `Game ${id}`,
  art: { colors: ['#000000', '#ffffff'], icon: `/api/art/games/game-${id}/icon.svg` },
  fromPrice: price === null ? null : { amount: price, currencyCode: 'USD', decimals: 2 },
  badge: id === 1 ? 'Hot' : null,
});

const summary = {
  carousel: [{ id: 1, title: 'Slide', link: { kind: 'promotion', target: 'x' } }],
  categories: [
    { category: { id: 1, name: 'mobile' }, games: [game(1, 149), game(2, 99)], total: 2 },
    {
      category: { id: 2, name: 'pc' },
      games: [game(2, 99), game(3, null), game(1, 149)],
      total: 3,
    },
  ],
  hotPromotions: [],
};

/** A JSON round trip, as the page carries it. */
const overTheWire = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('packData / unpackData', () => {
  it('gives back the same data after a JSON round trip', () => {
    expect(unpackData(overTheWire(packData(summary)))).toEqual(summary);
  });

  it('keeps a repeated game once and lists by columns', () => {
    const text = JSON.stringify(packData(summary));
    expect(text.match(/"Game 1"/g)).toHaveLength(1);
    expect(text.match(/"Game 2"/g)).toHaveLength(1);
    expect(text.match(/"currencyCode"/g)).toHaveLength(1);
    expect(text.length).toBeLessThan(JSON.stringify(summary).length);
  });

  it('never merges two objects that only share an id', () => {
    const data = { a: [game(1, 149), game(2, 5)], b: [game(1, 150)] };
    const unpacked = unpackData(overTheWire(packData(data))) as typeof data;
    expect(unpacked).toEqual(data);
    expect(unpacked.b[0]?.fromPrice?.amount).toBe(150);
  });

  it('leaves values that are not objects, and data it did not pack, as they are', () => {
    expect(packData('text')).toBe('text');
    expect(packData(null)).toBeNull();
    expect(unpackData(summary)).toBe(summary);
    expect(unpackData(overTheWire(packData([])))).toEqual([]);
    expect(unpackData(overTheWire(packData([1, 'a', null])))).toEqual([1, 'a', null]);
  });

  it('packs an answer shared between pages once, and unpacks it once', () => {
    expect(packData(summary)).toBe(packData(summary));
    expect(packData({ ...summary })).not.toBe(packData(summary));
    expect(unpackData(packData(summary))).toBe(unpackData(packData(summary)));
  });
});
