import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../http/escape';
import { categoryGlyph } from '../../modules/art/category-glyphs';
import {
  bannerSvg,
  categoryIconSvg,
  FONT_STACK,
  gameCoverSvg,
  gameIconSvg,
  initials,
  svgDataUrl,
} from '../art';
import { categories, games, promotions, slides } from '../data';

const NS = 'http://www.w3.org/2000/svg';
const TAG = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/;
const BARE_AMPERSAND = /&(?!amp;|lt;|gt;|quot;|apos;|#\d+;|#x[0-9a-f]+;)/i;

/** A tiny XML check: one <svg> root, every tag closed in order, no raw '<' or '&' in text. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`xmlns="${NS}"`);
  const stack: string[] = [];
  let roots = 0;
  for (const token of svg.split(/(<[^>]*>)/)) {
    if (!token.startsWith('<')) {
      expect(token).not.toMatch(/[<>]/);
      expect(token).not.toMatch(BARE_AMPERSAND);
      continue;
    }
    const match = TAG.exec(token);
    expect(match, token).not.toBeNull();
    const [, closing, name = '', attributes = '', selfClosing] = match ?? [];
    expect(attributes, token).not.toMatch(BARE_AMPERSAND);
    const names = Array.from(attributes.matchAll(/([\w:-]+)=/g), (m) => m[1]);
    expect(new Set(names).size, `duplicate attribute in ${token}`).toBe(names.length);
    if (closing) {
      expect(stack.pop(), token).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

/** Self-contained: no outside URL, image, font or script; references stay inside the document. */
function expectSelfContained(svg: string): void {
  expect(svg.split(NS).join('')).not.toMatch(/https?:|\/\//i);
  expect(svg).not.toMatch(/<(image|script|foreignObject|style)\b|href=|@import|\son[a-z]+=/i);
  for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) {
    const id = ref?.replace(/^#/, '') ?? '';
    expect(ref?.startsWith('#'), ref).toBe(true);
    expect(svg).toContain(`id="${id}"`);
  }
  if (svg.includes('<text')) expect(svg).toContain(`font-family="${FONT_STACK}`);
}

function size(svg: string): [string | undefined, string | undefined] {
  const m = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg);
  return [m?.[1], m?.[2]];
}

describe('initials', () => {
  it.each([
    ['Mobile Legends: Bang Bang', 'ML'],
    ['PUBG Mobile', 'PM'],
    ['Genshin Impact', 'GI'],
    ['Honkai: Star Rail', 'HSR'],
    ['Call of Duty: Mobile', 'CoD'],
    ['Arena of Valor', 'AoV'],
    ['Clash of Clans', 'CoC'],
    ['League of Legends: Wild Rift', 'LoL'],
    ['Zenless Zone Zero', 'ZZZ'],
    ['EA SPORTS FC 25', 'ESF'],
    ['Google Play Gift Card', 'GP'],
    ['Pokémon GO', 'PG'],
    ['Roblox', 'R'],
    ['VALORANT', 'V'],
    ['  ', '?'],
  ])('%s -> %s', (title, expected) => {
    expect(initials(title)).toBe(expected);
  });
});

describe('escapeMarkup', () => {
  it('escapes the five markup characters, valid in HTML and XML alike', () => {
    expect(escapeMarkup(`Tom & Jerry's <"Quest">`)).toBe(
      'Tom &amp; Jerry&#39;s &lt;&quot;Quest&quot;&gt;',
    );
  });
});

describe('game art', () => {
  it('draws a 256x256 icon and a 1200x400 cover for every game', () => {
    for (const game of games) {
      const icon = gameIconSvg(game);
      expectWellFormed(icon);
      expectSelfContained(icon);
      expect(size(icon), game.name).toEqual(['256', '256']);
      expect(icon, game.name).toContain(`>${escapeMarkup(initials(game.title))}</text>`);
      expect(icon, game.name).toContain('font-weight="800"');
      expect(icon, game.name).toMatch(
        /<linearGradient id="bg-[^"]+"[^>]*><stop [^>]*stop-color="#[0-9a-f]{6}"/,
      );

      const cover = gameCoverSvg(game);
      expectWellFormed(cover);
      expectSelfContained(cover);
      expect(size(cover), game.name).toEqual(['1200', '400']);
      const drawn = Array.from(cover.matchAll(/<text [^>]*>([^<]*)<\/text>/g), (m) => m[1]).join(
        ' ',
      );
      expect(drawn.replace(/…/g, ''), game.name).toContain(
        escapeMarkup(game.title.split(' ')[0] ?? ''),
      );
    }
  });

  it('keeps a dark pair as it is and darkens a light one until white text reads on it', () => {
    const dark = gameIconSvg({ title: 'Valorant', colors: ['#FF4655', '#0f1923'] });
    expect(dark).toContain('stop-color="#0f1923"');
    const light = gameIconSvg({ title: 'Pale', colors: ['#fff8e1', '#ffffff'] });
    const stops = /<linearGradient id="bg-[^"]+"[^>]*>(.*?)<\/linearGradient>/.exec(light)?.[1];
    expect(stops).toBeDefined();
    expect(stops).not.toMatch(/#ffffff|#fff8e1/);
  });

  it('is deterministic and gives every picture its own ids', () => {
    const [a, b] = games;
    if (!a || !b) throw new Error('no games');
    expect(gameIconSvg(a)).toBe(gameIconSvg(a));
    const idsOf = (svg: string) => Array.from(svg.matchAll(/ id="([^"]+)"/g), (m) => m[1]);
    const shared = idsOf(gameIconSvg(a)).filter((id) => idsOf(gameIconSvg(b)).includes(id));
    expect(shared).toEqual([]);
  });

  it('escapes hostile titles and ignores colours that are not hex', () => {
    const hostile = {
      title: `Tom & Jerry's <script>"x"</script>`,
      colors: ['red" onload="alert(1)', '#zzz'] as [string, string],
      publisher: 'A & B <Games>',
      region: '"SEA"',
    };
    for (const svg of [gameIconSvg(hostile), gameCoverSvg(hostile)]) {
      expectWellFormed(svg);
      expectSelfContained(svg);
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('onload');
      expect(svg).toContain('Tom &amp; Jerry&#39;s &lt;script&gt;&quot;x&quot;');
    }
    expect(gameCoverSvg(hostile)).toContain('A &amp; B &lt;GAMES&gt;');
  });
});

describe('banners', () => {
  it('draws every promotion and slide, title and subtitle included', () => {
    const inputs = [
      ...promotions.map((p) => ({ title: p.title.en, subtitle: p.summary.en, colors: p.colors })),
      ...slides.map((s) => ({
        title: s.title.id,
        subtitle: s.subtitle?.id ?? null,
        colors: s.colors,
      })),
    ];
    for (const input of inputs) {
      const svg = bannerSvg(input);
      expectWellFormed(svg);
      expectSelfContained(svg);
      expect(size(svg)).toEqual(['1200', '400']);
      expect(svg).toContain(escapeMarkup(input.title.split(' ')[0] ?? ''));
    }
  });

  it('wraps a long title onto at most two lines and escapes it', () => {
    const svg = bannerSvg({
      title: 'A very long promotion title that certainly cannot fit on a single line & more words',
      subtitle: '<b>Subtitle</b> with "quotes"',
      colors: ['#111111', '#222222'],
    });
    expectWellFormed(svg);
    const titleLines = Array.from(svg.matchAll(/font-weight="800"[^>]*>([^<]*)</g), (m) => m[1]);
    expect(titleLines.length).toBe(2);
    expect(titleLines[1]).toMatch(/…$/);
    expect(svg).toContain('&lt;b&gt;Subtitle&lt;/b&gt; with &quot;quotes&quot;');
  });

  it('works without a subtitle', () => {
    const svg = bannerSvg({ title: 'Flash Sale', colors: ['#f97316', '#dc2626'] });
    expectWellFormed(svg);
    expect(svg).toContain('>Flash Sale</text>');
  });
});

describe('category icons', () => {
  it("draws every category's glyph in paths, no text (no emoji font needed)", () => {
    const glyphs = new Set<string>();
    for (const category of categories) {
      for (const svg of [
        categoryIconSvg(category),
        categoryIconSvg(category, ['#0ea5e9', '#2563eb']),
      ]) {
        expectWellFormed(svg);
        expectSelfContained(svg);
        expect(size(svg)).toEqual(['64', '64']);
        expect(svg, category.name).not.toContain('<text');
        expect(svg, category.name).toContain(categoryGlyph(category.icon));
      }
      glyphs.add(categoryGlyph(category.icon));
    }
    // Each seeded category has a drawing of its own, not the generic one.
    expect(glyphs.size).toBe(categories.length);
    expect([...glyphs]).not.toContain(categoryGlyph('🧩'));
  });

  it('accepts an emoji with or without its variation selector', () => {
    expect(categoryGlyph('⚔️')).toBe(categoryGlyph('⚔'));
  });

  it('writes the initials of a category without an icon', () => {
    const svg = categoryIconSvg({
      name: 'new',
      icon: ' ',
      title: { en: 'New Arrivals', id: 'Baru' },
    });
    expectWellFormed(svg);
    expectSelfContained(svg);
    expect(svg).toContain('>NA</text>');
  });
});

describe('svgDataUrl', () => {
  it('encodes the document into a data URL', () => {
    const svg = gameIconSvg({ title: 'Genshin Impact', colors: ['#2f80c9', '#e9c46a'] });
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
  });
});
