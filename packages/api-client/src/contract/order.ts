import { z } from 'zod';
import { GameType, Slug } from './catalog';
import {
  AccountLabel,
  AccountValues,
  CurrencyChoice,
  DateRange,
  Id,
  Money,
  orderedRange,
  PageQuery,
  pageOf,
  Text,
  Timestamp,
} from './common';
import { Email } from './user';

export const OrderStatus = z.enum([
  'unpaid',
  'paid',
  'processing',
  'completed',
  'failed',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PaymentMethod = z.enum(['balance', 'provider']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** A payment channel of the store (store data): `balance`, `ewallet`, `qris`, `va`, `cstore`, ... */
export const ChannelId = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/, 'Not a payment channel');
export type ChannelId = z.infer<typeof ChannelId>;

/** The channel an order is paid through, with the fee it adds to the total. */
export const OrderChannel = z.object({ id: ChannelId, name: z.string(), fee: Money });
export type OrderChannel = z.infer<typeof OrderChannel>;

/** Human-readable order number, e.g. `SF20261121-7KQ2M9`. */
export const OrderNo = z.string().regex(/^[A-Z]{2}\d{8}-[0-9A-Z]{6}$/, 'Not an order number');

/** `pack`: a pack of the catalog; `razer`: a pack paid in Razer Gold; `link`: a top-up link. */
export const OrderItemKind = z.enum(['pack', 'razer', 'link']);

export const OrderItem = z.object({
  id: Id,
  kind: OrderItemKind,
  gameName: Slug,
  gameTitle: z.string(),
  gameType: GameType,
  icon: z.string(),
  /** Null for a top-up link (and for a pack removed from the catalog since). */
  packId: Id.nullable(),
  /** The pack's title, or what a top-up link buys. */
  packTitle: z.string(),
  /** The top-up link a `link` line pays; null otherwise. */
  linkUrl: z.string().nullable(),
  quantity: z.int().min(1),
  unitPrice: Money,
  subtotal: Money,
  account: AccountValues,
  /** Labels of the account values (the order's as bought); absent from older servers. */
  accountLabels: z.array(AccountLabel).optional(),
  /** Codes issued for voucher games once the order completes. */
  vouchers: z.array(z.string()),
  /**
   * The account's in-game nickname the ID-check service gave when the order was created; null
   * when it gave none (and from older servers, which do not send it).
   */
  nickname: z.string().nullable().default(null),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const Order = z.object({
  orderNo: OrderNo,
  status: OrderStatus,
  items: z.array(OrderItem),
  subtotal: Money,
  discount: Money,
  total: Money,
  paymentMethod: PaymentMethod.nullable(),
  /** The payment channel chosen; its fee is in `total`. Null when none was chosen. */
  channel: OrderChannel.nullable(),
  createdAt: Timestamp,
  /** An unpaid order is cancelled after this instant and its stock released. */
  expiresAt: Timestamp,
  paidAt: Timestamp.nullable(),
  completedAt: Timestamp.nullable(),
  failureReason: z.string().nullable(),
  timeline: z.array(z.object({ status: OrderStatus, at: Timestamp })),
  /** Where the receipt goes; tracking asks for it. Null only on orders placed before it existed. */
  contactEmail: z.string().nullable(),
  /** The promo code applied and its discount (taken after `discount`); null without one. */
  promo: z.object({ code: z.string(), discount: Money }).nullable(),
});
export type Order = z.infer<typeof Order>;

export const OrderSummary = Order.pick({
  orderNo: true,
  status: true,
  total: true,
  createdAt: true,
  expiresAt: true,
}).extend({
  itemCount: z.int().min(1),
  gameTitle: z.string(),
  packTitle: z.string(),
  icon: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const BuyNowLine = z.object({
  packId: Id,
  quantity: z.int().min(1).max(99).default(1),
  account: AccountValues,
});

/**
 * Give exactly one of `cartItemIds` (checkout) or `items` (buy now). `contactEmail` receives the
 * receipt and finds the order again on the tracking page; a logged-in user's account email when absent.
 */
export const OrderCreateRequest = z
  .object({
    cartItemIds: z.array(Id).min(1).max(100).optional(),
    items: z.array(BuyNowLine).min(1).max(20).optional(),
    contactEmail: Email.optional(),
    /** The payment channel picked with the pack: its fee is added to the total. */
    channel: ChannelId.optional(),
  })
  .extend(CurrencyChoice.shape)
  .refine((request) => (request.cartItemIds === undefined) !== (request.items === undefined), {
    message: 'Give either cartItemIds or items',
  });
export type OrderCreateRequest = z.input<typeof OrderCreateRequest>;

export const PlayerRequest = z.object({ gameName: Slug });
export type PlayerRequest = z.input<typeof PlayerRequest>;

/**
 * The last player account a logged-in user ordered for a game: only its non-secret fields (never a
 * Login game's password), and the nickname the ID-check service gave it. Null when none.
 */
export const RememberedPlayer = z
  .object({
    gameName: Slug,
    account: AccountValues,
    nickname: z.string().nullable(),
    updatedAt: Timestamp,
  })
  .nullable();
export type RememberedPlayer = z.infer<typeof RememberedPlayer>;

export const OrderRef = z.object({ orderNo: OrderNo });
export type OrderRef = z.input<typeof OrderRef>;

/** Anyone finds an order again with its number and the email given at checkout. */
export const OrderTrackRequest = OrderRef.extend({ contactEmail: Email });
export type OrderTrackRequest = z.input<typeof OrderTrackRequest>;

/** A promo code as typed: letters, digits, `-` and `_`, any case (the store keeps upper case). */
export const PromoCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'Not a promo code')
  .transform((code) => code.toUpperCase());

/** Applies `code` to an unpaid order, re-pricing it; `code: null` removes the order's code. */
export const OrderPromoRequest = OrderRef.extend({ code: PromoCode.nullable() });
export type OrderPromoRequest = z.input<typeof OrderPromoRequest>;

/**
 * Give `channel` (newer clients) or `method` (older ones): the `balance` channel is the balance
 * method, any other channel the provider.
 */
export const PayRequest = z.object({
  method: PaymentMethod.optional(),
  /**
   * The payment channel; switching it re-prices the fee. A provider payment without one goes
   * through the order's channel, else the first channel that takes the order (with its fee).
   */
  channel: ChannelId.optional(),
  /** The balance to pay from (balance payment); the order's currency when absent. */
  currencyId: Id.optional(),
  /** Where the payment provider sends the customer back (provider payment). */
  returnUrl: Text.max(2000).optional(),
  /** Replaces the order's contact email: the checkout's email field, given when paying. */
  contactEmail: Email.optional(),
});

export const OrderPayRequest = OrderRef.extend(PayRequest.shape);
export type OrderPayRequest = z.input<typeof OrderPayRequest>;

export const PaymentResult = z.object({
  order: Order,
  payment: z.object({
    method: PaymentMethod,
    /** `paid`: settled now (balance); `pending`: the customer confirms at `redirectUrl`. */
    status: z.enum(['paid', 'pending']),
    redirectUrl: z.string().nullable(),
  }),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

export const CartPayRequest = z
  .object({ cartItemIds: z.array(Id).min(1).max(100) })
  .extend(PayRequest.shape);
export type CartPayRequest = z.input<typeof CartPayRequest>;

export const OrderListRequest = orderedRange(
  PageQuery.extend(DateRange.shape).extend({ status: OrderStatus.optional() }),
);
export type OrderListRequest = z.input<typeof OrderListRequest>;
export const OrderListResponse = pageOf(OrderSummary);

export const CurrencyPrice = z.object({
  currencyId: Id,
  currencyCode: z.string(),
  price: Money,
  discount: Money,
  total: Money,
  /** The user's balance in this currency; null for guests. */
  balance: Money.nullable(),
  /** True when that balance covers `total`. */
  covered: z.boolean(),
});
export const OrderCurrencyPricesResponse = z.object({
  orderNo: OrderNo,
  prices: z.array(CurrencyPrice),
});
export type OrderCurrencyPricesResponse = z.infer<typeof OrderCurrencyPricesResponse>;

/** Give `orderNo` (the order page) or `packId` with `quantity` (the product page). */
export const ChannelsRequest = z
  .object({
    orderNo: OrderNo.optional(),
    packId: Id.optional(),
    quantity: z.int().min(1).max(99).default(1),
  })
  .extend(CurrencyChoice.shape)
  .refine((request) => (request.orderNo === undefined) !== (request.packId === undefined), {
    message: 'Give either orderNo or packId',
  });
export type ChannelsRequest = z.input<typeof ChannelsRequest>;

/** Why a channel cannot take this amount: under its minimum, over its maximum, a short balance. */
export const ChannelRefusal = z.enum(['belowMin', 'aboveMax', 'balanceShort']);
export type ChannelRefusal = z.infer<typeof ChannelRefusal>;

export const ChannelPrice = z.object({
  id: ChannelId,
  name: z.string(),
  fee: Money,
  /** What the customer pays through this channel: `base` plus `fee`. */
  total: Money,
  min: Money.nullable(),
  max: Money.nullable(),
  /** The user's balance (the `balance` channel only; it is never offered to guests). */
  balance: Money.nullable(),
  /** Null when the channel can take `total`. */
  refusal: ChannelRefusal.nullable(),
});
export type ChannelPrice = z.infer<typeof ChannelPrice>;

export const ChannelsResponse = z.object({
  /** Subtotal less discounts, in the asked currency: what the fees are computed on. */
  base: Money,
  channels: z.array(ChannelPrice),
});
export type ChannelsResponse = z.infer<typeof ChannelsResponse>;

export const CheckIdRequest = z.object({ gameName: Slug, account: AccountValues });
export type CheckIdRequest = z.input<typeof CheckIdRequest>;
export const CheckIdResponse = z.object({
  gameName: Slug,
  /** The in-game name of the account, shown to the customer before paying. */
  nickname: z.string(),
  account: AccountValues,
});
export type CheckIdResponse = z.infer<typeof CheckIdResponse>;
