import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';

let t: TestContext;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp({ MERCHANT_CACHE_MS: '60000' });
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support');
});
afterAll(() => t.close());

const get = async (url: string, token = admin) =>
  (await t.app.inject({ url, headers: { authorization: token } })).json();
const setVendor = (payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: '/ops/games/vendor', headers: { authorization: token }, payload });

describe('operator catalogue reads', () => {
  it('lists every vendor with its switches and order, to every role', async () => {
    const { vendors } = (await get('/ops/games/vendors', support)).value;
    expect(vendors).toContainEqual(
      expect.objectContaining({ code: 'HOUSE', enabled: true, maintenance: false, isGame: 'HUB' }),
    );
    const sorts = vendors.map((v: { sort: number }) => v.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('moves a vendor and marks it hot; the lobby follows at once; the audit keeps the value before', async () => {
    const { vendors } = (await get('/ops/games/vendors')).value;
    const house = vendors.find((v: { code: string }) => v.code === 'HOUSE');
    const lanes = async () => (await t.app.inject({ url: routes.vendorLanes.path })).json().value.data.lanes;
    await lanes(); // warm the lobby cache
    expect((await setVendor({ code: 'HOUSE', isHot: !house.isHot, sort: 9999 })).statusCode).toBe(200);
    const after = (await get('/ops/games/vendors')).value.vendors;
    expect(after.at(-1)).toMatchObject({ code: 'HOUSE', sort: 9999, isHot: !house.isHot });
    const card = (await lanes())
      .flatMap((l: { cards: Array<{ vassalage: string; isHot?: boolean }> }) => l.cards)
      .find((c: { vassalage: string }) => c.vassalage === 'HOUSE');
    expect(card).toBeDefined();
    expect((await setVendor({ code: 'HOUSE', sort: -1 })).json().errorCode).toBe('request_param_err');
    expect((await setVendor({ code: 'HOUSE', isHot: true }, support)).json().errorCode).toBe('forbidden');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'vendor.set').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ sort: 9999, before: { sort: house.sort, isHot: house.isHot } });
    await setVendor({ code: 'HOUSE', isHot: house.isHot, sort: house.sort });
  });

  it('pages the games of a vendor with a search, off ones included', async () => {
    const all = (await get('/ops/games/games?pageSize=2', support)).value;
    expect(all.list).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 2));
    await t.app.inject({
      method: 'PUT',
      url: '/ops/games/game',
      headers: { authorization: admin },
      payload: { vendor: 'HOUSE', code: 'FISH', enabled: false },
    });
    const fish = (await get('/ops/games/games?vendor=HOUSE&search=fis')).value;
    expect(fish.list).toEqual([expect.objectContaining({ vendor: 'HOUSE', code: 'FISH', enabled: false })]);
    expect(fish.totalCount).toBe(1);
    expect((await get('/ops/games/games?search=%25')).value.totalCount).toBe(0);
    expect((await get('/ops/games/games?pageSize=0')).errorCode).toBe('request_param_err');
  });
});
