import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { VendorError, VendorRegistry, type GameVendor } from '../../adapters/game-vendor/game-vendor.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { login } from '../../test/identity-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/** A live-casino vendor at the edge whose launch answers what the test tells it to. */
const refusal: { next: VendorError | null } = { next: null };
const liveVendor: GameVendor = {
  code: 'LIVE1',
  transferIn: () => Promise.reject(new VendorError('REFUSED', 'not used')),
  transferOut: () => Promise.reject(new VendorError('REFUSED', 'not used')),
  balance: () => Promise.resolve(0n),
  transferStatus: () => Promise.resolve('NOT_FOUND'),
  launch: () =>
    refusal.next ? Promise.reject(refusal.next) : Promise.resolve({ url: 'https://live.example/table/7' }),
};

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { vendors: new VendorRegistry().register(liveVendor) });
  const merchant = await t.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('vendors')
    .values({
      merchant_id: merchant.id,
      code: 'LIVE1',
      name: 'Live One',
      account_type_id: 3001,
      category: 'LIVE',
    })
    .execute();
  await t.db
    .insertInto('games')
    .values({
      merchant_id: merchant.id,
      vendor: 'LIVE1',
      code: 'BACCARAT',
      name: 'Baccarat',
      category: 'LIVE',
    })
    .execute();
  token = (await login(t.app, { username: DEMO_ACCOUNTS.player, password: DEMO_PASSWORD })).json().value
    .token;
});
afterAll(() => t.close());

const launch = () =>
  t.app.inject({
    url: `${routes.launchAddress.path}?gameType=LIVE&vassalage=LIVE1&gameCode=BACCARAT`,
    headers: { authorization: token },
  });

describe('launch refusals from a vendor', () => {
  it('passes on "a previous round is unfinished" and a vendor that is down, and launches otherwise', async () => {
    refusal.next = new VendorError('REFUSED', 'game.round.unfinished');
    const unfinished = await launch();
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().errorCode).toBe('game.round.unfinished');
    refusal.next = new VendorError('UNKNOWN', 'timed out');
    expect((await launch()).json().errorCode).toBe('vendor.unavailable');
    refusal.next = null;
    expect((await launch()).json().value.content.game_url).toBe('https://live.example/table/7');
  });
});
