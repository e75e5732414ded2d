import type { StoredAccountField } from '../../db/schema';
import { AppError } from '../../http/errors';
import { BASE_CURRENCY } from '../../seed/data/currencies';
import { validateAccount } from '../id-check/account-fields';
import { LINK_MESSAGES } from './messages';

/** The largest face value a link may carry, in base minor units ($1,000.00). */
export const MAX_FACE_VALUE_MINOR = 100_000;
const BASE_DECIMALS = 2;
const TITLE_MAX = 80;

export interface LinkGame {
  title: string;
  type: 'Games' | 'Links' | 'Login';
  account_fields: StoredAccountField[];
}

export interface ReadLink {
  /** The URL as validated (trimmed). */
  url: string;
  /** What the link tops up, in minor units of the base currency. */
  faceValue: number;
  /** What the link buys: its `item` parameter, else the game's title. */
  title: string;
}

const refuse = (messages: (typeof LINK_MESSAGES)[keyof typeof LINK_MESSAGES], params = {}) =>
  new AppError(422, messages, params, { data: { field: 'url' } });

/** `"4.99"` -> 499 with 2 decimals; null for anything that is not a plain positive decimal. */
function parseAmount(text: string, decimals: number): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
}

/**
 * Reads a top-up link the way the sandbox understands official web-shop links: it must pass the
 * game's link account field (kind `url`, with its pattern: an https address), and its query string
 * carries the price, `amount` in major units of `currency` (default and only accepted: the store's
 * base currency), and optionally what it buys, `item`. 422 with a message saying what is wrong.
 */
export function readLink(game: LinkGame, url: string): ReadLink {
  const field = game.account_fields.find((candidate) => candidate.kind === 'url');
  if (game.type !== 'Links' || !field) {
    throw new AppError(422, LINK_MESSAGES.notLinkGame, { game: game.title });
  }
  // Required here whatever the game says: a link is the whole point of this call.
  const clean = validateAccount([{ ...field, required: true }], { [field.key]: url })[
    field.key
  ] as string;
  const query = new URL(clean).searchParams;
  const currency = (query.get('currency') ?? BASE_CURRENCY).trim().toUpperCase();
  if (currency !== BASE_CURRENCY) {
    throw refuse(LINK_MESSAGES.faceCurrency, { currency, base: BASE_CURRENCY });
  }
  const amountText = query.get('amount');
  if (amountText === null || amountText.trim() === '') throw refuse(LINK_MESSAGES.noAmount);
  const faceValue = parseAmount(amountText, BASE_DECIMALS);
  if (faceValue === null || faceValue <= 0) {
    throw refuse(LINK_MESSAGES.badAmount, { currency: BASE_CURRENCY });
  }
  if (faceValue > MAX_FACE_VALUE_MINOR) {
    throw refuse(LINK_MESSAGES.amountTooLarge, {
      max: MAX_FACE_VALUE_MINOR / 10 ** BASE_DECIMALS,
      currency: BASE_CURRENCY,
    });
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const item = (query.get('item') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return { url: clean, faceValue, title: item ? item.slice(0, TITLE_MAX) : game.title };
}
