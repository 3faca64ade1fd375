// @ts-check
/* global document */
// The house live baccarat table. Rounds run on the game server on a fixed timeline: bets are
// taken from opensAt to closesAt, then the round is dealt and settled, and the next one opens at
// nextAt. The page follows it through the table's event stream (/hv/live/stream) and the state
// call; it holds the player's chips until "Confirm bet" sends them, and only shows the server's
// cards, results and balances.
import {
  errorText,
  formatMoney,
  GameError,
  gameHeader,
  gameRoot,
  h,
  liveApi,
  reducedMotion,
  remember,
  statusLine,
} from './hv-client.js';
import { t } from './hv-i18n.js';
import { createFair } from './baccarat-fair.js';
import { createHands, skipReveal } from './baccarat-hands.js';
import { createRoads } from './baccarat-roads.js';
import { createSpots, stakeMap, sum } from './baccarat-bets.js';
import { chipValues, createRack } from './baccarat-rack.js';
import { createStream } from './baccarat-stream.js';

/** @typedef {import('./hv-client.js').LiveState} LiveState */
/** @typedef {import('./hv-client.js').LiveRound} Round */
/** @typedef {import('./hv-client.js').LiveResult} Result */
/** @typedef {import('./hv-client.js').LiveSpot} Spot */
/** @typedef {import('./hv-client.js').LiveEvent} LiveEvent */
/** @typedef {import('./baccarat-hands.js').Phase} Phase */

/** Without any event by nextAt + this, the page asks for the state itself. */
const FALLBACK_MS = 3000;
/** At most one fallback state call this often. */
const REFRESH_GAP_MS = 5000;

const state = {
  loaded: false,
  ended: false,
  /** @type {bigint | null} */
  balance: null,
  /** @type {{ min: bigint, max: bigint } | null} per spot and round */
  limits: null,
  /** @type {Round | null} */
  round: null,
  /** server clock − this clock, ms */
  offset: 0,
  /** @type {Phase} */
  phase: 'loading',
  /** @type {Map<Spot, bigint>} my stakes the server holds on the current round */
  mine: new Map(),
  /** @type {Map<Spot, bigint>} chips placed here, not sent yet */
  pending: new Map(),
  sending: false,
  /** @type {Map<Spot, bigint>} all players' stakes on the current round */
  totals: new Map(),
  bettors: 0,
  /** @type {[Spot, bigint][]} my stakes of the last round I played, for Rebet */
  lastBets: [],
  /** The last round I had stakes on. */
  betRound: '',
  /** @type {LiveState['last']} */
  last: null,
  /** @type {Result | null} the result on the table */
  shown: null,
  /** @type {Set<string>} rounds whose result has been on the table, so an old answer never brings one back */
  seen: new Set(),
  /** The round whose cards are being turned. */
  revealing: '',
  /** The round whose cards are (being) dealt face down. */
  dealtNo: '',
  /** @type {Promise<void> | null} */
  dealing: null,
  /** @type {LiveState | null} a state that came during a reveal, applied after it */
  deferred: null,
  refreshSeq: 0,
  lastRefreshAt: 0,
  /** @type {Record<string, number>} state calls made to learn my payout, by round */
  lastRetries: {},
  announced: '',
  hurried: '',
  /** the selected chip */
  chip: 0n,
};

const serverNow = () => Date.now() + state.offset;

// ---------------------------------------------------------------------------------------------
// Page

const root = gameRoot();
const header = gameHeader(t('baccarat.title'));
const status = statusLine();
const hands = createHands();
const roads = createRoads();
const fair = createFair();

const tableName = h('span', { class: 'bac-bar__table' });
const roundNo = h('span', { class: 'bac-bar__no', 'data-testid': 'bac-round' }, '–');
const stream = createStream({ onEvent, onResync: refresh });
const bettors = h('span', { class: 'bac-bar__bettors' });
const bar = h(
  'div',
  { class: 'bac-bar', 'aria-live': 'off' },
  tableName,
  h(
    'span',
    { class: 'bac-bar__round' },
    h('span', { class: 'bac-bar__label' }, t('baccarat.round')),
    roundNo,
  ),
  bettors,
  stream.el,
);

const myResult = h('p', { class: 'bac-my-result', 'data-testid': 'bac-my-result' });
const spots = createSpots({ onSpot: (spot, token) => placeChip(spot, token) });
const felt = h(
  'section',
  { class: 'bac-table', 'data-testid': 'bac-table', 'aria-label': t('baccarat.tableLabel') },
  hands.el,
  myResult,
  spots.el,
);

const rack = createRack({
  onChip: (value) => selectChip(value),
  onClear: () => clearPending(),
  onRebet: () => rebet(),
  onConfirm: () => void confirm(),
});
const rules = h('p', { class: 'hv-rules hv-rules--small bac-rules' }, t('baccarat.rules.plain'));

root.append(header.el, bar, felt, status.el, rack.el, roads.el, fair.el, rules);
status.show(t('common.loading'));

/** The chips for the limits; the one chosen last time stays selected. */
function setChips() {
  if (!state.limits) return;
  const values = chipValues(state.limits.min, state.limits.max);
  rack.setChips(values);
  const saved = remember.get('baccarat.chip');
  const preferred = values.find((v) => saved === String(v)) ?? values[0];
  if (preferred !== undefined) selectChip(preferred, false);
}

/** @param {bigint} value @param {boolean} [store] */
function selectChip(value, store = true) {
  state.chip = value;
  rack.select(value);
  if (store) remember.set('baccarat.chip', value);
  render();
}

// ---------------------------------------------------------------------------------------------
// Drawing the state

function render() {
  const open = state.phase === 'betting' && !state.ended && !state.sending;
  spots.update({
    mine: state.mine,
    pending: state.pending,
    totals: state.totals,
    chip: state.chip,
    disabled: !open || state.chip <= 0n,
  });
  rack.update({
    ended: state.ended,
    open,
    sending: state.sending,
    mine: sum(state.mine),
    pending: sum(state.pending),
    canRebet: state.lastBets.length > 0 && !state.pending.size && !state.mine.size,
  });
  bettors.textContent = state.bettors > 0 ? t('baccarat.bettors', { n: state.bettors }) : '';
  felt.dataset.phase = state.phase;
}

function phaseOf() {
  const round = state.round;
  if (!round) return 'loading';
  if (state.revealing === round.no) return 'dealing';
  if (state.shown?.no === round.no) return 'result';
  const now = serverNow();
  if (now < round.opensAt) return 'waiting';
  return now < round.closesAt ? 'betting' : 'dealing';
}

function tick() {
  const phase = /** @type {Phase} */ (phaseOf());
  const round = state.round;
  if (phase !== state.phase) {
    const from = state.phase;
    state.phase = phase;
    onPhase(from, phase);
  }
  let seconds = 0;
  let share = 0;
  if (round && phase === 'betting') {
    const left = round.closesAt - serverNow();
    seconds = Math.max(0, Math.ceil(left / 1000));
    share = left / Math.max(1, round.closesAt - round.opensAt);
    if (seconds <= 5 && state.pending.size && !state.sending && state.hurried !== round.no) {
      state.hurried = round.no;
      status.show(t('baccarat.hurry'), 'error');
    }
  }
  hands.setClock(phase, seconds, share);
  // the stream's fallback: no new round by nextAt + 3 s, or no result long after the close
  if (round && state.loaded && !state.ended && Date.now() - state.lastRefreshAt > REFRESH_GAP_MS) {
    const now = serverNow();
    const noRound = now > round.nextAt + FALLBACK_MS;
    const noResult = phase === 'dealing' && !state.revealing && now > round.closesAt + 10_000;
    if (noRound || noResult) void refresh();
  }
}

/** @param {Phase} from @param {Phase} to */
function onPhase(from, to) {
  if (to === 'betting') {
    hands.setPrevious(Boolean(state.shown));
    myResult.classList.add('is-previous');
    spots.markWon(null);
    status.show(t('baccarat.ready'));
  } else if (to === 'dealing' && state.round) {
    const lost = sum(state.pending);
    if (lost > 0n && !state.sending) {
      state.pending.clear();
      status.show(t('baccarat.lostPending', { amount: formatMoney(lost) }), 'error');
    } else if (!state.revealing) {
      status.show(
        state.mine.size
          ? t('baccarat.inPlay', { amount: formatMoney(sum(state.mine)) })
          : t('baccarat.closed'),
      );
    }
    if (!state.revealing) startDealing(state.round.no, from === 'betting');
  }
  render();
}

/** Deals the round's first four cards face down (once). @param {string} no @param {boolean} animate */
function startDealing(no, animate) {
  if (state.dealtNo === no) return;
  state.dealtNo = no;
  hands.clear();
  spots.markWon(null);
  setMyResult('', '');
  state.dealing = hands.dealBacks(animate && !reducedMotion());
}

/** @param {string} text @param {string} no @param {'win' | 'info'} [tone] */
function setMyResult(text, no, tone = 'info') {
  myResult.textContent = text;
  myResult.dataset.tone = tone;
  myResult.classList.remove('is-previous');
  if (no) myResult.dataset.no = no;
  else delete myResult.dataset.no;
}

/** A new round takes bets. @param {Round} round */
function setRound(round) {
  const previous = state.round;
  state.round = round;
  state.mine = new Map();
  state.pending = new Map();
  state.totals = new Map();
  state.bettors = 0;
  roundNo.textContent = round.no;
  fair.setRound(round);
  if (state.revealing) skipReveal();
  // the previous round ended without its result here (missed while away): ask for it
  if (previous && state.shown?.no !== previous.no && state.revealing !== previous.no) void refresh();
}

// ---------------------------------------------------------------------------------------------
// Results

/**
 * Turns the round's cards and shows the winner; the state (balance, roads, my payout) waits
 * until the cards are down.
 * @param {Result} result @param {boolean} animate
 */
async function showResult(result, animate) {
  if (state.shown?.no === result.no || state.revealing === result.no) return;
  if (state.round?.no !== result.no) {
    showEnded(result);
    return;
  }
  const stakes = new Map(state.mine);
  state.revealing = result.no;
  state.seen.add(result.no);
  tick();
  if (state.dealtNo !== result.no) {
    state.dealtNo = result.no;
    hands.clear();
    setMyResult('', '');
  } else if (state.dealing) {
    await state.dealing;
  }
  const cards = result.player.length + result.banker.length;
  const room = (state.round?.nextAt ?? 0) - serverNow() - 2500;
  const stepMs = Math.max(120, Math.min(650, room / cards));
  // no motion once the next round opened meanwhile, in a hidden tab, or when asked for less
  const motion =
    animate && state.round?.no === result.no && !reducedMotion() && document.visibilityState === 'visible';
  await hands.reveal(result, { animate: motion, stepMs });
  state.revealing = '';
  state.shown = result;
  if (state.round?.no === result.no) spots.markWon(result);
  else hands.setPrevious(true);
  if (stakes.size) {
    state.lastBets = [...stakes];
    state.betRound = result.no;
    remember.set('baccarat.lastBets', JSON.stringify(state.lastBets.map(([s, v]) => [s, String(v)])));
    setMyResult(t('baccarat.settling'), result.no);
  } else {
    status.show(
      t('baccarat.resultLine', {
        winner: t(`baccarat.win.${result.winner}`),
        player: result.playerTotal,
        banker: result.bankerTotal,
      }),
    );
  }
  tick();
  const deferred = state.deferred;
  state.deferred = null;
  if (deferred) applyState(deferred);
  else updateMyResult();
}

/**
 * A round that ended while this page was away (or before it opened): shown as it ended, dimmed,
 * unless the current round's cards are on the table or the result was shown already.
 * @param {Result} result
 */
function showEnded(result) {
  if (state.seen.has(result.no) || state.revealing || phaseOf() === 'dealing') return;
  state.seen.add(result.no);
  state.dealtNo = '';
  hands.clear();
  hands.show(result);
  hands.setPrevious(true);
  myResult.classList.add('is-previous');
  state.shown = result;
}

/** "You won …" once the server's last settled round is the one on the table. */
function updateMyResult() {
  const shown = state.shown;
  const last = state.last;
  if (!shown) return;
  if (last && last.no === shown.no) {
    const payout = BigInt(last.payout);
    const stake = BigInt(last.stake);
    const text =
      payout === 0n
        ? t('baccarat.myNoWin')
        : payout === stake
          ? t('baccarat.myReturned', { amount: formatMoney(payout) })
          : t('baccarat.myWin', { amount: formatMoney(payout) });
    setMyResult(text, shown.no, payout > stake ? 'win' : 'info');
    if (state.announced !== shown.no && state.loaded) {
      state.announced = shown.no;
      status.show(text, payout > stake ? 'win' : 'info');
    }
  } else if (state.betRound === shown.no) {
    // settled but not in this answer yet: ask again, twice at most
    const tries = state.lastRetries[shown.no] ?? 0;
    if (tries < 2) {
      state.lastRetries[shown.no] = tries + 1;
      setTimeout(() => void refresh(), 1500);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The server's state and events

/** @param {LiveState} value */
function applyState(value) {
  if (state.revealing) {
    state.deferred = value;
    return;
  }
  header.setDemo(Boolean(value.demo));
  header.setBalance(value.balance);
  state.balance = BigInt(value.balance);
  tableName.textContent = value.table?.name ?? '';
  const min = BigInt(value.minBet);
  const max = BigInt(value.maxBet);
  if (!state.limits || state.limits.min !== min || state.limits.max !== max) {
    state.limits = { min, max };
    rules.textContent = t('baccarat.rules', { min: formatMoney(min), max: formatMoney(max) });
    setChips();
  }
  const round = value.round;
  // My last settled round counts even from an answer about an older round (read while the cards
  // were being revealed, after which the next round opened).
  state.last = value.last;
  const stale = state.round && round.no !== state.round.no && round.opensAt < state.round.opensAt;
  if (stale) {
    // still news about the round just revealed: its place on the roads and its seed
    const latest = value.history?.at(-1);
    if (latest && latest.no === state.shown?.no) {
      roads.update(value.history, value.bigRoad ?? []);
      fair.setRevealed(latest);
    }
    return updateMyResult();
  }
  if (!state.round || round.no !== state.round.no) setRound(round);
  else if (round.closesAt !== state.round.closesAt || round.nextAt !== state.round.nextAt) {
    state.round = round; // the same round with new times
    fair.setRound(round);
  }
  state.mine = stakeMap(value.myBets);
  if (state.mine.size) state.betRound = round.no;
  const history = value.history ?? [];
  const latest = history.at(-1) ?? null;
  if (latest && latest.no === round.no && state.shown?.no !== latest.no) {
    // the round is dealt already: its cards first, then the rest of this state
    state.deferred = value;
    void showResult(latest, state.dealtNo === latest.no);
    return;
  }
  roads.update(history, value.bigRoad ?? []);
  fair.setRevealed(latest);
  if (latest && latest.no !== round.no) showEnded(latest);
  updateMyResult();
  tick();
  render();
}

async function refresh() {
  if (state.ended) return;
  const seq = ++state.refreshSeq;
  state.lastRefreshAt = Date.now();
  const sent = Date.now();
  try {
    const value = await liveApi.state();
    if (seq !== state.refreshSeq || state.ended) return;
    state.offset = value.serverTime - (sent + Date.now()) / 2;
    applyState(value);
    if (!state.loaded) {
      state.loaded = true;
      stream.open();
      if (state.phase === 'betting') status.show(t('baccarat.ready'));
    }
  } catch (error) {
    if (seq !== state.refreshSeq) return;
    if (error instanceof GameError && error.code === 'game.session.invalid') return endSession(error);
    status.show(errorText(error), 'error');
    if (!state.loaded) setTimeout(() => void refresh(), 4000);
  }
}

/** @param {unknown} error */
function endSession(error) {
  state.ended = true;
  stream.stop();
  state.pending.clear();
  status.show(errorText(error), 'error');
  render();
}

/** @param {LiveEvent} event */
function onEvent(event) {
  if (event.type === 'round') {
    state.offset = event.serverTime - Date.now();
    const current = state.round;
    if (!current || (event.round.no !== current.no && event.round.opensAt >= current.opensAt))
      setRound(event.round);
  } else if (event.type === 'result') {
    if (state.round?.no === event.result.no) void refresh(); // balance, roads, my payout
    void showResult(event.result, true);
  } else if (event.type === 'totals' && event.no === state.round?.no) {
    state.totals = stakeMap(
      Object.entries(event.totals ?? {}).map(([spot, stake]) => ({
        spot: /** @type {Spot} */ (spot),
        stake: String(stake),
      })),
    );
    state.bettors = Number(event.bettors) || 0;
  }
  tick();
  render();
}

// ---------------------------------------------------------------------------------------------
// Betting

const canBet = () => state.phase === 'betting' && !state.sending && !state.ended && Boolean(state.round);

/** @param {Spot} spot @param {HTMLElement} token */
function placeChip(spot, token) {
  const chip = state.chip;
  if (!canBet() || chip <= 0n || !state.limits) return;
  const onSpot = (state.mine.get(spot) ?? 0n) + (state.pending.get(spot) ?? 0n) + chip;
  if (onSpot > state.limits.max)
    return status.show(errorText(new GameError('bet.out.of.limits'), state.limits), 'error');
  if (state.balance !== null && sum(state.pending) + chip > state.balance)
    return status.show(errorText(new GameError('balance.insufficient')), 'error');
  state.pending.set(spot, (state.pending.get(spot) ?? 0n) + chip);
  state.hurried = ''; // the last seconds' reminder again
  status.show(t('baccarat.placed', { amount: formatMoney(sum(state.pending)) }));
  render();
  if (!reducedMotion())
    token.animate(
      [
        { transform: 'translateY(-10px) scale(1.25)', opacity: 0.3 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: 200, easing: 'ease-out' },
    );
}

function clearPending() {
  if (!state.pending.size || state.sending) return;
  state.pending.clear();
  status.show(t('baccarat.cleared'));
  render();
}

function rebet() {
  const limits = state.limits;
  if (!canBet() || !limits || !state.lastBets.length || state.pending.size || state.mine.size) return;
  const total = state.lastBets.reduce((a, [, v]) => a + v, 0n);
  if (state.balance !== null && total > state.balance)
    return status.show(errorText(new GameError('balance.insufficient')), 'error');
  if (state.lastBets.some(([, v]) => v > limits.max || v < limits.min))
    return status.show(errorText(new GameError('bet.out.of.limits'), limits), 'error');
  state.pending = new Map(state.lastBets);
  status.show(t('baccarat.placed', { amount: formatMoney(total) }));
  render();
}

async function confirm() {
  const round = state.round;
  if (!canBet() || !round || !state.pending.size || !state.limits) return;
  const limits = state.limits;
  const bets = [...state.pending].map(([spot, amount]) => ({ spot, amount }));
  if (bets.some((b) => (state.mine.get(b.spot) ?? 0n) + b.amount < limits.min))
    return status.show(errorText(new GameError('bet.out.of.limits'), limits), 'error');
  state.sending = true;
  render();
  status.show(t('baccarat.sending'));
  try {
    const value = await liveApi.bet(round.no, bets);
    header.setBalance(value.balance);
    state.balance = BigInt(value.balance);
    state.pending.clear();
    if (state.round?.no === round.no) {
      state.mine = stakeMap(value.myBets);
      if (state.mine.size) state.betRound = round.no;
    }
    status.show(t('baccarat.accepted', { amount: formatMoney(sum(state.mine)) }), 'win');
  } catch (error) {
    if (error instanceof GameError && error.code === 'game.session.invalid') return endSession(error);
    if (error instanceof GameError && error.code === 'live.betting.closed') state.pending.clear();
    status.show(errorText(error, limits), 'error');
    if (error instanceof GameError && error.code === 'balance.insufficient') void refresh();
  } finally {
    state.sending = false;
    render();
  }
}

// ---------------------------------------------------------------------------------------------
// Start

try {
  const saved = JSON.parse(remember.get('baccarat.lastBets') ?? '[]');
  if (Array.isArray(saved))
    state.lastBets = saved
      .filter((x) => Array.isArray(x) && spots.has(x[0]) && /^\d{1,18}$/.test(String(x[1])))
      .map(([spot, v]) => [spot, BigInt(v)]);
} catch {
  /* nothing remembered */
}

render();
tick();
void refresh();
setInterval(tick, 200);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') skipReveal();
  else if (state.loaded) void refresh();
});
