import type { CheckIdResponse } from '@storefront/api-client/contract';
import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext } from '../../context';
import { AppError } from '../../http/errors';
import { findGame } from '../catalog/service';

/** Only `Games` take an account id; `Links` and `Login` games have nothing to look up. */
async function checkId(
  input: { gameName: string; account: Record<string, string> },
  ctx: RequestContext,
): Promise<CheckIdResponse> {
  const game = await findGame(ctx.deps.db, input.gameName);
  if (game.type !== 'Games') throw new AppError(422, 'idCheck.notSupported');
  const result = await ctx.deps.idCheck.check(
    { name: game.name, title: game.title, accountFields: game.account_fields },
    input.account,
  );
  return { gameName: game.name, nickname: result.nickname, account: result.account };
}

export const idCheckHandlers = {
  'legacy.order.checkid': handle(contract.legacy.order.checkid, checkId),
  'idCheck.check': handle(contract.idCheck.check, checkId),
};
