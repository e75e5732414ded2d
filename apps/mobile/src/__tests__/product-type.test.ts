import { matchRoute } from '@storefront/ui-shared';
import { describe, expect, it } from 'vitest';
import { productTypeOf } from '../catalog/product-type';

const typeAt = (path: string) => productTypeOf(matchRoute('mobile', path, ['rpg']));

describe('productTypeOf', () => {
  it('reads the type of the product list routes', () => {
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
