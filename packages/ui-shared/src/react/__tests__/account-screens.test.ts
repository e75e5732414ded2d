// @vitest-environment jsdom
import { createApiClient } from '@storefront/api-client';
import { isLoginAtom, userInfoAtom } from '@storefront/state';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type JsonAnswer,
  type JsonServer,
  ok,
  startJsonServer,
} from '../../__tests__/helpers/json-server';
import { useCountdown } from '../countdown';
import { useChangePassword, useForgotPassword, useResetPassword } from '../password-forms';
import { createQueryClient } from '../query-client';
import { useSignup } from '../signup';

const NEW_EMAIL = 'rina@storefront.test';
const GOOD_CODE = '482913';
const GOOD_TOKEN = 'a-good-token';
const STRONG = 'violet-kettle-harbour-27';

const USER_DETAIL = {
  id: 7,
  email: NEW_EMAIL,
  nickname: 'Rina',
  createdAt: '2026-11-27T06:00:00.000Z',
  userBalance: [],
  token: 'token-7',
  tokenExpiresAt: '2026-11-27T08:00:00.000Z',
};

/** What Register answers: the attempt's token, which the code step sends back. */
const SIGNUP_TOKEN = 'T'.repeat(43);

/** A 400 naming a field, as the API answers a contract refusal (`path: what is wrong`). */
const refusal = (path: string, message: string): JsonAnswer => ({
  status: 400,
  body: { code: 400, message: `${path}: ${message}`, data: { issues: [{ path, message }] } },
});

let standIn: JsonServer;

beforeAll(async () => {
  standIn = await startJsonServer(({ path, body }) => {
    switch (path) {
      case '/api/User/Register':
      case '/api/User/ResendSignupCode':
        return ok({ email: String(body.email), resendAfterSeconds: 1, signupToken: SIGNUP_TOKEN });
      case '/api/User/VerifySignup':
        return body.code === GOOD_CODE
          ? ok({ userDetail: USER_DETAIL })
          : refusal('code', 'the code is wrong or has expired');
      case '/api/User/ForgotPassword':
        return ok(null);
      case '/api/User/ResetPassword':
        return body.token === GOOD_TOKEN
          ? ok(null)
          : refusal('token', 'the link is wrong or has expired');
      case '/api/User/ChangePassword':
        return body.currentPassword === 'the-right-one'
          ? ok(null)
          : refusal('currentPassword', 'the current password is wrong');
      default:
        return undefined;
    }
  });
});

afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const sent = (path: string) =>
  standIn.requests.filter((request) => request.path === `/api/User/${path}`);

function services() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return {
    queryClient,
    wrapper,
    store: createStore(),
    api: createApiClient({ baseURL: standIn.url }),
  };
}

describe('useSignup', () => {
  function renderSignup() {
    const { wrapper, ...rest } = services();
    const loggedIn = vi.fn();
    const hook = renderHook(() => useSignup({ ...rest, locale: 'en', onLoggedIn: loggedIn }), {
      wrapper,
    });
    return { ...hook, ...rest, loggedIn };
  }

  async function detailsSent(result: ReturnType<typeof renderSignup>['result']) {
    act(() => {
      result.current.details.setField('email', ` ${NEW_EMAIL.toUpperCase()} `);
      result.current.details.setField('nickname', ' Rina ');
      result.current.details.setField('password', STRONG);
    });
    await act(() => result.current.details.submit());
    await waitFor(() => expect(result.current.step).toBe('code'));
  }

  it('checks the details before sending: each problem under its field, common passwords refused', async () => {
    const { result } = renderSignup();
    await act(() => result.current.details.submit());
    expect(result.current.details.errors).toEqual({
      email: 'Enter your email address',
      nickname: 'Choose a nickname of 2 to 40 characters',
      password: 'Enter your password',
    });
    act(() => {
      result.current.details.setField('email', 'rina@');
      result.current.details.setField('nickname', 'Rina');
      result.current.details.setField('password', 'password');
    });
    expect(result.current.details.errors).toEqual({});
    await act(() => result.current.details.submit());
    expect(result.current.details.errors).toEqual({
      email: 'Enter an email address like name@example.com',
      password: 'This password is too common: choose another',
    });
    act(() => result.current.details.setField('password', 'short'));
    await act(() => result.current.details.submit());
    expect(result.current.details.errors.password).toBe('Use at least 8 characters');
    act(() => result.current.details.setField('password', '        '));
    await act(() => result.current.details.submit());
    expect(result.current.details.errors.password).toBe(
      'This password is too common: choose another',
    );
    act(() => result.current.details.setField('password', 'rina@storefront.test'));
    act(() => result.current.details.setField('email', 'rina@storefront.test'));
    await act(() => result.current.details.submit());
    expect(result.current.details.errors.password).toBe(
      'This password is too common: choose another',
    );
    expect(sent('Register')).toHaveLength(0);
    expect(result.current.step).toBe('details');
  });

  it('sends the details, then asks for the code with a resend that waits resendAfterSeconds', async () => {
    const { result } = renderSignup();
    await detailsSent(result);
    expect(sent('Register')[0]?.body).toEqual({
      email: NEW_EMAIL,
      nickname: 'Rina',
      password: STRONG,
    });
    expect(result.current.sentTo).toBe(`We sent a 6-digit code to ${NEW_EMAIL}`);
    expect(result.current.resend).toMatchObject({
      seconds: 1,
      disabled: true,
      label: 'Send a new code in 1 s',
    });
    act(() => result.current.resend.send());
    expect(sent('ResendSignupCode')).toHaveLength(0);

    await waitFor(() => expect(result.current.resend.disabled).toBe(false), { timeout: 3000 });
    expect(result.current.resend.label).toBe('Send a new code');
    act(() => result.current.resend.send());
    await waitFor(() => expect(result.current.notice).toBe(`We sent a new code to ${NEW_EMAIL}`));
    expect(sent('ResendSignupCode')[0]?.body).toEqual({
      email: NEW_EMAIL,
      signupToken: SIGNUP_TOKEN,
    });
    expect(result.current.resend.disabled).toBe(true);
  });

  it('shows a wrong code under the code field, and logs in with the right one as a login does', async () => {
    const { result, store, loggedIn } = renderSignup();
    await detailsSent(result);
    act(() => result.current.code.setField('code', '12'));
    await act(() => result.current.code.submit());
    expect(result.current.code.errors).toEqual({ code: 'The code has 6 digits' });
    expect(sent('VerifySignup')).toHaveLength(0);

    act(() => result.current.code.setField('code', '000 000'));
    await act(() => result.current.code.submit());
    await waitFor(() =>
      expect(result.current.code.errors).toEqual({ code: 'The code is wrong or has expired' }),
    );
    expect(store.get(isLoginAtom)).toBe(false);

    act(() => result.current.code.setField('code', '482-913'));
    await act(() => result.current.code.submit());
    await waitFor(() => expect(loggedIn).toHaveBeenCalledTimes(1));
    expect(sent('VerifySignup').at(-1)?.body).toEqual({
      email: NEW_EMAIL,
      code: GOOD_CODE,
      signupToken: SIGNUP_TOKEN,
    });
    expect(store.get(isLoginAtom)).toBe(true);
    expect(store.get(userInfoAtom)).toMatchObject({ email: NEW_EMAIL, nickname: 'Rina' });
    expect(document.cookie).toContain('token=token-7');
  });

  it("shows the server's refusal under the field it names, and goes back to correct the email", async () => {
    const { result } = renderSignup();
    const tooCommon = 'this password is too common: choose another';
    standIn.answer('/api/User/Register', 400, {
      code: 400,
      message: `password: ${tooCommon}`,
      data: { issues: [{ path: 'password', message: tooCommon }] },
    });
    act(() => {
      result.current.details.setField('email', NEW_EMAIL);
      result.current.details.setField('nickname', 'Rina');
      result.current.details.setField('password', STRONG);
    });
    await act(() => result.current.details.submit());
    await waitFor(() =>
      expect(result.current.details.errors.password).toBe(
        'This password is too common: choose another',
      ),
    );
    expect(result.current.step).toBe('details');
    standIn.answer('/api/User/Register', 429, {
      code: 429,
      message: 'Too many tries: wait a minute',
    });
    await act(() => result.current.details.submit());
    await waitFor(() =>
      expect(result.current.details.formError).toBe('Too many tries: wait a minute'),
    );
  });
});

describe('useCountdown', () => {
  it('counts the seconds down to zero from a deadline', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.seconds).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(59);
    act(() => vi.advanceTimersByTime(58_500));
    expect(result.current.seconds).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(0);
  });
});

describe('useForgotPassword', () => {
  it('checks the email, then says the same for any address', async () => {
    const { wrapper, api } = services();
    const { result } = renderHook(() => useForgotPassword({ api, locale: 'en' }), { wrapper });
    act(() => result.current.setField('email', 'nobody'));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      email: 'Enter an email address like name@example.com',
    });
    expect(sent('ForgotPassword')).toHaveLength(0);

    act(() => result.current.setField('email', ' Someone@Storefront.test '));
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.sent).toBe(
        'If an account exists for this email, we sent a link to reset the password.',
      ),
    );
    expect(sent('ForgotPassword')[0]?.body).toEqual({ email: 'someone@storefront.test' });
  });
});

describe('useResetPassword', () => {
  function renderReset(token: string) {
    const { wrapper, api, store } = services();
    store.set(isLoginAtom, true);
    const hook = renderHook(() => useResetPassword({ api, locale: 'en', token, store }), {
      wrapper,
    });
    return { ...hook, store };
  }

  it('asks for the new password twice under the policy, then logs this browser out too', async () => {
    const { result, store } = renderReset(GOOD_TOKEN);
    expect(result.current.linkProblem).toBeNull();
    act(() => {
      result.current.setField('password', 'qwertyuiop');
      result.current.setField('confirm', 'qwertyuiop');
    });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      password: 'This password is too common: choose another',
    });
    act(() => {
      result.current.setField('password', STRONG);
      result.current.setField('confirm', `${STRONG}!`);
    });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ confirm: 'The two passwords are not the same' });
    expect(sent('ResetPassword')).toHaveLength(0);

    act(() => result.current.setField('confirm', STRONG));
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.done).toBe('Your password has been changed. Log in with the new one.'),
    );
    expect(sent('ResetPassword')[0]?.body).toEqual({ token: GOOD_TOKEN, password: STRONG });
    expect(store.get(isLoginAtom)).toBe(false);
  });

  it('says when the link lost its token, or was wrong, used or expired', async () => {
    expect(renderReset('').result.current.linkProblem).toBe(
      'This link is incomplete. Ask for a new one.',
    );
    const { result, store } = renderReset('used-token');
    act(() => {
      result.current.setField('password', STRONG);
      result.current.setField('confirm', STRONG);
    });
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.linkProblem).toBe(
        'This link is wrong, used or expired. Ask for a new one.',
      ),
    );
    expect(result.current.done).toBeNull();
    expect(store.get(isLoginAtom)).toBe(true);
  });
});

describe('useChangePassword', () => {
  it('needs the current password, refuses a weak new one, and keeps this session', async () => {
    const { wrapper, api, store } = services();
    store.set(isLoginAtom, true);
    const user = { email: NEW_EMAIL, nickname: 'Rina' };
    const { result } = renderHook(() => useChangePassword({ api, locale: 'en', user }), {
      wrapper,
    });
    act(() => result.current.setField('newPassword', 'Rina'));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Use at least 8 characters',
    });

    act(() => {
      result.current.setField('currentPassword', 'not-the-one');
      result.current.setField('newPassword', STRONG);
    });
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.errors).toEqual({ currentPassword: 'The current password is wrong' }),
    );

    act(() => result.current.setField('currentPassword', 'the-right-one'));
    await act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.done).toBe(
        'Your password has been changed. Other devices are logged out.',
      ),
    );
    expect(sent('ChangePassword').at(-1)?.body).toEqual({
      currentPassword: 'the-right-one',
      newPassword: STRONG,
    });
    expect(result.current.values).toEqual({ currentPassword: '', newPassword: '' });
    expect(store.get(isLoginAtom)).toBe(true);
  });
});
