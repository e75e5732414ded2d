import { describe, expect, it } from 'vitest';
import { isTabRoot, tabOf } from '../frame/tabs';

describe('tabOf', () => {
  it('highlights the tab of its own page and of the pages in its section', () => {
    expect(tabOf('/')?.path).toBe('/');
    expect(tabOf('/promo')?.path).toBe('/promo');
    expect(tabOf('/shopCart')?.path).toBe('/shopCart');
    expect(tabOf('/user')?.path).toBe('/user');
    expect(tabOf('/user/billing')?.path).toBe('/user');
    expect(tabOf('/orders')?.path).toBe('/user');
    expect(tabOf('/mobile/orderDetail')?.path).toBe('/user');
    expect(tabOf('/daftarPromo')?.path).toBe('/promo');
    expect(tabOf('/mobile/daftarPromoDetail')?.path).toBe('/promo');
    expect(tabOf('/mobile/cart')?.path).toBe('/shopCart');
  });

  it('gives the login page the account tab, and no tab to other pages', () => {
    expect(tabOf('/loginPage')?.path).toBe('/user');
    expect(tabOf('/games')).toBeUndefined();
    expect(tabOf('/promotion')).toBeUndefined();
  });
});

describe('isTabRoot', () => {
  it('is true only for the pages a tab opens', () => {
    expect(isTabRoot('/')).toBe(true);
    expect(isTabRoot('/user')).toBe(true);
    expect(isTabRoot('/user/billing')).toBe(false);
    expect(isTabRoot('/loginPage')).toBe(false);
  });
});
