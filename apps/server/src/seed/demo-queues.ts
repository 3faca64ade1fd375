import type { Db } from '../db/create-db.js';
import type { MemberIdentity } from '../modules/identity/session.service.js';
import { hashPassword } from '../modules/identity/password.js';
import type { DepositService } from '../modules/wallet/deposit.service.js';
import type { WithdrawService } from '../modules/wallet/withdraw.service.js';
import { DEMO_PAYMENT_PASSWORD } from './demo-money.js';
import { DEMO_WINNERS } from './demo-wins.js';

/**
 * Items waiting in the back office's money queues on a fresh site, made the way players make
 * them (the deposit and withdrawal services): a bank-transfer deposit of `bituin88` to confirm
 * and a withdrawal of `mayumi07` to pay (flagged: the account is under a day old). Once per
 * merchant: skipped when `bituin88` has any deposit. Needs the demo winners (their accounts).
 */
export async function seedDemoQueues(
  db: Db,
  services: { deposits: DepositService; withdrawals: WithdrawService },
  opts: { merchantCode: string },
): Promise<boolean> {
  const members = await db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .select(['members.id', 'members.merchant_id', 'members.username', 'members.type', 'members.rank_level'])
    .where('merchants.code', '=', opts.merchantCode)
    .where('members.username', 'in', [DEMO_WINNERS[1].username, DEMO_WINNERS[2].username])
    .execute();
  const depositor = members.find((m) => m.username === DEMO_WINNERS[1].username);
  const withdrawer = members.find((m) => m.username === DEMO_WINNERS[2].username);
  if (!depositor || !withdrawer) return false;
  const already = await db
    .selectFrom('deposits')
    .select('id')
    .where('member_id', '=', BigInt(depositor.id))
    .executeTakeFirst();
  if (already) return false;

  const identity = (m: (typeof members)[number]): MemberIdentity => ({
    memberId: BigInt(m.id),
    merchantId: m.merchant_id,
    type: m.type,
    username: m.username,
    rankLevel: m.rank_level,
    tokenHash: 'seed',
    loginMethod: 'seed',
  });

  const bankTransfer = await db
    .selectFrom('deposit_channels')
    .select('id')
    .where('merchant_id', '=', depositor.merchant_id)
    .where('type', '=', 'OFFLINE')
    .orderBy('sort')
    .executeTakeFirst();
  if (bankTransfer) {
    await services.deposits.create(identity(depositor), {
      requestId: 'demo-queue-deposit-1',
      channelId: bankTransfer.id,
      amount: 1500,
      reference: 'BDO-20261124-0042',
    });
  }

  const withdrawerId = BigInt(withdrawer.id);
  await db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(DEMO_PAYMENT_PASSWORD) })
    .where('id', '=', withdrawerId)
    .execute();
  const card = await db
    .insertInto('bank_cards')
    .values({
      merchant_id: withdrawer.merchant_id,
      member_id: withdrawerId,
      bank_name: 'Metrobank',
      account_name: 'Mayumi Santos',
      account_number: '7788990011',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await services.withdrawals.withdraw(
    identity(withdrawer),
    {
      requestId: 'demo-queue-withdrawal-1',
      bankCardId: Number(card.id),
      amount: 300,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    },
    '127.0.0.1',
  );
  return true;
}
