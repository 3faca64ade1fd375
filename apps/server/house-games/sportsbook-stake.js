// @ts-check
/* global document */
// The foot of the bet slip: the odds of the bet (a parlay's combined odds), the stake with quick
// chips (+10, +50, +100, Max), the total stake and potential return; and the odds-change
// preference (remembered for the tab), which the slip shows below all that.
import { formatMoney, h, remember } from './hv-client.js';
import { t } from './hv-i18n.js';
import { stakeInput } from './sportsbook-legs.js';
import { formatOdds, money, setAttr, setText } from './sportsbook-format.js';

/** @typedef {import('./hv-client.js').SportAcceptOdds} AcceptOdds */

/** The quick chips (minor units): +10, +50, +100. */
const CHIPS = [1000n, 5000n, 10000n];
const ACCEPT = /** @type {AcceptOdds[]} */ (['NONE', 'HIGHER', 'ANY']);

/**
 * @param {{ onStake: (value: string) => void, onFocus: () => void, onChip: (add: bigint) => void,
 *   onMax: () => void, onAccept: (value: AcceptOdds) => void }} actions
 */
export function createStakeBox({ onStake, onFocus, onChip, onMax, onAccept }) {
  const saved = remember.get('sports.acceptOdds');
  let accept = ACCEPT.find((a) => a === saved) ?? 'NONE';

  const oddsLabel = h('span', { class: 'sb-combined__label' });
  const odds = h('b', { class: 'sb-combined__value', 'data-testid': 'sb-combined-odds' });
  const combined = h('p', { class: 'sb-combined' }, oddsLabel, odds);
  const input = stakeInput({ id: 'sb-stake-main', testid: 'sb-stake', onFocus, onValue: onStake });
  const stakeRow = h(
    'div',
    { class: 'sb-stake-row' },
    h('label', { class: 'sb-stake-row__label', for: 'sb-stake-main' }, t('sports.slip.stake')),
    input,
  );
  const chips = h(
    'div',
    { class: 'sb-quick', role: 'group', 'aria-label': t('sports.slip.quick') },
    CHIPS.map((add) =>
      h(
        'button',
        {
          type: 'button',
          class: 'sb-quick__chip',
          title: t('sports.slip.add', { amount: formatMoney(add) }),
          onclick: () => onChip(add),
        },
        `+${formatMoney(add).replace(/\.00$/, '')}`,
      ),
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'sb-quick__chip sb-quick__chip--max',
        title: t('sports.slip.maxLabel'),
        onclick: () => onMax(),
      },
      t('sports.slip.max'),
    ),
  );
  const total = h('b', { class: 'sb-totals__value' });
  const potential = h('b', {
    class: 'sb-totals__value sb-totals__value--win',
    'data-testid': 'sb-potential',
  });
  const totals = h(
    'dl',
    { class: 'sb-totals' },
    h('div', {}, h('dt', {}, t('sports.slip.totalStake')), h('dd', {}, total)),
    h('div', {}, h('dt', {}, t('sports.slip.potential')), h('dd', {}, potential)),
  );
  const select = h(
    'select',
    {
      id: 'sb-accept-odds',
      class: 'sb-select',
      'data-testid': 'sb-accept-odds',
      onchange: () => {
        accept = ACCEPT.find((a) => a === select.value) ?? 'NONE';
        remember.set('sports.acceptOdds', accept);
        onAccept(accept);
      },
    },
    ACCEPT.map((a) => h('option', { value: a, selected: a === accept }, t(`sports.accept.${a}`))),
  );
  const el = h('div', { class: 'sb-stakebox' }, combined, stakeRow, chips, totals);
  /** The preference, shown under the slip even while it is empty. */
  const acceptEl = h(
    'div',
    { class: 'sb-accept' },
    h('label', { class: 'sb-accept__label', for: 'sb-accept-odds' }, t('sports.accept.label')),
    select,
  );

  return {
    el,
    acceptEl,
    accept: () => accept,
    /** @param {string} value */
    setStake(value) {
      input.value = value;
    },
    /**
     * @param {{ n: number, singles: boolean, odds: bigint, stake: string, total: bigint, returns: bigint,
     *   min: bigint, sending: boolean }} view  odds: the single's or the parlay's (thousandths)
     */
    update({ n, singles, odds: value, stake, total: totalValue, returns, min, sending }) {
      combined.hidden = n === 0 || singles;
      setText(oddsLabel, n > 1 ? t('sports.slip.parlayOdds', { n }) : t('sports.slip.odds'));
      setText(odds, formatOdds(value));
      setAttr(odds, 'data-odds', String(value));
      stakeRow.hidden = singles;
      input.placeholder = t('sports.slip.minStake', { amount: formatMoney(min) });
      if (document.activeElement !== input && input.value !== stake) input.value = stake;
      setText(total, money(totalValue));
      setText(potential, money(returns));
      setAttr(potential, 'data-amount', String(returns));
      select.disabled = sending;
    },
  };
}
