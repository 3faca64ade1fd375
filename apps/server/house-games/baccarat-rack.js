// @ts-check
// The chip rack under the baccarat felt: the chip values, Clear / Rebet / Confirm bet and the
// line with my confirmed and unconfirmed stakes. Controls that turn off keep their focus
// (aria-disabled), so a keyboard player does not lose the place when betting closes.
import { betSteps, formatMoney, h } from './hv-client.js';
import { t } from './hv-i18n.js';

const CHIP_COUNT = 6;

/**
 * Up to six chips (minor units): the minimum, then the 1 and 5 steps above it (10, 50, 100, 500 …),
 * topped up with the other bet steps when the range is narrow.
 * @param {bigint} min @param {bigint} max
 */
export function chipValues(min, max) {
  const steps = betSteps(min, max);
  const nice = steps.filter((v) => /^[15]0*$/.test(String(v)));
  const chosen = new Set(nice.slice(0, CHIP_COUNT));
  if (steps.length && !chosen.has(steps[0])) {
    chosen.add(steps[0]);
    if (chosen.size > CHIP_COUNT) chosen.delete(nice[CHIP_COUNT - 1]);
  }
  for (const v of steps) if (chosen.size < CHIP_COUNT) chosen.add(v);
  return [...chosen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A chip's short face: 10, 50, 1K, 2.5K, 1M, 0.5. @param {bigint} minor */
export function chipLabel(minor) {
  const units = Number(minor) / 100;
  /** @param {number} n */
  const trim = (n) => String(Number(n.toFixed(2)));
  if (units >= 1_000_000) return `${trim(units / 1_000_000)}M`;
  if (units >= 1000) return `${trim(units / 1000)}K`;
  return trim(units);
}

/** @param {HTMLElement} el @param {boolean} off */
function setOff(el, off) {
  if ((el.getAttribute('aria-disabled') === 'true') !== off) el.setAttribute('aria-disabled', String(off));
}
/** @param {HTMLElement} el */
const isOff = (el) => el.getAttribute('aria-disabled') === 'true';

/**
 * @param {{ onChip: (value: bigint) => void, onClear: () => void, onRebet: () => void,
 *   onConfirm: () => void }} actions
 */
export function createRack({ onChip, onClear, onRebet, onConfirm }) {
  /** @type {Map<bigint, HTMLButtonElement>} */
  const chips = new Map();
  const chipRow = h('div', { class: 'bac-chips', role: 'group', 'aria-label': t('baccarat.chips') });
  /** @param {string} label @param {string} testid @param {() => void} run @param {string} [extra] */
  const action = (label, testid, run, extra = '') => {
    const button = h(
      'button',
      {
        type: 'button',
        class: `bac-action ${extra}`,
        'data-testid': testid,
        'aria-disabled': 'true',
        onclick: () => {
          if (!isOff(button)) run();
        },
      },
      label,
    );
    return button;
  };
  const clear = action(t('baccarat.clear'), 'bac-clear', onClear);
  const rebet = action(t('baccarat.rebet'), 'bac-rebet', onRebet);
  const confirm = action(t('baccarat.confirm'), 'bac-confirm', onConfirm, 'bac-action--confirm');
  const summary = h('p', { class: 'bac-summary', 'aria-live': 'off' });
  const el = h(
    'section',
    { class: 'bac-rack', 'aria-label': t('baccarat.betting') },
    chipRow,
    h('div', { class: 'bac-actions' }, clear, rebet, confirm),
    summary,
  );

  return {
    el,
    /** @param {bigint[]} values */
    setChips(values) {
      chips.clear();
      chipRow.replaceChildren(
        ...values.map((value, i) => {
          const button = h(
            'button',
            {
              type: 'button',
              class: `bac-chip bac-chip--${i}`,
              'data-testid': `bac-chip-${value}`,
              'aria-label': t('baccarat.chip', { amount: formatMoney(value) }),
              'aria-pressed': 'false',
              onclick: () => {
                if (!isOff(button)) onChip(value);
              },
            },
            h('span', { class: 'bac-chip__face', 'aria-hidden': 'true' }, chipLabel(value)),
          );
          chips.set(value, button);
          return button;
        }),
      );
    },
    /** Marks the selected chip. @param {bigint} value */
    select(value) {
      for (const [v, button] of chips) button.setAttribute('aria-pressed', String(v === value));
    },
    /**
     * @param {{ ended: boolean, open: boolean, sending: boolean, mine: bigint, pending: bigint,
     *   canRebet: boolean }} view  open: bets are taken and nothing is being sent
     */
    update({ ended, open, sending, mine, pending, canRebet }) {
      for (const button of chips.values()) setOff(button, ended);
      setOff(clear, pending === 0n || sending);
      setOff(confirm, !open || pending === 0n);
      setOff(rebet, !open || !canRebet);
      confirm.setAttribute('aria-busy', String(sending));
      const text = [
        mine > 0n ? t('baccarat.myBets', { amount: formatMoney(mine) }) : '',
        pending > 0n ? t('baccarat.pending', { amount: formatMoney(pending) }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
      if (summary.textContent !== text) summary.textContent = text;
      summary.classList.toggle('has-pending', pending > 0n);
    },
  };
}
