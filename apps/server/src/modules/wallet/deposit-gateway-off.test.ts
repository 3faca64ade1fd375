import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { call } from '../../test/identity-client.js';
import { memberToken } from '../../test/wallet-client.js';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_GATEWAY: 'none' });
  token = await memberToken(t.app, DEMO_ACCOUNTS.player);
});
afterAll(() => t.close());

describe('without an online gateway (PAYMENT_GATEWAY=none)', () => {
  it('offers only offline channels, refuses an online deposit and serves no demo gateway', async () => {
    const { channels } = (await call(t.app, 'depositChannels', undefined, { token })).json().value;
    expect(channels.map((c: { type: string }) => c.type)).toEqual(['OFFLINE']);
    const online = await t.db
      .selectFrom('deposit_channels')
      .select('id')
      .where('type', '=', 'ONLINE')
      .executeTakeFirstOrThrow();
    const res = await call(
      t.app,
      'deposit',
      { requestId: 'gateway-off-1', channelId: online.id, amount: 500 },
      { token },
    );
    expect(res.json().errorCode).toBe('deposit.channel.unknown');
    expect(await t.db.selectFrom('deposits').select('id').execute()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: routes.depositGatewayCallback.path, payload: {} }))
        .statusCode,
    ).toBe(404);
  });
});
