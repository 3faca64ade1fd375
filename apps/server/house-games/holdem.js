// @ts-check
/* global document */
// The house card room's player page: a fixed-limit Texas hold'em table (decision 0059). The
// game server deals, moves the bots and runs the clocks; the page takes a seat, sends the player's
// moves on their turn, and follows the table through its event stream (open only while seated)
// and the state call. Every card, amount and balance comes from the server.
import { errorText, GameError, gameHeader, gameRoot, reducedMotion, statusLine } from './hv-client.js';
import { t } from './hv-i18n.js';
import { createActions } from './holdem-actions.js';
import { createBar } from './holdem-bar.js';
import { createStream, pvpApi } from './holdem-api.js';
import { createFair } from './holdem-fair.js';
import { money, toMinor } from './holdem-format.js';
import { createTable, phaseOf } from './holdem-table.js';

/** @typedef {import('./holdem-api.js').PvpState} PvpState */
/** @typedef {import('./holdem-api.js').PvpTable} PvpTable */
/** @typedef {import('./holdem-api.js').PvpRoom} PvpRoom */
/** @typedef {import('./holdem-api.js').PvpEvent} PvpEvent */
/** @typedef {import('./holdem-api.js').PvpAction} PvpAction */

/** Without news this long after a table's due time, the page asks for the state itself. */
const FALLBACK_MS = 4000;
/** At most one fallback state call this often. */
const REFRESH_GAP_MS = 5000;

const state = {
  loaded: false,
  ended: false,
  /** a sit, move or leave is on its way */
  busy: false,
  /** cards are dealt with motion once the first table is on screen */
  animate: false,
  /** @type {PvpRoom | null} */
  room: null,
  /** @type {PvpTable | null} my table, null when not seated */
  table: null,
  /** server clock − this clock, ms */
  offset: 0,
  /** server time of the table and of the balance on screen: an older answer never replaces them */
  tableAt: 0,
  balanceAt: 0,
  /** @type {number | null} the due time the turn's length was taken from */
  dueAt: null,
  /** the length of the turn on the clock, and the longest a person's turn was seen to be (ms) */
  span: 1,
  humanSpan: 0,
  /** the hand whose result was announced */
  announced: '',
  /** the player asked to leave (so losing the seat is no surprise) */
  leaveAsked: false,
  refreshSeq: 0,
  lastRefreshAt: 0,
};

const serverNow = () => Date.now() + state.offset;

// ---------------------------------------------------------------------------------------------
// Page

const root = gameRoot();
const header = gameHeader(t('pvp.title'));
const status = statusLine();
status.el.dataset.testid = 'pvp-status';
const table = createTable();
const fair = createFair();
const stream = createStream({ onEvent, onOpen: () => void refresh(), onLost: () => void refresh() });
const actions = createActions({ onSit: sit, onAct: act, onLeave: leave });

const bar = createBar({ live: stream.el, leave: actions.leave });
root.append(header.el, bar.el, table.el, actions.el, status.el, bar.rules, fair.el);

function render() {
  const view = state.table;
  const me = view && view.mySeat !== null ? view.seats[view.mySeat] : null;
  const phase = phaseOf(view);
  table.render(view, {
    smallBet: state.room?.smallBet ?? view?.room.smallBet ?? 1,
    animate: state.animate && !reducedMotion(),
  });
  fair.render(view);
  bar.setHand(view?.handNo ?? null);
  const acting = phase === 'running' && view?.toAct != null ? view.seats[view.toAct] : null;
  actions.render({
    loaded: state.loaded,
    ended: state.ended,
    busy: state.busy,
    seated: Boolean(me),
    leaving: Boolean(me?.leaving),
    handCost: state.room?.handCost ?? 0,
    legal: view?.legal ?? [],
    myStreetBet: me?.streetBet ?? 0,
    dueAt: view?.dueAt ?? null,
    phase,
    toActName: acting?.name ?? '',
    inHand: Boolean(me?.inHand),
  });
  if (state.loaded) state.animate = true;
  tick();
}

function tick() {
  const now = serverNow();
  table.tick(now, state.span);
  actions.tick(now);
  const due = state.table?.dueAt;
  if (due != null && now > due + FALLBACK_MS && Date.now() - state.lastRefreshAt > REFRESH_GAP_MS)
    void refresh();
}

// ---------------------------------------------------------------------------------------------
// The server's state and events

/** @param {PvpState} value @param {number} sent when the call was sent (this clock) */
function applyState(value, sent) {
  state.offset = value.serverTime - (sent + Date.now()) / 2;
  header.setDemo(Boolean(value.demo));
  if (value.serverTime >= state.balanceAt) {
    state.balanceAt = value.serverTime;
    header.setBalance(toMinor(value.balance));
  }
  state.room = value.room;
  bar.setRoom(value.room);
  applyTable(value.table, value.serverTime, false);
}

/**
 * Puts a table view on screen unless a newer one is there already.
 * @param {PvpTable | null} view @param {number} at its server time @param {boolean} fromEvent
 */
function applyTable(view, at, fromEvent) {
  if (at < state.tableAt) return;
  state.tableAt = at;
  const before = state.table;
  const seated = view?.mySeat != null;
  const next = seated ? view : null;
  if (next && next.dueAt !== state.dueAt && next.dueAt !== null) {
    // the clock's length: from the moment the due time was set (an event's time) to the due time
    const span = next.dueAt - at;
    const acting = phaseOf(next) === 'running' && next.toAct !== null ? next.seats[next.toAct] : null;
    if (acting && !acting.bot) {
      if (fromEvent) state.humanSpan = Math.max(state.humanSpan, span);
      state.span = Math.max(state.humanSpan, span);
    } else state.span = span;
  }
  state.dueAt = next?.dueAt ?? null;
  state.table = next;
  if (next && next.handNo !== before?.handNo && phaseOf(next) === 'running') {
    status.show('');
    // the deal held the hand's most from the wallet: show the balance after it
    if (fromEvent) void refresh();
  }
  if (seated) stream.open();
  else stream.close();
  if (before && !next && !state.ended) {
    status.show(state.leaveAsked ? t('pvp.left') : t('pvp.stoodUp'), state.leaveAsked ? 'info' : 'error');
    state.leaveAsked = false;
    if (fromEvent) void refresh();
  }
  const result = next?.result;
  const key = next && result ? `${next.id}:${next.handNo}` : '';
  if (next && result && key !== state.announced) {
    state.announced = key;
    const mine = result.winners.find((w) => w.seat === next.mySeat);
    if (mine) status.show(t('pvp.youWon', { amount: money(mine.amount) }), 'win');
    else if (next.seats[next.mySeat ?? -1]?.inHand)
      status.show(t('pvp.lostTo', { names: result.winners.map((w) => w.name).join(', ') }));
    if (fromEvent) void refresh(); // the balance after the hand
  }
}

/** @param {PvpEvent} event */
function onEvent(event) {
  if (state.ended) return;
  state.offset = event.serverTime - Date.now();
  applyTable(event.table, event.serverTime, true);
  render();
}

async function refresh() {
  if (state.ended) return;
  const seq = ++state.refreshSeq;
  state.lastRefreshAt = Date.now();
  const sent = Date.now();
  try {
    const value = await pvpApi.state();
    if (seq !== state.refreshSeq || state.ended) return;
    applyState(value, sent);
    if (!state.loaded) {
      state.loaded = true;
      if (!value.table) status.show(t('pvp.welcome'));
    }
    render();
  } catch (error) {
    if (seq !== state.refreshSeq) return;
    fail(error);
    if (!state.loaded && !state.ended) setTimeout(() => void refresh(), 4000);
  }
}

/** @param {unknown} error */
function fail(error) {
  if (error instanceof GameError && error.code === 'game.session.invalid') {
    state.ended = true;
    stream.close();
  }
  status.show(errorText(error), 'error');
  render();
}

// ---------------------------------------------------------------------------------------------
// The player's requests

/**
 * Sends one request that answers the state; the controls wait for it.
 * @param {() => Promise<PvpState>} work @param {(value: PvpState) => void} done
 */
async function send(work, done) {
  if (state.busy || state.ended || !state.loaded) return;
  state.busy = true;
  render();
  const sent = Date.now();
  try {
    const value = await work();
    applyState(value, sent);
    done(value);
  } catch (error) {
    state.leaveAsked = false;
    fail(error);
    if (error instanceof GameError && error.code === 'pvp.not.your.turn') void refresh();
  } finally {
    state.busy = false;
    render();
  }
}

function sit() {
  void send(pvpApi.sit, (value) => {
    if (value.table) status.show(t('pvp.seated'));
  });
}

/** @param {PvpAction} action */
function act(action) {
  const view = state.table;
  const hand = view?.handNo;
  if (!view || hand == null || !view.legal.some((l) => l.action === action)) return;
  void send(
    () => pvpApi.act(hand, action),
    () => undefined,
  );
}

function leave() {
  if (!state.table) return;
  state.leaveAsked = true;
  void send(pvpApi.leave, (value) => {
    if (value.table) status.show(t('pvp.leaveAfterHand'));
  });
}

// ---------------------------------------------------------------------------------------------
// Start

render();
void refresh();
setInterval(tick, 200);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && state.loaded) void refresh();
});
