import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { SOCIAL_LOGIN_COOKIE, SOCIAL_STATE_COOKIE } from '../../shared/cookies.js';
import {
  signInAtProvider,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../test/local-oidc-provider.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';

const REDIRECT_URI = `http://localhost:3000${routes.socialLoginCallback.path}`;
let idp: LocalOidcProvider;
let t: TestContext;

const setSwitch = async (modId: string, enabled: boolean) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/system/whitelabel',
    headers: { authorization: await operatorToken(t.app) },
    payload: { modId, enabled },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  idp = await startLocalOidcProvider(REDIRECT_URI);
  t = await createTestApp({
    GOOGLE_OIDC_ISSUER: idp.issuer,
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) => {
  const all = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const value = all.map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)?.[1]).find((v) => v !== undefined);
  return value ? `${name}=${value}` : undefined;
};

const start = (provider = 'google') =>
  t.app.inject({ method: 'GET', url: `${routes.socialLoginStart.path}?provider=${provider}` });

/** Start → the provider's login page → back to our callback; answers where the callback sends the browser. */
async function runFlow(login: string | { cancel: true }, tamper: (back: URL) => URL = (u) => u) {
  const started = await start();
  expect(started.statusCode, started.body).toBe(302);
  const stateCookie = cookieOf(started, SOCIAL_STATE_COOKIE)!;
  expect(String(started.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax; Max-Age=600/);
  const back = tamper(await signInAtProvider(String(started.headers.location), REDIRECT_URI, login));
  const res = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: stateCookie },
  });
  expect(res.statusCode).toBe(302);
  return {
    location: new URL(String(res.headers.location), 'http://site'),
    binder: cookieOf(res, SOCIAL_LOGIN_COOKIE),
  };
}

const exchange = (code: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: routes.socialLoginExchange.path,
    payload: { code },
    headers: cookie ? { cookie } : {},
  });

async function logIn(login: string) {
  const { location, binder } = await runFlow(login);
  const code = location.searchParams.get('socialLogin');
  expect(code, location.href).toBeTruthy();
  const res = await exchange(code!, binder);
  expect(res.statusCode, res.body).toBe(200);
  return { value: res.json().value, code: code!, binder };
}

describe('social login over OpenID Connect', () => {
  it('refuses a provider whose switch is off, then one without a client id', async () => {
    expect((await start()).json().errorCode).toBe('function.not.available');
    expect((await start()).statusCode).toBe(403);
    await setSwitch('GOOGLELOGIN3', true);
    await setSwitch('FACEBOOKLOGIN3', true);
    const res = await start('facebook');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('social.not.configured');
  });

  it('creates a player on the first login and logs the same one in the next time', async () => {
    const first = await logIn('alice');
    expect(first.value).toMatchObject({
      customerType: 0,
      passwordChangeRequired: false,
      oldPasswordUnknown: true,
      firstTimeLogin: true,
    });
    const member = await t.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', BigInt(first.value.id))
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      social_provider: 'google',
      social_subject: 'alice',
      password_hash: null,
      type: 0,
      email: 'alice@idp.test',
    });
    expect(member.username).toMatch(/^google_[0-9a-f]{10}$/);

    const info = await t.app.inject({
      method: 'GET',
      url: routes.memberInfo.path,
      headers: { authorization: first.value.token },
    });
    expect(info.statusCode, info.body).toBe(200);
    const history = await t.db
      .selectFrom('login_history')
      .select(['method', 'result'])
      .where('member_id', '=', member.id)
      .execute();
    expect(history).toEqual([{ method: 'google', result: 'SUCCESS' }]);

    const second = await logIn('alice');
    expect(second.value.id).toBe(first.value.id);
    expect(second.value.token).not.toBe(first.value.token);
    expect((await logIn('bob')).value.id).not.toBe(first.value.id);
  });

  it('refuses a login code used twice, or without the cookie of the browser that came back', async () => {
    const { location, binder } = await runFlow('carol');
    const code = location.searchParams.get('socialLogin')!;
    expect((await exchange(code)).json().errorCode).toBe('social.login.failed');
    expect((await exchange(code, `${SOCIAL_LOGIN_COOKIE}=someone-else`)).json().errorCode).toBe(
      'social.login.failed',
    );
    expect((await exchange(code, binder)).statusCode).toBe(200);
    const again = await exchange(code, binder);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('social.login.failed');
    expect((await exchange('not-a-code', binder)).json().errorCode).toBe('social.login.failed');
  });

  it('refuses an answer whose state was changed, and one without the state cookie', async () => {
    const tampered = await runFlow('dave', (back) => {
      back.searchParams.set('state', `${back.searchParams.get('state')}x`);
      return back;
    });
    expect(tampered.location.search).toBe('?socialError=social.login.failed');
    expect(tampered.binder).toBeUndefined();

    const started = await start();
    const back = await signInAtProvider(String(started.headers.location), REDIRECT_URI, 'dave');
    const noCookie = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(noCookie.headers.location).toBe('/?socialError=social.login.failed');
    expect(
      await t.db.selectFrom('members').select('id').where('social_subject', '=', 'dave').execute(),
    ).toEqual([]);
  });

  it('sends a cancelled login back with popup.closed', async () => {
    const { location } = await runFlow({ cancel: true });
    expect(location.search).toBe('?socialError=popup.closed');
  });
});
