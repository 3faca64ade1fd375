import type { SaveMallItemRequest } from '@bet/contracts/operator/operator-points';
import type { App } from '../app.js';
import type { Db } from '../db/create-db.js';
import { hashPassword } from '../modules/identity/password.js';
import { DEMO_PAYMENT_PASSWORD } from '../seed/demo-money.js';
import { call } from './identity-client.js';
import { newPlayer, type TestPlayer } from './promotion-fixture.js';
import { newRequestId } from './wallet-client.js';

/** Helpers of the points suites: players with points and a payment password, items by API. */

export async function opCall(
  app: App,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: { authorization: token }, payload });
  return { status: res.statusCode, body: res.json() };
}

/** A new player with a payment password and `points` given by an operator's adjustment. */
export async function playerWithPoints(app: App, db: Db, admin: string, points: number): Promise<TestPlayer> {
  const p = await newPlayer(app, db);
  await db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(DEMO_PAYMENT_PASSWORD) })
    .where('id', '=', p.id)
    .execute();
  if (points > 0) {
    const res = await opCall(app, admin, 'POST', '/ops/players/points/adjust', {
      username: p.username,
      requestId: newRequestId(),
      points,
      reason: 'test points',
    });
    if (res.status !== 200) throw new Error(`adjust failed: ${JSON.stringify(res.body)}`);
  }
  return p;
}

export async function saveItem(app: App, admin: string, item: SaveMallItemRequest): Promise<number> {
  const res = await opCall(app, admin, 'POST', '/ops/points/items', item);
  if (res.status !== 200) throw new Error(`save item failed: ${JSON.stringify(res.body)}`);
  return res.body.value.id as number;
}

export const redeem = (app: App, p: TestPlayer, body: Record<string, unknown>) =>
  call(
    app,
    'pointsRedeem',
    { requestId: newRequestId(), quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD, ...body },
    { token: p.token },
  );

export const convert = (app: App, p: TestPlayer, body: Record<string, unknown>) =>
  call(
    app,
    'pointsConvert',
    { requestId: newRequestId(), paymentPassword: DEMO_PAYMENT_PASSWORD, ...body },
    { token: p.token },
  );

export async function pointsOf(app: App, p: TestPlayer): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/points/balance',
    headers: { authorization: p.token },
  });
  return res.json().value.points as number;
}
