// @ts-check
// One seat of the card-room table: the player's cards, name plate (name, BOT badge, last action,
// the clock of the player to act), the dealer button, the chips bet this street in front, and the
// leaving marker. Where a seat sits round the oval is its place from the viewer (data-pos, 0 at
// the bottom, then clockwise); holdem.css puts it there. Every size is fixed: nothing shifts.
import { h, s } from './hv-client.js';
import { t } from './hv-i18n.js';
import { syncCards } from './holdem-cards.js';
import { actionName, money } from './holdem-format.js';

/** @typedef {import('./holdem-api.js').PvpSeat} PvpSeat */
/** @typedef {import('./holdem-api.js').PvpWinner} PvpWinner */

/**
 * What a seat needs to know about the hand besides itself.
 * @typedef {{ pos: number, button: number | null, toAct: number | null, running: boolean,
 *   over: boolean, winner: PvpWinner | null, smallBet: number, animate: boolean }} SeatContext
 */

/**
 * A stack of chips, one per `unit` of the amount, 1 to `most`.
 * @param {HTMLElement} stack @param {number} amount @param {number} unit @param {number} [most]
 */
export function setChips(stack, amount, unit, most = 4) {
  const n = amount <= 0 ? 0 : Math.max(1, Math.min(most, Math.ceil(amount / Math.max(unit, 0.01))));
  while (stack.children.length < n) stack.append(h('i', { class: 'pvp-chip' }));
  while (stack.children.length > n) stack.lastElementChild?.remove();
}

/** @param {number} seat the server's seat number (0–5) */
export function createSeat(seat) {
  const cards = h('div', { class: 'pvp-seat__cards' });
  const name = h('span', { class: 'pvp-seat__name' });
  const bot = h('span', { class: 'pvp-seat__bot', title: t('pvp.botHint'), hidden: true }, t('pvp.bot'));
  const action = h('span', { class: 'pvp-seat__action' });
  const bar = s('rect', { class: 'pvp-timer__bar', x: 0, y: 0, width: 100, height: 4, rx: 2 });
  const timer = s(
    'svg',
    { class: 'pvp-timer', viewBox: '0 0 100 4', preserveAspectRatio: 'none', 'aria-hidden': 'true' },
    s('rect', { class: 'pvp-timer__track', x: 0, y: 0, width: 100, height: 4, rx: 2 }),
    bar,
  );
  const plate = h(
    'div',
    { class: 'pvp-seat__plate' },
    h('div', { class: 'pvp-seat__top' }, bot, name),
    h('div', { class: 'pvp-seat__meta' }, action),
    timer,
  );
  const tag = h('span', { class: 'pvp-seat__tag', hidden: true }, t('pvp.leaving'));
  const dealer = h(
    'span',
    { class: 'pvp-dealer', title: t('pvp.dealer'), hidden: true, 'aria-hidden': 'true' },
    t('pvp.dealerMark'),
  );
  const chips = h('span', { class: 'pvp-chips', 'aria-hidden': 'true' });
  const betAmount = h('span', { class: 'pvp-bet__amount' });
  const bet = h('div', { class: 'pvp-bet', hidden: true }, chips, betAmount);
  const el = h(
    'div',
    { class: 'pvp-seat', 'data-testid': `pvp-seat-${seat}`, 'data-seat': seat, role: 'group' },
    cards,
    plate,
    tag,
    dealer,
    bet,
  );
  /** @param {Element} node @param {string} text */
  const setText = (node, text) => {
    if (node.textContent !== text) node.textContent = text;
  };

  return {
    el,
    /** @param {PvpSeat | null} view @param {SeatContext} ctx */
    render(view, ctx) {
      el.dataset.pos = String(ctx.pos);
      const acting = Boolean(view) && ctx.toAct === seat;
      if (!view) {
        el.dataset.state = 'empty';
        delete el.dataset.bot;
        delete el.dataset.me;
        delete el.dataset.cards;
        setText(name, t('pvp.seatEmpty'));
        setText(action, '');
        action.dataset.action = '';
        bot.hidden = true;
        tag.hidden = true;
        dealer.hidden = true;
        bet.hidden = true;
        syncCards(cards, [], { animate: false });
        el.setAttribute('aria-label', `${t('pvp.seat', { n: seat + 1 })}: ${t('pvp.seatEmpty')}`);
        return;
      }
      const won = ctx.winner;
      el.dataset.state = won
        ? 'won'
        : view.folded
          ? 'folded'
          : acting
            ? 'acting'
            : view.inHand && (ctx.running || ctx.over)
              ? 'in'
              : ctx.running || ctx.over
                ? 'out'
                : 'idle';
      if (view.bot) el.dataset.bot = 'true';
      else delete el.dataset.bot;
      if (view.me) el.dataset.me = 'true';
      else delete el.dataset.me;
      setText(name, view.name);
      bot.hidden = !view.bot;
      tag.hidden = !view.leaving;
      dealer.hidden = ctx.button !== seat;

      const playing = view.inHand && (ctx.running || ctx.over);
      /** @type {(string | null)[]} */
      const shown = view.cards ?? (playing && !view.folded ? [null, null] : []);
      const faces = playing ? shown.filter((c) => c !== null) : [];
      if (faces.length) el.dataset.cards = faces.join(' ');
      else delete el.dataset.cards;
      syncCards(cards, playing ? shown : [], {
        animate: ctx.animate,
        best: won?.cards ? new Set(won.cards) : undefined,
      });

      const actionText = won
        ? t('pvp.seatWon', { amount: money(won.amount) })
        : view.folded
          ? actionName('fold')
          : view.lastAction && playing
            ? actionName(view.lastAction)
            : !view.inHand && ctx.running
              ? t('pvp.nextHandSeat')
              : view.me
                ? t('pvp.you')
                : '';
      setText(action, actionText);
      action.dataset.action = won ? 'won' : view.folded ? 'fold' : (view.lastAction ?? '');

      bet.hidden = !(ctx.running && view.streetBet > 0);
      if (!bet.hidden) {
        setText(betAmount, money(view.streetBet));
        setChips(chips, view.streetBet, ctx.smallBet);
      }
      const parts = [t('pvp.seat', { n: seat + 1 }), view.name];
      if (view.me) parts.push(t('pvp.you'));
      if (view.bot) parts.push(t('pvp.bot'));
      if (ctx.button === seat) parts.push(t('pvp.dealer'));
      if (actionText && !view.me) parts.push(actionText);
      if (!bet.hidden) parts.push(t('pvp.betInFront', { amount: money(view.streetBet) }));
      if (view.leaving) parts.push(t('pvp.leaving'));
      if (acting) parts.push(t('pvp.toActShort'));
      el.setAttribute('aria-label', parts.join(', '));
    },
    /**
     * The clock of the player to act: the share of the time left (0–1), or null for none.
     * @param {number | null} share
     */
    setTimer(share) {
      const on = share !== null;
      el.classList.toggle('pvp-seat--timed', on);
      el.classList.toggle('pvp-seat--hurry', on && share < 0.3);
      const width = on ? (Math.max(0, Math.min(1, share)) * 100).toFixed(1) : '0';
      if (bar.getAttribute('width') !== width) bar.setAttribute('width', width);
    },
  };
}
