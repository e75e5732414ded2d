import { contract } from '@storefront/api-client/contract';
import { handle, requireUser } from '../../context';
import { guestIdOf } from '../shop/owner';
import { login, logout, register, userInfo, userSummary } from './service';

export const userHandlers = {
  'user.login': handle(contract.user.login, (input, ctx) =>
    login(ctx.deps, input, ctx.request.ip, guestIdOf(ctx.request.headers.guestid), ctx.now),
  ),
  'legacy.user.login': handle(contract.legacy.user.login, (input, ctx) =>
    login(ctx.deps, input, ctx.request.ip, guestIdOf(ctx.request.headers.guestid), ctx.now),
  ),
  'user.register': handle(contract.user.register, (input, ctx) =>
    register(ctx.deps, input, ctx.request.ip, guestIdOf(ctx.request.headers.guestid), ctx.now),
  ),
  'user.logout': handle(contract.user.logout, (_input, ctx) =>
    logout(ctx.deps, requireUser(ctx), ctx.now),
  ),
  'user.summary': handle(contract.user.summary, (_input, ctx) =>
    userSummary(ctx.deps, requireUser(ctx)),
  ),
  'legacy.user.current': handle(contract.legacy.user.current, (_input, ctx) =>
    userInfo(ctx.deps, requireUser(ctx)),
  ),
};
