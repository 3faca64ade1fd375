import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import type {
  PromotionCard,
  PromotionDetail,
  RaffleDraw,
  RaffleProgress,
} from '@bet/contracts/promotions/promotions';
import { i18n } from '@/shared/i18n/i18n';

/** Test data of the promotions' component tests (this file is imported by tests only). */
export const depositCard = (id: number, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  id,
  kind: 'DEPOSIT_BONUS',
  art: 'welcome',
  title: `Welcome bonus ${id}`,
  summary: 'Double your first deposit.',
  startsAt: Date.UTC(2026, 0, 1),
  endsAt: Date.UTC(2026, 11, 31),
  repeat: 'ONCE',
  state: 'JOIN',
  closedReason: null,
  blocksWithdrawal: false,
  playerBudget: null,
  reward: {
    kind: 'DEPOSIT_BONUS',
    deposit: 'FIRST',
    percent: 100,
    cap: 1000,
    minDeposit: 100,
    turnoverMultiple: 10,
  },
  ...overrides,
});

export const codeCard = (id: number, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  ...depositCard(id),
  kind: 'BONUS_CODE',
  art: 'code',
  title: `Code bonus ${id}`,
  summary: 'Enter the code from our newsletter.',
  endsAt: null,
  reward: { kind: 'BONUS_CODE', amount: 500, turnoverMultiple: 0 },
  ...overrides,
});

/** A weekly cashback on net loss of every game, taken part in without joining (no turnover). */
export const cashbackCard = (id: number, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  ...depositCard(id),
  kind: 'CASHBACK',
  art: 'cashback',
  title: `Weekly cashback ${id}`,
  summary: 'Get back part of your net loss every week.',
  endsAt: null,
  repeat: 'WEEKLY',
  state: 'JOINED',
  reward: {
    kind: 'CASHBACK',
    basis: 'NET_LOSS',
    category: null,
    percent: 10,
    cap: 1000,
    minimum: 500,
    turnoverMultiple: 0,
  },
  ...overrides,
});

/** An application (the operator pays up to P 500 per approved one), open to apply to. */
export const applicationCard = (id: number, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  ...depositCard(id),
  kind: 'APPLICATION',
  art: 'apply',
  title: `Share and win ${id}`,
  summary: 'Share our page and send us a screenshot.',
  endsAt: null,
  reward: { kind: 'APPLICATION', maxAmount: 500, turnoverMultiple: 3 },
  ...overrides,
});

/** A sign-up bonus of P 88 (3× turnover) that asks for a mobile number and a bank card, open to join. */
export const signUpCard = (id: number, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  ...depositCard(id),
  kind: 'SIGN_UP',
  art: 'welcome',
  title: `Free 88 for new players ${id}`,
  summary: 'Register, add your mobile and a bank card, and get 88 free.',
  endsAt: null,
  reward: { kind: 'SIGN_UP', amount: 88, turnoverMultiple: 3, requires: ['MOBILE', 'BANK_CARD'] },
  ...overrides,
});

/** A new player's sign-up facts: registered 1 Mar 2026 10:00 UTC, 7 days to request, `met` per requirement. */
export const signUpFacts = (
  met: { MOBILE: boolean; BANK_CARD: boolean } = { MOBILE: false, BANK_CARD: false },
): NonNullable<PromotionDetail['progress']['signUp']> => ({
  registeredAt: Date.UTC(2026, 2, 1, 10),
  requestBy: Date.UTC(2026, 2, 8, 10),
  requirements: [
    { requirement: 'MOBILE', met: met.MOBILE },
    { requirement: 'BANK_CARD', met: met.BANK_CARD },
  ],
});

/**
 * A daily lucky wheel, one ticket per P 100 deposited (at most 5 a day), ready to spin; its four
 * segments pay P 50 (12.5%), nothing (37.5%), P 5 (25%) and P 12.50 (25%): P 10.625 a spin.
 */
export const wheelCard = (id: number, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  ...depositCard(id),
  kind: 'LUCKY_WHEEL',
  art: 'wheel',
  title: `Lucky wheel ${id}`,
  summary: 'Deposit, earn tickets and spin to win.',
  endsAt: null,
  repeat: 'DAILY',
  state: 'CLAIM',
  reward: {
    kind: 'LUCKY_WHEEL',
    basis: 'DEPOSIT',
    ticketStep: 100,
    ticketsMax: 5,
    turnoverMultiple: 2,
    prizes: [
      { amount: 50, weight: 1, probability: 0.125 },
      { amount: 0, weight: 3, probability: 0.375 },
      { amount: 5, weight: 2, probability: 0.25 },
      { amount: 12.5, weight: 2, probability: 0.25 },
    ],
  },
  ...overrides,
});

/** Today's wheel facts: P 260 deposited, 2 tickets earned and none spun, P 40 to the next one. */
export const wheelFacts = (
  overrides: Partial<NonNullable<PromotionDetail['progress']['wheel']>> = {},
): NonNullable<PromotionDetail['progress']['wheel']> => ({
  basis: 260,
  earned: 2,
  used: 0,
  left: 2,
  toNextTicket: 40,
  spins: [],
  ...overrides,
});

/**
 * A red-envelope rain at 12:00 and 20:00 each day for 10 minutes: each rain shares P 2,000 in 200
 * envelopes of at least P 1 (P 10 on average), 1× turnover; a rain falls now (CLAIM).
 */
export const rainCard = (id: number, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  ...depositCard(id),
  kind: 'RED_ENVELOPE',
  art: 'envelope',
  title: `Red-envelope rain ${id}`,
  summary: 'Grab a red envelope when the rain falls.',
  endsAt: null,
  repeat: 'DAILY',
  state: 'CLAIM',
  reward: {
    kind: 'RED_ENVELOPE',
    times: ['12:00', '20:00'],
    minutes: 10,
    envelopes: 200,
    rainBudget: 2000,
    minAmount: 1,
    turnoverMultiple: 1,
  },
  ...overrides,
});

/** The rain falling now (since a minute, 5 minutes more), 150 of its 200 envelopes left, none grabbed. */
export const rainFacts = (
  overrides: Partial<NonNullable<PromotionDetail['progress']['rain']>> = {},
): NonNullable<PromotionDetail['progress']['rain']> => ({
  startsAt: Date.now() - 60_000,
  endsAt: Date.now() + 300_000,
  live: true,
  envelopes: 200,
  envelopesLeft: 150,
  grabbed: null,
  ...overrides,
});

/**
 * A daily prize draw: one entry per P 100 deposited after joining (at most 10 a day), 3× turnover;
 * its ranks pay P 500 to 1 winner, P 100 to 2 and P 20 to 5 (8 winners, P 800 a draw). Open to join.
 */
export const raffleCard = (id: number, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  ...depositCard(id),
  kind: 'RAFFLE',
  art: 'raffle',
  title: `Daily prize draw ${id}`,
  summary: 'Deposit, earn entries and win in the daily draw.',
  endsAt: null,
  repeat: 'DAILY',
  state: 'JOIN',
  reward: {
    kind: 'RAFFLE',
    basis: 'DEPOSIT',
    ticketStep: 100,
    ticketsMax: 10,
    turnoverMultiple: 3,
    prizes: [
      { amount: 500, winners: 1 },
      { amount: 100, winners: 2 },
      { amount: 20, winners: 5 },
    ],
  },
  ...overrides,
});

/** Yesterday's draw, made 12 Mar 2026 00:05 UTC: 24 players with 130 entries, three winners shown. */
export const raffleDraw = (overrides: Partial<RaffleDraw> = {}): RaffleDraw => ({
  period: '2026-03-11',
  drawnAt: Date.UTC(2026, 2, 12, 0, 5),
  entrants: 24,
  tickets: 130,
  winners: [
    { rank: 1, maskedName: 'ag***24', tickets: 10, amount: 500 },
    { rank: 2, maskedName: 'lu***ky', tickets: 7, amount: 100 },
    { rank: 2, maskedName: 'ma***88', tickets: 2, amount: 100 },
  ],
  ...overrides,
});

/** A draw in 5 minutes and the last one (`raffleDraw`); no entries (a visitor's) unless given. */
export const raffleFacts = (overrides: Partial<RaffleProgress> = {}): RaffleProgress => ({
  drawsAt: Date.now() + 300_000,
  entries: null,
  lastDraw: raffleDraw(),
  ...overrides,
});

/** A joined player's entries today: P 260 deposited, 2 entries, P 40 to the next one. */
type RaffleEntries = NonNullable<RaffleProgress['entries']>;
export const raffleEntries = (overrides: Partial<RaffleEntries> = {}): RaffleEntries => ({
  basis: 260,
  tickets: 2,
  toNextTicket: 40,
  ...overrides,
});

export const detailOf = (card: PromotionCard, overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...card,
  rules: 'First rule.\n\nSecond rule,\nwith a line break.\n\n<b>Not HTML</b>',
  progress: {
    qualifyingDeposit: null,
    reward: null,
    claimBy: null,
    joinedAt: null,
    cashback: null,
    application: null,
    signUp: null,
    wheel: null,
    rain: null,
    raffle: null,
  },
  ...overrides,
});

/** Shows the router's address, so a test can read what the page put into it. */
function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** Renders `ui` as the app would: translations, a fresh query client (no retries), a router at `path`. */
export function renderPromotions(ui: ReactNode, path = '/promotions') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <AddressProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
