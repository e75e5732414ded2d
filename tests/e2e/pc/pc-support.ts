import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { pageTitle, type RouteDef, routeTitle } from '@storefront/ui-shared';
import { PC_ROUTES } from '@storefront/ui-shared/routes';
import { BRAND_NAME } from '@storefront/ui-shared/tokens';
import { signupCodeFor } from '../../support/mail';

export { PC_ROUTES };

/** `TopUp Store - Games`: what the pc app's documents are titled. */
export function expectedTitle(routeTitleText?: string): string {
  return pageTitle(BRAND_NAME, routeTitleText);
}

/** A seeded game of each product type: the detail routes 404 for a game the API does not have. */
const SAMPLE_GAMES: Readonly<Record<string, string>> = {
  games: 'mobile-legends',
  links: 'roblox',
  login: 'mobile-legends-adventure',
};

/** A concrete path of a route (`/pc/products/:type/:name` -> `/pc/products/games/mobile-legends`). */
export function samplePath(route: RouteDef): string {
  const resolved: string[] = [];
  for (const segment of route.path.split('/')) {
    const name = segment.startsWith(':') ? segment.slice(1) : null;
    const game = name === 'name' ? SAMPLE_GAMES[resolved.at(-1) ?? ''] : undefined;
    resolved.push(
      name === null ? segment : (route.params?.[name]?.[0] ?? game ?? `sample-${name}`),
    );
  }
  return resolved.join('/');
}

/** The route's English title for `path` (its params as `matchRoute` would give them). */
export function titleOf(route: RouteDef, path: string): string {
  const params: Record<string, string> = {};
  route.path.split('/').forEach((segment, index) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = path.split('/')[index] ?? '';
  });
  return expectedTitle(routeTitle('en', { device: 'pc', route, params }));
}

/** The `<title>` of an HTML document, unescaped (short enough for a failure message). */
export function documentTitleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** Opens `path` and waits until the app has mounted (hydrated, stored state loaded). */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('[data-mounted]').waitFor();
  return response;
}

export const DEMO_USER = { email: 'demo@storefront.test', password: 'demo1234' };

/**
 * The login dialog (named `name`) once it has finished opening: antd zooms it in, and a submit
 * clicked in the last frames of that animation was once lost in CI (no request sent, the fields
 * filled), so specs type and click only once its animations are over, as a person would.
 */
export async function settledDialog(page: Page, name = 'Log in'): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return dialog;
}

/**
 * Opens the login dialog from the header and switches it to "Create account"; resolves to the
 * dialog. One click each: the page has mounted (`openPage`), so the header's button has its handler,
 * and the tab is clicked once the dialog has finished opening (a click during antd's opening
 * animation can be lost: a CI run saw the tab stay unselected).
 */
export async function openRegisterDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await settledDialog(page);
  // The dialog takes the tab's name once switched: found by role alone.
  const createTab = page.getByRole('dialog').getByRole('tab', { name: 'Create account' });
  await createTab.click();
  await expect(createTab).toHaveAttribute('aria-selected', 'true');
  return settledDialog(page, 'Create account');
}

/** Who signs up in the dialog. */
export interface NewAccount {
  email: string;
  nickname: string;
  password: string;
}

/**
 * Fills the register tab with `account` and sends it; resolves to the dialog on its code step
 * ("We sent a 6-digit code to <email>"), which shows alike for a new and a known email.
 */
export async function sendSignupDetails(register: Locator, account: NewAccount): Promise<Locator> {
  await register.getByLabel('Email').fill(account.email);
  await register.getByLabel('Nickname').fill(account.nickname);
  await register.getByLabel('Password').fill(account.password);
  await register.getByRole('button', { name: 'Create account' }).click();
  const step = register.getByTestId('signup-code-step');
  await expect(step).toContainText(`We sent a 6-digit code to ${account.email.toLowerCase()}`);
  return step;
}

/**
 * Signs up in the login dialog as a visitor does: the details, then the code from the mail; the
 * dialog closes on the page the visitor was on, now logged in.
 */
export async function signUpInDialog(page: Page, account: NewAccount): Promise<void> {
  const register = await openRegisterDialog(page);
  await sendSignupDetails(register, account);
  await register.getByLabel('Code').fill(await signupCodeFor(account.email));
  await register.getByRole('button', { name: 'Confirm and log in' }).click();
  await expect(register).toBeHidden();
}
