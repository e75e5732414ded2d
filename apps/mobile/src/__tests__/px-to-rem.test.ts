import { describe, expect, it } from 'vitest';
import { convertPxToRem, pxToRem } from '../build/px-to-rem';

const options = { rootValue: 37.5 };

describe('convertPxToRem', () => {
  it('turns px lengths into rem against the 37.5px root', () => {
    expect(convertPxToRem('16px', options)).toBe('0.42667rem');
    expect(convertPxToRem('37.5px', options)).toBe('1rem');
    expect(convertPxToRem('0 16px 8px -4px', options)).toBe('0 0.42667rem 0.21333rem -0.10667rem');
    expect(convertPxToRem('calc(100% - 32px)', options)).toBe('calc(100% - 0.85333rem)');
  });

  it('keeps hairlines, strings, url() and values without px', () => {
    expect(convertPxToRem('1px solid red', options)).toBe('1px solid red');
    expect(convertPxToRem("'16px'", options)).toBe("'16px'");
    expect(convertPxToRem('url(/a-16px.png) 12px', options)).toBe('url(/a-16px.png) 0.32rem');
    expect(convertPxToRem('50%', options)).toBe('50%');
    expect(convertPxToRem('12PX', options)).toBe('12PX');
  });
});

describe('pxToRem (PostCSS plugin)', () => {
  it('rewrites declarations, custom properties included', () => {
    const plugin = pxToRem(options);
    const declaration = { value: 'var(--x, 24px)' };
    plugin.Declaration(declaration);
    expect(declaration.value).toBe('var(--x, 0.64rem)');
  });
});
