import type { PlayerVipResponse } from '@bet/contracts/operator/operator-vip';

/**
 * A player, their account record, their points and their VIP rank as the operator API answers
 * them, for tests.
 */
export const detail = {
  profile: {
    username: 'demoplayer',
    nickname: 'Demo Player',
    payeeName: 'Juan Dela Cruz',
    email: 'player@demobet.local',
    dialingCode: '63',
    mobileNum: '9171234567',
    birthday: null,
    language: 'EN',
    kind: 'PLAYER',
    vip: 'Silver',
    rankLevel: 2,
    labels: [],
    affiliateCode: null,
    referralCode: 'REFPLAYER',
    registeredAt: Date.UTC(2026, 0, 2),
    registerIp: null,
    firstLoginAt: null,
    lastLoginAt: null,
    lastLoginIp: null,
  },
  status: {
    status: 'ACTIVE',
    locked: false,
    agentOnly: false,
    trial: false,
    loginLockedUntil: null,
    openSessions: 1,
  },
  uplines: [{ username: 'demoagent', kind: 'AGENT' }],
  downlines: { list: [], totalCount: 0 },
  wallets: { sum: 5100, currency: 'PHP', list: [{ name: 'MAIN', balance: 5100, pending: false }] },
  bankCards: [],
};
export const ledger = {
  list: [
    {
      id: '9',
      time: Date.UTC(2026, 0, 3),
      type: 'BONUS',
      amount: 100,
      balanceAfter: 5100,
      reference: 'Welcome bonus',
    },
  ],
  totalCount: 1,
  totalPages: 1,
  pageNo: 1,
};
export const points = {
  points: 1_234.5,
  list: [
    { id: 41, type: 'SLOTS', points: 148.14, reference: 'Lucky Sevens', createdAt: Date.UTC(2026, 0, 4) },
    { id: 40, type: 'REDEEM', points: -5_000, reference: 'Cash 50', createdAt: Date.UTC(2026, 0, 3) },
  ],
  totalCount: 2,
  totalPages: 1,
  pageNo: 1,
};
/** The merchant's VIP levels (names and the period; the figures do not matter here). */
const vipLevel = (level: number, name: string, players: number) => ({
  level,
  name,
  depositRequired: level * 1_000,
  betRequired: level * 5_000,
  upgradeBonus: 0,
  monthlyBonus: 0,
  birthdayBonus: 0,
  rebatePercent: 0,
  dailyWithdrawalLimit: null,
  vipService: level > 4,
  players,
});
export const vipLevels = {
  periodDays: 90,
  graceDays: 30,
  levels: [
    vipLevel(0, 'VIP0', 1_204),
    vipLevel(1, 'Bronze', 310),
    vipLevel(2, 'Silver', 42),
    vipLevel(3, 'Gold', 9),
    vipLevel(4, 'Platinum', 2),
    vipLevel(5, 'Diamond', 0),
  ],
};
/** Silver since a promotion, below its figures for a few days now, first set by an operator. */
export const vip: PlayerVipResponse = {
  periodDays: 90,
  level: 2,
  name: 'Silver',
  deposits: 4_250.5,
  validBets: 31_000,
  below: { since: Date.UTC(2026, 0, 20, 8, 0), relegationAt: Date.UTC(2026, 1, 19, 8, 0) },
  history: [
    {
      at: Date.UTC(2026, 0, 12, 9, 30),
      from: 1,
      to: 2,
      reason: 'PROMOTED',
      bonus: 58,
      note: null,
      by: null,
    },
    {
      at: Date.UTC(2026, 0, 3, 15, 0),
      from: 0,
      to: 1,
      reason: 'OPERATOR',
      bonus: 0,
      note: 'Moved from the partner brand',
      by: 'admin1',
    },
  ],
};
export const answers = {
  'GET /ops/players/detail': { value: detail },
  'GET /ops/players/ledger': { value: ledger },
  'GET /ops/players/points': { value: points },
  'GET /ops/players/vip': { value: vip },
  'GET /ops/vip/levels': { value: vipLevels },
};
