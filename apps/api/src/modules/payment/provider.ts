import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/errors';
import { SHOP_MESSAGES } from '../shop/messages';

export interface CheckoutRequest {
  paymentNo: string;
  amount: number;
  currencyCode: string;
  decimals: number;
  /** The payment channel the customer chose (e-wallet, QRIS, ...): a real provider routes by it. */
  channel: string | null;
}

/** What a provider tells us about a payment, once its webhook is proven authentic. */
export interface WebhookEvent {
  eventId: string;
  paymentNo: string;
  status: 'paid' | 'cancelled';
  amount: number;
  currencyCode: string;
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * A payment provider: starts a checkout the customer confirms on the provider's page, and reports
 * the result with a webhook to `/api/payments/webhook/{name}`. Real providers plug in through
 * `buildApp({ paymentProvider })`.
 */
export interface PaymentProvider {
  readonly name: string;
  checkout(payment: CheckoutRequest): Promise<{ redirectUrl: string }>;
  /** The event of an authentic, fresh webhook; throws a 401 `AppError` for anything else. */
  verifyWebhook(rawBody: string, headers: Headers, now: Date): WebhookEvent;
  refund(payment: { paymentNo: string; amount: number }): Promise<void>;
}

export const SANDBOX = 'sandbox';
export const SIGNATURE_HEADER = 'sandbox-signature';
/** A webhook older or newer than this (by its signed timestamp) is refused. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

function refuse(messages = SHOP_MESSAGES.webhookSignature): never {
  throw new AppError(401, messages);
}

function parseEvent(body: string): WebhookEvent {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return refuse();
  }
  const event = value as Partial<WebhookEvent> | null;
  if (
    typeof event?.eventId !== 'string' ||
    typeof event.paymentNo !== 'string' ||
    (event.status !== 'paid' && event.status !== 'cancelled') ||
    !Number.isSafeInteger(event.amount) ||
    typeof event.currencyCode !== 'string'
  ) {
    return refuse();
  }
  return event as WebhookEvent;
}

const NO_PROVIDER = 'none';

/**
 * No provider at all: production without the sandbox and without a real provider. Paying through
 * a provider and deposits answer 503 saying so; webhooks find no provider (404).
 */
export function noProvider(): PaymentProvider {
  const unavailable = () => new AppError(503, SHOP_MESSAGES.noPaymentProvider);
  return {
    name: NO_PROVIDER,
    async checkout() {
      throw unavailable();
    },
    verifyWebhook() {
      throw new AppError(404, SHOP_MESSAGES.paymentNotFound);
    },
    async refund() {
      throw unavailable();
    },
  };
}

/** Refuses (503) a provider payment or deposit before anything is stored, when there is no provider. */
export function assertProviderConfigured(provider: PaymentProvider): void {
  if (provider.name === NO_PROVIDER) throw new AppError(503, SHOP_MESSAGES.noPaymentProvider);
}

/**
 * The built-in sandbox: its "hosted page" is served by this API (`/api/payments/sandbox/{no}`), and
 * clicking Pay or Cancel there sends an HMAC-signed webhook back.
 */
export function createSandboxProvider(options: { secret: string; publicUrl: string }) {
  const { secret, publicUrl } = options;
  const provider: PaymentProvider & {
    sign(body: string, now: Date): string;
    newEventId(): string;
  } = {
    name: SANDBOX,
    async checkout(payment) {
      return { redirectUrl: `${publicUrl}/api/payments/sandbox/${payment.paymentNo}` };
    },
    verifyWebhook(rawBody, headers, now) {
      const header = headers[SIGNATURE_HEADER];
      if (typeof header !== 'string') return refuse();
      const parts = new Map(
        header.split(',').map((part) => {
          const [key = '', ...rest] = part.trim().split('=');
          return [key, rest.join('=')] as const;
        }),
      );
      const timestamp = Number(parts.get('t'));
      const signature = parts.get('v1') ?? '';
      if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return refuse();
      const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return refuse();
      if (Math.abs(now.getTime() - timestamp * 1000) > WEBHOOK_TOLERANCE_MS) {
        return refuse(SHOP_MESSAGES.webhookStale);
      }
      return parseEvent(rawBody);
    },
    async refund() {
      // The sandbox holds no money: a refund is recorded on the payment (status `refunded`) only.
    },
    sign: (body, now) => signWebhook(secret, body, now),
    newEventId: () => `evt_${randomBytes(12).toString('base64url')}`,
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === SANDBOX && 'sign' in provider;
}

/** The sandbox's webhook secret when none is set: derived from the secrets key, same on every process. */
export function derivedWebhookSecret(secretsKey: Buffer): string {
  return createHmac('sha256', secretsKey).update('sandbox-webhook').digest('hex');
}
