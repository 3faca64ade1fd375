/** A player, their account record and their points as the operator API answers them, for tests. */
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
    vip: 'VIP0',
    rankLevel: 0,
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
export const answers = {
  'GET /ops/players/detail': { value: detail },
  'GET /ops/players/ledger': { value: ledger },
  'GET /ops/players/points': { value: points },
};
