import { DEFAULT_POINT_MULTIPLIERS } from '@bet/contracts/points/points-rules';
import type { Db } from '../db/create-db.js';
import * as mallRepo from '../modules/points/mall.repo.js';
import * as pointsRepo from '../modules/points/points.repo.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

const item = (
  v: Pick<mallRepo.ItemValues, 'kind' | 'name' | 'image' | 'points'> & Partial<mallRepo.ItemValues>,
): mallRepo.ItemValues => ({
  description: '',
  amount: 0n,
  turnover_multiple: 0,
  stock: null,
  per_player_limit: null,
  requirement_amount: null,
  requirement_days: null,
  sort: 0,
  ...v,
});

/** Points are centipoints: `pts(1_000)` is 1,000 points. */
const pts = (points: number) => BigInt(points * 100);

/**
 * The points mall alive on first start (issue 18): the spec's multipliers, items of every kind, a
 * welcome gift of points for `demoplayer` (the earning job adds the demo bets' points within
 * seconds), and one parcel waiting in the back office's redeem queue.
 */
export async function seedDemoPoints(db: Db, merchantId: number): Promise<void> {
  await pointsRepo.saveSettings(db, merchantId, {
    ratio: 100,
    convert_enabled: true,
    convert_min: 100,
    deposit_percent: 10,
    multipliers: DEFAULT_POINT_MULTIPLIERS,
  });
  const items = [
    item({ kind: 'CASH', name: 'P 10 cash', image: 'cash', points: pts(1_000), amount: 1_000n, sort: 1 }),
    item({
      kind: 'CASH',
      name: 'P 100 cash',
      description: 'For players who deposited P 500 or more in the last 30 days.',
      image: 'cash',
      points: pts(9_000),
      amount: 10_000n,
      per_player_limit: 3,
      requirement_amount: 50_000n,
      requirement_days: 30,
      sort: 2,
    }),
    item({
      kind: 'BONUS',
      name: 'P 50 bonus',
      description: 'Bet 5 times the bonus before withdrawing it.',
      image: 'bonus',
      points: pts(4_000),
      amount: 5_000n,
      turnover_multiple: 5,
      sort: 3,
    }),
    item({
      kind: 'VOUCHER',
      name: 'Grocery voucher P 500',
      description: 'The voucher code arrives in your redeem history.',
      image: 'voucher',
      points: pts(45_000),
      amount: 50_000n,
      stock: 20,
      sort: 4,
    }),
    item({ kind: 'GOODS', name: 'Team jersey', image: 'jersey', points: pts(30_000), stock: 15, sort: 5 }),
    item({
      kind: 'GOODS',
      name: 'Wireless headphones',
      image: 'headphones',
      points: pts(60_000),
      stock: 5,
      per_player_limit: 1,
      sort: 6,
    }),
    item({ kind: 'GOODS', name: 'Smartphone', image: 'phone', points: pts(500_000), stock: 2, sort: 7 }),
  ];
  const ids: number[] = [];
  for (const v of items) ids.push(await mallRepo.insertItem(db, merchantId, v));

  const member = (username: string) =>
    db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const give = async (username: string, points: bigint, reference: string) =>
    pointsRepo.post(db, {
      merchantId,
      memberId: BigInt((await member(username)).id),
      type: 'ADJUST',
      points,
      source: `demo:${username}:welcome`,
      reference,
    });
  await give(DEMO_ACCOUNTS.player, pts(12_000), 'Welcome points');
  await give(DEMO_ACCOUNTS.downlines[0], pts(40_000), 'Loyalty gift');

  // A parcel waiting for the operator: the jersey, its points already spent.
  const buyer = BigInt((await member(DEMO_ACCOUNTS.downlines[0])).id);
  const redemptionId = await mallRepo.insertRedemption(db, {
    merchant_id: merchantId,
    member_id: buyer,
    request_id: 'demo-jersey',
    item_id: ids[4]!,
    kind: 'GOODS',
    item_name: 'Team jersey',
    quantity: 1,
    points: pts(30_000),
    amount: 0n,
    status: 'PROCESS',
    address: JSON.stringify({
      name: 'Demo Down',
      phone: '+63 917 555 0199',
      address: '88 Ayala Ave, Makati City',
    }),
  });
  await pointsRepo.post(db, {
    merchantId,
    memberId: buyer,
    type: 'REDEEM',
    points: -pts(30_000),
    source: `redeem:${redemptionId}`,
    reference: 'Team jersey',
  });
  await mallRepo.addStock(db, ids[4]!, -1);
}
