import { cssVariables, reactVantThemeVars, storefrontCssVars } from '@storefront/ui-shared/tokens';

export const THEME_MODULE_ID = 'virtual:react-vant-theme.css';
const RESOLVED_ID = `\0${THEME_MODULE_ID}`;

/** `id` without its query: dev asks for the stylesheet itself as `<id>?direct` (vike's `<link>`). */
const withoutQuery = (id: string) => id.split('?', 1)[0];

/**
 * `import 'virtual:react-vant-theme.css'`: the design tokens as react-vant's `--rv-*` variables and
 * as the `--sf-*` variables the app's own stylesheets use, in a
 * stylesheet of the build (no inline style, so a strict CSP fits). `html:root` outranks the `:root`
 * rules each react-vant component ships, whichever stylesheet loads last.
 */
export function reactVantTheme() {
  return {
    name: 'storefront-react-vant-theme',
    resolveId: (id: string) =>
      withoutQuery(id) === THEME_MODULE_ID ? id.replace(THEME_MODULE_ID, RESOLVED_ID) : undefined,
    load: (id: string) =>
      withoutQuery(id) === RESOLVED_ID
        ? `html:root{${cssVariables({ ...reactVantThemeVars, ...storefrontCssVars })}}`
        : undefined,
  };
}
