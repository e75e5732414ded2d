import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext } from '../../context';
import { resolveCurrency } from '../currency/service';
import { validateStock } from './packs';
import {
  accountInfo,
  type GameFilter,
  gameDetail,
  gamePacks,
  listGames,
  type Paging,
  simpleList,
  simplePageList,
  titleList,
} from './service';

const gameList = async (
  input: GameFilter & Paging & { currencyId?: number },
  ctx: RequestContext,
) =>
  listGames(ctx.deps, input, input, await resolveCurrency(ctx.deps, input.currencyId, ctx.locale));

const detail = async (input: { name: string; currencyId?: number }, ctx: RequestContext) =>
  gameDetail(
    ctx.deps,
    input.name,
    await resolveCurrency(ctx.deps, input.currencyId, ctx.locale),
    ctx.locale,
  );

export const catalogHandlers = {
  'shopGame.list': handle(contract.shopGame.list, gameList),
  'legacy.game.list': handle(contract.legacy.game.list, gameList),
  'shopGame.simpleList': handle(contract.shopGame.simpleList, (input, ctx) =>
    simpleList(ctx.deps, input, input.limit),
  ),
  'shopGame.simplePageList': handle(contract.shopGame.simplePageList, (input, ctx) =>
    simplePageList(ctx.deps, input, input),
  ),
  'shopGame.detail': handle(contract.shopGame.detail, detail),
  'legacy.game.detail': handle(contract.legacy.game.detail, detail),
  'legacy.game.packs': handle(contract.legacy.game.packs, async (input, ctx) =>
    gamePacks(ctx.deps, input.name, await resolveCurrency(ctx.deps, input.currencyId, ctx.locale)),
  ),
  'legacy.game.accountInfo': handle(contract.legacy.game.accountInfo, (input, ctx) =>
    accountInfo(ctx.deps, input.name, ctx.locale),
  ),
  'legacy.game.titleList': handle(contract.legacy.game.titleList, (input, ctx) =>
    titleList(ctx.deps, input.type),
  ),
  'legacy.game.gameStockValidate': handle(contract.legacy.game.gameStockValidate, (input, ctx) =>
    validateStock(ctx.deps, input.items),
  ),
};
