// @vitest-environment jsdom
import { guestIdAtom, isLoginAtom } from '@storefront/state';
import { act, cleanup, renderHook } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartOwner } from '../cart-owner';

function renderOwner(store = createStore()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(JotaiProvider, { store }, children);
  return { store, ...renderHook(() => useCartOwner(), { wrapper }) };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useCartOwner', () => {
  it('is not known before the stored state has loaded (nobody to ask for)', () => {
    const { result } = renderOwner();
    expect(result.current).toEqual({ owner: { guestId: null, isLogin: false }, known: false });
  });

  it('is the guest once a guest id is in the store', () => {
    const { store, result } = renderOwner();
    act(() => store.set(guestIdAtom, 'guest-9'));
    expect(result.current).toEqual({ owner: { guestId: 'guest-9', isLogin: false }, known: true });
  });

  it('is the user once logged in, even without a guest id', () => {
    const { store, result } = renderOwner();
    act(() => store.set(isLoginAtom, true));
    expect(result.current).toEqual({ owner: { guestId: null, isLogin: true }, known: true });
  });

  it('does not take an empty guest id for a visitor', () => {
    const { store, result } = renderOwner();
    act(() => store.set(guestIdAtom, ''));
    expect(result.current.known).toBe(false);
  });
});
