import { createMetricsRegistry } from '@storefront/lifecycle';
import { Counter, Gauge, type Registry } from 'prom-client';

/** The API's business figures: counted where each outcome is decided (`deps.metrics`). */
export interface ApiMetrics {
  registry: Registry;
  /** Purchases (order pay, cart checkout, link pay) by payment method and outcome. */
  purchases: Counter<'method' | 'outcome'>;
  /** Provider payments settled by the webhook, by method and outcome. */
  payments: Counter<'method' | 'outcome'>;
  /** Attempts a limit refused (429), by the limit's name (`login`, `guest`, `signup-mail`, ...). */
  refusals: Counter<'limit'>;
  /** When this process last finished a sweep, in seconds since the epoch (0: none yet). */
  sweptAt: Gauge;
}

export function createApiMetrics(): ApiMetrics {
  const registry = createMetricsRegistry();
  const counter = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    purchases: counter('api_purchases_total', 'Purchases by payment method and outcome.', [
      'method',
      'outcome',
    ]),
    payments: counter(
      'api_payments_total',
      'Provider payments the webhook settled, by method and outcome.',
      ['method', 'outcome'],
    ),
    refusals: counter('api_limit_refusals_total', 'Attempts refused by a limit (429), by limit.', [
      'limit',
    ]),
    sweptAt: new Gauge({
      name: 'api_sweep_last_success_timestamp_seconds',
      help: 'When this process last finished a sweep (expired orders, stuck deliveries, clean-up).',
      registers: [registry],
    }),
  };
}
