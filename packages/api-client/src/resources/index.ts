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

export function createResources(call: EndpointCaller, settings: { idCheckURL?: string }) {
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
