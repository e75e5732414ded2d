import type { AddressInfo } from 'node:net';
import { Text } from '@storefront/api-client/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { success } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { validInput } from '../../http/register';
import { SHOP_MESSAGES } from '../shop/messages';
import { type SandboxProvider, SIGNATURE_HEADER } from './provider';
import { allowedReturnUrl } from './return-url';
import { orderLinesOf, paymentAmountOf, sandboxPaymentOf } from './sandbox-data';
import { type SandboxPageModel, sandboxPage } from './sandbox-page';
import { receiveWebhook } from './webhook';

const WEBHOOK_PATH = '/api/payments/webhook/:provider';
const SANDBOX_PAGE_PATH = '/api/payments/sandbox/:paymentNo';
/** The page's address names the payment: text the database can hold (no NUL), or a 400. */
const PageParams = z.object({ paymentNo: Text.max(64) });

/** The sandbox posts its webhooks here: the setting, or this very server's own address. */
function webhookUrl(deps: AppDeps, request: FastifyRequest, provider: string): string {
  const configured = deps.settings.orders.sandboxWebhookUrl;
  if (configured) return configured;
  const address = request.server.server.address() as AddressInfo;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}/api/payments/webhook/${provider}`;
}

/**
 * Where a settled payment's page links back to: the return address it was started with (checked
 * again: a payment started before the origins were restricted may name any site), with its outcome,
 * else the order's own page; a deposit without one has nowhere of its own to go but the store.
 */
function backUrlOf(
  deps: AppDeps,
  payment: { payment_no: string; status: string; return_url: string | null },
  orderNo: string | null,
): string {
  const returnUrl =
    payment.return_url && allowedReturnUrl(payment.return_url, deps.settings.orders.returnOrigins);
  if (returnUrl) return withOutcome(returnUrl, payment.payment_no, payment.status);
  return orderNo ? `/order?orderNo=${encodeURIComponent(orderNo)}` : '/';
}

async function pageModel(
  deps: AppDeps,
  paymentNo: string,
): Promise<SandboxPageModel & { returnUrl: string | null }> {
  const payment = await sandboxPaymentOf(deps.db, paymentNo);
  if (!payment) throw new AppError(404, SHOP_MESSAGES.paymentNotFound);
  const items = payment.order_id === null ? [] : await orderLinesOf(deps.db, payment.order_id);
  const orderNo = payment.purpose === 'deposit' ? null : (payment.order_no ?? '');
  return {
    paymentNo: payment.payment_no,
    orderNo,
    locale: payment.locale,
    backUrl: payment.status === 'pending' ? null : backUrlOf(deps, payment, orderNo),
    lines: items.map((item) => `${item.game}: ${item.title} × ${item.quantity}`),
    channel: payment.channel ? (payment.channel[payment.locale] ?? payment.channel.en) : null,
    amount: { amount: payment.amount, currencyCode: payment.code, decimals: payment.decimals },
    status: payment.status,
    returnUrl: payment.return_url,
  };
}

/** `returnUrl` with the payment's outcome added to its query. */
function withOutcome(returnUrl: string, paymentNo: string, status: string): string {
  const [path = '', hash] = returnUrl.split('#', 2);
  const joiner = path.includes('?') ? '&' : '?';
  const query = new URLSearchParams({ paymentNo, status }).toString();
  return `${path}${joiner}${query}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The provider side of payments: every provider's webhook, and the sandbox's hosted page with the
 * Pay / Cancel form. Both live in their own scope: the webhook needs the raw body for its
 * signature, the page's form arrives as `application/x-www-form-urlencoded`.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  sandbox: SandboxProvider | null,
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post<{ Params: { provider: string } }>(WEBHOOK_PATH, async (request) => {
      if (request.params.provider !== deps.paymentProvider.name) {
        throw new AppError(404, SHOP_MESSAGES.paymentNotFound);
      }
      const raw = typeof request.body === 'string' ? request.body : '';
      return success(await receiveWebhook(deps, raw, request.headers, deps.clock.now()));
    });

    if (!sandbox) return;

    scope.get<{ Params: { paymentNo: string } }>(SANDBOX_PAGE_PATH, async (request, reply) => {
      const model = await pageModel(deps, validInput(PageParams, request.params).paymentNo);
      return reply.type('text/html; charset=utf-8').send(sandboxPage(model));
    });

    scope.post<{ Params: { paymentNo: string }; Body: Record<string, string> | string }>(
      SANDBOX_PAGE_PATH,
      async (request, reply) => {
        const model = await pageModel(deps, validInput(PageParams, request.params).paymentNo);
        const action = typeof request.body === 'object' ? request.body.action : undefined;
        if (model.status === 'pending' && (action === 'pay' || action === 'cancel')) {
          const payment = await paymentAmountOf(deps.db, model.paymentNo);
          const body = JSON.stringify({
            eventId: sandbox.newEventId(),
            paymentNo: model.paymentNo,
            status: action === 'pay' ? 'paid' : 'cancelled',
            amount: payment.amount,
            currencyCode: payment.code,
          });
          const response = await fetch(webhookUrl(deps, request, sandbox.name), {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: sandbox.sign(body, deps.clock.now()),
            },
            body,
          });
          if (!response.ok) {
            request.log.warn({ status: response.status }, 'sandbox webhook refused');
            const failed = { ...model, error: 'notificationRefused' as const };
            return reply.status(502).type('text/html; charset=utf-8').send(sandboxPage(failed));
          }
        }
        const after = await pageModel(deps, model.paymentNo);
        // Checked again: a payment started before the origins were restricted may name any site.
        const returnUrl =
          after.returnUrl && allowedReturnUrl(after.returnUrl, deps.settings.orders.returnOrigins);
        const target = returnUrl
          ? withOutcome(returnUrl, after.paymentNo, after.status)
          : `/api/payments/sandbox/${encodeURIComponent(after.paymentNo)}`;
        return reply.redirect(target, 303);
      },
    );
  });
}
