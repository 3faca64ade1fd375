// @ts-check
/* global document */
// Playing cards of the baccarat table, drawn as SVG: faces with corner indices and pips (court
// cards in a frame), and a patterned back. Colours come from baccarat.css classes.
import { s } from './hv-client.js';
import { t } from './hv-i18n.js';

/** @typedef {import('./hv-client.js').LiveCard} Card */

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Suit shapes in a 20 × 20 box. */
const SUIT_PATHS = {
  S: 'M10 1C10 1 1 7 1 11.4C1 14 3.1 15.8 5.6 15.8C7.4 15.8 8.8 14.9 9.5 13.6C9.3 15.8 8.4 17.6 6.6 19H13.4C11.6 17.6 10.7 15.8 10.5 13.6C11.2 14.9 12.6 15.8 14.4 15.8C16.9 15.8 19 14 19 11.4C19 7 10 1 10 1Z',
  H: 'M10 18.5C10 18.5 1 12.4 1 6.6C1 3.6 3.2 1.5 5.8 1.5C7.7 1.5 9.2 2.6 10 4.2C10.8 2.6 12.3 1.5 14.2 1.5C16.8 1.5 19 3.6 19 6.6C19 12.4 10 18.5 10 18.5Z',
  D: 'M10 1L17.5 10L10 19L2.5 10Z',
  C: 'M9 10.5H11C11 14.5 11.8 17 14 19H6C8.2 17 9 14.5 9 10.5Z',
};

/** Pip centres (x, share of the height between the top and bottom pip rows) of 2 … 10. */
const L = 17;
const C = 25;
const R = 33;
/** @type {Record<number, [number, number][]>} */
const PIPS = {
  2: [
    [C, 0],
    [C, 1],
  ],
  3: [
    [C, 0],
    [C, 0.5],
    [C, 1],
  ],
  4: [
    [L, 0],
    [R, 0],
    [L, 1],
    [R, 1],
  ],
  6: [
    [L, 0],
    [R, 0],
    [L, 0.5],
    [R, 0.5],
    [L, 1],
    [R, 1],
  ],
};
/** Two columns of four: the sides of 9 and 10. */
const EIGHT = /** @type {[number, number][]} */ ([
  [L, 0],
  [R, 0],
  [L, 1 / 3],
  [R, 1 / 3],
  [L, 2 / 3],
  [R, 2 / 3],
  [L, 1],
  [R, 1],
]);
PIPS[5] = [...PIPS[4], [C, 0.5]];
PIPS[7] = [...PIPS[6], [C, 0.25]];
PIPS[8] = [...PIPS[6], [C, 0.25], [C, 0.75]];
PIPS[9] = [...EIGHT, [C, 0.5]];
PIPS[10] = [...EIGHT, [C, 1 / 6], [C, 5 / 6]];

/** A card's points in baccarat: ace 1, 2 … 9, ten and court cards 0. */
export const cardValue = (/** @type {Card} */ card) => (card.rank >= 10 ? 0 : card.rank);

/** @param {Card} card */
export const isRed = (card) => card.suit === 'H' || card.suit === 'D';

/** "Queen of Hearts", translated. @param {Card} card */
export const cardName = (card) =>
  t('baccarat.card', { rank: t(`baccarat.rank.${card.rank}`), suit: t(`baccarat.suit.${card.suit}`) });

/**
 * A suit centred on (x, y), size px wide, upside down when flip.
 * @param {Card['suit']} suit @param {number} x @param {number} y @param {number} size @param {boolean} [flip]
 */
function suit(suit, x, y, size, flip = false) {
  const k = size / 20;
  const transform = `translate(${x} ${y}) scale(${k})${flip ? ' rotate(180)' : ''} translate(-10 -10)`;
  if (suit === 'C')
    return s(
      'g',
      { transform },
      s('circle', { cx: 10, cy: 5.4, r: 4.3 }),
      s('circle', { cx: 5.2, cy: 11.4, r: 4.3 }),
      s('circle', { cx: 14.8, cy: 11.4, r: 4.3 }),
      s('path', { d: SUIT_PATHS.C }),
    );
  return s('path', { d: SUIT_PATHS[suit], transform });
}

/** The corner index: rank over a small suit. @param {Card} card */
const corner = (card) =>
  s(
    'g',
    {},
    s('text', {
      class: 'bac-card__rank',
      x: 7.5,
      y: 12.5,
      'text-anchor': 'middle',
      'font-size': card.rank === 10 ? 9.5 : 11,
      text: RANKS[card.rank],
    }),
    suit(card.suit, 7.5, 18.5, 7.5),
  );

/**
 * The face of a card (viewBox 50 × 70).
 * @param {Card} card
 */
export function cardFaceSvg(card) {
  const middle = [];
  if (card.rank >= 11) {
    middle.push(
      s('rect', { class: 'bac-card__court', x: 13, y: 12, width: 24, height: 46, rx: 2 }),
      s('text', {
        class: 'bac-card__court-letter',
        x: 25,
        y: 37,
        'text-anchor': 'middle',
        'font-size': 19,
        text: RANKS[card.rank],
      }),
      suit(card.suit, 25, 47, 9),
      suit(card.suit, 25, 22, 6, true),
    );
  } else if (card.rank === 1) {
    middle.push(suit(card.suit, 25, 35, 22));
  } else {
    for (const [x, share] of PIPS[card.rank] ?? []) {
      const y = 16 + share * 38;
      middle.push(suit(card.suit, x, y, 9, y > 35.5));
    }
  }
  return s(
    'svg',
    {
      class: `bac-card__svg ${isRed(card) ? 'bac-card--red' : 'bac-card--black'}`,
      viewBox: '0 0 50 70',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    s('rect', { class: 'bac-card__bg', x: 0.5, y: 0.5, width: 49, height: 69, rx: 4.5 }),
    corner(card),
    s('g', { transform: 'rotate(180 25 35)' }, corner(card)),
    s('g', { class: 'bac-card__middle' }, middle),
  );
}

/** One lattice pattern for every card back, in a hidden SVG of the page. */
function ensureBackPattern() {
  if (document.getElementById('bac-lattice')) return;
  const defs = s(
    'svg',
    { class: 'bac-defs', width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false' },
    s(
      'defs',
      {},
      s(
        'pattern',
        {
          id: 'bac-lattice',
          width: 6,
          height: 6,
          patternUnits: 'userSpaceOnUse',
          patternTransform: 'rotate(45)',
        },
        s('path', { class: 'bac-card__lattice', d: 'M0 0H6M0 0V6' }),
      ),
    ),
  );
  document.body.append(defs);
}

/** The back of a card (viewBox 50 × 70). */
export function cardBackSvg() {
  ensureBackPattern();
  return s(
    'svg',
    {
      class: 'bac-card__svg bac-card__svg--back',
      viewBox: '0 0 50 70',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    s('rect', { class: 'bac-card__back', x: 0.5, y: 0.5, width: 49, height: 69, rx: 4.5 }),
    s('rect', {
      class: 'bac-card__back-lattice',
      x: 4,
      y: 4,
      width: 42,
      height: 62,
      rx: 2.5,
      fill: 'url(#bac-lattice)',
    }),
    s('rect', { class: 'bac-card__back-frame', x: 4, y: 4, width: 42, height: 62, rx: 2.5 }),
    s('path', { class: 'bac-card__back-emblem', d: 'M25 24L33 35L25 46L17 35Z' }),
  );
}
