#!/usr/bin/env node
// Writes antd's styles for the store's theme to src/generated/antd.css, once per build (before
// `vite build`, which hashes it into a long-cached file). The app runs antd in zero-runtime mode:
// no style is computed or inlined per request or injected in the browser. Every antd component the
// app imports is rendered here once, so its styles (and those of the parts it is built from) are in.
// The store's design tokens follow as CSS variables (`:root{--sf-...}`): one stylesheet, and no
// page carries them inline.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(app, 'package.json'));
// The production class names (`css-<hash>`), as the built app uses.
process.env.NODE_ENV = 'production';
const React = require('react');
const { renderToString } = require('react-dom/server');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
const antd = require('antd');
const { antdThemeToken, cssVariables, storefrontCssVars } = await import(
  require.resolve('@storefront/ui-shared/tokens')
);

/** `antd/es/input-number` -> `InputNumber`. */
function exportName(module) {
  return module.replace(/(^|-)(\w)/g, (_, _dash, letter) => letter.toUpperCase());
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The antd components the app's sources import (`antd/es/<name>`). */
function importedComponents() {
  const names = new Set();
  for (const file of sourceFiles(join(app, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from 'antd\/es\/([\w-]+)/g)) {
      names.add(exportName(match[1]));
    }
  }
  return [...names];
}

/** Parts the imported components render only in some states (popups, empty tables, paging). */
const PARTS = ['Empty', 'Spin', 'Pagination', 'Tooltip', 'Popover', 'Dropdown', 'Space', 'Grid'];

/** antd exports `message` in lower case: its notice and its list (with the notices' motion). */
function messageElement() {
  const { message } = antd;
  return React.createElement(
    React.Fragment,
    null,
    React.createElement(message._InternalPanelDoNotUseOrYouWillBeFired),
    React.createElement(message._InternalListDoNotUseOrYouWillBeFired, { items: [] }),
  );
}

function element(name) {
  if (name === 'Message') return messageElement();
  const component = antd[name];
  if (!component) return null;
  const panel = component._InternalPanelDoNotUseOrYouWillBeFired;
  if (panel) return React.createElement(panel);
  if (name === 'Grid') return React.createElement(antd.Row, null, React.createElement(antd.Col));
  if (typeof component !== 'function' && typeof component !== 'object') return null;
  return React.createElement(component);
}

const cache = createCache();
const names = [...new Set([...importedComponents(), 'Message', ...PARTS])];
const elements = names.map(element).filter(Boolean);
renderToString(
  React.createElement(
    StyleProvider,
    { cache },
    React.createElement(antd.ConfigProvider, { theme: { token: antdThemeToken } }, ...elements),
  ),
);
const css = extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] });
mkdirSync(join(app, 'src', 'generated'), { recursive: true });
writeFileSync(
  join(app, 'src', 'generated', 'antd.css'),
  `${css}\n:root{${cssVariables(storefrontCssVars)}}\n`,
);
console.log(`antd styles for ${names.length} components: ${Math.round(css.length / 1024)} KB`);
