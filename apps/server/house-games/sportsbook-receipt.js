// @ts-check
// The receipt the bet slip shows once bets are placed: each bet's number, kind, selections, odds,
// stake and potential return, as the book took them.
import { h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { formatOdds, money, pickText } from './sportsbook-format.js';

/** @typedef {import('./hv-client.js').SportBet} SportBet */

/** @param {string} label @param {string} value @param {Record<string, string>} [attrs] */
const fact = (label, value, attrs = {}) => h('div', {}, h('dt', {}, label), h('dd', attrs, value));

/** @param {SportBet} bet */
function betCard(bet) {
  return h(
    'li',
    { class: 'sb-receipt__bet', 'data-testid': `sb-receipt-${bet.id}`, 'data-bet-id': bet.id },
    h(
      'p',
      { class: 'sb-receipt__id' },
      t(bet.kind === 'PARLAY' ? 'sports.kind.PARLAY' : 'sports.kind.SINGLE', { n: bet.legs.length }),
      ' · ',
      t('sports.betNo', { id: bet.id }),
    ),
    h(
      'ul',
      { class: 'sb-receipt__legs' },
      bet.legs.map((leg) =>
        h(
          'li',
          {},
          h(
            'span',
            { class: 'sb-receipt__pick' },
            pickText(leg, leg.market, leg.line, leg.selection),
            h('small', {}, t('sports.teams', { home: leg.home, away: leg.away })),
          ),
          h('b', {}, formatOdds(leg.odds)),
        ),
      ),
    ),
    h(
      'dl',
      { class: 'sb-receipt__facts' },
      fact(t('sports.slip.odds'), formatOdds(bet.odds), { 'data-odds': String(bet.odds) }),
      fact(t('sports.slip.stake'), money(bet.stake)),
      fact(t('sports.slip.potential'), money(bet.potential), { 'data-amount': bet.potential }),
    ),
  );
}

/** @param {{ onDone: () => void }} actions */
export function createReceipt({ onDone }) {
  const title = h('h3', { class: 'sb-receipt__title' });
  const list = h('ul', { class: 'sb-receipt__bets' });
  const done = h(
    'button',
    {
      type: 'button',
      class: 'sb-receipt__done',
      onclick: () => {
        el.hidden = true;
        onDone();
      },
    },
    t('sports.receipt.done'),
  );
  const el = h(
    'section',
    { class: 'sb-receipt', 'data-testid': 'sb-receipt', hidden: true, 'aria-labelledby': 'sb-receipt-title' },
    h(
      'div',
      { class: 'sb-receipt__head' },
      h('span', { class: 'sb-receipt__tick', 'aria-hidden': 'true' }, '✓'),
      title,
    ),
    list,
    done,
  );
  title.id = 'sb-receipt-title';

  return {
    el,
    /** @param {SportBet[]} bets */
    show(bets) {
      title.textContent =
        bets.length > 1 ? t('sports.receipt.many', { n: bets.length }) : t('sports.receipt.one');
      list.replaceChildren(...bets.map(betCard));
      el.hidden = false;
    },
    hide() {
      el.hidden = true;
    },
    focus: () => done.focus(),
  };
}
