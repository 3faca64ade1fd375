import type { SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import type { App } from '../app.js';
import type { Db } from '../db/create-db.js';
import { hashPassword } from '../modules/identity/password.js';
import { DEMO_PASSWORD } from '../seed/demo-members.js';
import { fund, memberToken, merchantIdOf } from './wallet-client.js';

/** Test helpers of the promotion suites: players with no history, deposits, promotions by API. */
let seq = 0;
const DAY = 86_400_000;

export interface TestPlayer {
  id: bigint;
  username: string;
  token: string;
}

/** A new real player with no deposit, registered now (or at `registeredAt`). */
export async function newPlayer(
  app: App,
  db: Db,
  opts: { registeredAt?: Date; rankLevel?: number; bankAccount?: string } = {},
): Promise<TestPlayer> {
  // One suffix per player, taken before any await: concurrent calls must not share it.
  const suffix = `${Date.now().toString(36)}${++seq}`;
  const username = `promo${suffix}`;
  const row = await db
    .insertInto('members')
    .values({
      merchant_id: await merchantIdOf(db),
      username,
      password_hash: await hashPassword(DEMO_PASSWORD),
      referral_code: `PROMO${suffix}`.toUpperCase(),
      first_login_at: new Date(),
      rank_level: opts.rankLevel ?? 0,
      ...(opts.registeredAt ? { created_at: opts.registeredAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.bankAccount)
    await db
      .insertInto('bank_cards')
      .values({
        merchant_id: await merchantIdOf(db),
        member_id: row.id,
        bank_name: 'BDO',
        account_name: username,
        account_number: opts.bankAccount,
      })
      .execute();
  return { id: BigInt(row.id), username, token: await memberToken(app, username) };
}

/** A confirmed deposit of `minor`, as the deposit flow leaves it: the row and its ledger credit. */
export async function deposit(db: Db, memberId: bigint, minor: bigint, at = new Date()): Promise<void> {
  const merchantId = await merchantIdOf(db);
  const channel = await db
    .selectFrom('deposit_channels')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deposits')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      channel_id: channel.id,
      amount: minor,
      status: 'SUCCESS',
      request_key: `promo-test-${memberId}-${++seq}`,
      created_at: at,
      completed_at: at,
    })
    .execute();
  await fund(db, memberId, minor);
}

/** A first-deposit bonus open since yesterday: 100 % up to 1,000 on 100 or more, turnover ×10. */
export const firstDepositBonus = (change: Partial<SavePromotionRequest> = {}): SavePromotionRequest => ({
  art: 'welcome',
  startsAt: Date.now() - DAY,
  rules: {
    kind: 'DEPOSIT_BONUS',
    deposit: 'FIRST',
    percent: 100,
    cap: 1000,
    minDeposit: 100,
    turnoverMultiple: 10,
  },
  texts: [{ language: 'EN', title: 'Welcome 100%', summary: 'Double it', rules: 'Join.\n\nDeposit.' }],
  ...change,
});

export async function savePromotion(app: App, admin: string, body: SavePromotionRequest) {
  const res = await app.inject({
    method: 'POST',
    url: '/ops/promotions',
    headers: { authorization: admin },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  return res.json().value as { id: number };
}

/** A player's call: GET with a query, or POST with a body. */
export async function playerCall(
  app: App,
  token: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });
  // The envelope as parsed (`json()` is untyped: each test reads the fields of its own call).
  return { status: res.statusCode, body: res.json() };
}

/** A settled bet as the bet sync leaves it (stake and payout in minor units; valid bet = stake). */
export async function settledBet(
  db: Db,
  memberId: bigint,
  bet: { category: string; stake: bigint; payout?: bigint; at?: Date },
): Promise<void> {
  const at = bet.at ?? new Date();
  const id = `promo-test-bet-${memberId}-${++seq}`;
  await db
    .insertInto('bets')
    .values({
      merchant_id: await merchantIdOf(db),
      member_id: memberId,
      vendor: 'HOUSE',
      vendor_bet_id: id,
      category: bet.category,
      game_code: 'test',
      game_name: 'Test game',
      stake: bet.stake,
      valid_bet: bet.stake,
      payout: bet.payout ?? 0n,
      status: 'SETTLED',
      placed_at: at,
      settled_at: at,
    })
    .execute();
}
