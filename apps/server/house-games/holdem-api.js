// @ts-check
// The house card room's API (fixed-limit hold'em): the state and the player's moves through the
// shared session call, and the table's event stream with its LIVE badge. Amounts here are major
// units (numbers), times epoch ms of the server's clock.
import { gameCall, gameStream, h } from './hv-client.js';
import { t } from './hv-i18n.js';

/**
 * @typedef {'fold' | 'check' | 'call' | 'bet' | 'raise'} PvpAction
 * @typedef {PvpAction | 'small-blind' | 'big-blind'} PvpLastAction
 * @typedef {'PREFLOP' | 'FLOP' | 'TURN' | 'RIVER' | 'SHOWDOWN'} PvpStreet
 * @typedef {'HIGH_CARD' | 'PAIR' | 'TWO_PAIR' | 'THREE_OF_A_KIND' | 'STRAIGHT' | 'FLUSH' | 'FULL_HOUSE'
 *   | 'FOUR_OF_A_KIND' | 'STRAIGHT_FLUSH'} PvpCategory
 * @typedef {{ seat: number, name: string, bot: boolean, me: boolean, leaving: boolean, inHand: boolean,
 *   folded: boolean, streetBet: number, contributed: number, lastAction: PvpLastAction | null,
 *   cards: string[] | null }} PvpSeat
 *   cards: my own, and everyone's shown at a showdown ('As', 'Td', '7h')
 * @typedef {{ seat: number, name: string, amount: number, category: PvpCategory | null,
 *   cards: string[] | null }} PvpWinner  category and cards: null when everyone else folded
 * @typedef {{ pot: number, rake: number, winners: PvpWinner[] }} PvpResult
 * @typedef {{ no: number, commit: string, seed: string, board: string[], pot: number, rake: number,
 *   winners: PvpWinner[] }} PvpLastHand  the last settled hand, kept through the next one
 * @typedef {{ action: PvpAction, amount: number }} PvpLegal  amount: what the action puts in
 * @typedef {{ id: string, room: { code: string, name: string, smallBet: number, bigBet: number },
 *   mySeat: number | null, handNo: number | null, street: PvpStreet | null, board: string[],
 *   pot: number, button: number | null, toAct: number | null, dueAt: number | null,
 *   commit: string | null, seed: string | null, seats: (PvpSeat | null)[], legal: PvpLegal[],
 *   result: PvpResult | null, lastHand: PvpLastHand | null }} PvpTable
 *   dueAt: when the player to act runs out of time, or when the next hand starts (bots sit)
 * @typedef {{ code: string, name: string, smallBet: number, bigBet: number, handCost: number,
 *   rakePercent: number, rakeCap: number, seats: number }} PvpRoom
 * @typedef {{ room: PvpRoom, demo: boolean, balance: number, serverTime: number,
 *   table: PvpTable | null }} PvpState  table: null when not seated
 * @typedef {{ type: 'table', table: PvpTable, serverTime: number }} PvpEvent
 */

export const pvpApi = {
  /** @returns {Promise<PvpState>} */
  state: () => gameCall('GET', '/hv/pvp/state'),
  /** @returns {Promise<PvpState>} */
  sit: () => gameCall('POST', '/hv/pvp/sit', {}),
  /** @param {number} hand the table's handNo @param {PvpAction} action @returns {Promise<PvpState>} */
  act: (hand, action) => gameCall('POST', '/hv/pvp/act', { hand, action }),
  /** @returns {Promise<PvpState>} */
  leave: () => gameCall('POST', '/hv/pvp/leave', {}),
};

const RETRY_MS = 3000;

/**
 * The table's stream (only while seated). The browser reconnects a dropped stream by itself; each
 * (re)connection calls onOpen, since events may have been missed. When the browser gives up (an
 * error answer, e.g. no longer seated), onLost runs after a pause.
 * @param {{ onEvent: (event: PvpEvent) => void, onOpen: () => void, onLost: () => void }} options
 */
export function createStream({ onEvent, onOpen, onLost }) {
  const badge = h('span', { class: 'pvp-live', 'data-state': 'off' }, t('pvp.offline'));
  /** @type {EventSource | null} */
  let source = null;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let retry = null;

  /** @param {'on' | 'off' | 'wait'} state @param {string} text */
  const show = (state, text) => {
    badge.dataset.state = state;
    badge.textContent = text;
  };

  function open() {
    if (source || retry) return;
    const stream = gameStream('/hv/pvp/stream');
    if (!stream) return;
    source = stream;
    show('wait', t('pvp.connecting'));
    stream.onopen = () => {
      show('on', t('pvp.live'));
      onOpen();
    };
    stream.onerror = () => {
      if (source !== stream) return;
      show('wait', t('pvp.reconnecting'));
      if (stream.readyState !== stream.CLOSED) return;
      source = null;
      retry = setTimeout(() => {
        retry = null;
        onLost();
      }, RETRY_MS);
    };
    stream.onmessage = (message) => {
      let event;
      try {
        event = JSON.parse(message.data);
      } catch {
        return;
      }
      if (event && event.type === 'table' && event.table && typeof event.table === 'object') onEvent(event);
    };
  }

  function close() {
    if (retry) clearTimeout(retry);
    retry = null;
    source?.close();
    source = null;
    show('off', t('pvp.offline'));
  }

  return { el: badge, open, close, isOpen: () => source !== null };
}
