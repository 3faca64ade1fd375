import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-members.js';
import { call, login } from '../../test/identity-client.js';
import { newPlayer } from '../../test/promotion-fixture.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/**
 * Issue 20: a time-out simply ends, but after a self-exclusion's end the account stays closed
 * until its player asks to return — with the code of the refused login — and then 24 hours more.
 * Nothing ends one early. The settlement clock (the limits' and exclusions') is moved by the test.
 */
let t: TestContext;
const DAY_MS = 86_400_000;

const advance = (ms: number) =>
  t.app.inject({ method: 'POST', url: '/test/clock', payload: { advanceMs: ms } });
const clockNow = async () =>
  (await t.app.inject({ method: 'POST', url: '/test/clock', payload: { advanceMs: 0 } })).json()
    .now as number;
const refusedLogin = async (username: string) => {
  const res = await login(t.app, { username, password: DEMO_PASSWORD });
  expect(res.json().errorCode, res.body).toBe('rg.excluded');
  return res.json().value as {
    awaitingReturn: boolean;
    returnAt: number | null;
    endsAt: number | null;
    withdrawalCode: string;
  };
};
const askReturn = (code: string) => call(t.app, 'rgAskReturn', { code });
const exclude = (token: string, kind: string, period: string) =>
  call(t.app, 'rgExclude', { kind, period, password: DEMO_PASSWORD }, { token });

beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' });
});
afterAll(() => t.close());

describe('coming back after an exclusion', () => {
  it('a self-exclusion: closed after its end until the player asks, then 24 hours more', async () => {
    const p = await newPlayer(t.app, t.db);
    expect((await exclude(p.token, 'SELF_EXCLUSION', '6M')).statusCode).toBe(200);

    // Before its end, asking to return changes nothing.
    const early = await refusedLogin(p.username);
    expect(early.awaitingReturn).toBe(false);
    const tooSoon = await askReturn(early.withdrawalCode);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().errorCode).toBe('rg.return.not.due');

    await advance(190 * DAY_MS);
    const ended = await refusedLogin(p.username);
    expect(ended).toMatchObject({ awaitingReturn: true, returnAt: null });
    expect(ended.endsAt).toBeLessThan(await clockNow());

    const asked = await askReturn(ended.withdrawalCode);
    expect(asked.statusCode, asked.body).toBe(200);
    const returnAt = asked.json().value.returnAt as number;
    expect(returnAt - (await clockNow())).toBeGreaterThan(DAY_MS - 60_000);
    expect(returnAt - (await clockNow())).toBeLessThanOrEqual(DAY_MS);
    // Asked once: a second ask is not due, and the login still waits, naming the time.
    expect((await askReturn(ended.withdrawalCode)).json().errorCode).toBe('rg.return.not.due');
    expect(await refusedLogin(p.username)).toMatchObject({ awaitingReturn: true, returnAt });

    await advance(DAY_MS + 60_000);
    const back = await login(t.app, { username: p.username, password: DEMO_PASSWORD });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('a time-out ends by itself', async () => {
    const p = await newPlayer(t.app, t.db);
    expect((await exclude(p.token, 'TIME_OUT', '24H')).statusCode).toBe(200);
    const running = await refusedLogin(p.username);
    expect(running.awaitingReturn).toBe(false);
    expect((await askReturn(running.withdrawalCode)).json().errorCode).toBe('rg.return.not.due');
    await advance(DAY_MS + 60_000);
    expect((await login(t.app, { username: p.username, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('a code that is unknown asks nothing', async () => {
    expect((await askReturn('y'.repeat(43))).json().errorCode).toBe('rg.withdrawal.code.invalid');
  });
});
