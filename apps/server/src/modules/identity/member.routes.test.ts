import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';
import { totpAt } from './totp.js';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await login(t.app, { username: DEMO_ACCOUNTS.downlines[1], password: DEMO_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  token = res.json().value.token;
});
afterAll(() => t.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngDataUrl = (bytes: number) =>
  `data:image/png;base64,${Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]).toString('base64')}`;

describe('avatar', () => {
  it('takes a STATIC choice and a CUSTOM png up to 5 MB, and refuses the rest', async () => {
    const choice = await call(t.app, 'setAvatar', { avatar: 'a3', avatarType: 'STATIC' }, { token });
    expect(choice.statusCode, choice.body).toBe(200);
    expect((await call(t.app, 'playerAvatar', undefined, { token })).json().value).toEqual({
      avatar: 'a3',
      avatarType: 'STATIC',
    });

    const unknown = await call(t.app, 'setAvatar', { avatar: 'zz', avatarType: 'STATIC' }, { token });
    expect(unknown.json().errorCode).toBe('field.invalid');

    const big = pngDataUrl(5 * 1024 * 1024);
    const custom = await call(t.app, 'setAvatar', { avatar: big, avatarType: 'CUSTOM' }, { token });
    expect(custom.statusCode, custom.body.slice(0, 200)).toBe(200);
    expect((await call(t.app, 'memberIcon', undefined, { token })).json().value.avatarType).toBe('CUSTOM');

    const tooBig = await call(
      t.app,
      'setAvatar',
      { avatar: pngDataUrl(5 * 1024 * 1024 + 1), avatarType: 'CUSTOM' },
      { token },
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errorCode).toBe('field.invalid');
    const notImage = await call(
      t.app,
      'setAvatar',
      { avatar: `data:image/png;base64,${Buffer.from('<script>').toString('base64')}`, avatarType: 'CUSTOM' },
      { token },
    );
    expect(notImage.json().errorCode).toBe('field.invalid');
    // the refused uploads changed nothing
    expect((await call(t.app, 'memberIcon', undefined, { token })).json().value.avatar).toBe(big);
  });
});

describe('profile', () => {
  it('saves the profile fields and refuses impossible dates and bad e-mails without writing', async () => {
    const fields = {
      nickname: 'Two',
      birthday: '1990-02-28',
      address: '1 Rizal St',
      nationality: 'PH',
      occupation: 'Chef',
      sourceOfIncome: 'Salary',
      telegram: '@two',
      zalo: 'z2',
      skype: 's2',
    };
    const saved = await call(t.app, 'updateProfile', fields, { token });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t.app, 'profile', undefined, { token })).json().value).toMatchObject(fields);

    for (const bad of [
      { birthday: '1990-13-45' },
      { birthday: '1990-02-30' },
      { birthday: '<b>' },
      { email: "x' or 1=1 --" },
      { nickname: 'x'.repeat(33) },
      { address: 5 },
    ]) {
      const res = await call(t.app, 'updateProfile', bad, { token });
      expect(res.statusCode, JSON.stringify(bad) + res.body).toBe(400);
    }
    expect((await call(t.app, 'profile', undefined, { token })).json().value).toMatchObject(fields);
  });
});

describe('language, login history and authenticator', () => {
  it('records the language on the server', async () => {
    expect((await call(t.app, 'language', { language: 'TY' }, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'memberInfo', undefined, { token })).json().value.language).toBe('TY');
    expect((await call(t.app, 'language', { language: 'XX' }, { token })).statusCode).toBe(400);
  });

  it('lists the logins with time, address, device and result', async () => {
    await login(t.app, { username: DEMO_ACCOUNTS.downlines[1], password: 'WrongPassword1' });
    const fresh = await login(t.app, { username: DEMO_ACCOUNTS.downlines[1], password: DEMO_PASSWORD });
    // a failed attempt asks for the captcha next time; the test only needs the history
    const tok = fresh.statusCode === 200 ? (fresh.json().value.token as string) : token;
    const history = (await call(t.app, 'loginHistory', undefined, { token: tok })).json().value as Array<
      Record<string, unknown>
    >;
    expect(history.length).toBeGreaterThan(1);
    expect(history[0]).toEqual(
      expect.objectContaining({
        time: expect.any(Number),
        ip: expect.any(String),
        device: expect.any(String),
      }),
    );
    expect(history.map((h) => h.result)).toEqual(expect.arrayContaining(['SUCCESS', 'FAILED']));
    token = tok;
  });

  it('binds an authenticator only with a code from the new secret', async () => {
    const setup = (await call(t.app, 'totpSetup', {}, { token })).json().value as {
      secret: string;
      uri: string;
    };
    expect(setup.uri).toContain('otpauth://totp/');
    expect(
      (
        await call(
          t.app,
          'totpBind',
          { code: '000000' === totpAt(setup.secret, Date.now()) ? '111111' : '000000' },
          { token },
        )
      ).json().errorCode,
    ).toBe('verification.code.invalid');
    expect((await call(t.app, 'totpBind', { code: 'abcdef' }, { token })).statusCode).toBe(400);
    const bound = await call(t.app, 'totpBind', { code: totpAt(setup.secret, Date.now()) }, { token });
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await call(t.app, 'memberInfo', undefined, { token })).json().value.hasTotp).toBe(true);
  });
});
