/**
 * Generated artwork for the demo catalog: pure functions that return standalone SVG documents.
 * No outside images, fonts or URLs; the only URL is the SVG namespace. Every text is XML-escaped and
 * every colour is checked, so the output is safe to serve as `image/svg+xml` or inline.
 * Element ids carry a hash of the input, so several SVGs inlined on one page never clash.
 */

import { escapeMarkup } from '../http/escape';
import { categoryGlyph } from '../modules/art/category-glyphs';
import type { SeedCategory, SeedGame } from './types';

export const FONT_STACK = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const SVG_NS = 'http://www.w3.org/2000/svg';
const BRAND: [string, string] = ['#6d28d9', '#4f46e5'];

const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to']);

function words(text: string): string[] {
  return text
    .split(/[\s\-/_:]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
}

function firstChar(word: string): string {
  return Array.from(word)[0] ?? '';
}

/**
 * Up to three letters for a title: 'Mobile Legends: Bang Bang' -> 'ML', 'PUBG Mobile' -> 'PM',
 * 'Call of Duty: Mobile' -> 'CoD', 'Honkai: Star Rail' -> 'HSR', 'Roblox' -> 'R'. A subtitle after a
 * colon is dropped when the main title has two words or more; small words stay lower case.
 */
export function initials(title: string): string {
  const main = title.split(':')[0] ?? '';
  let list = words(main).length >= 2 ? words(main) : words(title);
  const withoutNumbers = list.filter((word) => !/^\p{N}+$/u.test(word));
  if (withoutNumbers.length > 0) list = withoutNumbers;
  if (list.length === 0) return '?';
  if (list.length > 3) {
    return list
      .filter((word) => !STOP_WORDS.has(word.toLowerCase()))
      .slice(0, 2)
      .map((word) => firstChar(word).toUpperCase())
      .join('');
  }
  return list
    .map((word, index) => {
      const letter = firstChar(word);
      return index > 0 && STOP_WORDS.has(word.toLowerCase())
        ? letter.toLowerCase()
        : letter.toUpperCase();
    })
    .join('');
}

/** FNV-1a, for stable ids and variations. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function uid(...parts: string[]): string {
  return hash(parts.join('\u0000')).toString(36);
}

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3
      ? Array.from(match[1])
          .map((c) => c + c)
          .join('')
      : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour as #rrggbb, or the fallback when it is not a hex colour. */
function safeColor(color: string | undefined, fallback: string): string {
  const rgb = color === undefined ? null : parseHex(color);
  return rgb ? toHex(rgb) : fallback;
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a) ?? [0, 0, 0];
  const [r2, g2, b2] = parseHex(b) ?? [0, 0, 0];
  return toHex([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t]);
}

const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
const darken = (color: string, t: number) => mix(color, '#000000', t);

/** Relative luminance 0..1 (sRGB, WCAG formula). */
function luminance(color: string): number {
  const [r, g, b] = (parseHex(color) ?? [0, 0, 0]).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colour darkened in small steps until white text on it stays readable (luminance <= 0.3). */
function readable(color: string): string {
  let result = color;
  for (let step = 1; luminance(result) > 0.3 && step <= 12; step++) {
    result = darken(color, step * 0.05);
  }
  return result;
}

/** The pair to paint with: checked colours, each dark enough for white text. */
function palette(colors: readonly string[] | undefined): [string, string] {
  return [readable(safeColor(colors?.[0], BRAND[0])), readable(safeColor(colors?.[1], BRAND[1]))];
}

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Rough width of bold sans-serif text in px (on the wide side, so nothing overflows). */
function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const ch of text) {
    if (ch === ' ') units += 0.32;
    else if (/[iIjl.,:;'!|]/.test(ch)) units += 0.36;
    else if (/[MWmw@]/.test(ch)) units += 1;
    else if (/[A-Z]/.test(ch)) units += 0.78;
    else if (/[0-9]/.test(ch)) units += 0.7;
    else units += 0.66;
  }
  return units * fontSize;
}

/** Breaks text into at most `maxLines` lines no wider than `maxWidth`; an overflow ends with '…'. */
function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const all = text.trim().split(/\s+/);
  for (let i = 0; i < all.length; i++) {
    const word = all[i] ?? '';
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines.pop() ?? '';
      lines.push(`${last.replace(/[\s,.:;]+$/, '')}…`);
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size from `max` down to `min` at which the text fits the width. */
function fitFontSize(lines: string[], maxWidth: number, max: number, min: number): number {
  const widest = Math.max(...lines.map((line) => textWidth(line, 1)), 1);
  return Math.max(min, Math.min(max, Math.floor(maxWidth / widest)));
}

const SHADOW_FILTER = (id: string, blur: number, dy: number, opacity: number) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%">` +
  `<feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/>` +
  `<feOffset dy="${dy}" result="offset"/>` +
  `<feComponentTransfer in="offset" result="shadow"><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>` +
  '<feMerge><feMergeNode in="shadow"/><feMergeNode in="SourceGraphic"/></feMerge></filter>';

/** One of four subtle textures, chosen by the seed: stripes, dots, chevrons or a grid. */
function texture(id: string, seed: number, scale: number, opacity: number): string {
  const s = (n: number) => num(n * scale);
  const stroke = `stroke="#ffffff" stroke-opacity="${opacity}" fill="none"`;
  switch (seed % 4) {
    case 0:
      return (
        `<pattern id="${id}" width="${s(22)}" height="${s(22)}" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">` +
        `<rect width="${s(8)}" height="${s(22)}" fill="#ffffff" fill-opacity="${opacity}"/></pattern>`
      );
    case 1:
      return (
        `<pattern id="${id}" width="${s(18)}" height="${s(18)}" patternUnits="userSpaceOnUse">` +
        `<circle cx="${s(9)}" cy="${s(9)}" r="${s(1.8)}" fill="#ffffff" fill-opacity="${num(opacity * 1.8)}"/></pattern>`
      );
    case 2:
      return (
        `<pattern id="${id}" width="${s(28)}" height="${s(18)}" patternUnits="userSpaceOnUse">` +
        `<path d="M0 ${s(14)} L${s(14)} ${s(4)} L${s(28)} ${s(14)}" ${stroke} stroke-width="${s(2)}"/></pattern>`
      );
    default:
      return (
        `<pattern id="${id}" width="${s(24)}" height="${s(24)}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        `<path d="M0 0 H${s(24)} M0 0 V${s(24)}" ${stroke} stroke-width="${s(1.5)}"/></pattern>`
      );
  }
}

function svgOpen(width: number, height: number, label: string): string {
  return (
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}">` +
    `<title>${escapeMarkup(label)}</title>`
  );
}

type GameArtInput = Pick<SeedGame, 'title' | 'colors'> &
  Partial<Pick<SeedGame, 'name' | 'publisher' | 'region'>>;

/** Square 256x256 icon: rounded gradient tile, a subtle texture, a shine and the initials. */
export function gameIconSvg(game: GameArtInput): string {
  const [a, b] = palette(game.colors);
  const letters = initials(game.title);
  const seed = hash(game.name ?? game.title);
  const id = uid('icon', game.title, a, b);
  const count = Array.from(letters).length;
  const spacing = count <= 1 ? 0 : -3;
  const fontSize = Math.min(
    count <= 1 ? 136 : count === 2 ? 112 : 88,
    Math.floor((188 + spacing * (count - 1)) / (textWidth(letters, 1) || 1)),
  );
  const blobX = seed % 2 === 0 ? 222 : 34;
  return (
    svgOpen(256, 256, game.title) +
    '<defs>' +
    `<linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(a, 0.06)}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
    `<radialGradient id="shine-${id}" cx="0.22" cy="0.12" r="0.85"><stop offset="0" stop-color="#ffffff" stop-opacity="0.38"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>` +
    texture(`tex-${id}`, seed, 1, 0.07) +
    `<clipPath id="clip-${id}"><rect width="256" height="256" rx="56"/></clipPath>` +
    SHADOW_FILTER(`shadow-${id}`, 5, 5, 0.35) +
    '</defs>' +
    `<g clip-path="url(#clip-${id})">` +
    `<rect width="256" height="256" fill="url(#bg-${id})"/>` +
    `<rect width="256" height="256" fill="url(#tex-${id})"/>` +
    `<circle cx="${blobX}" cy="226" r="118" fill="${lighten(b, 0.25)}" fill-opacity="0.28"/>` +
    `<circle cx="${256 - blobX}" cy="-10" r="92" fill="${darken(a, 0.2)}" fill-opacity="0.22"/>` +
    `<rect width="256" height="256" fill="url(#shade-${id})"/>` +
    `<rect width="256" height="256" fill="url(#shine-${id})"/>` +
    '</g>' +
    '<rect x="1.5" y="1.5" width="253" height="253" rx="54.5" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="3"/>' +
    `<text x="128" y="${num(128 + fontSize * 0.35)}" text-anchor="middle" font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="800" letter-spacing="${spacing}" fill="#ffffff" filter="url(#shadow-${id})">${escapeMarkup(letters)}</text>` +
    '</svg>'
  );
}

/** Shared backdrop of the wide pictures: gradient, blurred shapes, texture, a scrim behind the text. */
function wideBackdrop(
  id: string,
  a: string,
  b: string,
  seed: number,
): { defs: string; body: string } {
  // The soft shapes move with the seed; the rings stay on the right, away from the text.
  const shift = (seed % 5) * 40 - 80;
  const defs =
    `<linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
    `<linearGradient id="scrim-${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.36"/><stop offset="0.65" stop-color="#000000" stop-opacity="0"/></linearGradient>` +
    `<filter id="soft-${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="46"/></filter>` +
    texture(`tex-${id}`, seed, 1.6, 0.06);
  const body =
    `<rect width="1200" height="400" fill="url(#bg-${id})"/>` +
    `<g filter="url(#soft-${id})">` +
    `<circle cx="${980 + shift}" cy="60" r="250" fill="${lighten(b, 0.3)}" fill-opacity="0.5"/>` +
    `<circle cx="${1160 - shift}" cy="400" r="210" fill="${darken(a, 0.25)}" fill-opacity="0.5"/>` +
    `<circle cx="${620 - shift}" cy="430" r="200" fill="${lighten(a, 0.2)}" fill-opacity="0.3"/>` +
    `<circle cx="${120 + shift}" cy="-40" r="180" fill="${darken(b, 0.2)}" fill-opacity="0.35"/>` +
    '</g>' +
    `<rect width="1200" height="400" fill="url(#tex-${id})"/>` +
    '<circle cx="1010" cy="200" r="230" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="2"/>' +
    '<circle cx="1010" cy="200" r="160" fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="2"/>' +
    `<rect width="1200" height="400" fill="url(#scrim-${id})"/>`;
  return { defs, body };
}

/** A piece of a vertically centred text column: its visual height and how to draw it from a top. */
interface Block {
  height: number;
  gapBefore: number;
  draw: (top: number) => string;
}

/** Height of capitals relative to the font size, for optical centring. */
const CAP = 0.72;
const TEXT_X = 80;

function linesBlock(
  lines: string[],
  fontSize: number,
  lineHeight: number,
  gapBefore: number,
  attributes: string,
): Block {
  return {
    height: (lines.length - 1) * lineHeight + fontSize * CAP,
    gapBefore,
    draw: (top) =>
      lines
        .map(
          (line, i) =>
            `<text x="${TEXT_X}" y="${num(top + fontSize * CAP + i * lineHeight)}" font-family="${FONT_STACK}" font-size="${fontSize}" ${attributes}>${escapeMarkup(line)}</text>`,
        )
        .join(''),
  };
}

/** Draws the blocks as one column centred on the picture's middle. */
function column(blocks: Block[], centerY: number): string {
  const total = blocks.reduce((sum, b, i) => sum + b.height + (i > 0 ? b.gapBefore : 0), 0);
  let top = centerY - total / 2;
  let out = '';
  blocks.forEach((block, i) => {
    if (i > 0) top += block.gapBefore;
    out += block.draw(top);
    top += block.height;
  });
  return out;
}

/** The title on one line when it fits at a good size, otherwise on two; bold, with a shadow. */
function titleBlock(
  title: string,
  id: string,
  maxWidth: number,
  max: number,
  gapBefore: number,
): Block {
  const oneLine = [title.trim()];
  const fitsOnOneLine = textWidth(title.trim(), 56) <= maxWidth;
  const lines = fitsOnOneLine ? oneLine : wrap(title, max, maxWidth, 2);
  const size = fitFontSize(lines, maxWidth, max, 40);
  return linesBlock(
    lines,
    size,
    Math.round(size * 1.1),
    gapBefore,
    `font-weight="800" letter-spacing="-1" fill="#ffffff" filter="url(#shadow-${id})"`,
  );
}

/** Wide 1200x400 cover for a game's detail page: gradient, large soft shapes, the title. */
export function gameCoverSvg(game: GameArtInput): string {
  const [a, b] = palette(game.colors);
  const seed = hash(game.name ?? game.title);
  const id = uid('cover', game.title, a, b);
  const backdrop = wideBackdrop(id, a, b, seed);
  const blocks: Block[] = [];
  if (game.publisher) {
    blocks.push(
      linesBlock(
        [game.publisher.toUpperCase()],
        22,
        0,
        0,
        'font-weight="700" letter-spacing="4" fill="#ffffff" fill-opacity="0.82"',
      ),
    );
  }
  blocks.push(titleBlock(game.title, id, 900, 76, 24));
  if (game.region) {
    const region = game.region;
    const pillWidth = Math.round(textWidth(region, 20) + 40);
    blocks.push({
      height: 36,
      gapBefore: 30,
      draw: (top) =>
        `<rect x="${TEXT_X}" y="${num(top)}" width="${pillWidth}" height="36" rx="18" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.35"/>` +
        `<text x="${num(TEXT_X + pillWidth / 2)}" y="${num(top + 25)}" text-anchor="middle" font-family="${FONT_STACK}" font-size="20" font-weight="600" fill="#ffffff">${escapeMarkup(region)}</text>`,
    });
  }
  return (
    svgOpen(1200, 400, game.title) +
    `<defs>${backdrop.defs}${SHADOW_FILTER(`shadow-${id}`, 6, 4, 0.3)}</defs>` +
    backdrop.body +
    `<text x="1140" y="330" text-anchor="end" font-family="${FONT_STACK}" font-size="300" font-weight="900" letter-spacing="-8" fill="#ffffff" fill-opacity="0.1">${escapeMarkup(initials(game.title))}</text>` +
    column(blocks, 200) +
    '</svg>'
  );
}

export interface BannerInput {
  title: string;
  subtitle?: string | null;
  colors: readonly [string, string] | readonly string[];
}

/** Wide 1200x400 banner for promotions and carousel slides: title and an optional subtitle. */
export function bannerSvg({ title, subtitle, colors }: BannerInput): string {
  const [a, b] = palette(colors);
  const seed = hash(title);
  const id = uid('banner', title, subtitle ?? '', a, b);
  const backdrop = wideBackdrop(id, a, b, seed);
  const blocks: Block[] = [
    {
      height: 6,
      gapBefore: 0,
      draw: (top) =>
        `<rect x="${TEXT_X}" y="${num(top)}" width="56" height="6" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
    },
    titleBlock(title, id, 960, 68, 28),
  ];
  if (subtitle?.trim()) {
    blocks.push(
      linesBlock(
        wrap(subtitle, 28, 860, 2),
        28,
        38,
        32,
        'font-weight="500" fill="#ffffff" fill-opacity="0.92"',
      ),
    );
  }
  return (
    svgOpen(1200, 400, subtitle ? `${title}: ${subtitle}` : title) +
    `<defs>${backdrop.defs}${SHADOW_FILTER(`shadow-${id}`, 6, 4, 0.3)}</defs>` +
    backdrop.body +
    column(blocks, 200) +
    '</svg>'
  );
}

const CATEGORY_PALETTES: Array<[string, string]> = [
  ['#6d28d9', '#4f46e5'],
  ['#0ea5e9', '#2563eb'],
  ['#f97316', '#db2777'],
  ['#059669', '#0d9488'],
  ['#e11d48', '#9333ea'],
  ['#ca8a04', '#ea580c'],
];

/**
 * A small 64x64 rounded tile with the category's glyph drawn in paths (its initials when it has no
 * icon), in the given or a stable colour pair.
 */
export function categoryIconSvg(
  category: Pick<SeedCategory, 'name' | 'icon'> & Partial<Pick<SeedCategory, 'title'>>,
  colors?: readonly [string, string],
): string {
  const fallback = CATEGORY_PALETTES[hash(category.name) % CATEGORY_PALETTES.length] ?? BRAND;
  const [a, b] = palette(colors ?? fallback);
  const id = uid('category', category.name, a, b);
  const label = category.title?.en ?? category.name;
  return (
    svgOpen(64, 64, label) +
    '<defs>' +
    `<linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
    `<radialGradient id="shine-${id}" cx="0.25" cy="0.1" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    '</defs>' +
    `<rect width="64" height="64" rx="18" fill="url(#bg-${id})"/>` +
    `<rect width="64" height="64" rx="18" fill="url(#shine-${id})"/>` +
    '<rect x="0.75" y="0.75" width="62.5" height="62.5" rx="17.25" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1.5"/>' +
    (category.icon.trim()
      ? categoryGlyph(category.icon)
      : `<text x="32" y="41" text-anchor="middle" font-family="${FONT_STACK}" font-size="24" font-weight="800" fill="#ffffff">${escapeMarkup(initials(label))}</text>`) +
    '</svg>'
  );
}

/** A `data:` URL for an SVG document, for an `<img src>` without a separate request. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
