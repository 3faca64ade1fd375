import { GAME_CATEGORIES } from '@bet/contracts/games/categories';
import type {
  OperatorMallItem,
  OperatorRedemption,
  PointsSettings,
} from '@bet/contracts/operator/operator-points';
import { DEFAULT_POINT_MULTIPLIERS } from '@bet/contracts/points/points-rules';

/** The points rules, the mall's items and the redeem queue as the operator API answers them. */
export const settings: PointsSettings = {
  ratio: 100,
  convertEnabled: true,
  convertMin: 100,
  depositPercent: 1,
  multipliers: GAME_CATEGORIES.map((category) => ({
    category,
    percent: DEFAULT_POINT_MULTIPLIERS[category],
  })),
};

export const cashItem: OperatorMallItem = {
  id: 1,
  kind: 'CASH',
  name: 'Cash 50',
  description: 'Fifty to the main wallet.',
  image: 'cash',
  points: 5_000,
  amount: 50,
  turnoverMultiple: 0,
  stock: null,
  perPlayerLimit: null,
  requirement: null,
  sort: 0,
  status: 'ACTIVE',
  redeemed: 1_234,
  pending: 0,
  updatedAt: Date.UTC(2026, 0, 1),
};

export const bonusItem: OperatorMallItem = {
  ...cashItem,
  id: 2,
  kind: 'BONUS',
  name: 'Bonus 100',
  image: 'bonus',
  points: 8_000.5,
  amount: 100,
  turnoverMultiple: 3,
  sort: 1,
  redeemed: 12,
};

export const phoneItem: OperatorMallItem = {
  ...cashItem,
  id: 3,
  kind: 'GOODS',
  name: 'Smartphone',
  description: 'Shipped in 7 days.',
  image: 'phone',
  points: 250_000,
  amount: 0,
  stock: 5,
  perPlayerLimit: 1,
  requirement: { depositAmount: 500, days: 30 },
  sort: 2,
  redeemed: 3,
  pending: 2,
};

export const voucherItem: OperatorMallItem = {
  ...cashItem,
  id: 4,
  kind: 'VOUCHER',
  name: 'Grocery voucher',
  image: 'voucher',
  points: 1_000,
  amount: 10,
  stock: 0,
  perPlayerLimit: 3,
  sort: 3,
  status: 'PAUSED',
  redeemed: 40,
  pending: 1,
};

export const itemsAnswer = { value: { list: [cashItem, bonusItem, phoneItem, voucherItem] } };

export const goodsRedemption: OperatorRedemption = {
  id: 31,
  itemId: 3,
  itemName: 'Smartphone',
  kind: 'GOODS',
  quantity: 1,
  points: 250_000,
  amount: 0,
  status: 'PROCESS',
  remark: null,
  shippingRef: null,
  address: { name: 'Juan Dela Cruz', phone: '+63 917 123 4567', address: '12 Rizal St, Makati' },
  createdAt: Date.UTC(2026, 0, 3, 9, 30),
  decidedAt: null,
  username: 'demoplayer',
  decidedBy: null,
};

export const voucherRedemption: OperatorRedemption = {
  ...goodsRedemption,
  id: 32,
  itemId: 4,
  itemName: 'Grocery voucher',
  kind: 'VOUCHER',
  quantity: 2,
  points: 2_000,
  amount: 20,
  address: null,
  username: 'mayumi07',
};

export const cashRedemption: OperatorRedemption = {
  ...goodsRedemption,
  id: 30,
  itemId: 1,
  itemName: 'Cash 50',
  kind: 'CASH',
  points: 5_000,
  amount: 50,
  status: 'APPROVED',
  address: null,
  username: 'bituin88',
  decidedAt: Date.UTC(2026, 0, 3, 9, 0),
};

export const page = (list: unknown[]) => ({
  value: { list, totalCount: list.length, totalPages: 1, pageNo: 1 },
});

/** The calls `fetch` got for one path (and method). */
export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://x').pathname === path &&
      ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  ) as Array<[string, RequestInit | undefined]>;

/** The JSON body of a call. */
export const bodyOf = (call: [string, RequestInit | undefined] | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as unknown;
