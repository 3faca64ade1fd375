// @ts-check
/* global document */
// Playing cards of the card room, drawn as SVG in the big-index style of online poker tables (a
// large rank and suit that stay readable on a phone), and a patterned back. Colours come from
// holdem.css classes; no inline styles (strict CSP).
import { h, s } from './hv-client.js';
import { cardName, parseCard } from './holdem-format.js';

/** Suit shapes in a 20 × 20 box (as the baccarat table's cards). */
const SUIT_PATHS = {
  s: 'M10 1C10 1 1 7 1 11.4C1 14 3.1 15.8 5.6 15.8C7.4 15.8 8.8 14.9 9.5 13.6C9.3 15.8 8.4 17.6 6.6 19H13.4C11.6 17.6 10.7 15.8 10.5 13.6C11.2 14.9 12.6 15.8 14.4 15.8C16.9 15.8 19 14 19 11.4C19 7 10 1 10 1Z',
  h: 'M10 18.5C10 18.5 1 12.4 1 6.6C1 3.6 3.2 1.5 5.8 1.5C7.7 1.5 9.2 2.6 10 4.2C10.8 2.6 12.3 1.5 14.2 1.5C16.8 1.5 19 3.6 19 6.6C19 12.4 10 18.5 10 18.5Z',
  d: 'M10 1L17.5 10L10 19L2.5 10Z',
  c: 'M9 10.5H11C11 14.5 11.8 17 14 19H6C8.2 17 9 14.5 9 10.5Z',
};

/**
 * A suit centred on (x, y), size px wide.
 * @param {'c' | 'd' | 'h' | 's'} suit @param {number} x @param {number} y @param {number} size
 */
function suitShape(suit, x, y, size) {
  const transform = `translate(${x} ${y}) scale(${size / 20}) translate(-10 -10)`;
  if (suit === 'c')
    return s(
      'g',
      { transform },
      s('circle', { cx: 10, cy: 5.4, r: 4.3 }),
      s('circle', { cx: 5.2, cy: 11.4, r: 4.3 }),
      s('circle', { cx: 14.8, cy: 11.4, r: 4.3 }),
      s('path', { d: SUIT_PATHS.c }),
    );
  return s('path', { d: SUIT_PATHS[suit], transform });
}

/** The face (viewBox 50 × 70): the rank and a small suit in the corner, a big suit below. @param {string} card */
function faceSvg(card) {
  const c = parseCard(card);
  if (!c) return backSvg();
  const ten = c.rank === 'T';
  return s(
    'svg',
    { class: 'pvp-card__svg', viewBox: '0 0 50 70', 'aria-hidden': 'true', focusable: 'false' },
    s('rect', { class: 'pvp-card__bg', x: 0.5, y: 0.5, width: 49, height: 69, rx: 5 }),
    s('text', {
      class: 'pvp-card__rank',
      x: ten ? 2.5 : 5,
      y: 26,
      'font-size': ten ? 22 : 26,
      'letter-spacing': ten ? -2 : 0,
      text: ten ? '10' : c.rank,
    }),
    suitShape(c.suit, 12.5, 37, 13),
    suitShape(c.suit, 34, 54, 25),
  );
}

/** One lattice pattern for every card back, in a hidden SVG of the page. */
function ensurePattern() {
  if (document.getElementById('pvp-lattice')) return;
  document.body.append(
    s(
      'svg',
      { class: 'pvp-defs', width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false' },
      s(
        'defs',
        {},
        s(
          'pattern',
          {
            id: 'pvp-lattice',
            width: 6,
            height: 6,
            patternUnits: 'userSpaceOnUse',
            patternTransform: 'rotate(45)',
          },
          s('path', { class: 'pvp-card__lattice', d: 'M0 0H6M0 0V6' }),
        ),
      ),
    ),
  );
}

function backSvg() {
  ensurePattern();
  return s(
    'svg',
    { class: 'pvp-card__svg', viewBox: '0 0 50 70', 'aria-hidden': 'true', focusable: 'false' },
    s('rect', { class: 'pvp-card__back', x: 0.5, y: 0.5, width: 49, height: 69, rx: 5 }),
    s('rect', { x: 4, y: 4, width: 42, height: 62, rx: 3, fill: 'url(#pvp-lattice)' }),
    s('rect', { class: 'pvp-card__back-frame', x: 4, y: 4, width: 42, height: 62, rx: 3 }),
    s('path', { class: 'pvp-card__back-emblem', d: 'M25 25L32 35L25 45L18 35Z' }),
  );
}

/**
 * One card: its face ('As') or, for null, its back.
 * @param {string | null} card @param {boolean} animate
 */
export function cardEl(card, animate) {
  const c = card ? parseCard(card) : null;
  return h(
    'span',
    {
      class: `pvp-card${c ? (c.suit === 'h' || c.suit === 'd' ? ' pvp-card--red' : ' pvp-card--black') : ' pvp-card--back'}${animate ? ' pvp-card--new' : ''}`,
      role: 'img',
      'aria-label': cardName(card ?? ''),
      'data-card': card ?? 'back',
    },
    card ? faceSvg(card) : backSvg(),
  );
}

/**
 * Shows the cards in a row, keeping those already there (only new ones are dealt, animated):
 * `null` is a card face down; `best` marks the cards of a winning hand.
 * @param {HTMLElement} row @param {(string | null)[]} cards
 * @param {{ animate: boolean, best?: Set<string> }} options
 */
export function syncCards(row, cards, { animate, best }) {
  cards.forEach((card, i) => {
    const key = card ?? 'back';
    let el = /** @type {HTMLElement | undefined} */ (row.children[i]);
    if (!el || el.dataset.card !== key) {
      const next = cardEl(card, animate);
      if (el) el.replaceWith(next);
      else row.append(next);
      el = next;
    }
    el.classList.toggle('pvp-card--best', Boolean(card && best?.has(card)));
    el.classList.toggle('pvp-card--dim', Boolean(best && best.size > 0 && !(card && best.has(card))));
  });
  while (row.children.length > cards.length) row.lastElementChild?.remove();
}
