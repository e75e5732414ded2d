import { contract } from '@storefront/api-client/contract';
import { handle } from '../../context';
import { listCurrencies } from './service';

export const currencyHandlers = {
  'legacy.currency.list': handle(contract.legacy.currency.list, (_input, ctx) =>
    listCurrencies(ctx.deps),
  ),
};
