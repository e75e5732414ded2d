import type { Migration } from 'kysely';
import { catalogAndAccounts } from './0001_catalog_and_accounts';
import { cartsOrdersPayments } from './0002_carts_orders_payments';
import { linksAndRates } from './0003_links_and_rates';
import { limitsAndIdempotency } from './0004_limits_and_idempotency';
import { orderContactAndTracking } from './0005_order_contact_and_tracking';
import { mailOutbox } from './0006_mail_outbox';
import { orderLineLabels } from './0007_order_line_labels';
import { receiptsRenderedWhenSent } from './0008_receipts_rendered_when_sent';
import { accountVerification } from './0009_account_verification';
import { loginThrottle } from './0010_login_throttle';
import { stockHolds } from './0011_stock_holds';
import { resumableDeliveryAndMailClaims } from './0012_resumable_delivery_and_mail_claims';
import { workerCleanup } from './0013_worker_cleanup';
import { scaleSearchAndHistoryIndexes } from './0014_search_and_history_indexes';
import { receiptsMailOutboxNotify } from './0015_mail_outbox_notify';
import { packPrices } from './0016_pack_prices';
import { paymentChannels } from './0017_payment_channels';
import { promoCodes } from './0018_promo_codes';
import { rememberedPlayers } from './0019_remembered_players';
import { searchAliases } from './0020_search_aliases';
import { redeemSteps } from './0021_redeem_steps';
import { searchTitleIndex } from './0022_search_title_index';
import { paidOrdersIndex } from './0023_paid_orders_index';
import { knownDeviceEpoch } from './0024_known_device_epoch';
import { promoCustomerEmail } from './0025_promo_customer_email';
import { sealedValuesIndex } from './0026_sealed_values_index';

/** Every migration, in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_catalog_and_accounts': catalogAndAccounts,
  '0002_carts_orders_payments': cartsOrdersPayments,
  '0003_links_and_rates': linksAndRates,
  '0004_limits_and_idempotency': limitsAndIdempotency,
  '0005_order_contact_and_tracking': orderContactAndTracking,
  '0006_mail_outbox': mailOutbox,
  '0007_order_line_labels': orderLineLabels,
  '0008_receipts_rendered_when_sent': receiptsRenderedWhenSent,
  '0009_account_verification': accountVerification,
  '0010_login_throttle': loginThrottle,
  '0011_stock_holds': stockHolds,
  '0012_resumable_delivery_and_mail_claims': resumableDeliveryAndMailClaims,
  '0013_worker_cleanup': workerCleanup,
  '0014_search_and_history_indexes': scaleSearchAndHistoryIndexes,
  '0015_mail_outbox_notify': receiptsMailOutboxNotify,
  '0016_pack_prices': packPrices,
  '0017_payment_channels': paymentChannels,
  '0018_promo_codes': promoCodes,
  '0019_remembered_players': rememberedPlayers,
  '0020_search_aliases': searchAliases,
  '0021_redeem_steps': redeemSteps,
  '0022_search_title_index': searchTitleIndex,
  '0023_paid_orders_index': paidOrdersIndex,
  '0024_known_device_epoch': knownDeviceEpoch,
  '0025_promo_customer_email': promoCustomerEmail,
  '0026_sealed_values_index': sealedValuesIndex,
};
