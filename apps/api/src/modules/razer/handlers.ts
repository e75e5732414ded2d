import { contract } from '@storefront/api-client/contract';
import { handle } from '../../context';
import { razerPrice, razerRate } from './service';

export const razerHandlers = {
  'shopRazer.getRate': handle(contract.shopRazer.getRate, (_input, ctx) => razerRate(ctx.deps)),
  'shopRazer.checkPrice': handle(contract.shopRazer.checkPrice, (input, ctx) =>
    razerPrice(ctx.deps, input),
  ),
};
