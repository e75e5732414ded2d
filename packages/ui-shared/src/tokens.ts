/**
 * The storefront's design tokens: one source for both apps. `antdThemeToken` feeds antd's
 * `ConfigProvider theme.token` (pc), `reactVantThemeVars` feeds react-vant's CSS variables (mobile).
 * Plain data: this file imports no UI kit.
 */

/** The name in the header and the first part of every page title. */
export const BRAND_NAME = 'TopUp Store';
/** `<meta name="description">` of every page (search engines show it under the title). */
export const BRAND_DESCRIPTION = 'Game top-ups and digital goods';

export const colors = {
  /** The brand: a vivid violet (the seeded artwork uses the same one). */
  brand: '#6d28d9',
  brandHover: '#7c3aed',
  brandActive: '#5b21b6',
  brandSoft: '#ede9fe',
  /** The one accent: prices and calls to action (4.5:1 on white, with white text on it too). */
  accent: '#c2410c',
  accentHover: '#9a3412',
  accentSoft: '#fff1e6',
  text: '#1c1530',
  textSecondary: '#5b5670',
  /** The lightest text: still 4.5:1 on the page background (WCAG AA). */
  textMuted: '#6b6679',
  border: '#e4e1ec',
  divider: '#efedf4',
  background: '#f6f5fa',
  surface: '#ffffff',
  headerBackground: '#1c1530',
  headerText: '#ffffff',
  success: '#15803d',
  /** Success notices: a clean mint ground and border under the success green (not antd's derived tint). */
  successSoft: '#ecfdf5',
  successBorder: '#a7f3d0',
  warning: '#b45309',
  danger: '#dc2626',
  info: '#2563eb',
  focusRing: 'rgba(109, 40, 217, 0.45)',
} as const;

/** Corner radii in px. */
export const radii = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

/** The spacing scale in px. */
export const spacing = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 } as const;

/** Font sizes in px. */
export const fontSizes = { xs: 12, sm: 13, md: 14, lg: 16, xl: 20, xxl: 24, display: 32 } as const;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

/** The system font stack only: nothing is downloaded. */
export const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Prices line up in columns. */
export const priceFontFeatures = "'tnum' 1";

export const layout = {
  /** Desktop minimum page width (spec section 9). */
  pcMinWidth: 1440,
  pcContentWidth: 1280,
  pcHeaderHeight: 64,
  /** Mobile root font size: 1rem = 37.5px on a 375px wide design (spec section 9). */
  mobileRootFontSize: 37.5,
  /** The smallest tap target on mobile. */
  mobileTapTarget: 44,
} as const;

export const shadows = {
  card: '0 1px 2px rgba(28, 21, 48, 0.06), 0 2px 8px rgba(28, 21, 48, 0.06)',
  raised: '0 8px 24px rgba(28, 21, 48, 0.16)',
} as const;

export const zIndex = { header: 100, loader: 2000 } as const;

export const tokens = {
  colors,
  radii,
  spacing,
  fontSizes,
  fontWeights,
  fontFamily,
  priceFontFeatures,
  layout,
  shadows,
  zIndex,
} as const;

export type DesignTokens = typeof tokens;

/** antd `ConfigProvider theme={{ token: antdThemeToken }}` (keys of antd's seed/alias tokens). */
export const antdThemeToken = {
  colorPrimary: colors.brand,
  colorLink: colors.brand,
  colorLinkHover: colors.brandHover,
  colorLinkActive: colors.brandActive,
  colorSuccess: colors.success,
  colorSuccessBg: colors.successSoft,
  colorSuccessBorder: colors.successBorder,
  colorWarning: colors.warning,
  colorError: colors.danger,
  colorInfo: colors.info,
  colorText: colors.text,
  colorTextSecondary: colors.textSecondary,
  colorTextTertiary: colors.textMuted,
  colorBorder: colors.border,
  colorSplit: colors.divider,
  colorBgLayout: colors.background,
  colorBgContainer: colors.surface,
  borderRadius: radii.md,
  borderRadiusSM: radii.sm,
  borderRadiusLG: radii.lg,
  fontFamily,
  fontSize: fontSizes.md,
  fontSizeSM: fontSizes.sm,
  fontSizeLG: fontSizes.lg,
  fontSizeXL: fontSizes.xl,
  fontSizeHeading1: fontSizes.display,
  fontSizeHeading2: fontSizes.xxl,
  fontSizeHeading3: fontSizes.xl,
  controlOutline: colors.focusRing,
  boxShadow: shadows.raised,
  boxShadowSecondary: shadows.card,
} as const;

/**
 * react-vant theme variables (`--rv-*`), e.g. `<ConfigProvider themeVars={...}>` or a `:root` rule.
 * Sizes are px on the 375px design; the mobile app's rem layout converts them.
 */
export const reactVantThemeVars: Readonly<Record<`--rv-${string}`, string>> = {
  '--rv-primary-color': colors.brand,
  '--rv-success-color': colors.success,
  '--rv-danger-color': colors.danger,
  '--rv-warning-color': colors.warning,
  '--rv-text-color': colors.text,
  '--rv-gray-7': colors.textSecondary,
  '--rv-gray-6': colors.textMuted,
  '--rv-border-color': colors.border,
  '--rv-background-color': colors.background,
  '--rv-background-color-light': colors.surface,
  '--rv-font-family': fontFamily,
  '--rv-font-size-sm': `${fontSizes.xs}px`,
  '--rv-font-size-md': `${fontSizes.md}px`,
  '--rv-font-size-lg': `${fontSizes.lg}px`,
  '--rv-border-radius-sm': `${radii.sm}px`,
  '--rv-border-radius-md': `${radii.md}px`,
  '--rv-border-radius-lg': `${radii.lg}px`,
  '--rv-padding-xs': `${spacing.sm}px`,
  '--rv-padding-sm': `${spacing.md}px`,
  '--rv-padding-md': `${spacing.lg}px`,
  '--rv-padding-lg': `${spacing.xl}px`,
  '--rv-button-primary-background-color': colors.brand,
  '--rv-button-primary-border-color': colors.brand,
  '--rv-button-danger-background-color': colors.accent,
  '--rv-button-danger-border-color': colors.accent,
  '--rv-button-default-height': `${layout.mobileTapTarget}px`,
  '--rv-tabbar-height': '50px',
  '--rv-tabbar-item-active-color': colors.brand,
  '--rv-nav-bar-icon-color': colors.brand,
  '--rv-nav-bar-text-color': colors.brand,
  '--rv-notify-danger-background-color': colors.danger,
};

/**
 * The tokens as `--sf-*` CSS variables, for the apps' own stylesheets (`var(--sf-color-brand)`):
 * put `:root{${cssVariables(storefrontCssVars)}}` in the document's head.
 */
export const storefrontCssVars: Readonly<Record<`--sf-${string}`, string>> = {
  ...Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [`--sf-color-${kebab(name)}`, value]),
  ),
  ...Object.fromEntries(
    Object.entries(radii).map(([name, value]) => [`--sf-radius-${name}`, `${value}px`]),
  ),
  ...Object.fromEntries(
    Object.entries(spacing).map(([name, value]) => [`--sf-space-${name}`, `${value}px`]),
  ),
  ...Object.fromEntries(
    Object.entries(fontSizes).map(([name, value]) => [`--sf-font-size-${name}`, `${value}px`]),
  ),
  '--sf-font-family': fontFamily,
  '--sf-price-features': priceFontFeatures,
  '--sf-shadow-card': shadows.card,
  '--sf-shadow-raised': shadows.raised,
  '--sf-pc-min-width': `${layout.pcMinWidth}px`,
  '--sf-pc-content-width': `${layout.pcContentWidth}px`,
  '--sf-pc-header-height': `${layout.pcHeaderHeight}px`,
  '--sf-tap-target': `${layout.mobileTapTarget}px`,
};

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** `reactVantThemeVars` as a CSS declaration block, for a `:root { ... }` rule in the document. */
export function cssVariables(vars: Readonly<Record<string, string>>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}
