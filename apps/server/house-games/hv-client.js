// @ts-check
/* global EventSource, Node, document, window */
// Shared by the house games' pages: the round API, money formatting, the theme, and the small
// pieces of page every game has (header with balance and FREE PLAY badge, bet stepper, status).
// Every outcome and every balance comes from the server; the page only shows them.
import { t } from './hv-i18n.js';

const params = new URLSearchParams(window.location.search);
/** The game session token of the launch (?t=), sent as the x-game-session header. */
const TOKEN = params.get('t') || '';

/** A refused or failed call; `code` is the server's error code or rate.limited / network / unknown. */
export class GameError extends Error {
  /**
   * @param {string} code
   * @param {number} [status] the HTTP status, 0 when there was no answer
   */
  constructor(code, status = 0) {
    super(code);
    this.code = code;
    this.status = status;
  }
}

const KNOWN_ERRORS = [
  'game.session.invalid',
  'bet.out.of.limits',
  'balance.insufficient',
  'game.not.found',
  'live.betting.closed',
  'sports.odds.changed',
  'sports.market.closed',
  'sports.event.invalid',
  'sports.cashout.unavailable',
  'pvp.not.your.turn',
];

/**
 * @typedef {{ game: 'SLOT' | 'FISH', demo: boolean, balance: string, minBet: string, maxBet: string }} GameState
 * @typedef {{ roundId: string, stake: string, payout: string, balance: string, outcome: any }} Round
 *   `outcome` is the game's own result (slot spin or fish shot), read by that game's page.
 */

/**
 * @param {'GET' | 'POST'} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>} the answer's value
 */
async function call(method, path, body) {
  if (!TOKEN) throw new GameError('game.session.invalid', 401);
  /** @type {Record<string, string>} */
  const headers = { 'x-game-session': TOKEN, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
    });
  } catch {
    throw new GameError('network');
  }
  let data = null;
  try {
    data = await res.json();
  } catch {
    /* not JSON: handled below by the status */
  }
  if (data && data.ok === true) return data.value;
  if (res.status === 429) throw new GameError('rate.limited', 429);
  const code = data && typeof data.error === 'string' ? data.error : '';
  if (KNOWN_ERRORS.includes(code)) throw new GameError(code, res.status);
  if (res.status === 401) throw new GameError('game.session.invalid', 401);
  throw new GameError('unknown', res.status);
}

/**
 * A call to any path of the house games' API with the session header, answering the value (for a
 * page whose API has no wrapper in this file).
 */
export const gameCall = call;

/**
 * A Server-Sent Events stream of a house-game path with the session token in its query (an
 * EventSource sends no headers), or null without a token.
 * @param {string} path
 * @returns {EventSource | null}
 */
export const gameStream = (path) =>
  TOKEN ? new EventSource(`${path}?t=${encodeURIComponent(TOKEN)}`) : null;

/**
 * Checks a provably fair commit: true when SHA-256 of the seed's bytes (a hex seed) or of its text
 * is the commit (hex), false when it is not, null when this browser cannot tell (no Web Crypto).
 * @param {string} seed
 * @param {string} commit
 * @returns {Promise<boolean | null>}
 */
export async function seedMatchesCommit(seed, commit) {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  if (!seed || !commit) return false;
  const want = commit.toLowerCase();
  /** @type {Uint8Array[]} */
  const inputs = [];
  if (/^([0-9a-f]{2})+$/i.test(seed))
    inputs.push(new Uint8Array((seed.match(/../g) ?? []).map((byte) => parseInt(byte, 16))));
  inputs.push(new TextEncoder().encode(seed));
  try {
    for (const input of inputs) {
      const digest = await subtle.digest('SHA-256', /** @type {Uint8Array<ArrayBuffer>} */ (input));
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      if (hex === want) return true;
    }
  } catch {
    return null;
  }
  return false;
}

export const api = {
  /** @returns {Promise<GameState>} */
  state: () => call('GET', '/hv/game/state'),
  /** @param {bigint} betPerLine @returns {Promise<Round>} */
  spin: (betPerLine) => call('POST', '/hv/game/spin', { betPerLine: String(betPerLine) }),
  /** @param {bigint} bet @param {string} target @returns {Promise<Round>} */
  shoot: (bet, target) => call('POST', '/hv/game/shoot', { bet: String(bet), target }),
};

/**
 * The live tables (baccarat). Amounts are minor units as decimal strings, times epoch ms of the
 * server's clock.
 * @typedef {'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR'} LiveSpot
 * @typedef {{ rank: number, suit: 'S' | 'H' | 'D' | 'C' }} LiveCard  rank 1 ace .. 13 king
 * @typedef {{ no: string, opensAt: number, closesAt: number, nextAt: number, commit: string }} LiveRound
 *   betting is open from opensAt to closesAt; commit = SHA-256 (hex) of the round's secret seed
 * @typedef {{ no: string, commit: string, seed: string, player: LiveCard[], banker: LiveCard[],
 *   playerTotal: number, bankerTotal: number, winner: 'PLAYER' | 'BANKER' | 'TIE',
 *   playerPair: boolean, bankerPair: boolean }} LiveResult
 * @typedef {{ col: number, row: number, winner: 'PLAYER' | 'BANKER', ties: number }} BigRoadCell
 * @typedef {{ spot: LiveSpot, stake: string }} LiveStake
 * @typedef {{ table: { code: string, name: string }, demo: boolean, balance: string, minBet: string,
 *   maxBet: string, serverTime: number, round: LiveRound, myBets: LiveStake[], history: LiveResult[],
 *   bigRoad: BigRoadCell[], last: { no: string, stake: string, payout: string } | null }} LiveState
 *   minBet / maxBet: per spot and round; history: the last results, oldest first
 * @typedef {{ type: 'round', round: LiveRound, serverTime: number }
 *   | { type: 'result', result: LiveResult }
 *   | { type: 'totals', no: string, totals: Partial<Record<LiveSpot, string>>, bettors: number }} LiveEvent
 *   what the stream sends (default 'message' events, JSON data)
 */

export const liveApi = {
  /** @returns {Promise<LiveState>} */
  state: () => call('GET', '/hv/live/state'),
  /**
   * Adds stakes to my bets of the round (refused with live.betting.closed once it closed).
   * @param {string} round the round's no
   * @param {{ spot: LiveSpot, amount: bigint }[]} bets
   * @returns {Promise<{ balance: string, myBets: LiveStake[] }>}
   */
  bet: (round, bets) =>
    call('POST', '/hv/live/bet', {
      round,
      bets: bets.map((b) => ({ spot: b.spot, amount: String(b.amount) })),
    }),
  /**
   * The table's event stream (Server-Sent Events; the browser reconnects by itself), or null
   * without a session token.
   * @returns {EventSource | null}
   */
  stream: () => (TOKEN ? new EventSource(`/hv/live/stream?t=${encodeURIComponent(TOKEN)}`) : null),
};

/**
 * The house sportsbooks (football and virtual football; e-soccer). Amounts are minor units as
 * decimal strings, odds decimal odds in thousandths (2150 = 2.15), lines in tenths (−15 = −1.5),
 * times epoch ms of the server's clock.
 * @typedef {'SPORTS' | 'ESPORTS'} SportsBook
 * @typedef {'1X2' | 'HANDICAP' | 'TOTAL'} SportMarketKind
 * @typedef {'HOME' | 'DRAW' | 'AWAY' | 'OVER' | 'UNDER'} SportSelection
 * @typedef {'NONE' | 'HIGHER' | 'ANY'} SportAcceptOdds  what the book may do when the odds moved
 * @typedef {{ kind: SportMarketKind, line: number,
 *   selections: { code: SportSelection, odds: number | null }[] }} SportMarket
 *   odds null: not offered now (closed, suspended or full time)
 * @typedef {{ id: string, sport: 'FOOTBALL' | 'VFOOTBALL' | 'ESOCCER', league: string, home: string,
 *   away: string, startsAt: number, virtual: boolean, commit: string | null,
 *   status: 'PRE' | 'LIVE' | 'SETTLED' | 'VOID', suspended: boolean, minute: number | null,
 *   score: { home: number, away: number }, markets: SportMarket[], seed?: string | null }} SportEvent
 *   seed: the revealed seed of a virtual match's result (SHA-256 of its bytes = commit)
 * @typedef {{ book: SportsBook, demo: boolean, balance: string, minBet: string, maxBet: string,
 *   maxPayout: string, parlayLegs: { min: number, max: number }, serverTime: number }} SportsState
 * @typedef {{ serverTime: number, events: SportEvent[], results: SportEvent[] }} SportEvents
 *   events: open fixtures (in play and upcoming, by kick-off); results: the latest settled or void ones
 * @typedef {{ eventId: string, market: SportMarketKind, selection: SportSelection, odds: number }} SportLegInput
 * @typedef {{ eventId: string, home: string, away: string, market: SportMarketKind, line: number,
 *   selection: SportSelection, odds: number, result: 'WON' | 'LOST' | 'VOID' | null,
 *   score: { home: number, away: number } | null }} SportBetLeg
 * @typedef {{ id: string, kind: 'SINGLE' | 'PARLAY', stake: string, odds: number, potential: string,
 *   status: 'OPEN' | 'WON' | 'LOST' | 'VOID' | 'CASHED_OUT', payout: string | null, placedAt: number,
 *   settledAt: number | null, cashOut: string | null, legs: SportBetLeg[] }} SportBet
 *   cashOut: the offer now (open bets only), null when none
 */

export const sportsApi = {
  /** @returns {Promise<SportsState>} */
  state: () => call('GET', '/hv/sports/state'),
  /** @returns {Promise<SportEvents>} */
  events: () => call('GET', '/hv/sports/events'),
  /**
   * Places one bet: a single (1 leg) or a parlay (2–10 legs, one per event). `requestId` is new per
   * placement and the same when retrying one (the server places it once).
   * @param {{ requestId: string, stake: bigint, legs: SportLegInput[], acceptOdds: SportAcceptOdds }} bet
   * @returns {Promise<{ bet: SportBet, balance: string }>}
   */
  bet: ({ requestId, stake, legs, acceptOdds }) =>
    call('POST', '/hv/sports/bet', { requestId, stake: String(stake), legs, acceptOdds }),
  /** Open or settled bets, newest first. @param {boolean} open @returns {Promise<SportBet[]>} */
  bets: (open) => call('GET', `/hv/sports/bets?open=${open ? 1 : 0}`),
  /**
   * Cashes a bet out at the offer the player accepted.
   * @param {string} betId @param {bigint | string} amount
   * @returns {Promise<{ payout: string, balance: string }>}
   */
  cashOut: (betId, amount) => call('POST', '/hv/sports/cashout', { betId, amount: String(amount) }),
};

/**
 * Minor units (string, number or bigint) as an amount with 2 decimals: 123456 → "1,234.56".
 * @param {string | number | bigint | null | undefined} minor
 */
export function formatMoney(minor) {
  let value;
  try {
    value = BigInt(String(minor));
  } catch {
    return '–';
  }
  const negative = value < 0n;
  if (negative) value = -value;
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (value % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/**
 * The translated message for an error (a GameError or anything thrown).
 * @param {unknown} error
 * @param {{ min: bigint, max: bigint } | null} [limits]
 */
export function errorText(error, limits) {
  const code = error instanceof GameError ? error.code : 'unknown';
  if (code === 'bet.out.of.limits' && limits) {
    return t('error.bet.out.of.limits', { min: formatMoney(limits.min), max: formatMoney(limits.max) });
  }
  if (code === 'bet.out.of.limits') return t('error.bet.out.of.limits.plain');
  const key = `error.${code}`;
  const text = t(key);
  return text === key ? t('error.unknown') : text;
}

/** True when the player asked the system for less motion. */
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// ---------------------------------------------------------------------------------------------
// DOM helpers

/**
 * @typedef {Node | string | number | bigint | false | null | undefined} Child
 *   false, null and undefined are skipped, so `cond && child` works.
 */

/**
 * Creates an element: h('div', { class: 'x', onclick: fn, 'aria-label': '…' }, child, 'text').
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') el.className = String(value);
    else if (name === 'text') el.textContent = String(value);
    else if (name.startsWith('on') && typeof value === 'function')
      el.addEventListener(name.slice(2), /** @type {EventListener} */ (value));
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/**
 * Creates an SVG element with attributes (no style attributes: the CSP allows none).
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {...(Node | string | false | null | undefined | (Node | string)[])} children
 * @returns {SVGElement}
 */
export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (name === 'text') el.textContent = String(value);
    else el.setAttribute(name, String(value));
  }
  for (const child of children.flat()) if (child) el.append(child);
  return el;
}

// ---------------------------------------------------------------------------------------------
// Page pieces

/**
 * The game's header: title, FREE PLAY badge (shown once the state says demo) and balance.
 * Returns { el, setBalance(minor), setDemo(bool) }.
 * @param {string} title
 */
export function gameHeader(title) {
  const balance = h('output', { class: 'hv-balance__value', 'aria-live': 'off' }, '–');
  const badge = h(
    'span',
    { class: 'hv-badge', hidden: true, title: t('common.freePlayHint') },
    t('common.freePlay'),
  );
  const el = h(
    'header',
    { class: 'hv-top' },
    h('h1', { class: 'hv-title' }, title, badge),
    h(
      'div',
      { class: 'hv-balance' },
      h('span', { class: 'hv-balance__label' }, t('common.balance')),
      balance,
    ),
  );
  return {
    el,
    /** @param {string | bigint} minor */
    setBalance(minor) {
      const text = formatMoney(minor);
      if (balance.textContent !== text) {
        balance.textContent = text;
        balance.classList.remove('hv-bump');
        void balance.offsetWidth; // restart the animation
        balance.classList.add('hv-bump');
      }
    },
    /** @param {boolean} demo */
    setDemo(demo) {
      badge.hidden = !demo;
    },
  };
}

/** The status line under the game: message text with a tone (info, win, error). */
export function statusLine() {
  const el = h('p', { class: 'hv-status', role: 'status', 'aria-live': 'polite' });
  return {
    el,
    /** @param {string} text @param {'info' | 'win' | 'error'} [tone] */
    show(text, tone = 'info') {
      el.textContent = text;
      el.dataset.tone = tone;
    },
  };
}

/** The usual coin-like steps (minor units): 1, 2, 5, 10, 20, 50, 100 … 1,000,000. */
/** @type {bigint[]} */
const STEPS = [];
for (let decade = 1n; decade <= 1_000_000n; decade *= 10n) STEPS.push(decade, decade * 2n, decade * 5n);

/**
 * The bets a player can choose for a stake range in minor units: the usual steps inside
 * [lo, hi], plus lo and hi themselves so the whole range is reachable.
 * @param {bigint} lo
 * @param {bigint} hi
 */
export function betSteps(lo, hi) {
  if (hi < lo || hi <= 0n) return [];
  const set = new Set([lo, ...STEPS.filter((v) => v > lo && v < hi), hi].map(String));
  return [...set].map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A − value + stepper over a list of bets (bigint). onChange(bet) runs on every change.
 * Returns { el, value(), setSteps(steps, preferred), setDisabled(bool) }.
 * @param {{ label: string, id: string, onChange?: (bet: bigint) => void }} options
 */
export function betStepper({ label, id, onChange }) {
  /** @type {bigint[]} */
  let steps = [];
  let index = 0;
  const valueEl = h('output', { class: 'hv-stepper__value', id, 'aria-live': 'polite' }, '–');
  const down = h(
    'button',
    {
      type: 'button',
      class: 'hv-stepper__btn',
      'aria-label': t('common.decrease'),
      'aria-controls': id,
      onclick: () => move(-1),
    },
    '−',
  );
  const up = h(
    'button',
    {
      type: 'button',
      class: 'hv-stepper__btn',
      'aria-label': t('common.increase'),
      'aria-controls': id,
      onclick: () => move(1),
    },
    '+',
  );
  let disabled = false;
  const el = h(
    'div',
    { class: 'hv-field' },
    h('span', { class: 'hv-field__label', id: `${id}-label` }, label),
    h('div', { class: 'hv-stepper', role: 'group', 'aria-labelledby': `${id}-label` }, down, valueEl, up),
  );

  const render = () => {
    valueEl.textContent = steps.length ? formatMoney(steps[index]) : '–';
    down.disabled = disabled || index <= 0;
    up.disabled = disabled || index >= steps.length - 1;
  };
  /** @param {number} delta */
  const move = (delta) => {
    const next = Math.min(steps.length - 1, Math.max(0, index + delta));
    if (next === index) return;
    index = next;
    render();
    onChange?.(steps[index]);
  };
  return {
    el,
    value: () => steps[index],
    /** @param {bigint[]} list @param {string | bigint} [preferred] */
    setSteps(list, preferred) {
      steps = list;
      const want = preferred !== undefined ? BigInt(preferred) : list[0];
      // the largest step not above the preferred bet
      index = 0;
      list.forEach((v, i) => {
        if (v <= want) index = i;
      });
      render();
      onChange?.(steps[index]);
    },
    /** @param {boolean} value */
    setDisabled(value) {
      disabled = value;
      render();
    },
  };
}

/** Remembers a small value per game for this browser tab (sessionStorage; ignored when blocked). */
export const remember = {
  /** @param {string} key */
  get(key) {
    try {
      return window.sessionStorage.getItem(`hv.${key}`);
    } catch {
      return null;
    }
  },
  /** @param {string} key @param {unknown} value */
  set(key, value) {
    try {
      window.sessionStorage.setItem(`hv.${key}`, String(value));
    } catch {
      /* ignore */
    }
  },
};

let paused = false;
/** @type {Array<(paused: boolean) => void>} */
const pauseListeners = [];

/** Whether the site's reality check is open over the game (issue 20): nothing may be played. */
export const isPaused = () => paused;

/** Calls `listener` each time the game is paused or resumed (a game whose world moves stops it). */
export function onPause(/** @type {(paused: boolean) => void} */ listener) {
  pauseListeners.push(listener);
}

/**
 * The site's reality check (issue 20) posts `{ type: 'rg-reality-check', open }` into the game's
 * frame when it opens and closes. While it is open the game is paused: its root is inert (no
 * spin, shot, bet or action, by pointer or keyboard) and says so. Only the embedding site may.
 * @param {HTMLElement} root
 */
function pauseOnRealityCheck(root) {
  const note = h('p', { class: 'hv-paused', role: 'status', hidden: true }, t('common.paused'));
  root.after(note);
  window.addEventListener('message', (event) => {
    if (window.parent === window || event.source !== window.parent) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'rg-reality-check') return;
    paused = data.open === true;
    root.inert = paused;
    note.hidden = !paused;
    for (const listener of pauseListeners) listener(paused);
  });
}

/** The page's <main id="game">, emptied, paused while the site's reality check is open. */
export function gameRoot() {
  // The site's icon, for when the page is opened on its own (in the site's iframe it is unused).
  if (!document.querySelector('link[rel="icon"]'))
    document.head.append(h('link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }));
  const root = document.getElementById('game');
  if (!root) throw new Error('the game page has no <main id="game">');
  root.textContent = '';
  pauseOnRealityCheck(root);
  return root;
}
