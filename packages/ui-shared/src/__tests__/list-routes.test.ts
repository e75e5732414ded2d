import { describe, expect, it } from 'vitest';
import { listPageNumber, matchRoute, productTypeOf, promotionSlugOf } from '../index';

const typeAt = (path: string) => productTypeOf(matchRoute('mobile', path, ['rpg']));

describe('productTypeOf', () => {
  it('reads the type of the product list routes', () => {
    expect(productTypeOf(matchRoute('pc', '/pc/products/login'))).toBe('Login');
    expect(typeAt('/games')).toBe('Games');
    expect(typeAt('/links')).toBe('Links');
    expect(typeAt('/login')).toBe('Login');
    expect(typeAt('/mobile/products/links')).toBe('Links');
  });

  it('gives no type to other pages', () => {
    expect(typeAt('/')).toBeNull();
    expect(typeAt('/games/mobile-legends')).toBeNull();
    expect(typeAt('/rpg')).toBeNull();
    expect(typeAt('/loginPage')).toBeNull();
  });
});

describe('listPageNumber', () => {
  it('reads the page number of ?page=, 1 when it is not a whole number from 1', () => {
    expect(listPageNumber({ page: '3' })).toBe(3);
    expect(listPageNumber({})).toBe(1);
    for (const page of ['0', '-2', '1.5', 'two']) expect(listPageNumber({ page })).toBe(1);
  });
});

describe('promotionSlugOf', () => {
  it('reads the trimmed ?slug=, null when there is none', () => {
    expect(promotionSlugOf({ slug: ' summer-sale ' })).toBe('summer-sale');
    expect(promotionSlugOf({ slug: '  ' })).toBeNull();
    expect(promotionSlugOf({})).toBeNull();
    expect(promotionSlugOf(undefined)).toBeNull();
  });
});
