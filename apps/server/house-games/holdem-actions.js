// @ts-check
/* global document, HTMLElement, KeyboardEvent */
// The player's controls under the table: "Take a seat" with what a hand holds from the wallet,
// and on the player's turn a button for each move the server allows, with what it puts in and its
// key (F fold, C check or call, R bet or raise). The area keeps its height in every state.
import { h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { money, secondsLeft } from './holdem-format.js';

/** @typedef {import('./holdem-api.js').PvpAction} PvpAction */
/** @typedef {import('./holdem-api.js').PvpLegal} PvpLegal */

/** @type {PvpAction[]} */
const ACTIONS = ['fold', 'check', 'call', 'bet', 'raise'];
/** @type {Record<PvpAction, string>} */
const KEYS = { fold: 'F', check: 'C', call: 'C', bet: 'R', raise: 'R' };

/**
 * What the controls show.
 * @typedef {{ loaded: boolean, ended: boolean, busy: boolean, seated: boolean, leaving: boolean,
 *   handCost: number, legal: PvpLegal[], myStreetBet: number, dueAt: number | null,
 *   phase: string, toActName: string, inHand: boolean }} ActionsView
 */

/**
 * @param {{ onSit: () => void, onAct: (action: PvpAction) => void, onLeave: () => void }} handlers
 */
export function createActions({ onSit, onAct, onLeave }) {
  const info = h('p', { class: 'pvp-actions__info', 'aria-live': 'off' });
  const sit = h(
    'button',
    { type: 'button', class: 'pvp-sit', 'data-testid': 'pvp-sit', hidden: true, onclick: () => onSit() },
    t('pvp.sit'),
  );
  const buttons = ACTIONS.map((action) => {
    const main = h('span', { class: 'pvp-act__main' });
    const sub = h('span', { class: 'pvp-act__sub' });
    const el = h(
      'button',
      {
        type: 'button',
        class: `pvp-act pvp-act--${action}`,
        'data-testid': `pvp-action-${action}`,
        'aria-keyshortcuts': KEYS[action],
        hidden: true,
        onclick: () => onAct(action),
      },
      h('kbd', { class: 'pvp-act__key', 'aria-hidden': 'true' }, KEYS[action]),
      main,
      sub,
    );
    return { action, el, main, sub };
  });
  const row = h(
    'div',
    { class: 'pvp-actions__row' },
    sit,
    buttons.map((b) => b.el),
  );
  const foot = h('p', { class: 'pvp-actions__foot' });
  const el = h('section', { class: 'pvp-actions', 'aria-label': t('pvp.controls') }, info, row, foot);
  const leave = h(
    'button',
    {
      type: 'button',
      class: 'hv-secondary pvp-leave',
      'data-testid': 'pvp-leave',
      hidden: true,
      onclick: () => onLeave(),
    },
    t('pvp.leave'),
  );

  /** @type {ActionsView | null} */
  let view = null;

  document.addEventListener('keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || event.defaultPrevented || event.repeat) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
    )
      return;
    const key = event.key.toUpperCase();
    const button = buttons.find((b) => KEYS[b.action] === key && !b.el.hidden && !b.el.disabled);
    if (!button) return;
    event.preventDefault();
    button.el.focus({ preventScroll: true });
    onAct(button.action);
  });

  return {
    el,
    leave,
    /** @param {ActionsView} next */
    render(next) {
      view = next;
      const live = next.loaded && !next.ended;
      sit.hidden = !live || next.seated;
      sit.disabled = next.busy;
      leave.hidden = !live || !next.seated;
      leave.disabled = next.busy || next.leaving;
      leave.textContent = next.leaving ? t('pvp.leavingSoon') : t('pvp.leave');
      const legal = new Map(live && next.seated ? next.legal.map((l) => [l.action, l.amount]) : []);
      for (const b of buttons) {
        const amount = legal.get(b.action);
        b.el.hidden = amount === undefined;
        b.el.disabled = next.busy;
        if (amount === undefined) continue;
        const main =
          b.action === 'raise'
            ? t('pvp.button.raise', { total: money(next.myStreetBet + amount) })
            : t(`pvp.button.${b.action}`, { amount: money(amount) });
        const sub = b.action === 'raise' ? t('pvp.button.puts', { amount: money(amount) }) : '';
        if (b.main.textContent !== main) b.main.textContent = main;
        if (b.sub.textContent !== sub) b.sub.textContent = sub;
        b.el.setAttribute('aria-label', sub ? `${main} (${sub})` : main);
      }
      row.dataset.mode = !sit.hidden ? 'sit' : legal.size ? 'act' : 'wait';
      el.dataset.turn = legal.size ? 'me' : '';
      const footText = !live
        ? ''
        : next.seated
          ? t('pvp.keys')
          : t('pvp.sitCost', { cost: money(next.handCost) });
      if (foot.textContent !== footText) foot.textContent = footText;
    },
    /** The turn's clock and who is to act. @param {number} now server clock, ms */
    tick(now) {
      const v = view;
      let text = '';
      if (v && v.loaded && !v.ended && v.seated) {
        if (v.legal.length && v.dueAt !== null)
          text = v.busy ? t('pvp.sending') : t('pvp.yourTurn', { n: secondsLeft(v.dueAt, now) });
        else if (v.phase === 'running' && !v.inHand) text = t('pvp.nextHandYou');
        else if (v.phase === 'running' && v.toActName) text = t('pvp.toAct', { name: v.toActName });
      } else if (v && v.busy) text = t('pvp.sending');
      if (info.textContent !== text) info.textContent = text;
      info.classList.toggle(
        'pvp-actions__info--hurry',
        Boolean(v && v.legal.length && v.dueAt !== null && secondsLeft(v.dueAt, now) <= 5),
      );
    },
  };
}
