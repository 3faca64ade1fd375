// @ts-check
/* global document */
// Placing the bet slip: a single, a parlay, or Singles (one bet per selection, each with its own
// request id). The slip's stakes are checked here first (limits, maximum payout, balance) so most
// mistakes get an answer without a call. A placement that got no clear answer (network, rate
// limit, server error) keeps its request id: sending the same slip again reuses it, so the book
// places it at most once. When the book says the odds moved, the slip takes the latest odds from a
// fresh poll, marks what changed and waits for another click.
import { errorText, GameError, sportsApi } from './hv-client.js';
import { t } from './hv-i18n.js';
import { combinedOdds, money, newRequestId, parseStake, returnOf } from './sportsbook-format.js';

/** @typedef {import('./hv-client.js').SportBet} SportBet */
/** @typedef {import('./sportsbook-legs.js').Leg} Leg */
/** @typedef {ReturnType<typeof import('./sportsbook-slip.js').createSlip>} Slip */
/** @typedef {{ min: bigint, max: bigint }} Limits */

/** Answers after which the bet may have been placed: the same request id must be used again. */
const UNSURE = ['network', 'rate.limited', 'unknown'];

/**
 * @param {{ slip: Slip,
 *   context: () => { limits: Limits | null, balance: bigint | null, maxPayout: bigint, ended: boolean },
 *   refreshEvents: () => Promise<void>, refreshState: () => Promise<void>,
 *   onBalance: (balance: string) => void, onPlaced: (bets: SportBet[]) => void,
 *   onEnded: (error: unknown) => void }} deps
 */
export function createPlacer({ slip, context, refreshEvents, refreshState, onBalance, onPlaced, onEnded }) {
  /** @type {Map<string, string>} request ids of unsure placements, by what they sent */
  const retryIds = new Map();
  let busy = false;

  /**
   * What the slip would place now, or the reason it cannot.
   * @returns {{ bets: { legs: Leg[], stake: bigint }[] } | { error: string }}
   */
  function plan() {
    const { limits, balance, maxPayout } = context();
    const legs = slip.legs();
    const bets =
      slip.mode() === 'SINGLES'
        ? legs.map((leg) => ({ legs: [leg], stake: parseStake(leg.stake) }))
        : [{ legs: [...legs], stake: slip.stake() }];
    let total = 0n;
    for (const bet of bets) {
      if (bet.stake === null) return { error: t('sports.slip.badStake') };
      if (bet.stake === 0n) return { error: t('sports.slip.enterStake') };
      if (limits && (bet.stake < limits.min || bet.stake > limits.max))
        return { error: errorText(new GameError('bet.out.of.limits'), limits) };
      if (returnOf(bet.stake, combinedOdds(bet.legs.map((l) => l.odds))) > maxPayout)
        return { error: t('sports.slip.maxPayout', { amount: money(maxPayout) }) };
      total += bet.stake;
    }
    if (balance !== null && total > balance)
      return { error: errorText(new GameError('balance.insufficient')) };
    return { bets: bets.map((b) => ({ legs: b.legs, stake: /** @type {bigint} */ (b.stake) })) };
  }

  /** @param {unknown} error */
  const codeOf = (error) => (error instanceof GameError ? error.code : 'unknown');

  async function place() {
    if (busy || context().ended) return;
    if (slip.hasPending()) {
      slip.acceptChanges();
      slip.showMessage(t('sports.slip.changesTaken'));
      return;
    }
    const planned = plan();
    if ('error' in planned) {
      slip.showMessage(planned.error, 'error');
      return;
    }
    const hadFocus = slip.el.contains(document.activeElement);
    const accept = slip.accept();
    busy = true;
    slip.clearMarks();
    slip.setSending(true);
    slip.showMessage(t('sports.slip.sending'));
    /** @type {SportBet[]} */
    const placed = [];
    /** @type {string[]} */
    const placedIds = [];
    /** @type {{ legs: Leg[], error: unknown }[]} */
    const failed = [];
    for (const bet of planned.bets) {
      const legs = bet.legs.map((l) => ({
        eventId: l.eventId,
        market: l.market,
        selection: l.selection,
        odds: l.odds,
      }));
      const sent = JSON.stringify([String(bet.stake), legs, accept]);
      const requestId = retryIds.get(sent) ?? newRequestId();
      try {
        const value = await sportsApi.bet({ requestId, stake: bet.stake, legs, acceptOdds: accept });
        retryIds.delete(sent);
        placed.push(value.bet);
        placedIds.push(...bet.legs.map((l) => l.eventId));
        onBalance(value.balance);
      } catch (error) {
        if (UNSURE.includes(codeOf(error))) retryIds.set(sent, requestId);
        else retryIds.delete(sent);
        failed.push({ legs: bet.legs, error });
        if (codeOf(error) === 'game.session.invalid') break;
      }
    }
    busy = false;
    slip.setSending(false);
    if (placed.length) {
      slip.removePlaced(placedIds);
      slip.receipt.show(placed);
      slip.render();
      if (hadFocus) slip.receipt.focus();
      onPlaced(placed);
    }
    if (!failed.length) {
      slip.showMessage('');
      return;
    }
    await explain(failed);
  }

  /**
   * Tells why bets were refused, and brings the slip up to date for the next click.
   * @param {{ legs: Leg[], error: unknown }[]} failed
   */
  async function explain(failed) {
    const first = failed[0];
    const code = codeOf(first.error);
    if (code === 'game.session.invalid') return onEnded(first.error);
    const codes = failed.map((f) => codeOf(f.error));
    if (codes.includes('sports.odds.changed') || codes.includes('sports.market.closed')) {
      /** @type {Map<string, number>} */
      const sent = new Map();
      for (const f of failed)
        if (codeOf(f.error) === 'sports.odds.changed')
          for (const leg of f.legs) sent.set(leg.eventId, leg.odds);
      await refreshEvents();
      slip.takeLatest(sent);
    }
    if (codes.includes('balance.insufficient')) void refreshState();
    const { limits } = context();
    const text = (/** @type {unknown} */ error) =>
      codeOf(error) === 'sports.odds.changed' ? t('sports.slip.oddsMoved') : errorText(error, limits);
    if (failed.length > 1 || slip.mode() === 'SINGLES')
      for (const f of failed) for (const leg of f.legs) slip.setNote(leg.eventId, text(f.error));
    slip.showMessage(text(first.error), 'error');
  }

  return { place };
}
