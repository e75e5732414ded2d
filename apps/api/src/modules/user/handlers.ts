import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext, requireUser } from '../../context';
import { guestIdOf } from '../shop/owner';
import { login, logout, register, userInfo, userSummary } from './service';

/** Logs in and sets the known-device cookie (`device.ts`) on the answer. */
async function loginAndRemember(ctx: RequestContext, input: { email: string; password: string }) {
  const { request } = ctx;
  const { answer, deviceCookie } = await login(
    ctx.deps,
    input,
    { address: request.ip, cookie: request.headers.cookie, secure: request.protocol === 'https' },
    guestIdOf(request.headers.guestid),
    ctx.now,
  );
  ctx.reply.header('set-cookie', deviceCookie);
  return answer;
}

export const userHandlers = {
  'user.login': handle(contract.user.login, (input, ctx) => loginAndRemember(ctx, input)),
  'legacy.user.login': handle(contract.legacy.user.login, (input, ctx) =>
    loginAndRemember(ctx, input),
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
