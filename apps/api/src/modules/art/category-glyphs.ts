/**
 * The category tiles' glyphs, drawn as white strokes and shapes on the 64x64 tile. Paths, not
 * emoji: an emoji needs a colour font the visitor's system may not have (it shows an empty box).
 * Keyed by the category's `icon` emoji as the catalogue stores it.
 */
const STROKE =
  'fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"';

const GLYPHS: Readonly<Record<string, string>> = {
  // Phone
  '📱': `<g ${STROKE}><rect x="22" y="13" width="20" height="38" rx="4.5"/><path d="M29 45h6"/></g>`,
  // Laptop
  '💻': `<g ${STROKE}><rect x="17" y="18" width="30" height="21" rx="2.5"/><path d="M11 46h42"/></g>`,
  // Gamepad: body, cross and two buttons
  '🎮':
    `<g ${STROKE}><path d="M22 23h20c5.5 0 8.6 4.4 9.7 10.3l1.2 6.6c.8 4.4-4.1 7.1-7.3 4L41 39.6H23l-4.6 4.3c-3.2 3.1-8.1.4-7.3-4l1.2-6.6C13.4 27.4 16.5 23 22 23z"/><path d="M22 29.5v6M19 32.5h6"/></g>` +
    '<circle cx="40.5" cy="30.5" r="2.2" fill="#ffffff"/><circle cx="45" cy="35" r="2.2" fill="#ffffff"/>',
  // Parachute with its lines and a crate
  '🪂': `<g ${STROKE}><path d="M12 29a20 15 0 0 1 40 0q-5-3.5-10 0q-5-3.5-10 0q-5-3.5-10 0q-5-3.5-10 0z"/><path d="M12 29l16 16M32 29v16M52 29L36 45"/><rect x="27" y="45" width="10" height="7" rx="1.5"/></g>`,
  // Two crossed swords
  '⚔': `<g ${STROKE}><path d="M16 16l25 25M37 45l8-8M43 43l5 5M48 16L23 41M19 37l8 8M21 43l-5 5"/></g>`,
  // Target with a bullseye
  '🎯': `<g ${STROKE}><circle cx="32" cy="32" r="18"/><circle cx="32" cy="32" r="10"/></g><circle cx="32" cy="32" r="3.5" fill="#ffffff"/>`,
  // A shield (role-playing worlds)
  '🐉': `<g ${STROKE}><path d="M32 12l16 6v11c0 10.5-6.8 17.6-16 22-9.2-4.4-16-11.5-16-22V18z"/><path d="M32 21v21M24 29h16"/></g>`,
  // Gift box with its ribbon and bow
  '🎁': `<g ${STROKE}><rect x="16" y="28" width="32" height="21" rx="2"/><rect x="13" y="21" width="38" height="7" rx="2"/><path d="M32 21v28M32 21c-3-7-12-8.5-12-3 0 3.5 7 3.5 12 3zM32 21c3-7 12-8.5 12-3 0 3.5-7 3.5-12 3z"/></g>`,
  // Clapperboard with a play sign
  '🎬': `<g ${STROKE}><rect x="14" y="26" width="36" height="23" rx="2.5"/><path d="M14 19h36v7H14zM23 19l-4 7M33 19l-4 7M43 19l-4 7"/></g><path d="M29 32.5l9 5-9 5z" fill="#ffffff"/>`,
};

/** Four rounded squares: the glyph of a category whose icon has no drawing here. */
const GENERIC_GLYPH = `<g ${STROKE}><rect x="16" y="16" width="13" height="13" rx="3"/><rect x="35" y="16" width="13" height="13" rx="3"/><rect x="16" y="35" width="13" height="13" rx="3"/><rect x="35" y="35" width="13" height="13" rx="3"/></g>`;

/** The glyph markup for a category `icon` (an emoji, its variation selector optional). */
export function categoryGlyph(icon: string): string {
  return GLYPHS[icon.replace(/\uFE0F/g, '').trim()] ?? GENERIC_GLYPH;
}
