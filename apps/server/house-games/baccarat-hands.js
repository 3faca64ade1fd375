// @ts-check
// The top of the baccarat felt: the Player and Banker hands (three card places each, reserved so
// nothing moves when cards land), the betting clock between them and the result banner. The
// cards are the server's result; this module only shows them, one by one.
import { h, s } from './hv-client.js';
import { t } from './hv-i18n.js';
import { cardBackSvg, cardFaceSvg, cardName, cardValue } from './baccarat-cards.js';

/** @typedef {import('./hv-client.js').LiveResult} Result */
/** @typedef {import('./hv-client.js').LiveCard} Card */
/** @typedef {'PLAYER' | 'BANKER'} Side */
/** @typedef {'loading' | 'waiting' | 'betting' | 'dealing' | 'result'} Phase */

const RING_R = 26;
const RING_LENGTH = 2 * Math.PI * RING_R;
const DEAL_MS = 260;
const FLIP_HALF_MS = 140;

// ---------------------------------------------------------------------------------------------
// Skippable pauses: a new round during the reveal shows the rest of the cards at once.

let skipping = false;
/** Deals and reveals under way; skipping ends with the last of them. */
let active = 0;
/** @type {Set<() => void>} */
const sleepers = new Set();
/** @type {Set<Animation>} */
const running = new Set();

/** @param {number} ms @returns {Promise<void>} */
function pause(ms) {
  if (skipping || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sleepers.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    sleepers.add(done);
  });
}

/** @param {Element} el @param {Keyframe[]} frames @param {KeyframeAnimationOptions} options */
async function play(el, frames, options) {
  if (skipping || typeof el.animate !== 'function') return;
  const anim = el.animate(frames, options);
  running.add(anim);
  try {
    await anim.finished;
  } catch {
    /* cancelled */
  } finally {
    running.delete(anim);
  }
}

/**
 * Runs a deal or a reveal; a skip lasts until none is running.
 * @template T @param {() => Promise<T>} work @returns {Promise<T>}
 */
async function scoped(work) {
  active++;
  try {
    return await work();
  } finally {
    if (--active === 0) skipping = false;
  }
}

/** Ends the running deal or reveal at once (the cards still all land, without motion). */
export function skipReveal() {
  if (!active) return;
  skipping = true;
  for (const wake of [...sleepers]) wake();
  for (const anim of [...running]) anim.finish();
}

// ---------------------------------------------------------------------------------------------
// Hands

/** @param {Side} side */
function createHand(side) {
  const name = t(`baccarat.spot.${side}`);
  const total = h('span', { class: 'bac-hand__total', 'aria-hidden': 'true' });
  const pair = h('span', { class: 'bac-pair bac-invisible' }, t('baccarat.pair'));
  const slots = [0, 1, 2].map((i) => h('div', { class: `bac-slot bac-slot--${i}` }));
  const label = h('span', { class: 'bac-sr' });
  const el = h(
    'section',
    { class: `bac-hand bac-hand--${side.toLowerCase()}`, 'aria-label': name },
    h('header', { class: 'bac-hand__head' }, h('span', { class: 'bac-hand__name' }, name), total),
    h('div', { class: 'bac-cards' }, slots),
    h('div', { class: 'bac-hand__foot' }, pair),
    label,
  );
  /** @type {(Card | null)[]} the faces shown, null for a back */
  const shown = [];
  return {
    side,
    el,
    /** Empties the three places. */
    clear() {
      for (const slot of slots) slot.replaceChildren();
      shown.length = 0;
      total.textContent = '';
      label.textContent = '';
      pair.classList.add('bac-invisible');
      el.classList.remove('bac-hand--won', 'bac-hand--tie');
    },
    /** @param {number} i */
    hasCard: (i) => slots[i].childElementCount > 0,
    /** Puts a face-down card on place i. @param {number} i @param {boolean} animate */
    async dealBack(i, animate) {
      const card = h(
        'div',
        { class: 'bac-card', role: 'img', 'aria-label': t('baccarat.hiddenCard') },
        cardBackSvg(),
      );
      slots[i].replaceChildren(card);
      shown[i] = null;
      if (animate)
        await play(
          card,
          [
            { transform: 'translate(30%, -70%) rotate(-14deg) scale(0.85)', opacity: 0 },
            { transform: 'none', opacity: 1 },
          ],
          { duration: DEAL_MS, easing: 'cubic-bezier(.2,.8,.3,1)' },
        );
    },
    /** Shows a face on place i at once. @param {number} i @param {Card} face */
    putFace(i, face) {
      let card = /** @type {HTMLElement | null} */ (slots[i].firstElementChild);
      if (!card) {
        card = h('div', { class: 'bac-card', role: 'img' });
        slots[i].replaceChildren(card);
      }
      card.replaceChildren(cardFaceSvg(face));
      card.setAttribute('aria-label', cardName(face));
      card.classList.add('bac-card--face');
      shown[i] = face;
      const faces = shown.filter((c) => c !== null && c !== undefined);
      total.textContent = String(faces.reduce((sum, c) => sum + cardValue(c), 0) % 10);
    },
    /** The face shown on place i, if any. @param {number} i */
    faceAt: (i) => shown[i] ?? null,
    /** Turns place i face up (dealing it first when empty). @param {number} i @param {Card} face @param {boolean} animate */
    async reveal(i, face, animate) {
      if (!slots[i].firstElementChild) await this.dealBack(i, animate);
      const card = /** @type {HTMLElement} */ (slots[i].firstElementChild);
      if (animate)
        await play(card, [{ transform: 'none' }, { transform: 'translateY(-6%) scaleX(0)' }], {
          duration: FLIP_HALF_MS,
          easing: 'ease-in',
        });
      this.putFace(i, face);
      if (animate)
        await play(card, [{ transform: 'translateY(-6%) scaleX(0)' }, { transform: 'none' }], {
          duration: FLIP_HALF_MS,
          easing: 'ease-out',
        });
    },
    /** The final state of the hand. @param {Result} result */
    settle(result) {
      const mine = side === 'PLAYER' ? result.player : result.banker;
      const points = side === 'PLAYER' ? result.playerTotal : result.bankerTotal;
      total.textContent = String(points);
      label.textContent = t('baccarat.handSummary', {
        hand: name,
        cards: mine.map(cardName).join(', '),
        total: points,
      });
      pair.classList.toggle('bac-invisible', !(side === 'PLAYER' ? result.playerPair : result.bankerPair));
      el.classList.toggle('bac-hand--won', result.winner === side);
      el.classList.toggle('bac-hand--tie', result.winner === 'TIE');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The felt's top: hands, clock, banner

export function createHands() {
  const player = createHand('PLAYER');
  const banker = createHand('BANKER');

  const ring = s('circle', {
    class: 'bac-clock__ring',
    cx: 30,
    cy: 30,
    r: RING_R,
    'stroke-dasharray': RING_LENGTH.toFixed(2),
    'stroke-dashoffset': '0',
    transform: 'rotate(-90 30 30)',
  });
  const secs = h('span', { class: 'bac-clock__secs', 'data-testid': 'bac-countdown' }, '');
  const phaseText = h('span', { class: 'bac-clock__label' });
  const clock = h(
    'div',
    { class: 'bac-clock', role: 'timer', 'aria-live': 'off', 'aria-atomic': 'true' },
    h(
      'div',
      { class: 'bac-clock__dial' },
      s(
        'svg',
        { class: 'bac-clock__svg', viewBox: '0 0 60 60', 'aria-hidden': 'true', focusable: 'false' },
        s('circle', { class: 'bac-clock__track', cx: 30, cy: 30, r: RING_R }),
        ring,
      ),
      secs,
    ),
    phaseText,
  );

  const banner = h('p', { class: 'bac-result', 'data-testid': 'bac-result' });
  const el = h(
    'div',
    { class: 'bac-top' },
    h('div', { class: 'bac-hands' }, player.el, clock, banker.el),
    h('div', { class: 'bac-banner-row' }, banner),
  );

  /** @param {Side} side */
  const hand = (side) => (side === 'PLAYER' ? player : banker);

  /** Shows a result as it ended, without motion. @param {Result} result */
  function show(result) {
    for (const side of /** @type {Side[]} */ (['PLAYER', 'BANKER'])) {
      const cards = side === 'PLAYER' ? result.player : result.banker;
      const one = hand(side);
      const same = cards.every((card, i) => {
        const face = one.faceAt(i);
        return face !== null && face.rank === card.rank && face.suit === card.suit;
      });
      if (!same || (cards.length < 3 && one.hasCard(cards.length))) {
        one.clear();
        cards.forEach((card, i) => one.putFace(i, card));
      }
      one.settle(result);
    }
    showBanner(result);
  }

  /**
   * Turns the cards face up in the order of the deal (Player 1, Banker 1, Player 2, Banker 2,
   * then the third cards), stepMs apart, then shows the winner.
   * @param {Result} result @param {boolean} animate @param {number} stepMs
   */
  async function revealCards(result, animate, stepMs) {
    /** @type {[Side, number, Card][]} */
    const order = [];
    for (let i = 0; i < 2; i++) {
      if (result.player[i]) order.push(['PLAYER', i, result.player[i]]);
      if (result.banker[i]) order.push(['BANKER', i, result.banker[i]]);
    }
    if (result.player[2]) order.push(['PLAYER', 2, result.player[2]]);
    if (result.banker[2]) order.push(['BANKER', 2, result.banker[2]]);
    for (const [side, i, card] of order) {
      await hand(side).reveal(i, card, animate && !skipping);
      if (animate) await pause(stepMs);
    }
    show(result);
  }

  /** @param {Result} result */
  function showBanner(result) {
    banner.textContent = t(`baccarat.win.${result.winner}`);
    banner.dataset.winner = result.winner;
    banner.dataset.no = result.no;
    banner.className = `bac-result bac-result--${result.winner.toLowerCase()} is-shown`;
  }

  return {
    el,
    /** Empties both hands and the banner. */
    clear() {
      player.clear();
      banker.clear();
      banner.textContent = '';
      banner.className = 'bac-result';
      delete banner.dataset.winner;
      delete banner.dataset.no;
      el.classList.remove('bac-top--previous');
    },
    /** Deals the first four cards face down (Player, Banker, Player, Banker). @param {boolean} animate */
    dealBacks(animate) {
      return scoped(async () => {
        for (const [side, i] of /** @type {[Side, number][]} */ ([
          ['PLAYER', 0],
          ['BANKER', 0],
          ['PLAYER', 1],
          ['BANKER', 1],
        ])) {
          if (hand(side).hasCard(i)) continue;
          await hand(side).dealBack(i, animate && !skipping);
          if (animate) await pause(90);
        }
      });
    },
    /**
     * Reveals a result card by card (see revealCards).
     * @param {Result} result @param {{ animate: boolean, stepMs: number }} options
     */
    reveal(result, { animate, stepMs }) {
      return scoped(() => revealCards(result, animate, stepMs));
    },
    show,
    /** Dims the shown result while the next round takes bets. @param {boolean} previous */
    setPrevious(previous) {
      el.classList.toggle('bac-top--previous', previous);
    },
    /**
     * The clock: seconds left and the ring's share, or a phase without a count.
     * @param {Phase} phase @param {number} seconds @param {number} share 0 … 1 of the betting time left
     */
    setClock(phase, seconds, share) {
      const secsText = phase === 'betting' ? String(seconds) : phase === 'loading' ? '' : '0';
      if (secs.textContent !== secsText) secs.textContent = secsText;
      const offset = (RING_LENGTH * (1 - Math.max(0, Math.min(1, phase === 'betting' ? share : 0)))).toFixed(
        2,
      );
      if (ring.getAttribute('stroke-dashoffset') !== offset) ring.setAttribute('stroke-dashoffset', offset);
      const label =
        phase === 'betting'
          ? t('baccarat.placeBets')
          : phase === 'dealing'
            ? t('baccarat.closed')
            : phase === 'loading'
              ? t('common.loading')
              : t('baccarat.nextRound');
      if (phaseText.textContent !== label) phaseText.textContent = label;
      clock.dataset.phase = phase;
      clock.classList.toggle('bac-clock--hurry', phase === 'betting' && seconds <= 5);
      clock.setAttribute(
        'aria-label',
        phase === 'betting' ? `${label}: ${t('baccarat.secondsLeft', { n: seconds })}` : label,
      );
    },
  };
}
