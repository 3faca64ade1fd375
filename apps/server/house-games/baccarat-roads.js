// @ts-check
// The scoreboard of the baccarat table: counters over the shown history, the bead plate (every
// result, six rows, filled top to bottom then the next column) and the big road (the server's
// cells: streaks of Banker or Player, ties marked on the cell before them). Both are SVG inside a
// box that scrolls sideways on a phone.
import { h, s } from './hv-client.js';
import { t } from './hv-i18n.js';

/** @typedef {import('./hv-client.js').LiveResult} Result */
/** @typedef {import('./hv-client.js').BigRoadCell} BigRoadCell */

const ROWS = 6;
const BEAD = 22;
const BEAD_MIN_COLS = 12;
const BIG = 17;
const BIG_MIN_COLS = 24;

/** @param {string} winner */
const tone = (winner) => winner.toLowerCase();

/** The grid of a road: background and cell lines. @param {number} cols @param {number} rows @param {number} size */
function grid(cols, rows, size) {
  let d = '';
  for (let c = 1; c < cols; c++) d += `M${c * size} 0V${rows * size}`;
  for (let r = 1; r < rows; r++) d += `M0 ${r * size}H${cols * size}`;
  return [
    s('rect', { class: 'bac-road__bg', width: cols * size, height: rows * size }),
    s('path', { class: 'bac-road__grid', d }),
  ];
}

/** @param {Result[]} history */
function beadSvg(history) {
  const cols = Math.max(BEAD_MIN_COLS, Math.ceil(history.length / ROWS));
  const cells = history.map((result, i) => {
    const x = Math.floor(i / ROWS) * BEAD;
    const y = (i % ROWS) * BEAD;
    return s(
      'g',
      {
        class: `bac-bead bac-bead--${tone(result.winner)}`,
        'data-no': result.no,
        'data-winner': result.winner,
      },
      s('circle', { class: 'bac-bead__disc', cx: x + BEAD / 2, cy: y + BEAD / 2, r: BEAD / 2 - 1.5 }),
      s('text', {
        class: 'bac-bead__letter',
        x: x + BEAD / 2,
        y: y + BEAD / 2 + 4,
        'text-anchor': 'middle',
        text: t(`baccarat.letter.${result.winner}`),
      }),
      result.bankerPair && s('circle', { class: 'bac-dot bac-dot--banker', cx: x + 4.5, cy: y + 4.5, r: 3 }),
      result.playerPair &&
        s('circle', { class: 'bac-dot bac-dot--player', cx: x + BEAD - 4.5, cy: y + BEAD - 4.5, r: 3 }),
    );
  });
  return s(
    'svg',
    {
      class: 'bac-road__svg',
      width: cols * BEAD,
      height: ROWS * BEAD,
      viewBox: `0 0 ${cols * BEAD} ${ROWS * BEAD}`,
      role: 'img',
      'aria-label': t('baccarat.beadLabel', { n: history.length }),
    },
    grid(cols, ROWS, BEAD),
    cells,
  );
}

/** @param {BigRoadCell[]} cells */
function bigRoadSvg(cells) {
  const rows = Math.max(ROWS, ...cells.map((c) => c.row + 1));
  const cols = Math.max(BIG_MIN_COLS, ...cells.map((c) => c.col + 2));
  const r = BIG / 2 - 2.5;
  const marks = cells.map((cell) => {
    const cx = cell.col * BIG + BIG / 2;
    const cy = cell.row * BIG + BIG / 2;
    return s(
      'g',
      { class: `bac-big bac-big--${tone(cell.winner)}`, 'data-winner': cell.winner, 'data-ties': cell.ties },
      s('circle', { class: 'bac-big__ring', cx, cy, r }),
      cell.ties > 0 &&
        s('path', { class: 'bac-big__tie', d: `M${cx - r - 1} ${cy + r + 1}L${cx + r + 1} ${cy - r - 1}` }),
      cell.ties > 1 &&
        s('text', {
          class: 'bac-big__ties',
          x: cx,
          y: cy + 3,
          'text-anchor': 'middle',
          text: String(cell.ties),
        }),
    );
  });
  return s(
    'svg',
    {
      class: 'bac-road__svg',
      width: cols * BIG,
      height: rows * BIG,
      viewBox: `0 0 ${cols * BIG} ${rows * BIG}`,
      role: 'img',
      'aria-label': t('baccarat.bigRoadLabel', {
        n: cells.length ? Math.max(...cells.map((c) => c.col)) + 1 : 0,
      }),
    },
    grid(cols, rows, BIG),
    marks,
  );
}

/** A small coloured sample for the legend and the counters. @param {string} kind */
function sample(kind) {
  const shape =
    kind === 'big'
      ? s(
          'g',
          { class: 'bac-big bac-big--banker' },
          s('circle', { class: 'bac-big__ring', cx: 8, cy: 8, r: 5.5 }),
        )
      : kind === 'bigtie'
        ? s(
            'g',
            { class: 'bac-big bac-big--player' },
            s('circle', { class: 'bac-big__ring', cx: 8, cy: 8, r: 5.5 }),
            s('path', { class: 'bac-big__tie', d: 'M2 14L14 2' }),
          )
        : kind.endsWith('pair')
          ? s('circle', { class: `bac-dot bac-dot--${kind.replace('pair', '')}`, cx: 8, cy: 8, r: 4 })
          : s(
              'g',
              { class: `bac-bead bac-bead--${kind}` },
              s('circle', { class: 'bac-bead__disc', cx: 8, cy: 8, r: 7 }),
            );
  return s(
    'svg',
    { class: 'bac-sample', viewBox: '0 0 16 16', 'aria-hidden': 'true', focusable: 'false' },
    shape,
  );
}

export function createRoads() {
  const count = {
    BANKER: h('b', { class: 'bac-count__n' }, '0'),
    PLAYER: h('b', { class: 'bac-count__n' }, '0'),
    TIE: h('b', { class: 'bac-count__n' }, '0'),
    BANKER_PAIR: h('b', { class: 'bac-count__n' }, '0'),
    PLAYER_PAIR: h('b', { class: 'bac-count__n' }, '0'),
  };
  const kinds = {
    BANKER: 'banker',
    PLAYER: 'player',
    TIE: 'tie',
    BANKER_PAIR: 'bankerpair',
    PLAYER_PAIR: 'playerpair',
  };
  const counters = h(
    'ul',
    { class: 'bac-counts', 'aria-label': t('baccarat.counts') },
    Object.entries(count).map(([spot, n]) =>
      h(
        'li',
        { class: `bac-count bac-count--${kinds[/** @type {keyof typeof kinds} */ (spot)]}` },
        sample(kinds[/** @type {keyof typeof kinds} */ (spot)]),
        h('span', { class: 'bac-count__name' }, t(`baccarat.spot.${spot}`)),
        n,
      ),
    ),
  );
  const rounds = h('span', { class: 'bac-counts__rounds' });
  const bead = h('div', { class: 'bac-road', 'data-testid': 'bac-bead', tabindex: 0 });
  const big = h('div', { class: 'bac-road', 'data-testid': 'bac-bigroad', tabindex: 0 });
  bead.setAttribute('aria-label', t('baccarat.bead'));
  big.setAttribute('aria-label', t('baccarat.bigRoad'));
  const legend = h(
    'ul',
    { class: 'bac-legend', 'aria-label': t('baccarat.legend') },
    [
      ['banker', t('baccarat.legend.banker')],
      ['player', t('baccarat.legend.player')],
      ['tie', t('baccarat.legend.tie')],
      ['bankerpair', t('baccarat.spot.BANKER_PAIR')],
      ['playerpair', t('baccarat.spot.PLAYER_PAIR')],
      ['big', t('baccarat.legend.big')],
      ['bigtie', t('baccarat.legend.bigTie')],
    ].map(([kind, text]) => h('li', {}, sample(kind), text)),
  );
  const el = h(
    'section',
    { class: 'bac-roads', 'aria-labelledby': 'bac-roads-title', 'aria-live': 'off' },
    h('div', { class: 'bac-panel__head' }, h('h2', { id: 'bac-roads-title' }, t('baccarat.roads')), rounds),
    counters,
    h(
      'div',
      { class: 'bac-roads__boards' },
      h('figure', { class: 'bac-board' }, h('figcaption', {}, t('baccarat.bead')), bead),
      h('figure', { class: 'bac-board bac-board--big' }, h('figcaption', {}, t('baccarat.bigRoad')), big),
    ),
    legend,
  );
  bead.append(beadSvg([]));
  big.append(bigRoadSvg([]));

  return {
    el,
    /** Redraws the counters and roads. @param {Result[]} history @param {BigRoadCell[]} bigRoad */
    update(history, bigRoad) {
      const n = { BANKER: 0, PLAYER: 0, TIE: 0, BANKER_PAIR: 0, PLAYER_PAIR: 0 };
      for (const result of history) {
        n[result.winner]++;
        if (result.bankerPair) n.BANKER_PAIR++;
        if (result.playerPair) n.PLAYER_PAIR++;
      }
      for (const [spot, value] of Object.entries(n))
        count[/** @type {keyof typeof n} */ (spot)].textContent = String(value);
      rounds.textContent = t('baccarat.roundsShown', { n: history.length });
      bead.replaceChildren(beadSvg(history));
      big.replaceChildren(bigRoadSvg(bigRoad));
      // the newest results are on the right
      bead.scrollLeft = bead.scrollWidth;
      big.scrollLeft = big.scrollWidth;
    },
  };
}
