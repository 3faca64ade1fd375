// @ts-check
// The betting spots of the baccarat felt: each a button with its payout, my stake, my
// unconfirmed chips and all players' total.
import { formatMoney, h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { chipLabel } from './baccarat-rack.js';

/** @typedef {import('./hv-client.js').LiveSpot} Spot */
/** @typedef {import('./hv-client.js').LiveResult} Result */

/** In the order of the felt: the side bets and the tie above, Player and Banker below. */
export const SPOTS = /** @type {Spot[]} */ (['PLAYER_PAIR', 'TIE', 'BANKER_PAIR', 'PLAYER', 'BANKER']);
/** Mirrors the server's payouts (to one). */
export const PAYS = {
  PLAYER: '1:1',
  BANKER: '0.95:1',
  TIE: '8:1',
  PLAYER_PAIR: '11:1',
  BANKER_PAIR: '11:1',
};
/** @param {Map<unknown, bigint>} map */
export const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0n);

/**
 * Stakes by spot, from the server's list (unknown spots and zeros left out).
 * @param {{ spot: Spot, stake: string }[] | undefined} list
 */
export function stakeMap(list) {
  /** @type {Map<Spot, bigint>} */
  const map = new Map();
  for (const { spot, stake } of list ?? []) {
    if (!SPOTS.includes(spot)) continue;
    let value = 0n;
    try {
      value = BigInt(stake);
    } catch {
      continue;
    }
    if (value > 0n) map.set(spot, (map.get(spot) ?? 0n) + value);
  }
  return map;
}

/**
 * The five spots. onSpot(spot, token) places the selected chip (token: the spot's chip, to animate).
 * @param {{ onSpot: (spot: Spot, token: HTMLElement) => void }} options
 */
export function createSpots({ onSpot }) {
  const parts = SPOTS.map((spot) => {
    const token = h('span', { class: 'bac-token bac-invisible', 'aria-hidden': 'true' });
    const mine = h('span', { class: 'bac-spot__mine' });
    const pending = h('span', { class: 'bac-spot__pending' });
    const all = h('span', { class: 'bac-spot__all', 'aria-hidden': 'true' });
    const button = h(
      'button',
      {
        type: 'button',
        class: `bac-spot bac-spot--${spot.toLowerCase().replace('_', '-')}`,
        'data-testid': `bac-spot-${spot}`,
        'aria-disabled': 'true',
        onclick: () => {
          if (button.getAttribute('aria-disabled') !== 'true') onSpot(spot, token);
        },
      },
      h('span', { class: 'bac-spot__name' }, t(`baccarat.spot.${spot}`)),
      h('span', { class: 'bac-spot__pays' }, PAYS[spot]),
      h(
        'span',
        { class: 'bac-spot__stake', 'aria-hidden': 'true' },
        token,
        h('span', { class: 'bac-spot__amounts' }, mine, pending),
      ),
      all,
    );
    return { spot, button, token, mine, pending, all };
  });
  const el = h(
    'div',
    { class: 'bac-spots', role: 'group', 'aria-label': t('baccarat.spots'), 'aria-live': 'off' },
    parts.map((p) => p.button),
  );
  /** @param {HTMLElement} node @param {string} text */
  const text = (node, text) => {
    if (node.textContent !== text) node.textContent = text;
  };

  return {
    el,
    /** @param {unknown} spot @returns {spot is Spot} */
    has: (spot) => SPOTS.includes(/** @type {Spot} */ (spot)),
    /**
     * @param {{ mine: Map<Spot, bigint>, pending: Map<Spot, bigint>, totals: Map<Spot, bigint>,
     *   chip: bigint, disabled: boolean }} view
     */
    update({ mine, pending, totals, chip, disabled }) {
      for (const p of parts) {
        const m = mine.get(p.spot) ?? 0n;
        const q = pending.get(p.spot) ?? 0n;
        const a = totals.get(p.spot) ?? 0n;
        text(p.token, m + q > 0n ? chipLabel(m + q) : '');
        p.token.classList.toggle('bac-invisible', m + q === 0n);
        p.token.classList.toggle('is-pending', q > 0n);
        text(p.mine, m > 0n ? formatMoney(m) : '');
        text(p.pending, q > 0n ? `+${formatMoney(q)}` : '');
        text(p.all, a > 0n ? t('baccarat.all', { amount: formatMoney(a) }) : '');
        const label = t('baccarat.spotLabel', {
          spot: t(`baccarat.spot.${p.spot}`),
          pays: PAYS[p.spot],
          mine: formatMoney(m),
          pending: formatMoney(q),
          all: formatMoney(a),
          chip: formatMoney(chip),
        });
        if (p.button.getAttribute('aria-label') !== label) p.button.setAttribute('aria-label', label);
        if ((p.button.getAttribute('aria-disabled') === 'true') !== disabled)
          p.button.setAttribute('aria-disabled', String(disabled));
      }
    },
    /** Lights the spots a result paid (none for null). @param {Result | null} result */
    markWon(result) {
      for (const p of parts) {
        const won =
          result !== null &&
          (p.spot === result.winner ||
            (p.spot === 'PLAYER_PAIR' && result.playerPair) ||
            (p.spot === 'BANKER_PAIR' && result.bankerPair));
        p.button.classList.toggle('bac-spot--won', won);
      }
    },
  };
}
