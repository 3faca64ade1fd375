// @ts-check
/* global Element, document */
// "Lucky Sevens", the house 5x3 video slot: the page only draws. Every spin is decided on the
// game server (POST /hv/game/spin); the reels land on the grid it returns and the wins shown are
// the ones it paid.
import {
  api,
  betStepper,
  betSteps,
  errorText,
  formatMoney,
  GameError,
  gameHeader,
  gameRoot,
  h,
  reducedMotion,
  remember,
  s,
  statusLine,
} from './hv-client.js';
import { t } from './hv-i18n.js';
import { symbolSvg, SYMBOLS } from './slot-symbols.js';

// These tables mirror apps/server/src/modules/house-vendor/games/slot-config.ts (LINES,
// LINE_PAYS, SCATTER_PAYS, SLOT_RTP); they only feed the paytable and the line drawings.
// Change them together with the server's config.
/** Row (0 top .. 2 bottom) on reels 1..5 of paylines 1..20. */
const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
/** Pays for 3, 4, 5 of a kind in line bets, by symbol id (SCATTER pays by SCATTER_PAYS). */
const LINE_PAYS = [
  [50, 200, 1000], // WILD
  [0, 0, 0], // SCATTER
  [20, 30, 60], // NINE
  [20, 30, 60], // TEN
  [20, 40, 80], // JACK
  [25, 45, 100], // QUEEN
  [30, 50, 120], // KING
  [35, 60, 150], // ACE
  [50, 170, 475], // BELL
  [100, 300, 950], // SEVEN
];
/** Pays for 3, 4, 5 scatters anywhere, in total bets. */
const SCATTER_PAYS = [2, 10, 50];
const SLOT_RTP = '96.00 %';

const REELS = 5;
const ROWS = 3;
const SCATTER = 1;
/** The least time the reels spin, so even a fast answer reads as a spin. */
const MIN_SPIN_MS = 550;
const STOP_STAGGER_MS = 170;
const LAND_MS = 420;
/** Blurred filler symbols while the reels run; only a picture, never a result. */
const FILLER = [2, 3, 4, 5, 6, 7, 2, 3, 4, 8, 5, 6, 9, 7, 0, 1];

/**
 * A spin's outcome as the server answers it (amounts as decimal strings).
 * @typedef {{ grid: number[][], lineWins: { line: number, symbol: number, count: number, win: string }[],
 *   scatterCount: number, scatterWin: string, totalWin: string }} SpinOutcome
 * @typedef {{ el: HTMLDivElement, strip: HTMLDivElement, anim: Animation | null, reel: number }} Reel
 */

/** @param {number} line */
const lineColour = (line) => `hsl(${((line - 1) * 137) % 360} 90% 55%)`;
/** @param {number} ms @returns {Promise<void>} */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {number} id */
const symbolName = (id) => t(`sym.${SYMBOLS[id] ?? 'NINE'}`);
/** @param {number} n */
const fillers = (n) => Array.from({ length: n }, () => FILLER[Math.floor(Math.random() * FILLER.length)]);

// ---------------------------------------------------------------------------------------------
// State

const state = {
  ready: false,
  busy: false,
  ended: false,
  demo: false,
  /** @type {{ min: bigint, max: bigint } | null} the total bet's limits */
  limits: null,
  grid: Array.from({ length: REELS }, () => fillers(ROWS)),
  /** @type {SpinOutcome | null} */
  lastWins: null,
  /** Counts played rounds, so a balance read that started before a round is not shown after it. */
  rounds: 0,
};

const root = gameRoot();
const header = gameHeader(t('slot.title'));
const status = statusLine();

// Reels: a viewport per reel showing 3 cells; the strip inside moves while spinning.
const reels = Array.from({ length: REELS }, (_, reel) => {
  const strip = h('div', { class: 'hv-strip' });
  const el = h('div', { class: 'hv-reel', role: 'group' }, strip);
  /** @type {Reel} */
  const r = { el, strip, anim: null, reel };
  return r;
});
const overlay = s('svg', {
  class: 'hv-lines',
  viewBox: `0 0 ${REELS * 100} ${ROWS * 100}`,
  preserveAspectRatio: 'none',
  'aria-hidden': 'true',
});
const badges = h('div', { class: 'hv-line-badges', 'aria-hidden': 'true' });
const reelsEl = h(
  'div',
  { class: 'hv-reels', role: 'group', 'aria-label': t('slot.reelsLabel') },
  reels.map((r) => r.el),
);
const winBanner = h('div', { class: 'hv-win-banner', hidden: true, 'aria-hidden': 'true' });
// The lines and their number badges lie over the reels; the badges may stick out onto the frame.
const machine = h(
  'section',
  { class: 'hv-machine' },
  h('div', { class: 'hv-reels-wrap' }, reelsEl, overlay, badges),
  winBanner,
);

const winsList = h('ul', { class: 'hv-wins' });

const totalBetEl = h('output', { class: 'hv-total__value', id: 'hv-total-bet' }, '–');
const stepper = betStepper({
  label: t('slot.lineBet'),
  id: 'hv-line-bet',
  onChange: (bet) => {
    totalBetEl.textContent = formatMoney(bet * BigInt(LINES.length));
    remember.set('slot.lineBet', bet);
  },
});
const spinBtn = h(
  'button',
  { type: 'button', class: 'hv-spin', onclick: () => play(), 'aria-describedby': 'hv-key-hint' },
  h('span', { class: 'hv-spin__icon', 'aria-hidden': 'true' }, '⟳'),
  h('span', { class: 'hv-spin__text' }, t('slot.spin')),
);
const payBtn = h(
  'button',
  { type: 'button', class: 'hv-secondary', onclick: () => openPaytable(), 'aria-haspopup': 'dialog' },
  t('slot.paytable'),
);
const controls = h(
  'div',
  { class: 'hv-controls' },
  stepper.el,
  h(
    'div',
    { class: 'hv-field hv-total' },
    h('span', { class: 'hv-field__label' }, t('slot.totalBet')),
    totalBetEl,
    h('span', { class: 'hv-total__lines' }, t('slot.lines', { n: LINES.length })),
  ),
  h(
    'div',
    { class: 'hv-spin-wrap' },
    spinBtn,
    h('span', { class: 'hv-key-hint', id: 'hv-key-hint' }, t('slot.keyHint')),
  ),
  payBtn,
);

const dialog = h('dialog', { class: 'hv-dialog', 'aria-labelledby': 'hv-paytable-title' });
dialog.addEventListener('click', (event) => {
  if (event.target === dialog) dialog.close(); // a click on the backdrop
});

root.append(header.el, machine, status.el, winsList, controls, dialog);
status.show(t('common.loading'));

// ---------------------------------------------------------------------------------------------
// Drawing the reels

/** @param {number} symbol @param {number} reel @param {number} [row] absent for blurred fillers */
function cell(symbol, reel, row) {
  const el = h('div', { class: 'hv-cell' }, symbolSvg(symbol));
  if (row !== undefined) {
    el.setAttribute('role', 'img');
    el.setAttribute(
      'aria-label',
      t('slot.cell', { reel: reel + 1, row: row + 1, symbol: symbolName(symbol) }),
    );
  } else {
    el.setAttribute('aria-hidden', 'true');
  }
  return el;
}

/** @param {Reel} reel @param {number[]} column */
function showGrid(reel, column) {
  reel.strip.replaceChildren(...column.map((symbol, row) => cell(symbol, reel.reel, row)));
  reel.strip.getAnimations().forEach((a) => a.cancel());
}

/** @param {Reel} reel */
const cellHeight = (reel) => reel.el.clientHeight / ROWS;

/**
 * Starts one reel: it speeds up away from what it showed, then runs until stopped.
 * @param {Reel} reel
 */
function startReel(reel) {
  const h1 = cellHeight(reel);
  const loop = fillers(6);
  reel.el.classList.add('hv-reel--spinning');
  reel.strip.replaceChildren(
    ...loop.map((x) => cell(x, reel.reel)),
    ...state.grid[reel.reel].map((x) => cell(x, reel.reel)),
  );
  const windUp = reel.strip.animate(
    [{ transform: `translateY(${-6 * h1}px)` }, { transform: 'translateY(0)' }],
    { duration: 260, easing: 'cubic-bezier(.5,0,1,1)', delay: reel.reel * 50 },
  );
  windUp.onfinish = () => {
    if (!reel.el.classList.contains('hv-reel--spinning')) return;
    reel.strip.replaceChildren(...[...loop, ...loop].map((x) => cell(x, reel.reel)));
    reel.anim = reel.strip.animate(
      [{ transform: `translateY(${-6 * h1}px)` }, { transform: 'translateY(0)' }],
      { duration: 330, iterations: Infinity },
    );
  };
  reel.anim = windUp;
}

/**
 * Stops one reel on the given column (top to bottom), with a small bounce.
 * @param {Reel} reel
 * @param {number[]} column
 * @returns {Promise<void>}
 */
function landReel(reel, column) {
  return new Promise((resolve) => {
    reel.anim?.cancel();
    reel.anim = null;
    reel.el.classList.remove('hv-reel--spinning');
    const h1 = cellHeight(reel);
    const run = fillers(5);
    reel.strip.replaceChildren(
      ...column.map((x, row) => cell(x, reel.reel, row)),
      ...run.map((x) => cell(x, reel.reel)),
    );
    const anim = reel.strip.animate(
      [{ transform: `translateY(${-run.length * h1}px)` }, { transform: 'translateY(0)' }],
      { duration: LAND_MS, easing: 'cubic-bezier(.25,.9,.35,1.12)' },
    );
    anim.onfinish = () => {
      showGrid(reel, column);
      resolve();
    };
    anim.oncancel = () => resolve();
  });
}

// ---------------------------------------------------------------------------------------------
// Wins

function clearWins() {
  overlay.replaceChildren();
  badges.replaceChildren();
  winsList.replaceChildren();
  winBanner.hidden = true;
  winBanner.classList.remove('hv-win-banner--big');
  machine.classList.remove('hv-machine--focus');
  for (const reel of reels)
    for (const c of reel.strip.children)
      c.classList.remove('hv-cell--win', 'hv-cell--scatter', 'hv-cell--dim');
  state.lastWins = null;
}

/** @param {number[]} rows */
const linePoints = (rows) => {
  const pts = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
  return [`0,${rows[0] * 100 + 50}`, ...pts, `${REELS * 100},${rows[REELS - 1] * 100 + 50}`].join(' ');
};

/**
 * Marks the winning cells: every win, or only the focused line when one is chosen.
 * @param {SpinOutcome} outcome
 * @param {number | null} focusLine
 */
function markCells(outcome, focusLine) {
  const win = new Set();
  const wins = focusLine ? outcome.lineWins.filter((w) => w.line === focusLine) : outcome.lineWins;
  for (const w of wins)
    for (let reel = 0; reel < w.count; reel++) win.add(`${reel}:${LINES[w.line - 1][reel]}`);
  const scatters = !focusLine && BigInt(outcome.scatterWin) > 0n;
  reels.forEach((reel, r) =>
    [...reel.strip.children].forEach((c, row) => {
      const isWin = win.has(`${r}:${row}`);
      const isScatter = scatters && state.grid[r][row] === SCATTER;
      c.classList.toggle('hv-cell--win', isWin);
      c.classList.toggle('hv-cell--scatter', isScatter);
      c.classList.toggle('hv-cell--dim', !isWin && !isScatter);
    }),
  );
}

/** @param {number | null} line */
function focusLine(line) {
  const outcome = state.lastWins;
  if (!outcome) return;
  machine.classList.toggle('hv-machine--focus', line !== null);
  const overlayLines = /** @type {HTMLCollectionOf<SVGElement>} */ (overlay.children);
  for (const el of overlayLines) el.classList.toggle('is-focus', Number(el.dataset.line) === line);
  const lineBadges = /** @type {HTMLCollectionOf<HTMLElement>} */ (badges.children);
  for (const el of lineBadges) el.classList.toggle('is-focus', Number(el.dataset.line) === line);
  markCells(outcome, line);
}

/** @param {SpinOutcome} outcome @param {bigint} totalBet */
function showWins(outcome, totalBet) {
  clearWins();
  state.lastWins = outcome;
  const lineWins = outcome.lineWins ?? [];
  // badges of lines that start on the same row stand in a column centred on that row
  const onRow = [0, 0, 0];
  for (const w of lineWins) onRow[LINES[w.line - 1][0]]++;
  const perRow = [0, 0, 0];
  for (const w of lineWins) {
    const rows = LINES[w.line - 1];
    const colour = lineColour(w.line);
    overlay.append(
      // a dark casing under the colour keeps every line visible on light and dark cells
      s('polyline', {
        class: 'hv-line-casing',
        points: linePoints(rows),
        'data-line': w.line,
        'vector-effect': 'non-scaling-stroke',
      }),
      s('polyline', {
        class: 'hv-line',
        points: linePoints(rows),
        stroke: colour,
        'data-line': w.line,
        'vector-effect': 'non-scaling-stroke',
      }),
    );
    const badge = h('span', { class: 'hv-line-badge', 'data-line': w.line }, String(w.line));
    badge.style.setProperty('--line-colour', colour);
    const shift = (perRow[rows[0]]++ - (onRow[rows[0]] - 1) / 2) * 1.8;
    badge.style.top = `calc(${((rows[0] + 0.5) / ROWS) * 100}% + ${shift}em)`;
    badges.append(badge);
    const text = t('slot.lineWin', {
      line: w.line,
      count: w.count,
      symbol: symbolName(w.symbol),
      amount: formatMoney(w.win),
    });
    const item = h(
      'button',
      {
        type: 'button',
        class: 'hv-win-chip',
        onmouseenter: () => focusLine(w.line),
        onmouseleave: () => focusLine(null),
        onfocus: () => focusLine(w.line),
        onblur: () => focusLine(null),
      },
      h('span', { class: 'hv-win-chip__dot', 'aria-hidden': 'true' }, String(w.line)),
      text,
    );
    item.style.setProperty('--line-colour', colour);
    winsList.append(h('li', {}, item));
  }
  if (BigInt(outcome.scatterWin) > 0n) {
    winsList.append(
      h(
        'li',
        {},
        h(
          'span',
          { class: 'hv-win-chip hv-win-chip--scatter' },
          h('span', { class: 'hv-win-chip__dot', 'aria-hidden': 'true' }, '◆'),
          t('slot.scatterWin', { count: outcome.scatterCount, amount: formatMoney(outcome.scatterWin) }),
        ),
      ),
    );
  }
  const total = BigInt(outcome.totalWin);
  if (total > 0n) {
    markCells(outcome, null);
    const big = total >= totalBet * 10n;
    const text = big
      ? t('slot.bigWin', { amount: formatMoney(total) })
      : t('slot.win', { amount: formatMoney(total) });
    status.show(text, 'win');
    winBanner.textContent = `+${formatMoney(total)}`;
    winBanner.classList.toggle('hv-win-banner--big', big);
    winBanner.hidden = false;
  } else {
    status.show(t('slot.noWin'));
  }
}

// ---------------------------------------------------------------------------------------------
// Playing

/** @param {boolean} busy */
function setBusy(busy) {
  state.busy = busy;
  spinBtn.disabled = busy || state.ended;
  spinBtn.classList.toggle('hv-spin--busy', busy);
  spinBtn.setAttribute('aria-busy', String(busy));
  stepper.setDisabled(busy || state.ended || !state.ready);
  payBtn.disabled = false;
}

/** @param {unknown} error */
function endSession(error) {
  state.ended = true;
  status.show(errorText(error), 'error');
  setBusy(false);
}

async function play() {
  if (state.busy || state.ended) return;
  if (!state.ready) return void load();
  const bet = stepper.value();
  if (bet === undefined) return;
  const hadFocus = document.activeElement === spinBtn;
  clearWins();
  setBusy(true);
  status.show(t('slot.spinning'));
  const motion = !reducedMotion();
  if (motion) reels.forEach(startReel);
  const started = performance.now();
  let result;
  let failure;
  try {
    result = await api.spin(bet);
  } catch (error) {
    failure = error;
  }
  if (motion) await wait(Math.max(0, MIN_SPIN_MS - (performance.now() - started)));
  // On a refusal nothing was played: the reels settle back on the screen they showed.
  const grid = result
    ? /** @type {SpinOutcome} */ (result.outcome).grid.map((column) => column.map(Number))
    : state.grid;
  if (motion) {
    await Promise.all(reels.map((reel, i) => wait(i * STOP_STAGGER_MS).then(() => landReel(reel, grid[i]))));
  } else {
    reels.forEach((reel, i) => showGrid(reel, grid[i]));
  }
  state.grid = grid;
  state.rounds++;
  if (result) {
    header.setBalance(result.balance);
    showWins(result.outcome, BigInt(result.stake));
  } else if (failure instanceof GameError && failure.code === 'game.session.invalid') {
    endSession(failure);
  } else {
    status.show(errorText(failure, state.limits), 'error');
    if (failure instanceof GameError && failure.code === 'balance.insufficient') void refreshBalance();
  }
  setBusy(false);
  if (hadFocus && (document.activeElement === document.body || document.activeElement === null))
    spinBtn.focus({ preventScroll: true });
}

/** Space or Enter spins, unless a control has the focus (it reacts to them itself). */
document.addEventListener('keydown', (event) => {
  if (event.key !== ' ' && event.key !== 'Enter') return;
  if (dialog.open || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (target instanceof Element && target.closest('button, a, input, select, textarea, summary, [tabindex]'))
    return;
  event.preventDefault();
  if (!event.repeat) void play();
});

// ---------------------------------------------------------------------------------------------
// Paytable

function paytable() {
  const bet = stepper.value() ?? 0n;
  /** @param {number} mult */
  const money = (mult) => (bet ? formatMoney(bet * BigInt(mult)) : '');
  const order = [9, 8, 0, 7, 6, 5, 4, 3, 2]; // SEVEN, BELL, WILD, ACE, KING, QUEEN, JACK, TEN, NINE
  const rows = order.map((id) =>
    h(
      'tr',
      {},
      h(
        'th',
        { scope: 'row' },
        h('span', { class: 'hv-pay__sym' }, symbolSvg(id)),
        h('span', { class: 'hv-pay__name' }, symbolName(id)),
      ),
      LINE_PAYS[id].map((pay) =>
        h(
          'td',
          {},
          h('span', { class: 'hv-pay__mult' }, `×${pay}`),
          h('span', { class: 'hv-pay__money' }, money(pay)),
        ),
      ),
    ),
  );
  const scatterRow = h(
    'tr',
    {},
    h(
      'th',
      { scope: 'row' },
      h('span', { class: 'hv-pay__sym' }, symbolSvg(SCATTER)),
      h('span', { class: 'hv-pay__name' }, symbolName(SCATTER)),
    ),
    SCATTER_PAYS.map((pay) =>
      h(
        'td',
        {},
        h('span', { class: 'hv-pay__mult' }, `×${pay}`),
        h('span', { class: 'hv-pay__money' }, money(pay * LINES.length)),
      ),
    ),
  );
  /** @param {string} key */
  const head = (key) =>
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', {}, ''),
        [3, 4, 5].map((n) => h('th', { scope: 'col' }, t(key, { n }))),
      ),
    );
  const lines = LINES.map((rows, i) =>
    h(
      'li',
      { class: 'hv-payline' },
      h('span', { class: 'hv-payline__no' }, String(i + 1)),
      s(
        'svg',
        { class: 'hv-payline__map', viewBox: '0 0 50 30', 'aria-hidden': 'true' },
        Array.from({ length: REELS * ROWS }, (_, k) => {
          const reel = Math.floor(k / ROWS);
          const row = k % ROWS;
          return s('rect', {
            class: rows[reel] === row ? 'on' : 'off',
            x: reel * 10 + 1,
            y: row * 10 + 1,
            width: 8,
            height: 8,
            rx: 1.5,
          });
        }),
      ),
    ),
  );
  return [
    h(
      'div',
      { class: 'hv-dialog__head' },
      h('h2', { id: 'hv-paytable-title' }, t('slot.paytableTitle')),
      h(
        'button',
        { type: 'button', class: 'hv-secondary', onclick: () => dialog.close() },
        t('common.close'),
      ),
    ),
    h('p', { class: 'hv-rules' }, t('slot.rules')),
    h('h3', {}, t('slot.paysLineBets')),
    h('table', { class: 'hv-pay' }, head('slot.ofAKind'), h('tbody', {}, rows)),
    h('h3', {}, t('slot.paysTotalBets')),
    h('table', { class: 'hv-pay' }, head('slot.scatters'), h('tbody', {}, scatterRow)),
    h('h3', {}, t('slot.paylines')),
    h('ol', { class: 'hv-paylines' }, lines),
    h('p', { class: 'hv-rules hv-rules--small' }, t('common.rtp', { rtp: SLOT_RTP })),
  ];
}

function openPaytable() {
  dialog.replaceChildren(...paytable());
  dialog.showModal();
}

// ---------------------------------------------------------------------------------------------
// Start

async function refreshBalance() {
  if (state.ended) return;
  const rounds = state.rounds;
  try {
    const value = await api.state();
    if (!state.busy && rounds === state.rounds) header.setBalance(value.balance);
  } catch (error) {
    if (error instanceof GameError && error.code === 'game.session.invalid' && !state.busy) endSession(error);
  }
}

async function load() {
  setBusy(true);
  try {
    const value = await api.state();
    if (value.game !== 'SLOT') throw new GameError('game.not.found');
    state.demo = Boolean(value.demo);
    header.setDemo(state.demo);
    header.setBalance(value.balance);
    const min = BigInt(value.minBet);
    const max = BigInt(value.maxBet);
    state.limits = { min, max };
    const n = BigInt(LINES.length);
    const steps = betSteps((min + n - 1n) / n, max / n);
    if (!steps.length) throw new GameError('bet.out.of.limits');
    const saved = remember.get('slot.lineBet');
    stepper.setSteps(steps, saved && /^\d{1,18}$/.test(saved) ? saved : steps[0]);
    state.ready = true;
    status.show(t('slot.ready'));
  } catch (error) {
    if (error instanceof GameError && error.code === 'game.session.invalid') return endSession(error);
    status.show(errorText(error, state.limits), 'error');
  } finally {
    setBusy(false);
  }
}

reels.forEach((reel, i) => showGrid(reel, state.grid[i]));
void load();
// The player may move money in from the site meanwhile: refresh the balance when idle.
setInterval(() => {
  if (state.ready && !state.busy && document.visibilityState === 'visible') void refreshBalance();
}, 20_000);
document.addEventListener('visibilitychange', () => {
  if (state.ready && !state.busy && document.visibilityState === 'visible') void refreshBalance();
});
