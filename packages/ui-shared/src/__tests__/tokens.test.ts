import { describe, expect, it } from 'vitest';
import {
  antdThemeToken,
  colors,
  cssVariables,
  fontFamily,
  layout,
  radii,
  reactVantThemeVars,
  storefrontCssVars,
} from '../tokens';

describe('design tokens', () => {
  it('feed antd and react-vant the same brand, radii and font stack', () => {
    expect(antdThemeToken.colorPrimary).toBe(colors.brand);
    expect(reactVantThemeVars['--rv-primary-color']).toBe(colors.brand);
    expect(antdThemeToken.borderRadius).toBe(radii.md);
    expect(reactVantThemeVars['--rv-border-radius-md']).toBe(`${radii.md}px`);
    expect(antdThemeToken.fontFamily).toBe(fontFamily);
    expect(reactVantThemeVars['--rv-font-family']).toBe(fontFamily);
  });

  it('use the system font stack only', () => {
    expect(fontFamily.startsWith('system-ui')).toBe(true);
    expect(fontFamily).not.toMatch(/url\(|@font-face/);
  });

  it('hold the layout constants of the spec', () => {
    expect(layout.pcMinWidth).toBe(1440);
    expect(layout.mobileRootFontSize).toBe(37.5);
    expect(layout.mobileTapTarget).toBeGreaterThanOrEqual(44);
  });

  it('name only react-vant variables and write them as CSS declarations', () => {
    expect(Object.keys(reactVantThemeVars).every((name) => name.startsWith('--rv-'))).toBe(true);
    expect(cssVariables({ '--rv-a': '1px', '--rv-b': '#fff' })).toBe('--rv-a:1px;--rv-b:#fff;');
  });

  it('give the apps the same values as --sf-* CSS variables', () => {
    expect(storefrontCssVars['--sf-color-brand']).toBe(colors.brand);
    expect(storefrontCssVars['--sf-color-text-secondary']).toBe(colors.textSecondary);
    expect(storefrontCssVars['--sf-radius-md']).toBe(`${radii.md}px`);
    expect(storefrontCssVars['--sf-pc-min-width']).toBe('1440px');
  });
});
