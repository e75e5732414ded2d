import type { AccountField, LinkQuote } from '@storefront/api-client/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { t } from '../messages';
import { linkField } from '../product';
import { ORDERS_PATH } from '../routes';
import { useAccountForm } from './account-form';
import {
  type PurchaseAccount,
  type PurchaseNoticeKey,
  type PurchaseOptions,
  useOrderActions,
} from './product-purchase';
import { buyLinkNowMutation, linkQuoteQuery, saveLinkMutation } from './queries/product';

/**
 * While the same link is quoted again (another currency or language), its last price stays shown;
 * another link never shows the previous one's.
 */
const keepQuoteOfLink =
  (url: string) =>
  (previous: LinkQuote | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    previousQuery?.queryKey.at(-1) === url ? previous : undefined;

/** The game's link field, required: the one field of a link purchase (none when it has no link). */
function useLinkFields(accountFields: readonly AccountField[]) {
  const field = linkField(accountFields);
  const fields = useMemo<AccountField[]>(
    () => (field ? [{ ...field, required: true }] : []),
    [field],
  );
  return { field, fields };
}

/**
 * The product page of a Links top-up, kit-free: the shop's payment link (its one field, always
 * required), "Get price" (quoted only once the link is valid; a quote's refusal is `quote.failure`),
 * then "Buy now" (the link saved and ordered, the order opened) or "Add to cart" (the link saved).
 * The server prices the link again when it is sent, so a valid link need not be quoted first;
 * an invalid one sends nothing and `notice` says so.
 */
export function useLinkPurchase({ api, queryClient, game, scope, navigateTo }: PurchaseOptions) {
  const { locale, currencyId } = scope;
  const { field, fields } = useLinkFields(game.accountFields);
  const account = useAccountForm(fields, locale);
  const [quotedUrl, setQuotedUrl] = useState('');
  const [noticeKey, setNoticeKey] = useState<PurchaseNoticeKey | null>(null);
  const quote = useQuery({
    ...linkQuoteQuery(api, scope, game.name, quotedUrl),
    enabled: quotedUrl !== '',
    placeholderData: keepQuoteOfLink(quotedUrl),
  });
  const actions = useOrderActions({
    account,
    navigateTo,
    add: saveLinkMutation(api, queryClient),
    buy: buyLinkNowMutation(api, queryClient),
  });

  /** The link as typed when it is valid (priced from now on), else null with the problem shown. */
  const validLink = (): string | null => {
    const url = field ? account.validate()?.[field.key] : undefined;
    if (url === undefined) return null;
    setQuotedUrl(url);
    return url;
  };

  /** The link to send, or null with what is missing shown. */
  const request = () => {
    const url = validLink();
    setNoticeKey(url === null ? 'product.link.quoteFirst' : null);
    return url === null ? null : { gameName: game.name, url, currencyId };
  };

  const quoted = quotedUrl !== '';
  const priced = quoted && !quote.isError ? (quote.data ?? null) : null;

  return {
    /** False when the game has no link field: nothing can be bought. */
    available: field !== undefined,
    account: {
      fields,
      values: account.values,
      errors: account.errors,
      change(key: string, value: string) {
        account.change(key, value);
        if (value.trim() !== quotedUrl) setQuotedUrl('');
        setNoticeKey(null);
      },
      blur: account.blur,
    } satisfies PurchaseAccount,
    quote: {
      /** "Get price": quotes the typed link once it is valid (again when it is unchanged). */
      get() {
        const url = validLink();
        if (url !== null && url === quotedUrl && !quote.isFetching) void quote.refetch();
      },
      pending: quote.isFetching,
      /** The price of the quoted link; kept while it is quoted again in another currency. */
      value: priced,
      repricing: quote.isPlaceholderData,
      /** Why the quote was refused (the server's words), shown by the link. */
      failure: quoted && quote.isError ? quote.error.message : null,
    },
    total: priced?.total ?? null,
    hint: priced ? null : t(locale, 'product.link.quoteFirst'),
    notice: noticeKey && t(locale, noticeKey),
    buying: actions.buying,
    adding: actions.adding,
    added: actions.added,
    buy() {
      const link = request();
      if (link) actions.sendOrder({ ...link, returnUrl: ORDERS_PATH });
    },
    addToCart() {
      const link = request();
      if (link) actions.sendToCart(link);
    },
  };
}

export type LinkPurchase = ReturnType<typeof useLinkPurchase>;
