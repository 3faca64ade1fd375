import { describe, expect, it } from 'vitest';
import { promotionStateOf, type StateFacts } from './promotion-state.js';

const now = new Date('2026-11-29T12:00:00Z');
const day = 86_400_000;
const base: StateFacts = {
  now,
  promotion: {
    kind: 'DEPOSIT_BONUS',
    joinRequired: true,
    status: 'ACTIVE',
    startsAt: new Date(now.getTime() - 10 * day),
    endsAt: null,
    budget: null,
    budgetUsed: 0n,
    eligibility: { newPlayersOnly: false, vipLevels: [], minDeposits: 0 },
    depositOrdinal: null,
    playerBudget: null,
    signUpDays: null,
  },
  member: {
    createdAt: new Date(now.getTime() - 5 * day),
    rankLevel: 1,
    deposits: 0,
    labels: ['vip-ph'],
    uplines: ['demoagent', 'demosub1'],
    country: 'PH',
    excluded: false,
  },
  joinedAt: null,
  claim: null,
  qualifier: 'NONE',
};
type Change = { promotion?: Partial<StateFacts['promotion']> } & Partial<Omit<StateFacts, 'promotion'>>;
const facts = (c: Change): StateFacts => ({
  ...base,
  ...c,
  promotion: { ...base.promotion, ...c.promotion },
});
const joined = { joinedAt: new Date(now.getTime() - day) };
/** A sign-up bonus for players registered in the last 7 days (the base member registered 5 days ago). */
const signUp: Partial<StateFacts['promotion']> = { kind: 'SIGN_UP', joinRequired: true, signUpDays: 7 };

/** A lucky wheel (tickets from deposits; its least prize is the reward the budget must cover). */
const wheel: Partial<StateFacts['promotion']> = { kind: 'LUCKY_WHEEL', joinRequired: false };

describe('promotionStateOf', () => {
  it.each<[string, Change, string, string | null]>([
    ['before the start', { promotion: { startsAt: new Date(now.getTime() + day) } }, 'COMING_SOON', null],
    ['a visitor may join (log in first)', { member: undefined }, 'JOIN', null],
    ['a player who has not joined', {}, 'JOIN', null],
    ['joined, waiting for a deposit', joined, 'JOINED', null],
    ['joined with a qualifying deposit', { ...joined, qualifier: 'READY' }, 'CLAIM', null],
    ['paid', { ...joined, claim: 'PAID' }, 'CLAIMED', null],
    [
      'paid stays visible after the end',
      { claim: 'PAID', promotion: { endsAt: new Date(now.getTime() - day) } },
      'CLAIMED',
      null,
    ],
    ['flagged for review', { ...joined, claim: 'FLAGGED' }, 'PROCESS', null],
    ['rejected', { ...joined, claim: 'REJECTED' }, 'REJECTED', null],
    [
      'an application may be sent without joining',
      { promotion: { kind: 'APPLICATION', joinRequired: false } },
      'JOIN',
      null,
    ],
    [
      'an application waits for review',
      { claim: 'APPLIED', promotion: { kind: 'APPLICATION', joinRequired: false } },
      'APPLYING',
      null,
    ],
    [
      'an application waiting for review stays visible after a pause',
      { claim: 'APPLIED', promotion: { kind: 'APPLICATION', joinRequired: false, status: 'PAUSED' } },
      'APPLYING',
      null,
    ],
    ['paused', { promotion: { status: 'PAUSED' } }, 'CLOSED', 'PAUSED'],
    [
      'paused even with a reward ready',
      { ...joined, qualifier: 'READY', promotion: { status: 'PAUSED' } },
      'CLOSED',
      'PAUSED',
    ],
    ['ended', { promotion: { endsAt: now } }, 'CLOSED', 'ENDED'],
    [
      'a reward earned before the end is still claimable',
      { ...joined, qualifier: 'READY', promotion: { endsAt: now } },
      'CLAIM',
      null,
    ],
    [
      'a reward larger than the budget left',
      { ...joined, qualifier: 'READY', reward: 500n, promotion: { budget: 1000n, budgetUsed: 600n } },
      'CLOSED',
      'BUDGET',
    ],
    [
      'a reward the budget left covers exactly',
      { ...joined, qualifier: 'READY', reward: 400n, promotion: { budget: 1000n, budgetUsed: 600n } },
      'CLAIM',
      null,
    ],
    ['budget spent', { promotion: { budget: 1000n, budgetUsed: 1000n } }, 'CLOSED', 'BUDGET'],
    [
      'budget spent with a reward ready',
      { ...joined, qualifier: 'READY', promotion: { budget: 10n, budgetUsed: 10n } },
      'CLOSED',
      'BUDGET',
    ],
    [
      'new players only, registered before',
      {
        promotion: {
          startsAt: new Date(now.getTime() - 2 * day),
          eligibility: { ...base.promotion.eligibility, newPlayersOnly: true },
        },
      },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'VIP level not listed',
      { promotion: { eligibility: { ...base.promotion.eligibility, vipLevels: [3, 4] } } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'VIP level listed',
      {
        member: { ...base.member!, rankLevel: 4 },
        promotion: { eligibility: { ...base.promotion.eligibility, vipLevels: [3, 4] } },
      },
      'JOIN',
      null,
    ],
    [
      'too few deposits',
      { promotion: { eligibility: { ...base.promotion.eligibility, minDeposits: 2 } } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'first deposit, already deposited before joining',
      { member: { ...base.member!, deposits: 1 }, promotion: { depositOrdinal: 1 } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'first deposit, joined and deposited since',
      {
        ...joined,
        qualifier: 'READY',
        member: { ...base.member!, deposits: 1 },
        promotion: { depositOrdinal: 1 },
      },
      'CLAIM',
      null,
    ],
    [
      'first deposit below the minimum',
      {
        ...joined,
        qualifier: 'DISQUALIFIED',
        member: { ...base.member!, deposits: 1 },
        promotion: { depositOrdinal: 1 },
      },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'second deposit: one deposit made, may still join',
      { member: { ...base.member!, deposits: 1 }, promotion: { depositOrdinal: 2 } },
      'JOIN',
      null,
    ],
    [
      'second deposit: two made before joining',
      { member: { ...base.member!, deposits: 2 }, promotion: { depositOrdinal: 2 } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'a player with one of the labels',
      { promotion: { eligibility: { ...base.promotion.eligibility, labels: ['new', 'vip-ph'] } } },
      'JOIN',
      null,
    ],
    [
      'a player without the labels',
      { promotion: { eligibility: { ...base.promotion.eligibility, labels: ['whale'] } } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'a player in the agent line (an upline at any depth)',
      { promotion: { eligibility: { ...base.promotion.eligibility, agents: ['demoagent'] } } },
      'JOIN',
      null,
    ],
    [
      'a player outside the agent line',
      { promotion: { eligibility: { ...base.promotion.eligibility, agents: ['otheragent'] } } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      "the player's budget cannot cover the reward",
      { ...joined, qualifier: 'READY', reward: 60n, playerPaid: 50n, promotion: { playerBudget: 100n } },
      'CLOSED',
      'BUDGET',
    ],
    [
      "the player's budget covers it exactly",
      { ...joined, qualifier: 'READY', reward: 50n, playerPaid: 50n, promotion: { playerBudget: 100n } },
      'CLAIM',
      null,
    ],
    [
      'a player who signed up in one of the countries',
      { promotion: { eligibility: { ...base.promotion.eligibility, countries: ['VN', 'PH'] } } },
      'JOIN',
      null,
    ],
    [
      'a player from another country',
      { promotion: { eligibility: { ...base.promotion.eligibility, countries: ['VN'] } } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'a player whose country is unknown, for a promotion of some countries',
      {
        member: { ...base.member!, country: null },
        promotion: { eligibility: { ...base.promotion.eligibility, countries: ['PH'] } },
      },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'a player under a time-out or self-exclusion',
      { member: { ...base.member!, excluded: true } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'a joined player, ready to claim, who then excluded themselves',
      { ...joined, qualifier: 'READY', reward: 50n, member: { ...base.member!, excluded: true } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    ['claim window passed', { ...joined, qualifier: 'LAPSED' }, 'CLOSED', 'ENDED'],
    ['sign-up: a new player may join', { promotion: signUp }, 'JOIN', null],
    ['sign-up: joined, the account not complete yet', { ...joined, promotion: signUp }, 'JOINED', null],
    [
      'sign-up: joined, the account complete',
      { ...joined, qualifier: 'READY', promotion: signUp },
      'CLAIM',
      null,
    ],
    [
      'sign-up: registered before the start',
      { promotion: { ...signUp, startsAt: new Date(now.getTime() - 4 * day) } },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'sign-up: its days after registering are over',
      { promotion: { ...signUp, signUpDays: 5 } },
      'CLOSED',
      'ENDED',
    ],
    [
      'sign-up: joined, the days over before the account was complete',
      { ...joined, qualifier: 'LAPSED', promotion: { ...signUp, signUpDays: 5 } },
      'CLOSED',
      'ENDED',
    ],
    ['sign-up: paid', { ...joined, claim: 'PAID', promotion: signUp }, 'CLAIMED', null],
    ['a bonus code is entered, never joined', { promotion: { kind: 'BONUS_CODE' } }, 'JOIN', null],
    [
      'cashback without turnover: every eligible player takes part',
      { promotion: { kind: 'CASHBACK', joinRequired: false } },
      'JOINED',
      null,
    ],
    [
      'cashback with turnover waits for the join',
      { promotion: { kind: 'CASHBACK', joinRequired: true } },
      'JOIN',
      null,
    ],
    [
      'cashback for a VIP level the player is not at',
      {
        promotion: {
          kind: 'CASHBACK',
          joinRequired: false,
          eligibility: { ...base.promotion.eligibility, vipLevels: [3] },
        },
      },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'cashback after its end',
      { promotion: { kind: 'CASHBACK', joinRequired: false, endsAt: new Date(now.getTime() - day) } },
      'CLOSED',
      'ENDED',
    ],
    ['wheel: no ticket yet, taking part', { promotion: wheel, reward: 200n }, 'JOINED', null],
    [
      'wheel: a ticket left, nothing to join',
      { promotion: wheel, qualifier: 'READY', reward: 200n },
      'CLAIM',
      null,
    ],
    [
      'wheel: the budget covers no prize',
      { promotion: { ...wheel, budget: 1000n, budgetUsed: 900n }, qualifier: 'READY', reward: 200n },
      'CLOSED',
      'BUDGET',
    ],
    [
      'wheel: tickets expire with the wheel',
      { promotion: { ...wheel, endsAt: new Date(now.getTime() - day) }, qualifier: 'READY', reward: 200n },
      'CLOSED',
      'ENDED',
    ],
    [
      'wheel: a VIP wheel for another level',
      {
        promotion: { ...wheel, eligibility: { ...base.promotion.eligibility, vipLevels: [3] } },
        qualifier: 'READY',
        reward: 200n,
      },
      'CLOSED',
      'NOT_ELIGIBLE',
    ],
    [
      'sign-up: a budget that cannot pay the amount closes it',
      { promotion: { ...signUp, budget: 1000n, budgetUsed: 500n }, reward: 800n },
      'CLOSED',
      'BUDGET',
    ],
  ])('%s', (_name, change, state, reason) => {
    expect(promotionStateOf(facts(change))).toEqual({ state, closedReason: reason });
  });
});
