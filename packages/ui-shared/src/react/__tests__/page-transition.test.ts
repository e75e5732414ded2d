import { describe, expect, it, vi } from 'vitest';
import { createPageLoadingFlag } from '../page-loading';
import { startPageTransition } from '../page-transition';

describe('startPageTransition', () => {
  it('sets the loading flag when the navigation stays in the page', () => {
    const flag = createPageLoadingFlag();
    const reload = vi.fn(() => false);
    startPageTransition('/games', reload, flag);
    expect(reload).toHaveBeenCalledWith('/games');
    expect(flag.isLoading()).toBe(true);
  });

  it('leaves the flag off when a new version turns the navigation into a full load', () => {
    const flag = createPageLoadingFlag();
    startPageTransition('/games', () => true, flag);
    expect(flag.isLoading()).toBe(false);
  });

  it('sets the flag without asking for a reload when the url is not known yet', () => {
    const flag = createPageLoadingFlag();
    const reload = vi.fn(() => true);
    startPageTransition(undefined, reload, flag);
    expect(reload).not.toHaveBeenCalled();
    expect(flag.isLoading()).toBe(true);
  });
});
