import { contract } from '@storefront/api-client/contract';
import { handle, type RequestContext, requireUser } from '../../context';
import { guestIdOf } from '../shop/owner';
import { FIRST_DEVICE_EPOCH, knownDeviceCookie } from './device';
import { changePassword } from './password-change';
import { forgotPassword, resetPassword } from './password-reset';
import { login, logout, userInfo, userSummary } from './service';
import { register, resendSignupCode, verifySignup } from './signup';

/** Logs in and sets the known-device cookie (`device.ts`) on the answer. */
async function loginAndRemember(ctx: RequestContext, input: { email: string; password: string }) {
  const { request } = ctx;
  const { answer, deviceCookie } = await login(
    ctx.deps,
    input,
    { address: ctx.address, cookie: request.headers.cookie, secure: request.protocol === 'https' },
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
    register(ctx.deps, input, ctx.address, ctx.locale, ctx.now),
  ),
  'user.verifySignup': handle(contract.user.verifySignup, async (input, ctx) => {
    const answer = await verifySignup(
      ctx.deps,
      input,
      guestIdOf(ctx.request.headers.guestid),
      ctx.now,
    );
    // The browser that confirmed the sign-up has logged into the account: it is a known device.
    ctx.reply.header(
      'set-cookie',
      knownDeviceCookie(
        ctx.deps.secrets,
        { id: answer.userDetail.id, deviceEpoch: FIRST_DEVICE_EPOCH },
        null,
        {
          now: ctx.now,
          ttlMs: ctx.deps.settings.auth.knownDeviceTtlMs,
          secure: ctx.request.protocol === 'https',
        },
      ),
    );
    return answer;
  }),
  'user.resendSignupCode': handle(contract.user.resendSignupCode, (input, ctx) =>
    resendSignupCode(ctx.deps, input, ctx.address, ctx.locale, ctx.now),
  ),
  'user.forgotPassword': handle(contract.user.forgotPassword, (input, ctx) =>
    forgotPassword(ctx.deps, input, ctx.address, ctx.locale, ctx.now),
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
