// @ts-check
/* global document */
// The bet slip: the chosen selections (one per event), Singles or Parlay with 2+ of them, the
// stakes and the potential return. It holds the odds the player accepted for each selection (sent
// with the bet) and the latest ones from the polls: a change the odds-change preference takes
// becomes the accepted odds; any other is shown and must be accepted before placing. Placing is
// sportsbook-place.js; the frame (side panel or bottom sheet) sportsbook-sheet.js.
import { formatMoney, h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { createLegRow, isPending, newLeg, syncLeg, takeLatest } from './sportsbook-legs.js';
import {
  combinedOdds,
  formatOdds,
  money,
  parseStake,
  pickKey,
  placeChildren,
  replay,
  returnOf,
  setAttr,
  setText,
  stakeCapOf,
  stakeText,
} from './sportsbook-format.js';
import { createReceipt } from './sportsbook-receipt.js';
import { createSheet } from './sportsbook-sheet.js';
import { createStakeBox } from './sportsbook-stake.js';

/** @typedef {import('./hv-client.js').SportEvent} SportEvent */
/** @typedef {import('./hv-client.js').SportMarketKind} Kind */
/** @typedef {import('./hv-client.js').SportSelection} Code */
/** @typedef {import('./sportsbook-legs.js').Leg} Leg */

/** @param {bigint} a @param {bigint} b */
const min = (a, b) => (a < b ? a : b);

/**
 * @param {{ onPlace: () => void, onChange: () => void }} actions
 *   onPlace: the Place bet (or Accept changes) click; onChange: the selections changed
 */
export function createSlip({ onPlace, onChange }) {
  /** @type {Leg[]} */
  let legs = [];
  /** @type {'PARLAY' | 'SINGLES'} what 2+ selections make */
  let mode = 'PARLAY';
  let stake = '';
  /** the single's event id whose stake the chips change in Singles mode */
  let active = '';
  let sending = false;
  let ended = false;
  const ctx = { min: 0n, max: 0n, balance: /** @type {bigint | null} */ (null), maxPayout: 0n, maxLegs: 10 };

  const count = h('span', { class: 'sb-slip__count', 'data-testid': 'sb-slip-count', 'data-n': '0' }, '0');
  const summary = h('span', { class: 'sb-slip__summary' });
  const receipt = createReceipt({ onDone: () => render() });
  const empty = h('p', { class: 'sb-slip__empty' }, t('sports.slip.empty'));
  /** @param {'SINGLES' | 'PARLAY'} value @param {string} testid */
  const modeButton = (value, testid) =>
    h(
      'button',
      {
        type: 'button',
        class: 'sb-mode',
        'data-testid': testid,
        'aria-pressed': 'false',
        onclick: () => {
          if (value === 'SINGLES' && mode !== value)
            for (const leg of legs) if (!leg.stake) leg.stake = stake;
          mode = value;
          render();
        },
      },
      t(value === 'SINGLES' ? 'sports.slip.singles' : 'sports.slip.parlay'),
    );
  const singlesButton = modeButton('SINGLES', 'sb-mode-single');
  const parlayButton = modeButton('PARLAY', 'sb-mode-parlay');
  const modes = h(
    'div',
    { class: 'sb-modes', role: 'group', 'aria-label': t('sports.slip.mode') },
    singlesButton,
    parlayButton,
  );
  const list = h('ol', { class: 'sb-legs', 'aria-label': t('sports.slip.selections') });
  /** @type {Map<string, ReturnType<typeof createLegRow>>} by event id */
  const rows = new Map();
  const box = createStakeBox({
    onStake: (value) => {
      stake = value;
      render();
    },
    onFocus: () => {},
    onChip: (add) => {
      const leg = chipTarget();
      setStake(leg, (parseStake(leg ? leg.stake : stake) ?? 0n) + add);
    },
    onMax: () => setStake(chipTarget(), maxStake(chipTarget())),
    onAccept: () => render(),
  });
  const message = h('p', { class: 'sb-slip__msg', role: 'status', 'aria-live': 'polite' });
  const hint = h('p', { class: 'sb-slip__hint' });
  const place = h(
    'button',
    { type: 'submit', class: 'sb-place', 'data-testid': 'sb-place', 'aria-disabled': 'true' },
    t('sports.slip.place'),
  );
  const clearAll = h(
    'button',
    { type: 'button', class: 'sb-link', onclick: () => clear() },
    t('sports.slip.clear'),
  );
  const form = h(
    'form',
    {
      class: 'sb-slip__form',
      novalidate: true,
      onsubmit: (/** @type {Event} */ event) => {
        event.preventDefault();
        if (place.getAttribute('aria-disabled') !== 'true') onPlace();
      },
    },
    modes,
    list,
    h('div', { class: 'sb-slip__foot' }, box.el, message, hint, place, clearAll),
  );
  const body = h('div', { class: 'sb-slip__body' }, receipt.el, empty, form, box.acceptEl);
  const sheet = createSheet({ count, summary, body });

  const singlesNow = () => legs.length > 1 && mode === 'SINGLES';
  /** The single the chips act on in Singles mode (the last focused), or null for the main stake. */
  const chipTarget = () => (singlesNow() ? (legs.find((l) => l.eventId === active) ?? legs[0]) : null);

  /** The odds of the bet in the main stake field: the single's, or the parlay's (thousandths). */
  const oddsNow = () =>
    legs.length === 1 ? BigInt(legs[0].odds) : legs.length ? combinedOdds(legs.map((l) => l.odds)) : 0n;

  /** The largest stake for a field: the limit, the maximum payout and the balance left. @param {Leg | null} leg */
  function maxStake(leg) {
    const odds = leg ? BigInt(leg.odds) : oddsNow();
    let max = odds > 0n ? min(ctx.max, stakeCapOf(ctx.maxPayout, odds)) : ctx.max;
    if (ctx.balance !== null) {
      let others = 0n;
      for (const l of leg ? legs : []) if (l !== leg) others += parseStake(l.stake) ?? 0n;
      max = min(max, ctx.balance - others);
    }
    return max > 0n ? max : 0n;
  }

  /** @param {Leg | null} leg @param {bigint} value */
  function setStake(leg, value) {
    const text = stakeText(value);
    if (leg) {
      leg.stake = text;
      rows.get(leg.eventId)?.setStake(text);
    } else {
      stake = text;
      box.setStake(text);
    }
    render();
  }

  /** @param {string} eventId */
  function removeLeg(eventId) {
    const index = legs.findIndex((l) => l.eventId === eventId);
    if (index < 0 || sending) return;
    const wasSingles = singlesNow();
    legs.splice(index, 1);
    keepSingleStake(wasSingles);
    render();
    onChange();
    // keep the keyboard in the slip: the next selection's remove button, or the slip's head
    const next = legs[Math.min(index, legs.length - 1)];
    if (next) rows.get(next.eventId)?.focusRemove();
    else sheet.focus();
  }

  /** Singles down to one selection: its stake becomes the single's. @param {boolean} wasSingles */
  function keepSingleStake(wasSingles) {
    if (wasSingles && legs.length === 1 && legs[0].stake) stake = legs[0].stake;
  }

  function clear() {
    if (sending) return;
    legs = [];
    render();
    onChange();
    sheet.focus();
  }

  /** The total stake and the potential return of what the slip would place now. */
  function amounts() {
    if (!singlesNow()) {
      const s = parseStake(stake) ?? 0n;
      return { total: s, returns: legs.length ? returnOf(s, oddsNow()) : 0n };
    }
    let total = 0n;
    let returns = 0n;
    for (const leg of legs) {
      const s = parseStake(leg.stake) ?? 0n;
      total += s;
      returns += returnOf(s, leg.odds);
    }
    return { total, returns };
  }

  function render() {
    const n = legs.length;
    const singles = singlesNow();
    setText(count, String(n));
    count.dataset.n = String(n);
    empty.hidden = n > 0 || !receipt.el.hidden;
    form.hidden = n === 0;
    modes.hidden = n < 2;
    setAttr(singlesButton, 'aria-pressed', String(singles));
    setAttr(parlayButton, 'aria-pressed', String(n > 1 && !singles));
    const placeholder = t('sports.slip.minStake', { amount: formatMoney(ctx.min) });
    const target = chipTarget();
    placeChildren(
      list,
      legs.map((leg) => {
        let row = rows.get(leg.eventId);
        if (!row || row.el.dataset.key !== leg.key) {
          row = createLegRow(leg, {
            onRemove: removeLeg,
            onStake: (id, value) => {
              const l = legs.find((x) => x.eventId === id);
              if (l) l.stake = value;
              render();
            },
            onFocus: (id) => {
              active = id;
              render();
            },
          });
          row.el.dataset.key = leg.key;
          rows.set(leg.eventId, row);
        }
        row.update(leg, { singles, placeholder });
        row.setActive(target === leg);
        return row.el;
      }),
    );
    for (const id of [...rows.keys()]) if (!legs.some((l) => l.eventId === id)) rows.delete(id);

    const odds = oddsNow();
    const { total, returns } = amounts();
    box.update({ n, singles, odds, stake, total, returns, min: ctx.min, sending });
    setText(
      summary,
      n === 0 ? '' : singles ? money(total) : t('sports.slip.oddsShort', { odds: formatOdds(odds) }),
    );
    const locked = legs.some((l) => l.latest === null);
    const pending = legs.some(isPending);
    setAttr(place, 'aria-disabled', String(ended || sending || n === 0 || locked));
    setAttr(place, 'aria-busy', String(sending));
    place.classList.toggle('is-accept', pending && !sending);
    setText(
      place,
      sending
        ? t('sports.slip.placing')
        : pending
          ? t('sports.slip.acceptChanges')
          : singles
            ? t('sports.slip.placeSingles', { n })
            : t('sports.slip.place'),
    );
    setText(hint, locked && !ended ? t('sports.slip.lockedHint') : '');
  }

  /** @param {string} text @param {'info' | 'error' | 'win'} [tone] */
  function showMessage(text, tone = 'info') {
    setText(message, text);
    message.dataset.tone = tone;
  }

  render();

  return {
    el: sheet.el,
    /** The key of the selection picked for an event, if any. @param {string} eventId */
    selected: (eventId) => legs.find((l) => l.eventId === eventId)?.key ?? null,
    /**
     * Adds a selection, replaces the event's other one, or takes it off when it is there already.
     * @param {SportEvent} ev @param {Kind} market @param {Code} selection
     * @returns {'added' | 'replaced' | 'removed' | 'full' | 'locked' | 'busy'}
     */
    toggle(ev, market, selection) {
      if (sending || ended) return 'busy';
      const key = pickKey(ev.id, market, selection);
      const index = legs.findIndex((l) => l.eventId === ev.id);
      if (index >= 0 && legs[index].key === key) {
        const wasSingles = singlesNow();
        legs.splice(index, 1);
        keepSingleStake(wasSingles);
        render();
        onChange();
        return 'removed';
      }
      if (index < 0 && legs.length >= ctx.maxLegs) return 'full';
      const leg = newLeg(ev, market, selection, index >= 0 ? legs[index].stake : '');
      if (!leg) return 'locked';
      if (index >= 0) legs[index] = leg;
      else legs.push(leg);
      if (legs.length === 2 && index < 0) mode = 'PARLAY';
      receipt.hide();
      showMessage('');
      render();
      onChange();
      replay(count, 'is-bump');
      return index >= 0 ? 'replaced' : 'added';
    },
    /**
     * The latest poll: each selection's odds now (null when not offered, or the event left the
     * list). A change the preference takes becomes the accepted odds; any other waits for the player.
     * @param {Map<string, SportEvent>} byId
     */
    sync(byId) {
      const accept = box.accept();
      for (const leg of legs) syncLeg(leg, byId.get(leg.eventId), accept);
      render();
    },
    /** Takes every change the player was asked about (the "Accept changes" click). */
    acceptChanges() {
      for (const leg of legs) takeLatest(leg);
      render();
    },
    /**
     * After the book refused the odds sent: every selection takes its latest odds, marked where
     * they differ from what was sent.
     * @param {Map<string, number>} sent the odds sent, by event id
     */
    takeLatest(sent) {
      for (const leg of legs) {
        const was = sent.get(leg.eventId);
        if (was !== undefined && takeLatest(leg, was)) leg.note = t('sports.slip.oddsUpdated');
      }
      render();
    },
    hasPending: () => legs.some(isPending),
    legs: () => legs,
    /** @returns {'SINGLE' | 'SINGLES' | 'PARLAY'} */
    mode: () => (singlesNow() ? 'SINGLES' : legs.length > 1 ? 'PARLAY' : 'SINGLE'),
    stake: () => parseStake(stake),
    accept: () => box.accept(),
    amounts,
    oddsNow,
    /** Clears the marks and notes of earlier changes (a new placement starts). */
    clearMarks() {
      for (const leg of legs) {
        leg.mark = null;
        leg.note = '';
      }
    },
    /** Takes placed selections off the slip. @param {string[]} eventIds */
    removePlaced(eventIds) {
      const wasSingles = singlesNow();
      legs = legs.filter((l) => !eventIds.includes(l.eventId));
      keepSingleStake(wasSingles);
      if (!legs.length) stake = '';
      render();
      onChange();
    },
    /** @param {string} eventId @param {string} note */
    setNote(eventId, note) {
      const leg = legs.find((l) => l.eventId === eventId);
      if (leg) leg.note = note;
      render();
    },
    receipt,
    showMessage,
    render,
    /** @param {boolean} value */
    setSending(value) {
      sending = value;
      render();
    },
    /** @param {{ min: bigint, max: bigint, balance: bigint | null, maxPayout: bigint, maxLegs: number }} value */
    setContext(value) {
      Object.assign(ctx, value);
      render();
    },
    end() {
      ended = true;
      render();
    },
    open: () => sheet.setOpen(true),
    /** Moves the focus to the receipt's button when it shows (keyboard players). */
    focusReceipt: () => {
      if (sheet.el.contains(document.activeElement)) receipt.focus();
    },
  };
}
