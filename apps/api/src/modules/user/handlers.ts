import { contract } from '@storefront/api-client/contract';
import { handle, requireUser } from '../../context';
import { guestIdOf } from '../shop/owner';
import { changePassword } from './password-change';
import { forgotPassword, resetPassword } from './password-reset';
import { login, logout, userInfo, userSummary } from './service';
import { register, resendSignupCode, verifySignup } from './signup';

export const userHandlers = {
  'user.login': handle(contract.user.login, (input, ctx) =>
    login(ctx.deps, input, ctx.request.ip, guestIdOf(ctx.request.headers.guestid), ctx.now),
  ),
  'legacy.user.login': handle(contract.legacy.user.login, (input, ctx) =>
    login(ctx.deps, input, ctx.request.ip, guestIdOf(ctx.request.headers.guestid), ctx.now),
  ),
  'user.register': handle(contract.user.register, (input, ctx) =>
    register(ctx.deps, input, ctx.request.ip, ctx.locale, ctx.now),
  ),
  'user.verifySignup': handle(contract.user.verifySignup, (input, ctx) =>
    verifySignup(ctx.deps, input, guestIdOf(ctx.request.headers.guestid), ctx.now),
  ),
  'user.resendSignupCode': handle(contract.user.resendSignupCode, (input, ctx) =>
    resendSignupCode(ctx.deps, input, ctx.request.ip, ctx.locale, ctx.now),
  ),
  'user.forgotPassword': handle(contract.user.forgotPassword, (input, ctx) =>
    forgotPassword(ctx.deps, input, ctx.request.ip, ctx.locale, ctx.now),
  ),
  'user.resetPassword': handle(contract.user.resetPassword, (input, ctx) =>
    resetPassword(ctx.deps, input, ctx.locale, ctx.now),
  ),
  'user.changePassword': handle(contract.user.changePassword, (input, ctx) =>
    changePassword(ctx.deps, requireUser(ctx), input, ctx.locale, ctx.now),
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
