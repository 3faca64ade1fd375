// @ts-check
// The room bar over the table (the room's name and stakes, the hand's number, the stream's LIVE
// badge and "Leave table") and the rake line under the controls.
import { h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { money } from './holdem-format.js';

/** @typedef {import('./holdem-api.js').PvpRoom} PvpRoom */

/** @param {{ live: HTMLElement, leave: HTMLElement }} parts */
export function createBar({ live, leave }) {
  const roomName = h('span', { class: 'pvp-bar__room' }, t('common.loading'));
  const stakes = h('span', { class: 'pvp-bar__stakes' });
  const handNo = h('span', { class: 'pvp-bar__no', 'data-testid': 'pvp-hand-no' }, '–');
  const rules = h('p', { class: 'pvp-rules' });
  const el = h(
    'div',
    { class: 'pvp-bar', 'aria-live': 'off' },
    h('span', { class: 'pvp-bar__name' }, roomName, stakes),
    h('span', { class: 'pvp-bar__hand' }, h('span', { class: 'pvp-bar__label' }, t('pvp.hand')), handNo),
    live,
    leave,
  );
  return {
    el,
    rules,
    /** The room's terms: "P1/P2 fixed limit" and the rake. @param {PvpRoom} room */
    setRoom(room) {
      roomName.textContent = room.name;
      stakes.textContent = t('pvp.stakes', { small: money(room.smallBet), big: money(room.bigBet) });
      rules.textContent = t('pvp.rake', { percent: room.rakePercent, cap: money(room.rakeCap) });
    },
    /** @param {number | null} no */
    setHand(no) {
      const text = no === null ? '–' : String(no);
      if (handNo.textContent !== text) handNo.textContent = text;
    },
  };
}
