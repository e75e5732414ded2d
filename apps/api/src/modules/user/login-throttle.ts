import type { AppDeps } from '../../context';
import type { Localized } from '../../i18n/messages';
import {
  type DelayLimit,
  forgive,
  giveBack,
  type Limit,
  takeAttempt,
  takeDelayedAttempt,
} from '../rate-limit/service';
import type { KnownDevice } from './device';

/** Who is trying to log in: the client address, and the account's known device if it proved one. */
export interface LoginClient {
  address: string;
  device: KnownDevice | null;
}

const ACCOUNT_WAIT: Localized = {
  en: 'Too many login attempts for this account. Please try again in {seconds} s.',
  id: 'Terlalu banyak percobaan login untuk akun ini. Silakan coba lagi dalam {seconds} detik.',
};

/** The counters of one login attempt (README "Login throttle"). */
export function loginLimits(deps: AppDeps, email: string, address: string) {
  const auth = deps.settings.auth;
  const windowMs = auth.loginWindowMs;
  return {
    accountAddress: {
      key: `login:account-address:${email}:${address}`,
      max: auth.loginMaxPerAccountAddress,
      windowMs,
    } satisfies Limit,
    address: { key: `login:address:${address}`, max: auth.loginMaxPerAddress, windowMs },
    account: {
      key: `login:account:${email}`,
      free: auth.loginFreePerAccount,
      windowMs,
      delayMs: auth.loginDelayMs,
      maxDelayMs: auth.loginMaxDelayMs,
    } satisfies DelayLimit,
  };
}

function deviceLimit(deps: AppDeps, device: KnownDevice): Limit {
  return {
    key: `login:device:${device.userId}:${device.deviceId}`,
    max: deps.settings.auth.loginMaxPerDevice,
    windowMs: deps.settings.auth.loginWindowMs,
  };
}

/**
 * Counts one login attempt BEFORE the password is checked, or refuses it with 429 and
 * `Retry-After`. A known device is counted against its own counter only, so other clients'
 * failures never block it. Any other client is counted per account and address (a hard limit),
 * per address across accounts (a hard limit) and per account from everywhere (a growing delay,
 * never a lock a stranger can renew). Resolves to what a successful login does: forgive its own
 * failures (the device's, or the account and address pair's), not other addresses'.
 */
export async function takeLoginAttempt(
  deps: AppDeps,
  email: string,
  client: LoginClient,
  now: Date,
): Promise<() => Promise<void>> {
  if (client.device) {
    const device = deviceLimit(deps, client.device);
    await takeAttempt(deps, [device], now, 'auth.tooManyAttempts');
    return async () => {
      await forgive(deps, device);
    };
  }
  const limits = loginLimits(deps, email, client.address);
  const hard = [limits.accountAddress, limits.address];
  await takeAttempt(deps, hard, now, 'auth.tooManyAttempts');
  try {
    await takeDelayedAttempt(deps, limits.account, now, ACCOUNT_WAIT);
  } catch (error) {
    await giveBack(deps, hard);
    throw error;
  }
  return async () => {
    // This pair's attempts (its failures and this success) come off the other two counters too.
    const forgiven = Math.max(await forgive(deps, limits.accountAddress), 1);
    await giveBack(deps, [limits.address, limits.account], forgiven);
  };
}
