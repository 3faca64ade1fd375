// @ts-check
// The card-room table: the oval felt with its rail, the six seats round it (the viewer's own at
// the bottom), and in the middle the pot, the board, and the hand's result or the wait for the
// next hand. It shows the server's table view as it is; the clocks move in tick().
import { h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { syncCards } from './holdem-cards.js';
import { categoryName, money, secondsLeft } from './holdem-format.js';
import { createSeat, setChips } from './holdem-seats.js';

/** @typedef {import('./holdem-api.js').PvpTable} PvpTable */
/** @typedef {import('./holdem-api.js').PvpWinner} PvpWinner */

const SEATS = 6;

/** The hand's phase on the table. @param {PvpTable | null} table */
export function phaseOf(table) {
  if (!table) return 'away';
  if (table.result) return 'over';
  if (table.handNo !== null && table.street !== null) return 'running';
  return 'waiting';
}

export function createTable() {
  const seats = Array.from({ length: SEATS }, (_, i) => createSeat(i));
  const potChips = h('span', { class: 'pvp-chips pvp-chips--pot', 'aria-hidden': 'true' });
  const potAmount = h('span', { class: 'pvp-pot__amount' }, money(0));
  const pot = h(
    'div',
    { class: 'pvp-pot', 'data-testid': 'pvp-pot', 'aria-live': 'off' },
    potChips,
    h('span', { class: 'pvp-pot__label' }, t('pvp.pot')),
    potAmount,
  );
  const slots = Array.from({ length: 5 }, () => h('span', { class: 'pvp-board__slot' }));
  const board = h(
    'div',
    { class: 'pvp-board', 'data-testid': 'pvp-board', role: 'group', 'aria-label': t('pvp.board') },
    slots,
  );
  const street = h('span', { class: 'pvp-street' });
  const note = h('p', { class: 'pvp-note', 'data-testid': 'pvp-wait' });
  const winners = h('ul', { class: 'pvp-result__winners' });
  const rake = h('span', { class: 'pvp-result__rake' });
  const next = h('span', { class: 'pvp-result__next' });
  const result = h(
    'div',
    { class: 'pvp-result', 'data-testid': 'pvp-result', hidden: true, role: 'status' },
    winners,
    h('p', { class: 'pvp-result__foot' }, rake, next),
  );
  const felt = h(
    'div',
    { class: 'pvp-felt' },
    h(
      'div',
      { class: 'pvp-center' },
      h('div', { class: 'pvp-center__top' }, street, pot),
      board,
      h('div', { class: 'pvp-center__foot' }, note, result),
    ),
  );
  const el = h(
    'section',
    { class: 'pvp-stage', 'data-testid': 'pvp-table', 'aria-label': t('pvp.tableLabel'), 'aria-live': 'off' },
    h('div', { class: 'pvp-rail' }, felt),
    seats.map((seat) => seat.el),
  );

  /** @type {PvpTable | null} */
  let shown = null;
  let resultKey = '';

  /** @param {PvpWinner[]} list */
  function renderWinners(list) {
    winners.textContent = '';
    for (const w of list) {
      winners.append(
        h(
          'li',
          { class: 'pvp-result__winner', 'data-seat': w.seat },
          h(
            'span',
            { class: 'pvp-result__who' },
            t('pvp.result.wins', { name: w.name, amount: money(w.amount) }),
          ),
          w.category && h('span', { class: 'pvp-result__hand' }, categoryName(w.category)),
        ),
      );
    }
  }

  return {
    el,
    /**
     * @param {PvpTable | null} table
     * @param {{ smallBet: number, animate: boolean }} options
     */
    render(table, { smallBet, animate }) {
      const phase = phaseOf(table);
      el.dataset.phase = phase;
      const over = phase === 'over';
      const running = phase === 'running';
      const mine = table?.mySeat ?? null;
      const byWinner = new Map((table?.result?.winners ?? []).map((w) => [w.seat, w]));
      seats.forEach((seat, i) =>
        seat.render(table?.seats[i] ?? null, {
          pos: mine === null ? i : (i - mine + SEATS) % SEATS,
          button: table?.button ?? null,
          toAct: running ? (table?.toAct ?? null) : null,
          running,
          over,
          winner: byWinner.get(i) ?? null,
          smallBet,
          animate,
        }),
      );

      const cards = running || over ? (table?.board ?? []) : [];
      board.dataset.cards = cards.join(' ');
      const best = new Set((table?.result?.winners ?? []).flatMap((w) => w.cards ?? []));
      slots.forEach((slot, i) =>
        syncCards(slot, cards[i] ? [cards[i]] : [], { animate, best: best.size ? best : undefined }),
      );

      const potValue = table && (running || over) ? (table.result?.pot ?? table.pot) : 0;
      pot.classList.toggle('pvp-invisible', !(running || over));
      potAmount.textContent = money(potValue);
      setChips(potChips, potValue, smallBet * 4, 3);
      const showdown = (table?.result?.winners ?? []).some((w) => w.category);
      street.textContent =
        running && table?.street
          ? t(`pvp.street.${table.street}`)
          : over
            ? t(showdown ? 'pvp.street.SHOWDOWN' : 'pvp.handOver')
            : '';
      street.classList.toggle('pvp-invisible', !(running || over));

      result.hidden = !over;
      note.hidden = over || running;
      const key = over && table ? `${table.id}:${table.handNo}` : '';
      if (key !== resultKey && table?.result) {
        renderWinners(table.result.winners);
        rake.textContent = t('pvp.result.rake', { amount: money(table.result.rake) });
      }
      resultKey = key;
      shown = table;
    },
    /**
     * Moves the clocks: the bar of the player to act and the wait for the next hand.
     * @param {number} now server clock, ms @param {number} span the turn's length, ms
     */
    tick(now, span) {
      const table = shown;
      const phase = phaseOf(table);
      const due = table?.dueAt ?? null;
      seats.forEach((seat, i) =>
        seat.setTimer(
          phase === 'running' && table?.toAct === i && due !== null
            ? (due - now) / Math.max(1, span, due - now)
            : null,
        ),
      );
      let text = '';
      if (phase === 'away') text = t('pvp.away');
      else if (phase === 'waiting')
        text = due !== null ? t('pvp.waiting', { n: secondsLeft(due, now) }) : t('pvp.waitingSoon');
      if (note.textContent !== text) note.textContent = text;
      const nextText =
        phase === 'over' && due !== null ? t('pvp.nextHand', { n: secondsLeft(due, now) }) : '';
      if (next.textContent !== nextText) next.textContent = nextText;
    },
  };
}
