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

  it('give text and prices a contrast of at least 4.5:1 (WCAG AA) where they are written', () => {
    for (const text of [colors.text, colors.textSecondary, colors.textMuted, colors.accent]) {
      for (const ground of [colors.surface, colors.background]) {
        expect(contrast(text, ground), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(
      contrast(colors.headerText, colors.accent),
      'white on the accent',
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.headerText, colors.brand), 'white on the brand').toBeGreaterThanOrEqual(
      4.5,
    );
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

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
