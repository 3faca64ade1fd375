import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeFirebaseAuth,
  type FakeFirebaseAuth,
  type FirebaseIdTokenClaims,
} from '../../../../../scripts/lib/fake-firebase-auth.mjs';
import { FirebaseIdTokenVerifier } from '../../adapters/firebase/firebase-id-token.js';
import { call, captchaFor } from '../../test/identity-client.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { FirebasePhoneProof } from './firebase-phone-proof.js';

const CAPTCHA = 'F9RB';
const PROJECT = 'demo-bet-test';
const API_KEY = 'AIzaTestKeyForTheFake01';

let fake: FakeFirebaseAuth;
let t: TestContext;
beforeAll(async () => {
  fake = await startFakeFirebaseAuth({ projectId: PROJECT, apiKey: API_KEY });
  t = await createTestApp(
    {
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_API_KEY: API_KEY,
      FIREBASE_AUTH_URL: fake.url,
      FIREBASE_JWKS_URL: fake.jwksUrl,
      FIREBASE_RECAPTCHA_SCRIPT_URL: fake.recaptchaScriptUrl,
    },
    { captchaText: () => CAPTCHA },
  );
  const res = await t.app.inject({
    method: 'PUT',
    url: '/ops/system/whitelabel',
    headers: { authorization: await operatorToken(t.app) },
    payload: { modId: 'REGMOBVERF3', enabled: true },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let mobile = 9178880000;
const nextMobile = () => String(mobile++);
const e164 = (number: string) => `+63${number}`;
let host = 1;
const register = async (ctx: TestContext, body: Record<string, unknown>) =>
  call(
    ctx.app,
    'register',
    {
      countryDialingCode: '63',
      password: 'Secret2024x',
      confirmPassword: 'Secret2024x',
      captcha: CAPTCHA,
      agreeTerms: true,
      login: true,
      ...body,
    },
    { human: true, cookie: await captchaFor(ctx.app), ip: `192.0.2.${host++}` },
  );
const members = async (ctx: TestContext) =>
  Number(
    (
      await ctx.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const firebasePost = async (method: string, body: object) => {
  const res = await fetch(`${fake.url}/v1/accounts:${method}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as { error?: { message: string } } & Record<string, string>,
  };
};

/** What the browser does: asks Firebase to text a code (with a reCAPTCHA token), then signs in with the code it read. */
async function firebaseSignIn(phoneNumber: string): Promise<string> {
  const post = async (method: string, body: object) => {
    const { status, json } = await firebasePost(method, body);
    expect(status, JSON.stringify(json)).toBe(200);
    return json;
  };
  const { sessionInfo } = await post('sendVerificationCode', {
    phoneNumber,
    recaptchaToken: fake.recaptchaToken(),
  });
  return (await post('signInWithPhoneNumber', { sessionInfo, code: fake.lastCode(phoneNumber) })).idToken!;
}

const now = () => Math.floor(Date.now() / 1000);
const tokenWith = (
  number: string,
  change: (claims: FirebaseIdTokenClaims) => FirebaseIdTokenClaims,
  options?: { foreignKey?: boolean },
) => fake.signIdToken(change(fake.claimsFor(e164(number))), options);

describe('registration with Firebase-style SMS', () => {
  it('tells the register form Firebase SMS is on (public values only) and lets the page call its API and run reCAPTCHA', async () => {
    const settings = (await t.app.inject({ url: '/wps/system/setting/register' })).json().value;
    expect(settings.firebaseSms).toEqual({
      apiKey: API_KEY,
      authUrl: fake.url,
      recaptchaScriptUrl: fake.recaptchaScriptUrl,
    });
    const csp = (await t.app.inject({ url: '/register' })).headers['content-security-policy'];
    expect(csp).toContain(`connect-src 'self' ${fake.url};`);
    // The script's folder (where the fake, like Google, also serves the widget's frame), not its whole origin.
    expect(csp).toContain(`script-src 'self' ${fake.url}/recaptcha/;`);
    expect(csp).toContain(`frame-src 'self' https: ${fake.url}/recaptcha/;`);
    // API answers keep their own strict policy.
    expect(
      (await t.app.inject({ url: '/wps/system/setting/register' })).headers['content-security-policy'],
    ).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('has the fake refuse an SMS without a reCAPTCHA token, with a made-up one or with one used before, as Google does', async () => {
    const phoneNumber = e164(nextMobile());
    const refusal = async (body: object) => {
      const { status, json } = await firebasePost('sendVerificationCode', { phoneNumber, ...body });
      return [status, json.error?.message];
    };
    expect(await refusal({})).toEqual([400, 'MISSING_RECAPTCHA_TOKEN']);
    expect(await refusal({ recaptchaToken: 'made-up' })).toEqual([400, 'INVALID_RECAPTCHA_TOKEN']);
    const recaptchaToken = fake.recaptchaToken();
    expect(await refusal({ recaptchaToken })).toEqual([200, undefined]);
    expect(await refusal({ recaptchaToken })).toEqual([400, 'INVALID_RECAPTCHA_TOKEN']);
    expect(await fetch(`${fake.url}/v1/recaptchaParams?key=${API_KEY}`).then((r) => r.json())).toMatchObject({
      recaptchaSiteKey: fake.recaptchaSiteKey,
    });
  });

  it('registers with the ID token of a phone sign-in for the same number, once', async () => {
    const number = nextMobile();
    const idToken = await firebaseSignIn(e164(number));
    const res = await register(t, {
      username: 'fireuser1',
      mobileNum: number,
      firebaseChannel: true,
      firebaseIdToken: idToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ userName: 'fireuser1' });
    const row = await t.db
      .selectFrom('members')
      .select(['dialing_code', 'mobile_num'])
      .where('username', '=', 'fireuser1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ dialing_code: '63', mobile_num: number });

    // The same token again (another name, the same number): the proof is spent.
    const before = await members(t);
    const replay = await register(t, {
      username: 'fireuser2',
      mobileNum: number,
      firebaseChannel: true,
      firebaseIdToken: idToken,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('firebase.token.used');
    expect(replay.json().value.fields).toEqual([{ path: 'verificationCode', code: 'firebase.token.used' }]);
    // A refreshed token of that sign-in (same user and auth_time, new iat and exp) is the same proof.
    const [, payload] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as FirebaseIdTokenClaims;
    const refreshed = fake.signIdToken({ ...claims, iat: now(), exp: now() + 3600 });
    const again = await register(t, {
      username: 'fireuser3',
      mobileNum: number,
      firebaseChannel: true,
      firebaseIdToken: refreshed,
    });
    expect(again.json().errorCode).toBe('firebase.token.used');
    expect(await members(t)).toBe(before);
  });

  it('keeps a spent token spent even when its number is free again', async () => {
    const number = nextMobile();
    const idToken = await firebaseSignIn(e164(number));
    expect(
      (
        await register(t, {
          username: 'freed1',
          mobileNum: number,
          firebaseChannel: true,
          firebaseIdToken: idToken,
        })
      ).statusCode,
    ).toBe(200);
    await t.db
      .updateTable('members')
      .set({ mobile_num: nextMobile() })
      .where('username', '=', 'freed1')
      .execute();
    const before = await members(t);
    const replay = await register(t, {
      username: 'freed2',
      mobileNum: number,
      firebaseChannel: true,
      firebaseIdToken: idToken,
    });
    expect(replay.json().errorCode).toBe('firebase.token.used');
    expect(await members(t)).toBe(before);
  });

  it('creates one account when two sign-ups race with one token', async () => {
    const number = nextMobile();
    const idToken = await firebaseSignIn(e164(number));
    const before = await members(t);
    const results = await Promise.all(
      ['racer1', 'racer2'].map((username) =>
        register(t, { username, mobileNum: number, firebaseChannel: true, firebaseIdToken: idToken }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The loser meets the number's unique index or the spent proof, whichever comes first.
    expect(['mobile.taken', 'firebase.token.used']).toContain(
      results.find((r) => r.statusCode !== 200)!.json().errorCode,
    );
    expect(await members(t)).toBe(before + 1);
  });

  it('spends a checked proof in one transaction only', async () => {
    const number = nextMobile();
    const idToken = await firebaseSignIn(e164(number));
    const verifier = new FirebaseIdTokenVerifier(
      { projectId: PROJECT, jwksUrl: fake.jwksUrl, maxAuthAgeSeconds: 600 },
      { warn: () => {} },
    );
    const proofs = new FirebasePhoneProof(t.db, verifier, 600);
    // Both checks pass before either spends, as with two requests in flight at once.
    const [first, second] = [
      await proofs.check(idToken, e164(number)),
      await proofs.check(idToken, e164(number)),
    ];
    await t.db.transaction().execute((trx) => proofs.spend(trx, first));
    await expect(t.db.transaction().execute((trx) => proofs.spend(trx, second))).rejects.toMatchObject({
      errorCode: 'firebase.token.used',
    });
  });

  it.each<[string, (number: string) => string, string]>([
    [
      'a token signed by a key Google never published',
      (n) => tokenWith(n, (c) => c, { foreignKey: true }),
      'firebase.token.invalid',
    ],
    [
      'a token with its claims changed after signing',
      (n) => {
        const [head, , sig] = tokenWith(n, (c) => c).split('.');
        const forged = Buffer.from(
          JSON.stringify({ ...fake.claimsFor(e164(n)), sub: 'someone-else' }),
        ).toString('base64url');
        return `${head}.${forged}.${sig}`;
      },
      'firebase.token.invalid',
    ],
    [
      'an unsigned token (alg none)',
      (n) => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(fake.claimsFor(e164(n)))}.`;
      },
      'firebase.token.invalid',
    ],
    [
      'another project as audience',
      (n) => tokenWith(n, (c) => ({ ...c, aud: 'other-project' })),
      'firebase.token.invalid',
    ],
    [
      'another issuer',
      (n) => tokenWith(n, (c) => ({ ...c, iss: 'https://securetoken.google.com/other-project' })),
      'firebase.token.invalid',
    ],
    [
      'an expired token',
      (n) => tokenWith(n, (c) => ({ ...c, iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 })),
      'firebase.token.expired',
    ],
    [
      'a token issued in the future',
      (n) => tokenWith(n, (c) => ({ ...c, iat: now() + 600 })),
      'firebase.token.invalid',
    ],
    [
      'a sign-in dated in the future',
      (n) => tokenWith(n, (c) => ({ ...c, auth_time: now() + 600 })),
      'firebase.token.invalid',
    ],
    [
      'a sign-in older than ten minutes',
      (n) => tokenWith(n, (c) => ({ ...c, auth_time: now() - 11 * 60 })),
      'firebase.token.expired',
    ],
    ['an empty subject', (n) => tokenWith(n, (c) => ({ ...c, sub: '' })), 'firebase.token.invalid'],
    [
      'a sign-in that is not by phone',
      (n) =>
        tokenWith(n, (c) => ({
          ...c,
          firebase: { identities: { phone: [] }, sign_in_provider: 'password' },
        })),
      'firebase.token.invalid',
    ],
    [
      'a token without a phone number',
      (n) => tokenWith(n, (c) => ({ ...c, phone_number: undefined })),
      'firebase.token.invalid',
    ],
    [
      'the token of another phone',
      (n) => tokenWith(n, (c) => ({ ...c, phone_number: e164('9170000009') })),
      'firebase.phone.mismatch',
    ],
    ['something that is not a JWT', () => 'not-a-token', 'firebase.token.invalid'],
    ['no token at all', () => '', 'verification.code.missing'],
  ])('refuses %s and writes nothing', async (_name, makeToken, code) => {
    const number = nextMobile();
    const before = await members(t);
    const res = await register(t, {
      username: `refused${number.slice(-4)}`,
      mobileNum: number,
      firebaseChannel: true,
      firebaseIdToken: makeToken(number) || undefined,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorCode).toBe(code);
    expect(res.json().value.fields).toEqual([{ path: 'verificationCode', code }]);
    expect(await members(t)).toBe(before);
  });

  it('still wants a proof of the number without the Firebase channel', async () => {
    const res = await register(t, { username: 'noproof1', mobileNum: nextMobile() });
    expect(res.json().errorCode).toBe('verification.code.missing');
  });
});

describe('registration with the Firebase channel while Firebase SMS is off', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({}, { captchaText: () => CAPTCHA });
    await off.app.inject({
      method: 'PUT',
      url: '/ops/system/whitelabel',
      headers: { authorization: await operatorToken(off.app) },
      payload: { modId: 'REGMOBVERF3', enabled: true },
    });
  });
  afterAll(() => off?.close());

  it('says so, tells the form nothing about Firebase and keeps the page to our own API and scripts', async () => {
    const number = nextMobile();
    const before = await members(off);
    const res = await register(off, {
      username: 'fireoff1',
      mobileNum: number,
      firebaseChannel: true,
      firebaseIdToken: await firebaseSignIn(e164(number)),
    });
    expect(res.json().errorCode).toBe('firebase.not.configured');
    expect(await members(off)).toBe(before);
    expect(
      (await off.app.inject({ url: '/wps/system/setting/register' })).json().value.firebaseSms,
    ).toBeNull();
    const csp = (await off.app.inject({ url: '/register' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'self' https:;");
  });
});
