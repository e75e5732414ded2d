import { createElement } from 'react';
import { MESSAGES } from '../messages';
import { colors, fontFamily, fontSizes, fontWeights, zIndex } from '../tokens';
import { type PageLoadingFlag, pageLoading, usePageLoading } from './page-loading';

/** The loader's CSS (class names `sf-loader*`), built from the design tokens. */
export const LOADER_CSS = [
  `.sf-loader{position:fixed;inset:0;z-index:${zIndex.loader};display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;background:rgba(246,245,250,.86);font-family:${fontFamily};}`,
  `.sf-loader__track{position:fixed;top:0;left:0;right:0;height:3px;overflow:hidden;background:${colors.brandSoft};}`,
  `.sf-loader__bar{height:100%;width:40%;background:linear-gradient(90deg,${colors.brand},${colors.accent});border-radius:0 3px 3px 0;animation:sf-loader-slide 1.1s ease-in-out infinite;}`,
  `.sf-loader__text{color:${colors.textSecondary};font-size:${fontSizes.md}px;font-weight:${fontWeights.medium};letter-spacing:.02em;}`,
  '@keyframes sf-loader-slide{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}',
  '@media (prefers-reduced-motion:reduce){.sf-loader__bar{animation:none;width:100%;opacity:.6}}',
].join('');

export interface FullScreenLoaderProps {
  /** Defaults to "Loading..." (the same text in every locale's messages). */
  label?: string;
}

/** The full-screen loader: a progress bar at the top and the text "Loading...". */
export function FullScreenLoader({ label = MESSAGES.en.loading }: FullScreenLoaderProps) {
  return createElement(
    'div',
    { className: 'sf-loader', role: 'status', 'aria-live': 'polite', 'data-testid': 'page-loader' },
    createElement('style', null, LOADER_CSS),
    createElement(
      'div',
      { className: 'sf-loader__track', role: 'progressbar', 'aria-label': label },
      createElement('div', { className: 'sf-loader__bar' }),
    ),
    createElement('span', { className: 'sf-loader__text' }, label),
  );
}

export interface NavigationLoaderProps extends FullScreenLoaderProps {
  flag?: PageLoadingFlag;
}

/** The loader while the page loading flag is set (put it once in the app's root). */
export function NavigationLoader({ flag = pageLoading, ...props }: NavigationLoaderProps) {
  return usePageLoading(flag) ? createElement(FullScreenLoader, props) : null;
}
