// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageLoadingFlag, FullScreenLoader, NavigationLoader } from '../react';

afterEach(cleanup);

describe('FullScreenLoader', () => {
  it('shows a progress bar and "Loading..."', () => {
    render(createElement(FullScreenLoader));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    expect(screen.getByTestId('page-loader').className).toBe('sf-loader');
  });
});

describe('NavigationLoader', () => {
  it('shows while the page loading flag is set, on every navigation', () => {
    const flag = createPageLoadingFlag();
    render(createElement(NavigationLoader, { flag }));
    expect(screen.queryByText('Loading...')).toBeNull();
    for (let navigation = 0; navigation < 2; navigation += 1) {
      act(() => flag.start());
      expect(flag.isLoading()).toBe(true);
      expect(screen.getByText('Loading...')).toBeTruthy();
      act(() => flag.end());
      expect(screen.queryByText('Loading...')).toBeNull();
    }
  });
});
