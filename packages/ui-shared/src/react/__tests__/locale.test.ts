// @vitest-environment jsdom
import { localeAtom, setLocale } from '@storefront/state';
import { act, cleanup, renderHook } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '../locale';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useLocale', () => {
  it("is the store's language (the request's on the server) and follows a switch", () => {
    const store = createStore();
    store.set(localeAtom, 'id');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(JotaiProvider, { store }, children);
    const { result } = renderHook(() => useLocale(), { wrapper });
    expect(result.current).toBe('id');
    act(() => setLocale(store, 'en'));
    expect(result.current).toBe('en');
  });
});
