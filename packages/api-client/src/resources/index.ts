import type { EndpointCaller } from '../http/request';
import { createContent, createPromotion } from './content';
import { createIdCheck } from './id-check';
import { createLegacy } from './legacy';
import { createOrderDeal } from './order-deal';
import { createShopCart } from './shop-cart';
import { createShopGame } from './shop-game';
import { createShopHome } from './shop-home';
import { createShopRazer } from './shop-razer';
import { createUser } from './user';

/**
 * The method groups of the client. Spelled out (not inferred) so the type declarations point to
 * each group's factory, which keeps every method's documentation for editors.
 */
export interface ApiResources {
  shopHome: ReturnType<typeof createShopHome>;
  shopGame: ReturnType<typeof createShopGame>;
  user: ReturnType<typeof createUser>;
  shopCart: ReturnType<typeof createShopCart>;
  orderDeal: ReturnType<typeof createOrderDeal>;
  shopRazer: ReturnType<typeof createShopRazer>;
  promotion: ReturnType<typeof createPromotion>;
  content: ReturnType<typeof createContent>;
  idCheck: ReturnType<typeof createIdCheck>;
  legacy: ReturnType<typeof createLegacy>;
}

export function createResources(
  call: EndpointCaller,
  settings: { idCheckURL?: string },
): ApiResources {
  return {
    shopHome: createShopHome(call),
    shopGame: createShopGame(call),
    user: createUser(call),
    shopCart: createShopCart(call),
    orderDeal: createOrderDeal(call),
    shopRazer: createShopRazer(call),
    promotion: createPromotion(call),
    content: createContent(call),
    idCheck: createIdCheck(call, settings.idCheckURL),
    legacy: createLegacy(call),
  };
}
