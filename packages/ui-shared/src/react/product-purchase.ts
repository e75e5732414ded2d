import type { AccountField, GameDetail, Money, Order, Pack } from '@storefront/api-client/contract';
import { type QueryClient, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type MessageKey, t } from '../messages';
import {
  clampQuantity,
  defaultPack,
  fieldOfError,
  hrefWithPack,
  maxQuantity,
  offersAccountCheck,
  packFromSearch,
  packTotal,
  stepNumber,
} from '../product';
import { orderPath } from '../routes';
import { type AccountForm, useAccountForm } from './account-form';
import { useChannelPicker } from './channel-picker';
import type { CatalogScope } from './queries/catalog';
import {
  addToCartMutation,
  buyNowMutation,
  checkIdMutation,
  type ProductApi,
} from './queries/product';
import { useRememberedPlayer } from './remembered-player';

export interface PurchaseOptions {
  /** The app's API client (its failures reach the app's error toast, but for "Check" and quotes). */
  api: ProductApi;
  queryClient: QueryClient;
  game: GameDetail;
  scope: CatalogScope;
  /** Opens a page of this store with the app's router: the new order after "Buy now". */
  navigateTo: (path: string) => void;
  /** The page address's query (vike's `urlParsed.search`): `?pack=<id>` is the chosen pack. */
  search?: Readonly<Record<string, string>>;
}

/** What a press of "Buy now" or "Add to cart" found missing, before anything was sent. */
export type PurchaseNoticeKey = Extract<
  MessageKey,
  'product.choosePack' | 'product.fixAccount' | 'product.link.quoteFirst'
>;

/** The account step as the views bind it: the fields, what was typed, the errors beside each. */
export interface PurchaseAccount {
  fields: readonly AccountField[];
  values: AccountForm['values'];
  errors: AccountForm['errors'];
  change: (key: string, value: string) => void;
  blur: (key: string) => void;
}

/** The order side of a product page, the same for packs and links: what the buy box shows and does. */
export interface PurchaseOrder {
  /** What the order would cost; null while it cannot be priced (no pack, no quote). */
  total: Money | null;
  /** Why the buttons cannot work yet (no pack, no quote). */
  hint: string | null;
  /** What a press found missing, before anything was sent. */
  notice: string | null;
  buying: boolean;
  adding: boolean;
  /** The last "Add to cart" succeeded. */
  added: boolean;
  buy(): void;
  addToCart(): void;
}

/** Whether `error` is a refusal naming one of `fields` (it then shows beside that field). */
function namesAccountField(fields: readonly AccountField[], error: unknown): boolean {
  const key = fieldOfError(error);
  return key !== undefined && fields.some((field) => field.key === key);
}

/**
 * "Buy now" and "Add to cart" of either flow: an order opens once created and "buying" stays true
 * meanwhile (no second order); "added" is the last add's success, so it resets when a new add
 * starts; a refusal naming an account field shows beside it (other failures reach the app's toast).
 */
export function useOrderActions<Added, AddBody, BuyBody>({
  account,
  navigateTo,
  add,
  buy,
}: {
  account: AccountForm;
  navigateTo: (path: string) => void;
  add: UseMutationOptions<Added, Error, AddBody>;
  buy: UseMutationOptions<Order, Error, BuyBody>;
}) {
  const adding = useMutation(add);
  const ordering = useMutation(buy);
  const buying = ordering.isPending || ordering.isSuccess;
  const busy = buying || adding.isPending;
  const refused = (error: unknown) => void account.showServerError(error);
  return {
    buying,
    adding: adding.isPending,
    added: adding.isSuccess,
    sendOrder(body: BuyBody) {
      if (busy) return;
      ordering.mutate(body, {
        onSuccess: (order) => navigateTo(orderPath(order.orderNo)),
        onError: refused,
      });
    },
    sendToCart(body: AddBody) {
      if (busy) return;
      adding.mutate(body, { onError: refused });
    },
  };
}

/**
 * "Check": the required fields filled (trimmed), then the ID-check service's answer. The call is
 * quiet (no app-wide toast): a refusal naming an account field shows beside that field, any other
 * shows as `failure` beside the button. Typing again clears the answer.
 */
function useAccountCheck(api: ProductApi, game: GameDetail, account: AccountForm) {
  const check = useMutation(checkIdMutation(api));
  const failure =
    check.error && !namesAccountField(game.accountFields, check.error) ? check.error.message : null;
  return {
    offered: offersAccountCheck(game),
    pending: check.isPending,
    /** The account's nickname once the service knows it. */
    nickname: check.data?.nickname ?? null,
    failure,
    run() {
      const values = account.filled();
      if (!values) return;
      check.mutate(
        { gameName: game.name, account: values },
        { onError: (error) => void account.showServerError(error) },
      );
    },
    reset: check.reset,
  };
}

/**
 * The chosen pack, kept in the address (`?pack=<id>`, the history entry replaced, not added) so a
 * reload, Back and Forward come back to it; the address's pack first, else the first in stock.
 */
function usePackInAddress(packs: readonly Pack[], search: PurchaseOptions['search'] = {}) {
  const [packId, setPackId] = useState(
    () => (packFromSearch(packs, search) ?? defaultPack(packs))?.id,
  );
  const choose = (id: number) => {
    setPackId(id);
    window.history.replaceState(window.history.state, '', hrefWithPack(window.location.href, id));
  };
  return [packId, choose] as const;
}

/** The number of each step on the page, as the game's page shows them. */
const stepNumbers = (game: PurchaseOptions['game']) => ({
  account: stepNumber(game, 'account'),
  pack: stepNumber(game, 'pack'),
  quantity: stepNumber(game, 'quantity'),
});

/**
 * The product page of a Games or Login top-up, kit-free: the account (with "Check"), the pack
 * (the address's, else the first in stock), the quantity (always within the pack's limit), the total,
 * then "Buy now" (an order of this one line, opened) or "Add to cart". Nothing is sent while the
 * account is invalid or no pack is chosen: `notice` says what is missing (for the app to show by
 * its buttons), the fields say what is wrong; `hint` is why the buttons cannot work yet.
 */
export function usePackPurchase(options: PurchaseOptions) {
  const { api, queryClient, game, scope, navigateTo } = options;
  const { locale, currencyId } = scope;
  const account = useAccountForm(game.accountFields, locale);
  const player = useRememberedPlayer(api, game, account);
  const check = useAccountCheck(api, game, account);
  const [packId, setPackId] = usePackInAddress(game.packs, options.search);
  const [chosenQuantity, setChosenQuantity] = useState(1);
  const [noticeKey, setNoticeKey] = useState<PurchaseNoticeKey | null>(null);
  const actions = useOrderActions({
    account,
    navigateTo,
    add: addToCartMutation(api, queryClient),
    buy: buyNowMutation(api),
  });

  // The pack as priced now (the packs are read again when the currency changes).
  const pack: Pack | undefined = game.packs.find((candidate) => candidate.id === packId);
  const max = pack ? maxQuantity(pack) : 0;
  const quantity = pack ? clampQuantity(pack, chosenQuantity) : 1;
  const channels = useChannelPicker(
    api,
    pack && max > 0 ? { packId: pack.id, quantity, currencyId } : null,
    locale,
  );

  /** The line to send, or null with what is missing shown. */
  const line = () => {
    const values = account.validate();
    setNoticeKey(!pack ? 'product.choosePack' : !values ? 'product.fixAccount' : null);
    return pack && values ? { packId: pack.id, quantity, account: values } : null;
  };

  return {
    steps: stepNumbers(game),
    account: {
      fields: game.accountFields,
      values: account.values,
      errors: account.errors,
      change(key: string, value: string) {
        account.change(key, value);
        player.remember({ ...account.values, [key]: value });
        check.reset();
        setNoticeKey(null);
      },
      blur: account.blur,
    } satisfies PurchaseAccount,
    check,
    packs: game.packs,
    pack,
    choosePack(next: Pack) {
      setPackId(next.id);
      setChosenQuantity((current) => clampQuantity(next, current));
      setNoticeKey(null);
    },
    quantity,
    maxQuantity: max,
    setQuantity: (next: number) => setChosenQuantity(pack ? clampQuantity(pack, next) : 1),
    /**
     * What the customer pays: the picked channel's final price, else the pack's price times the
     * quantity; null while no pack that can be bought is chosen.
     */
    total: pack && max > 0 ? (channels.selected?.total ?? packTotal(pack, quantity)) : null,
    hint: pack ? null : t(locale, 'product.choosePack'),
    notice: noticeKey && t(locale, noticeKey),
    /** The payment channel picked with the pack, each with its final price. */
    channels,
    buying: actions.buying,
    adding: actions.adding,
    added: actions.added,
    buy() {
      const item = line();
      const channel = channels.selected?.id;
      if (item) actions.sendOrder({ items: [item], currencyId, channel });
    },
    addToCart() {
      const item = line();
      if (item) actions.sendToCart({ ...item, currencyId });
    },
  };
}

export type PackPurchase = ReturnType<typeof usePackPurchase>;
