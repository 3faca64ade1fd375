// @ts-check
/* global document */
// A selection on the bet slip: what it is, its odds (a change waiting for the player shows the
// accepted odds struck through, then the new ones), a note (closed, changed) and, in Singles mode,
// its own stake with the return. Also how a selection follows the polls, and the stake input every
// stake field of the slip uses.
import { h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { lockIcon } from './sportsbook-events.js';
import {
  formatOdds,
  money,
  parseStake,
  pickKey,
  pickText,
  replay,
  returnOf,
  setAttr,
  setText,
} from './sportsbook-format.js';

/** @typedef {import('./hv-client.js').SportMarketKind} Kind */
/** @typedef {import('./hv-client.js').SportSelection} Code */
/** @typedef {import('./hv-client.js').SportEvent} SportEvent */
/** @typedef {import('./hv-client.js').SportAcceptOdds} AcceptOdds */
/**
 * @typedef {{ key: string, eventId: string, market: Kind, selection: Code, home: string, away: string,
 *   line: number, odds: number, latest: number | null, latestLine: number, live: boolean,
 *   mark: 'up' | 'down' | null, stake: string, note: string }} Leg
 *   odds/line: what the player accepted (sent with the bet); latest/latestLine: the last poll's
 *   (latest null: not offered now); mark: the last change taken; stake: the leg's single stake (text)
 */

/** True when the latest odds (or line) differ from the accepted ones. @param {Leg} leg */
export const isPending = (leg) =>
  leg.latest !== null && (leg.latest !== leg.odds || leg.latestLine !== leg.line);

/**
 * A new selection for the slip at the event's odds now (null when the selection is not offered).
 * @param {SportEvent} ev @param {Kind} market @param {Code} selection @param {string} stake
 * @returns {Leg | null}
 */
export function newLeg(ev, market, selection, stake) {
  const m = ev.markets.find((x) => x.kind === market);
  const odds = m?.selections.find((x) => x.code === selection)?.odds ?? null;
  if (!m || odds === null) return null;
  return {
    key: pickKey(ev.id, market, selection),
    eventId: ev.id,
    market,
    selection,
    home: ev.home,
    away: ev.away,
    line: m.line,
    odds,
    latest: odds,
    latestLine: m.line,
    live: ev.status === 'LIVE',
    mark: null,
    stake,
    note: '',
  };
}

/**
 * A poll's news for a selection (ev undefined: the event left the list). A change of odds the
 * preference takes (any, or higher ones) becomes the accepted odds; a new line never does.
 * @param {Leg} leg @param {SportEvent | undefined} ev @param {AcceptOdds} accept
 */
export function syncLeg(leg, ev, accept) {
  const m = ev?.markets.find((x) => x.kind === leg.market);
  leg.latest = m?.selections.find((x) => x.code === leg.selection)?.odds ?? null;
  leg.latestLine = m?.line ?? leg.line;
  leg.live = ev?.status === 'LIVE';
  if (!isPending(leg) || leg.latest === null || leg.latestLine !== leg.line) return;
  const up = leg.latest > leg.odds;
  if (accept === 'ANY' || (accept === 'HIGHER' && up)) {
    leg.mark = up ? 'up' : 'down';
    leg.odds = leg.latest;
  }
}

/**
 * The selection takes its latest odds and line, marked up or down against `was` (by default the
 * accepted odds). True when the odds differ from `was`.
 * @param {Leg} leg @param {number} [was]
 */
export function takeLatest(leg, was = leg.odds) {
  if (leg.latest === null) return false;
  if (leg.latest !== was) leg.mark = leg.latest > was ? 'up' : 'down';
  leg.odds = leg.latest;
  leg.line = leg.latestLine;
  return leg.latest !== was;
}

/**
 * A stake input (text with a decimal keypad on phones).
 * @param {{ id: string, testid: string, onFocus: () => void, onValue: (value: string) => void }} options
 */
export function stakeInput({ id, testid, onFocus, onValue }) {
  const input = h('input', {
    id,
    class: 'sb-input',
    'data-testid': testid,
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: '14',
    onfocus: onFocus,
  });
  input.addEventListener('input', () => onValue(input.value));
  return input;
}

/**
 * @param {Leg} leg
 * @param {{ onRemove: (eventId: string) => void, onStake: (eventId: string, value: string) => void,
 *   onFocus: (eventId: string) => void }} actions
 */
export function createLegRow(leg, { onRemove, onStake, onFocus }) {
  const id = leg.eventId;
  const pick = h('span', { class: 'sb-leg__pick' });
  const was = h('s', { class: 'sb-leg__was' });
  const odds = h('b', { class: 'sb-leg__odds' });
  const arrow = h('span', { class: 'sb-leg__arrow', 'aria-hidden': 'true' });
  const sub = h('span', { class: 'sb-leg__sub' });
  const live = h('span', { class: 'sb-live sb-live--small' }, t('sports.live'));
  const note = h('p', { class: 'sb-leg__note' });
  const remove = h('button', { type: 'button', class: 'sb-leg__remove', onclick: () => onRemove(id) }, '×');
  const input = stakeInput({
    id: `sb-stake-${id}`,
    testid: `sb-stake-${id}`,
    onFocus: () => onFocus(id),
    onValue: (value) => onStake(id, value),
  });
  const label = h('label', { for: `sb-stake-${id}`, class: 'sb-sr' });
  const returns = h('span', { class: 'sb-leg__returns' });
  const single = h('div', { class: 'sb-leg__stake' }, label, input, returns);
  const el = h(
    'li',
    { class: 'sb-leg', 'data-testid': `sb-leg-${id}` },
    h(
      'div',
      { class: 'sb-leg__top' },
      pick,
      h('span', { class: 'sb-leg__price' }, was, arrow, odds, lockIcon('sb-leg__lock')),
      remove,
    ),
    h('div', { class: 'sb-leg__line' }, live, sub),
    note,
    single,
  );
  /** @type {string} */
  let shown = '';

  /** @param {Leg} l @param {{ singles: boolean, placeholder: string }} view */
  function update(l, { singles, placeholder }) {
    const text = pickText(l, l.market, l.line, l.selection);
    const pending = isPending(l);
    const now = pending && l.latest !== null ? l.latest : l.odds;
    const mark = pending ? ((l.latest ?? 0) > l.odds ? 'up' : 'down') : l.mark;
    setText(pick, text);
    setText(sub, `${t(`sports.market.${l.market}`)} · ${t('sports.teams', { home: l.home, away: l.away })}`);
    live.hidden = !l.live;
    setText(was, pending ? formatOdds(l.odds) : '');
    setText(odds, formatOdds(now));
    setAttr(odds, 'data-odds', String(now));
    setText(arrow, mark === 'up' ? '▲' : mark === 'down' ? '▼' : '');
    el.dataset.mark = mark ?? '';
    el.classList.toggle('is-locked', l.latest === null);
    el.classList.toggle('is-changed', pending || l.mark !== null);
    const state = `${now}:${mark}`;
    if (mark && state !== shown) replay(odds, 'is-flash');
    shown = state;
    setText(
      note,
      l.latest === null
        ? t('sports.slip.closed')
        : pending
          ? t(l.latestLine !== l.line ? 'sports.slip.lineChanged' : 'sports.slip.oddsChanged')
          : l.note,
    );
    setAttr(remove, 'aria-label', t('sports.slip.remove', { pick: text }));
    setText(label, t('sports.slip.stakeFor', { pick: text }));
    single.hidden = !singles;
    input.placeholder = placeholder;
    if (singles && document.activeElement !== input && input.value !== l.stake) input.value = l.stake;
    const stake = parseStake(l.stake);
    setText(returns, stake ? t('sports.slip.returns', { amount: money(returnOf(stake, l.odds)) }) : '');
  }

  update(leg, { singles: false, placeholder: '' });
  return {
    el,
    update,
    /** @param {string} value */
    setStake(value) {
      input.value = value;
    },
    /** @param {boolean} on the chips act on this field */
    setActive(on) {
      input.classList.toggle('is-active', on);
    },
    focusRemove: () => remove.focus(),
  };
}
