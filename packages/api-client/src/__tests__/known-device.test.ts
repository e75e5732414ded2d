import { describe, expect, it } from 'vitest';
import { createApiClient } from '../index';
import { ok, sendJson, useTestServer } from './support/server';

const server = useTestServer();

const LOGIN_ANSWER = { userDetail: { id: 1 } };
const SET_COOKIE = 'sf_known_device=1.dev.99.sig; Max-Age=31536000; Path=/api; HttpOnly';

/** Answers logins with a device cookie for the email's user, and every other call with null. */
function answerLoginsWithDeviceCookies(): void {
  server.handle((request, res) => {
    if (!/\/api\/user\/login$/i.test(request.pathname)) return ok(res);
    const email = (request.body as { email: string }).email.toLowerCase();
    sendJson(
      res,
      200,
      { code: 0, message: '', data: LOGIN_ANSWER },
      { 'set-cookie': SET_COOKIE.replace('1.dev', `${email}.dev`) },
    );
  });
}

const cookiesOf = () => server.requests.map((request) => request.headers.cookie ?? null);

describe('known device in Node (no cookie jar)', () => {
  it("keeps each account's device cookie from its login and sends it back on that account's logins only", async () => {
    answerLoginsWithDeviceCookies();
    const client = createApiClient({ baseURL: server.url });
    await client.user.login({ email: 'Rina@storefront.test', password: 'x' });
    await client.user.login({ email: 'rina@storefront.test', password: 'x' });
    await client.legacy.user.login({ email: 'rina@storefront.test', password: 'x' });
    await client.user.login({ email: 'budi@storefront.test', password: 'x' });
    await client.user.summary();
    expect(cookiesOf()).toEqual([
      null,
      'sf_known_device=rina@storefront.test.dev.99.sig',
      'sf_known_device=rina@storefront.test.dev.99.sig',
      null,
      null,
    ]);
  });

  it("adds it to a call's own Cookie header, and a failed login forgets nothing", async () => {
    answerLoginsWithDeviceCookies();
    const client = createApiClient({ baseURL: server.url });
    await client.user.login({ email: 'rina@storefront.test', password: 'x' });
    server.handle((_request, res) => sendJson(res, 401, { code: 401, message: 'no', data: null }));
    await expect(
      client.user.login({ email: 'rina@storefront.test', password: 'y' }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      client.user.login(
        { email: 'rina@storefront.test', password: 'y' },
        { headers: { Cookie: 'theme=dark' } },
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect(cookiesOf().slice(1)).toEqual([
      'sf_known_device=rina@storefront.test.dev.99.sig',
      'theme=dark; sf_known_device=rina@storefront.test.dev.99.sig',
    ]);
  });

  it('keeps nothing with keepKnownDevice: false, and never sends it to another origin', async () => {
    answerLoginsWithDeviceCookies();
    const off = createApiClient({ baseURL: server.url, keepKnownDevice: false });
    await off.user.login({ email: 'rina@storefront.test', password: 'x' });
    await off.user.login({ email: 'rina@storefront.test', password: 'x' });
    const client = createApiClient({
      baseURL: server.url,
      idCheckURL: `${server.url}/api/User/Login`,
    });
    await client.user.login({ email: 'rina@storefront.test', password: 'x' });
    await client.idCheck.check({ email: 'rina@storefront.test' } as never);
    expect(cookiesOf()).toEqual([null, null, null, null]);
  });
});
