// @ts-check
/* global document, window */
// The house sportsbook (football with pre-match and in-play odds, virtual leagues) and the e-sports
// book (eSoccer): one page, the state says which. The page polls the book's fixtures every 3
// seconds while it is visible (in-play odds move all the time), keeps one row per fixture and
// updates it in place, and builds bets on the slip (sportsbook-slip.js), placed by
// sportsbook-place.js. Every price, result, bet and balance comes from the server.
import {
  errorText,
  GameError,
  gameHeader,
  gameRoot,
  h,
  remember,
  sportsApi,
  statusLine,
} from './hv-client.js';
import { t } from './hv-i18n.js';
import { createMyBets } from './sportsbook-bets.js';
import { createEventList, createEventRow } from './sportsbook-events.js';
import { money, setAttr, setText } from './sportsbook-format.js';
import { createPlacer } from './sportsbook-place.js';
import { createResults } from './sportsbook-results.js';
import { createSlip } from './sportsbook-slip.js';

/** @typedef {import('./hv-client.js').SportEvent} SportEvent */
/** @typedef {import('./hv-client.js').SportEvents} SportEvents */
/** @typedef {import('./hv-client.js').SportsState} SportsState */
/** @typedef {import('./hv-client.js').SportsBook} Book */
/** @typedef {import('./sportsbook-events.js').EventRow} EventRow */
/** @typedef {'live' | 'upcoming' | 'results' | 'bets'} Tab */

const POLL_MS = 3000;
/** The balance is read again this often while the page is visible (settled wins are paid meanwhile). */
const STATE_MS = 15_000;
const TABS = /** @type {Tab[]} */ (['live', 'upcoming', 'results', 'bets']);

const state = {
  loaded: false,
  ended: false,
  /** @type {Book} the page's address says which book until the state does */
  book: /** @type {Book} */ (/\/esportsbook\/?$/.test(window.location.pathname) ? 'ESPORTS' : 'SPORTS'),
  /** @type {bigint | null} */
  balance: null,
  /** @type {{ min: bigint, max: bigint } | null} */
  limits: null,
  maxPayout: 100_000_000n,
  maxLegs: 10,
  /** server clock − this clock, ms */
  offset: 0,
  /** @type {Tab} */
  tab: 'upcoming',
  tabChosen: false,
  pollSeq: 0,
  pollTimer: 0,
  stateAt: 0,
  /** the last poll failed (its message is on the status line) */
  pollFailed: false,
  /** @type {Map<string, SportEvent>} the open fixtures of the last poll */
  events: new Map(),
};

const serverNow = () => Date.now() + state.offset;
const visible = () => document.visibilityState === 'visible';
const titleOf = (/** @type {Book} */ book) =>
  t(book === 'ESPORTS' ? 'sports.title.esports' : 'sports.title.sports');

// ---------------------------------------------------------------------------------------------
// Page

const root = gameRoot();
const header = gameHeader(titleOf(state.book));
const status = statusLine();

/** @type {Map<string, EventRow>} */
const rows = new Map();
const liveList = createEventList({ empty: t('sports.empty.live'), testid: 'sb-live' });
const upcomingList = createEventList({ empty: t('sports.empty.upcoming'), testid: 'sb-upcoming' });
const results = createResults();
const myBets = createMyBets({
  onBalance: setBalance,
  onEnded: endSession,
  onOpenCount: (n) => setCount('bets', n),
  onCashedOut: (payout) => status.show(t('sports.cashOut.done', { amount: money(payout) }), 'win'),
});
const slip = createSlip({ onPlace: () => void placer.place(), onChange: showSelections });
const placer = createPlacer({
  slip,
  context: () => ({
    limits: state.limits,
    balance: state.balance,
    maxPayout: state.maxPayout,
    ended: state.ended,
  }),
  refreshEvents: () => loadEvents(),
  refreshState: () => loadState(),
  onBalance: setBalance,
  onPlaced: (bets) => {
    status.show(
      bets.length > 1 ? t('sports.receipt.many', { n: bets.length }) : t('sports.receipt.one'),
      'win',
    );
    void myBets.count();
  },
  onEnded: endSession,
});

/** @typedef {{ tab: HTMLButtonElement, count: HTMLElement, panel: HTMLElement }} TabParts */
const tabs = /** @type {Record<Tab, TabParts>} */ ({});
const panels = {
  live: liveList.el,
  upcoming: upcomingList.el,
  results: results.el,
  bets: myBets.el,
};
const tabList = h('div', { class: 'sb-tabs', role: 'tablist', 'aria-label': t('sports.tabs') });
for (const name of TABS) {
  const count = h('span', { class: 'sb-tab__count' });
  const tab = h(
    'button',
    {
      type: 'button',
      role: 'tab',
      class: `sb-tab sb-tab--${name}`,
      id: `sb-tab-${name}`,
      'data-testid': `sb-tab-${name}`,
      'aria-controls': `sb-panel-${name}`,
      'aria-selected': 'false',
      tabindex: '-1',
      onclick: () => selectTab(name, true),
    },
    name === 'live' ? h('span', { class: 'sb-tab__dot', 'aria-hidden': 'true' }) : null,
    h('span', { class: 'sb-tab__name' }, t(`sports.tab.${name}`)),
    count,
  );
  const panel = h(
    'section',
    {
      class: 'sb-panel',
      role: 'tabpanel',
      id: `sb-panel-${name}`,
      'aria-labelledby': `sb-tab-${name}`,
      hidden: true,
    },
    panels[name],
  );
  tabs[name] = { tab, count, panel };
  tabList.append(tab);
}
tabList.addEventListener('keydown', (event) => {
  const at = TABS.indexOf(state.tab);
  const to =
    event.key === 'ArrowRight'
      ? (at + 1) % TABS.length
      : event.key === 'ArrowLeft'
        ? (at + TABS.length - 1) % TABS.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? TABS.length - 1
            : -1;
  if (to < 0) return;
  event.preventDefault();
  selectTab(TABS[to], true);
  tabs[TABS[to]].tab.focus();
});

const rules = h(
  'p',
  { class: 'hv-rules hv-rules--small sb-rules' },
  t('sports.rules', { max: money(state.maxPayout) }),
);
const main = h(
  'div',
  { class: 'sb-main', 'aria-live': 'off' },
  tabList,
  TABS.map((name) => tabs[name].panel),
  rules,
);
root.dataset.book = state.book.toLowerCase();
root.append(header.el, status.el, h('div', { class: 'sb-layout' }, main, slip.el));
status.show(t('common.loading'));

/** @param {Tab} name @param {boolean} chosen by the player (remembered) */
function selectTab(name, chosen) {
  state.tab = name;
  if (chosen) {
    state.tabChosen = true;
    remember.set('sports.tab', name);
  }
  for (const n of TABS) {
    const on = n === name;
    setAttr(tabs[n].tab, 'aria-selected', String(on));
    setAttr(tabs[n].tab, 'tabindex', on ? '0' : '-1');
    tabs[n].panel.hidden = !on;
  }
  myBets.setShown(name === 'bets' && visible() && !state.ended);
}

/** @param {Tab} name @param {number} n */
function setCount(name, n) {
  setText(tabs[name].count, n > 0 ? String(n) : '');
}

/** @param {string | bigint} balance */
function setBalance(balance) {
  header.setBalance(balance);
  state.balance = BigInt(balance);
  slipContext();
}

function slipContext() {
  slip.setContext({
    min: state.limits?.min ?? 0n,
    max: state.limits?.max ?? 0n,
    balance: state.balance,
    maxPayout: state.maxPayout,
    maxLegs: state.maxLegs,
  });
}

/** Marks on every row the selection the slip holds for its event. */
function showSelections() {
  for (const [id, row] of rows) row.select(slip.selected(id));
}

/** @param {SportEvent} ev @param {import('./hv-client.js').SportMarketKind} kind @param {import('./hv-client.js').SportSelection} code */
function onPick(ev, kind, code) {
  const latest = state.events.get(ev.id) ?? ev;
  const done = slip.toggle(latest, kind, code);
  if (done === 'full') status.show(t('sports.slip.full', { n: state.maxLegs }), 'error');
  else if (done === 'added' || done === 'replaced') status.show(t('sports.slip.added'));
}

// ---------------------------------------------------------------------------------------------
// The server's state and fixtures

/** @param {SportsState} value */
function applyState(value) {
  header.setDemo(Boolean(value.demo));
  if (value.book !== state.book) {
    state.book = value.book;
    root.dataset.book = value.book.toLowerCase();
    const title = header.el.querySelector('.hv-title');
    if (title?.firstChild) title.firstChild.textContent = titleOf(value.book);
  }
  document.title = titleOf(state.book);
  state.limits = { min: BigInt(value.minBet), max: BigInt(value.maxBet) };
  state.maxPayout = BigInt(value.maxPayout);
  state.maxLegs = value.parlayLegs?.max ?? 10;
  state.offset = value.serverTime - Date.now();
  setText(rules, t('sports.rules', { max: money(state.maxPayout) }));
  setBalance(value.balance);
}

/** @param {SportEvents} value */
function applyEvents(value) {
  state.events = new Map(value.events.map((ev) => [ev.id, ev]));
  const now = serverNow();
  const view = (/** @type {string} */ id) => ({ selected: slip.selected(id), off: state.ended, now });
  /** @type {{ event: SportEvent, row: EventRow }[]} */
  const live = [];
  /** @type {{ event: SportEvent, row: EventRow }[]} */
  const upcoming = [];
  for (const event of value.events) {
    let row = rows.get(event.id);
    if (!row) {
      row = createEventRow(event, { onPick });
      rows.set(event.id, row);
    }
    row.update(event, view(event.id));
    (event.status === 'LIVE' ? live : upcoming).push({ event, row });
  }
  for (const [id, row] of rows)
    if (!state.events.has(id)) {
      row.dispose();
      rows.delete(id);
    }
  liveList.update(live);
  upcomingList.update(upcoming);
  results.update(value.results);
  setCount('live', live.length);
  setCount('upcoming', upcoming.length);
  slip.sync(state.events);
  if (!state.tabChosen && !state.loaded) {
    const saved = TABS.find((name) => name === remember.get('sports.tab'));
    selectTab(saved ?? (live.length ? 'live' : 'upcoming'), false);
  }
}

async function loadState() {
  try {
    applyState(await sportsApi.state());
    state.stateAt = Date.now();
  } catch (error) {
    if (isEnd(error)) return endSession(error);
    status.show(errorText(error), 'error');
  }
}

/** Reads the fixtures now (an older answer that comes later is dropped). */
async function loadEvents() {
  if (state.ended) return;
  const seq = ++state.pollSeq;
  const sent = Date.now();
  try {
    const value = await sportsApi.events();
    if (seq !== state.pollSeq || state.ended) return;
    state.offset = value.serverTime - (sent + Date.now()) / 2;
    applyEvents(value);
    if (!state.loaded || state.pollFailed) status.show(t('sports.ready'));
    state.loaded = true;
    state.pollFailed = false;
  } catch (error) {
    if (seq !== state.pollSeq) return;
    if (isEnd(error)) return endSession(error);
    status.show(errorText(error), 'error');
    state.pollFailed = true;
  }
}

/** @param {unknown} error */
const isEnd = (error) => error instanceof GameError && error.code === 'game.session.invalid';

/** Polls the fixtures every 3 s while the page is visible (and the balance every 15 s). */
async function poll() {
  window.clearTimeout(state.pollTimer);
  if (state.ended || !visible()) return;
  const work = [loadEvents()];
  if (Date.now() - state.stateAt > STATE_MS) work.push(loadState());
  await Promise.all(work);
  window.clearTimeout(state.pollTimer);
  if (!state.ended && visible()) state.pollTimer = window.setTimeout(() => void poll(), POLL_MS);
}

/** @param {unknown} error */
function endSession(error) {
  if (state.ended) return;
  state.ended = true;
  window.clearTimeout(state.pollTimer);
  myBets.stop();
  slip.end();
  const now = serverNow();
  for (const [id, row] of rows) {
    const ev = state.events.get(id);
    if (ev) row.update(ev, { selected: slip.selected(id), off: true, now });
  }
  status.show(errorText(error), 'error');
}

// ---------------------------------------------------------------------------------------------
// Start

selectTab('upcoming', false);
slipContext();
void (async () => {
  await loadState();
  if (state.ended) return;
  await poll();
  void myBets.count();
})();
window.setInterval(() => {
  if (!visible() || state.tab !== 'upcoming') return;
  const now = serverNow();
  for (const row of rows.values()) row.tick(now);
}, 1000);
document.addEventListener('visibilitychange', () => {
  if (state.ended) return;
  myBets.setShown(state.tab === 'bets' && visible());
  if (visible()) void poll();
  else window.clearTimeout(state.pollTimer);
});
