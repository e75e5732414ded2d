export interface PxToRemOptions {
  rootValue: number;
  /** Lengths below this stay px: hairline borders must not round to nothing. */
  minPixelValue?: number;
}

// A px length outside quotes and url(): `12px`, `-0.5px`; not `12PX` (the opt-out spelling).
const PX_LENGTH = /"[^"]*"|'[^']*'|url\([^)]*\)|(-?\d*\.?\d+)px\b/g;

/** `16px` -> `0.42667rem`; strings, `url(...)` and lengths under `minPixelValue` are left alone. */
export function convertPxToRem(value: string, { rootValue, minPixelValue = 2 }: PxToRemOptions) {
  if (!value.includes('px')) return value;
  return value.replace(PX_LENGTH, (whole, digits: string | undefined) => {
    if (digits === undefined) return whole;
    const px = Number.parseFloat(digits);
    if (Math.abs(px) < minPixelValue) return whole;
    return `${Number((px / rootValue).toFixed(5))}rem`;
  });
}

/** The part of a PostCSS plugin this one needs (so the app does not depend on postcss's types). */
interface DeclarationPlugin {
  postcssPlugin: string;
  Declaration(declaration: { value: string }): void;
}

/** PostCSS plugin: px lengths in declarations (custom properties too) become rem; media queries stay px. */
export function pxToRem(options: PxToRemOptions): DeclarationPlugin {
  return {
    postcssPlugin: 'storefront-px-to-rem',
    Declaration(declaration) {
      const converted = convertPxToRem(declaration.value, options);
      if (converted !== declaration.value) declaration.value = converted;
    },
  };
}
pxToRem.postcss = true as const;
