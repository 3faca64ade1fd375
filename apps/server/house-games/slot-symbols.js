// @ts-check
// The slot's symbols drawn as inline SVG; colours come from house-games.css (per theme), so the
// drawings hold no style attributes (the site's CSP allows none).
import { s } from './hv-client.js';

/** Symbol ids as the server sends them (mirror SYMBOL_NAMES of games/slot-config.ts). */
export const SYMBOLS = ['WILD', 'SCATTER', 'NINE', 'TEN', 'JACK', 'QUEEN', 'KING', 'ACE', 'BELL', 'SEVEN'];

/** @param {string} text @param {number} [size] */
const rank = (text, size = 66) =>
  s('text', {
    class: 'hv-sym__glyph',
    x: 50,
    y: 52,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'font-size': size,
    text,
  });

/** @type {Record<string, () => SVGElement[]>} */
const DRAW = {
  WILD: () => [
    s('path', {
      class: 'hv-sym__shape',
      d: 'M50 4 L61 28 L88 22 L78 47 L96 66 L70 72 L66 96 L50 82 L34 96 L30 72 L4 66 L22 47 L12 22 L39 28 Z',
    }),
    s('text', {
      class: 'hv-sym__label',
      x: 50,
      y: 53,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'font-size': 23,
      text: 'WILD',
    }),
  ],
  SCATTER: () => [
    s('path', { class: 'hv-sym__shape', d: 'M50 6 L84 32 L50 80 L16 32 Z' }),
    s('path', { class: 'hv-sym__facet', d: 'M16 32 H84 M36 32 L50 6 L64 32 M36 32 L50 80 L64 32' }),
    s('text', {
      class: 'hv-sym__label',
      x: 50,
      y: 92,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'font-size': 14.5,
      text: 'SCATTER',
    }),
  ],
  NINE: () => [rank('9')],
  TEN: () => [rank('10', 58)],
  JACK: () => [rank('J')],
  QUEEN: () => [rank('Q')],
  KING: () => [rank('K')],
  ACE: () => [rank('A')],
  BELL: () => [
    s('path', {
      class: 'hv-sym__shape',
      d: 'M50 10 C45 10 43 13 43 17 C30 21 25 33 25 47 V62 L15 75 H85 L75 62 V47 C75 33 70 21 57 17 C57 13 55 10 50 10 Z',
    }),
    s('circle', { class: 'hv-sym__shape', cx: 50, cy: 83, r: 8 }),
    s('path', { class: 'hv-sym__shine', d: 'M36 60 V48 C36 38 40 30 47 27' }),
  ],
  SEVEN: () => [s('path', { class: 'hv-sym__shape', d: 'M20 14 H80 V28 L52 88 H33 L60 30 H20 Z' })],
};

/**
 * An SVG of one symbol (by id), sized by its container.
 * @param {number} id index into SYMBOLS
 */
export function symbolSvg(id) {
  const name = SYMBOLS[id] ?? 'NINE';
  return s(
    'svg',
    {
      class: `hv-sym hv-sym--${name.toLowerCase()}`,
      viewBox: '0 0 100 100',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    DRAW[name](),
  );
}
