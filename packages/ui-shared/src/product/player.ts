import type { AccountField, Pack } from '@storefront/api-client/contract';
import type { AccountValues } from './account';

/** The query parameter that keeps the chosen pack in a product page's address. */
export const PACK_PARAM = 'pack';

/** The pack the address names (`?pack=<id>`) when the page offers it, else undefined. */
export function packFromSearch(
  packs: readonly Pack[],
  search: Readonly<Record<string, string | undefined>>,
): Pack | undefined {
  const id = Number(search[PACK_PARAM]);
  return Number.isInteger(id) ? packs.find((pack) => pack.id === id) : undefined;
}

/** `href` with `?pack=<packId>` set, other parameters kept. */
export function hrefWithPack(href: string, packId: number): string {
  const url = new URL(href);
  url.searchParams.set(PACK_PARAM, String(packId));
  return url.toString();
}

/** The values of `account` for the game's non-secret fields, or null when none is filled. */
function publicValues(
  fields: readonly AccountField[],
  account: Readonly<Record<string, string>> | null | undefined,
): AccountValues | null {
  if (!account) return null;
  const kept = Object.fromEntries(
    fields
      .filter((field) => !field.secret && (account[field.key] ?? '') !== '')
      .map((field) => [field.key, account[field.key] as string]),
  );
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * What a product page's account fields start with: the player this browser last typed for the
 * game first, else the one the logged-in user last ordered for it; never a secret field.
 */
export function playerPrefill(
  fields: readonly AccountField[],
  inBrowser: Readonly<Record<string, string>> | undefined,
  onAccount: Readonly<Record<string, string>> | null | undefined,
): AccountValues | null {
  return publicValues(fields, inBrowser) ?? publicValues(fields, onAccount);
}
