import { ERROR_MESSAGES, FALLBACK_ERROR_MESSAGE } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { MESSAGES, routeTitle, t } from '../messages';
import { CATEGORY_ROUTE, matchRoute, ROUTES } from '../routes';

describe('messages', () => {
  it('has exactly the same keys in en and id', () => {
    expect(Object.keys(MESSAGES.id).sort()).toEqual(Object.keys(MESSAGES.en).sort());
  });

  it('has no empty message', () => {
    for (const locale of LOCALES) {
      for (const text of Object.values(MESSAGES[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(MESSAGES.en)) {
      expect(placeholders(MESSAGES.id[key as keyof typeof MESSAGES.id]), key).toEqual(
        placeholders(text),
      );
    }
  });

  it('has the shell texts of the spec in English', () => {
    expect(t('en', 'loading')).toBe('Loading...');
    expect(t('en', 'error.notFound')).toBe('Page not found');
    expect(t('en', 'error.application')).toBe('Application error');
    expect(t('en', 'error.backToHome')).toBe('Back to home');
  });

  it('reuses the catalogue errors of the API client', () => {
    expect(t('en', 'error.401')).toBe(ERROR_MESSAGES[401]);
    expect(t('en', 'error.403')).toBe(ERROR_MESSAGES[403]);
    expect(t('en', 'error.404')).toBe('Server resource not found');
    expect(t('en', 'error.500')).toBe(ERROR_MESSAGES[500]);
    expect(t('en', 'error.502')).toBe(ERROR_MESSAGES[502]);
    expect(t('en', 'error.fallback')).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('has the nav labels', () => {
    expect(t('en', 'nav.loginTopUps')).toBe('Login top-ups');
    expect(t('en', 'nav.logIn')).toBe('Log in');
    expect(t('id', 'nav.logOut')).toBe('Keluar');
    expect(t('id', 'nav.home')).toBe('Beranda');
  });

  it('interpolates {name} params and keeps unknown ones', () => {
    expect(t('en', 'error.pageNotFound', { path: '/x' })).toBe('Page not found: /x');
    expect(t('id', 'error.pageNotFound', { path: '/x' })).toBe('Halaman tidak ditemukan: /x');
    expect(t('en', 'error.pageNotFound')).toBe('Page not found: {path}');
    expect(t('en', 'error.pageNotFound', { other: 1 })).toBe('Page not found: {path}');
    expect(t('en', 'route.category', { categoryName: '$& {x}' })).toBe('$& {x}');
  });

  it('has a title for every route in both languages', () => {
    for (const route of [...ROUTES.pc, ...ROUTES.mobile, CATEGORY_ROUTE]) {
      for (const locale of LOCALES)
        expect(MESSAGES[locale], route.id).toHaveProperty([route.titleKey]);
    }
  });

  it('gives route titles, with the category name for a category', () => {
    const help = matchRoute('pc', '/help');
    const category = matchRoute('mobile', '/pubg', ['pubg']);
    if (!help || !category) throw new Error('no match');
    expect(routeTitle('en', help)).toBe('Help');
    expect(routeTitle('id', help)).toBe('Bantuan');
    expect(routeTitle('id', category)).toBe('pubg');
  });
});
