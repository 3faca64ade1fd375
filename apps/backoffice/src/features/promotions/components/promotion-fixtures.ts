import type { OperatorPromotion } from '@bet/contracts/operator/operator-promotions';

/** Promotions as the operator API lists them, for this feature's tests. */
export const depositBonus: OperatorPromotion = {
  id: 3,
  kind: 'DEPOSIT_BONUS',
  art: 'welcome',
  status: 'ACTIVE',
  startsAt: Date.UTC(2025, 0, 1),
  endsAt: null,
  repeat: 'ONCE',
  claimDays: 7,
  budget: 10_000,
  budgetUsed: 7_500,
  blocksWithdrawal: true,
  playerBudget: 2_000,
  sort: 0,
  rules: {
    kind: 'DEPOSIT_BONUS',
    deposit: 'FIRST',
    percent: 100,
    cap: 1000,
    minDeposit: 100,
    turnoverMultiple: 10,
  },
  eligibility: {
    newPlayersOnly: true,
    vipLevels: [],
    minDeposits: 0,
    labels: ['vip-ph'],
    agents: ['demoagent'],
    countries: ['PH'],
  },
  texts: [{ language: 'EN', title: 'Welcome bonus', summary: 'Double your first deposit', rules: 'Rules.' }],
  paidClaims: 12,
  flaggedClaims: 2,
  joined: 40,
  updatedAt: Date.UTC(2025, 0, 1),
};

export const codePromotion: OperatorPromotion = {
  ...depositBonus,
  id: 4,
  kind: 'BONUS_CODE',
  art: 'code',
  status: 'PAUSED',
  budget: null,
  budgetUsed: 50,
  playerBudget: null,
  blocksWithdrawal: false,
  rules: { kind: 'BONUS_CODE', amount: 50, turnoverMultiple: 1 },
  eligibility: {
    newPlayersOnly: false,
    vipLevels: [1, 2],
    minDeposits: 1,
    labels: [],
    agents: [],
    countries: [],
  },
  texts: [{ language: 'EN', title: 'Summer code', summary: 'Enter a code', rules: 'One per player.' }],
  paidClaims: 1,
  flaggedClaims: 0,
  joined: 1,
};

/** Weekly cashback on slots' net loss; no turnover, so every eligible player takes part. */
export const cashbackPromotion: OperatorPromotion = {
  ...depositBonus,
  id: 5,
  kind: 'CASHBACK',
  art: 'cashback',
  repeat: 'WEEKLY',
  budget: null,
  budgetUsed: 320,
  playerBudget: null,
  blocksWithdrawal: false,
  rules: {
    kind: 'CASHBACK',
    basis: 'NET_LOSS',
    category: 'RNG',
    percent: 10,
    cap: 1000,
    minimum: 100,
    turnoverMultiple: 0,
  },
  eligibility: {
    newPlayersOnly: false,
    vipLevels: [],
    minDeposits: 0,
    labels: [],
    agents: [],
    countries: [],
  },
  texts: [{ language: 'EN', title: 'Slots cashback', summary: '10% back', rules: 'Paid every Monday.' }],
  paidClaims: 8,
  flaggedClaims: 0,
  joined: 0,
};

/** Weekly applications: the operator approves each one with up to 500, turnover 1×. */
export const applicationPromotion: OperatorPromotion = {
  ...depositBonus,
  id: 6,
  kind: 'APPLICATION',
  art: 'apply',
  repeat: 'WEEKLY',
  budget: null,
  budgetUsed: 0,
  playerBudget: null,
  blocksWithdrawal: false,
  rules: { kind: 'APPLICATION', maxAmount: 500, turnoverMultiple: 1 },
  eligibility: {
    newPlayersOnly: false,
    vipLevels: [],
    minDeposits: 0,
    labels: [],
    agents: [],
    countries: [],
  },
  texts: [{ language: 'EN', title: 'Share and win', summary: 'Post, then apply', rules: 'One a week.' }],
  paidClaims: 0,
  flaggedClaims: 1,
  joined: 0,
};

/**
 * A sign-up bonus: 88 to a player registered since the start who joins within 7 days and has a
 * mobile number and a bank card, turnover 3×.
 */
export const signUpPromotion: OperatorPromotion = {
  ...depositBonus,
  id: 7,
  kind: 'SIGN_UP',
  art: 'welcome',
  repeat: 'ONCE',
  claimDays: 7,
  budget: null,
  budgetUsed: 176,
  playerBudget: null,
  blocksWithdrawal: false,
  rules: { kind: 'SIGN_UP', amount: 88, turnoverMultiple: 3, requires: ['MOBILE', 'BANK_CARD'] },
  eligibility: {
    newPlayersOnly: false,
    vipLevels: [],
    minDeposits: 0,
    labels: [],
    agents: [],
    countries: [],
  },
  texts: [{ language: 'EN', title: 'Welcome gift', summary: '88 for joining', rules: 'Once per player.' }],
  paidClaims: 2,
  flaggedClaims: 0,
  joined: 5,
};

/**
 * A daily lucky wheel: a ticket per 100 deposited, at most 5 a day; four segments (no prize 39 %,
 * 2.00 48 %, 10.00 10 %, 50.00 3 %), 3.46 expected per spin, turnover 1×.
 */
export const wheelPromotion: OperatorPromotion = {
  ...depositBonus,
  id: 8,
  kind: 'LUCKY_WHEEL',
  art: 'wheel',
  repeat: 'DAILY',
  budget: 5_000,
  budgetUsed: 120,
  playerBudget: null,
  blocksWithdrawal: false,
  rules: {
    kind: 'LUCKY_WHEEL',
    basis: 'DEPOSIT',
    ticketStep: 100,
    ticketsMax: 5,
    turnoverMultiple: 1,
    prizes: [
      { amount: 0, weight: 39 },
      { amount: 2, weight: 48 },
      { amount: 10, weight: 10 },
      { amount: 50, weight: 3 },
    ],
  },
  eligibility: {
    newPlayersOnly: false,
    vipLevels: [],
    minDeposits: 0,
    labels: [],
    agents: [],
    countries: [],
  },
  texts: [{ language: 'EN', title: 'Daily wheel', summary: 'Deposit and spin', rules: 'Five spins a day.' }],
  paidClaims: 30,
  flaggedClaims: 0,
  joined: 12,
};

/**
 * A red-envelope rain at 12:00 and 20:00 for 10 minutes: 2,000 into 200 envelopes of at least 1
 * (10 on average), turnover 1×, every day.
 */
export const rainPromotion: OperatorPromotion = {
  ...depositBonus,
  id: 10,
  kind: 'RED_ENVELOPE',
  art: 'envelope',
  repeat: 'DAILY',
  budget: 100_000,
  budgetUsed: 4_000,
  playerBudget: null,
  blocksWithdrawal: false,
  rules: {
    kind: 'RED_ENVELOPE',
    times: ['20:00', '12:00'],
    minutes: 10,
    envelopes: 200,
    rainBudget: 2000,
    minAmount: 1,
    turnoverMultiple: 1,
  },
  eligibility: {
    newPlayersOnly: false,
    vipLevels: [],
    minDeposits: 0,
    labels: [],
    agents: [],
    countries: [],
  },
  texts: [{ language: 'EN', title: 'Lucky rain', summary: 'Grab an envelope', rules: 'One per rain.' }],
  paidClaims: 400,
  flaggedClaims: 0,
  joined: 0,
};

/**
 * A weekly prize draw: an entry per 500 of valid bets since joining, at most 20 a week; 1st
 * 1,000, 2nd 250 to two winners (3 winners, 1,500 a draw), turnover 2×.
 */
export const rafflePromotion: OperatorPromotion = {
  ...depositBonus,
  id: 12,
  kind: 'RAFFLE',
  art: 'raffle',
  repeat: 'WEEKLY',
  budget: 20_000,
  budgetUsed: 1_500,
  playerBudget: null,
  blocksWithdrawal: false,
  rules: {
    kind: 'RAFFLE',
    basis: 'VALID_BET',
    ticketStep: 500,
    ticketsMax: 20,
    turnoverMultiple: 2,
    prizes: [
      { amount: 1000, winners: 1 },
      { amount: 250, winners: 2 },
    ],
  },
  eligibility: {
    newPlayersOnly: false,
    vipLevels: [],
    minDeposits: 0,
    labels: [],
    agents: [],
    countries: [],
  },
  texts: [{ language: 'EN', title: 'Weekly draw', summary: 'Bet and win', rules: 'Drawn every Monday.' }],
  paidClaims: 3,
  flaggedClaims: 0,
  joined: 25,
};

export const promotionsAnswer = { value: { list: [depositBonus, codePromotion, cashbackPromotion] } };
/** The list with an application promotion too (its own tests: the others keep three rows). */
export const withApplicationAnswer = {
  value: { list: [...promotionsAnswer.value.list, applicationPromotion] },
};
/** The list with a sign-up bonus too (its own tests). */
export const withSignUpAnswer = {
  value: { list: [...promotionsAnswer.value.list, signUpPromotion] },
};

/** The list with a lucky wheel too (its own tests). */
export const withWheelAnswer = {
  value: { list: [...promotionsAnswer.value.list, wheelPromotion] },
};

/** The list with a red-envelope rain too (its own tests). */
export const withRainAnswer = {
  value: { list: [...promotionsAnswer.value.list, rainPromotion] },
};

/** The list with a prize draw too (its own tests). */
export const withRaffleAnswer = {
  value: { list: [...promotionsAnswer.value.list, rafflePromotion] },
};

/** The calls `fetch` got for one path (and method). */
export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://x').pathname === path &&
      ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  ) as Array<[string, RequestInit | undefined]>;

/** The JSON body of the nth call. */
export const bodyOf = (call: [string, RequestInit | undefined] | undefined) =>
  JSON.parse(String(call?.[1]?.body)) as unknown;
