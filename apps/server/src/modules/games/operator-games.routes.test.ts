import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let ops: string;
beforeAll(async () => {
  t = await createTestApp({ MERCHANT_CACHE_MS: '60000' });
  ops = await operatorToken(t.app);
});
afterAll(() => t.close());

const setVendor = (payload: object, token = ops) => t.app.inject({ method: 'PUT', url: '/ops/games/vendor', headers: { authorization: token }, payload });
const houseCard = async () => (await t.app.inject({ url: routes.vendorLanes.path })).json().value.data.lanes[0].cards[0];

describe('operator vendor switches', () => {
  it('puts a vendor under maintenance and changes how it opens, seen at once despite the lobby cache', async () => {
    expect(await houseCard()).toMatchObject({ vassalage: 'HOUSE', maintenance: false, isGame: 'HUB' });
    expect((await setVendor({ code: 'HOUSE', maintenance: true, isGame: 'VASSALAGE' })).statusCode).toBe(200);
    expect(await houseCard()).toMatchObject({ maintenance: true, isGame: 'VASSALAGE' });
    await setVendor({ code: 'HOUSE', maintenance: false, isGame: 'HUB' });
    const audit = (await t.app.inject({ url: '/ops/audit?action=vendor.set', headers: { authorization: ops } })).json().value;
    expect(audit).toHaveLength(2);
  });

  it('refuses an unknown vendor, an empty change and a visitor', async () => {
    expect((await setVendor({ code: 'NOPE', maintenance: true })).json().errorCode).toBe('not.found');
    expect((await setVendor({ code: 'HOUSE' })).json().errorCode).toBe('request_param_err');
    expect((await t.app.inject({ method: 'PUT', url: '/ops/games/vendor', payload: { code: 'HOUSE', maintenance: true } })).statusCode).toBe(401);
  });
});
