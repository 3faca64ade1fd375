import type { Db } from '../db/create-db.js';
import { hashPassword } from '../modules/identity/password.js';
import { house, mainWallet, move, vendorWallet } from '../modules/ledger/ledger-accounts.js';
import { postTransfer } from '../modules/ledger/ledger.service.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

/** The demo payment password of every demo account (README). */
export const DEMO_PAYMENT_PASSWORD = '123456';
const HOUSE_VENDOR = { code: 'HOUSE', name: 'Demo Bet Games', accountTypeId: 1001 };

/**
 * Money of the demo merchant: settings, the house vendor, deposit channels, opening balances
 * (as confirmed deposits through the ledger, never written into balances directly), a bank card,
 * a bonus and money in the house vendor's wallet. Runs once per merchant (money_settings marks it).
 */
export async function seedDemoMoney(db: Db, merchantId: number): Promise<void> {
  const done = await db
    .selectFrom('money_settings')
    .select('merchant_id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (done) return;
  await db.insertInto('money_settings').values({ merchant_id: merchantId }).execute();
  await db
    .insertInto('vendors')
    .values({
      merchant_id: merchantId,
      code: HOUSE_VENDOR.code,
      name: HOUSE_VENDOR.name,
      account_type_id: HOUSE_VENDOR.accountTypeId,
    })
    .execute();
  await db
    .insertInto('deposit_channels')
    .values([
      {
        merchant_id: merchantId,
        type: 'ONLINE',
        name: 'DemoPay (online)',
        min_amount: 10_000n,
        max_amount: 5_000_000n,
        sort: 1,
      },
      {
        merchant_id: merchantId,
        type: 'OFFLINE',
        name: 'Bank transfer',
        min_amount: 50_000n,
        max_amount: 10_000_000n,
        bank_name: 'BDO Unibank',
        account_name: 'Demo Bet Operations Inc.',
        account_number: '001234567890',
        sort: 2,
      },
    ])
    .execute();

  const members = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('username', 'in', [DEMO_ACCOUNTS.player, DEMO_ACCOUNTS.agent, ...DEMO_ACCOUNTS.downlines])
    .execute();
  if (members.length === 0) return;
  await db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(DEMO_PAYMENT_PASSWORD) })
    .where(
      'id',
      'in',
      members.map((m) => m.id),
    )
    .execute();
  const opening: Record<string, bigint> = {
    [DEMO_ACCOUNTS.player]: 500_000n,
    [DEMO_ACCOUNTS.agent]: 2_000_000n,
  };
  for (const m of members) {
    const memberId = BigInt(m.id);
    await postTransfer(db, {
      merchantId,
      key: `seed:opening:${memberId}`,
      type: 'DEPOSIT',
      memberId,
      reference: 'Opening balance',
      postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(memberId), opening[m.username] ?? 100_000n),
    });
  }

  const player = members.find((m) => m.username === DEMO_ACCOUNTS.player);
  if (!player) return;
  const playerId = BigInt(player.id);
  await db
    .insertInto('bank_cards')
    .values({
      merchant_id: merchantId,
      member_id: playerId,
      bank_name: 'BPI',
      account_name: 'Juan Dela Cruz',
      account_number: '4455667788',
    })
    .execute();
  const bonus = await postTransfer(db, {
    merchantId,
    key: `seed:bonus:${playerId}`,
    type: 'BONUS',
    memberId: playerId,
    reference: 'Welcome bonus',
    postings: move(house('BONUSES'), mainWallet(playerId), 10_000n),
  });
  await db
    .insertInto('bonuses')
    .values({
      merchant_id: merchantId,
      member_id: playerId,
      name: 'Welcome bonus',
      amount: 10_000n,
      turnover_required: 100_000n,
      transfer_id: bonus.transferId,
    })
    .execute();
  // Money already at the house vendor, as if moved there earlier (vendor side and ledger side).
  const transfer = await postTransfer(db, {
    merchantId,
    key: `seed:vendor:${playerId}`,
    type: 'TRANSFER_TO_VENDOR',
    memberId: playerId,
    reference: 'VT-seed',
    postings: move(mainWallet(playerId), vendorWallet(playerId, HOUSE_VENDOR.code), 50_000n),
  });
  await db
    .insertInto('house_vendor_wallets')
    .values({ merchant_id: merchantId, player: `p${playerId}`, balance: 50_000n })
    .execute();
  await db
    .insertInto('house_vendor_transfers')
    .values({
      merchant_id: merchantId,
      reference: `seed-${transfer.transferId}`,
      player: `p${playerId}`,
      amount: 50_000n,
    })
    .execute();
}
