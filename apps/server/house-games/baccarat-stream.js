// @ts-check
// The table's live connection: the event stream (Server-Sent Events) with its LIVE badge. The
// browser reconnects a dropped stream by itself; after any drop the page re-reads the state,
// since events may have been missed. When the browser gives up (an error answer), the page checks
// the session with a state call and opens a new stream.
import { h, liveApi } from './hv-client.js';
import { t } from './hv-i18n.js';

/** @typedef {import('./hv-client.js').LiveEvent} LiveEvent */

const RETRY_MS = 3000;

/**
 * @param {{ onEvent: (event: LiveEvent) => void, onResync: () => Promise<void> }} options
 *   onResync: re-read the state (after a drop; before a new stream)
 */
export function createStream({ onEvent, onResync }) {
  const badge = h('span', { class: 'bac-live', 'data-state': 'off' }, t('baccarat.connecting'));
  /** @type {EventSource | null} */
  let source = null;
  let failed = false;
  let stopped = false;

  /** @param {'on' | 'off'} state @param {string} text */
  const show = (state, text) => {
    badge.dataset.state = state;
    badge.textContent = text;
  };

  function open() {
    if (stopped || source) return;
    const stream = liveApi.stream();
    if (!stream) return;
    source = stream;
    stream.onopen = () => {
      show('on', t('baccarat.live'));
      if (failed) {
        failed = false;
        void onResync();
      }
    };
    stream.onerror = () => {
      failed = true;
      show('off', t('baccarat.reconnecting'));
      if (stream.readyState !== stream.CLOSED) return;
      source = null;
      setTimeout(() => {
        if (!stopped) void onResync().then(open);
      }, RETRY_MS);
    };
    stream.onmessage = (message) => {
      let event;
      try {
        event = JSON.parse(message.data);
      } catch {
        return;
      }
      if (event && typeof event === 'object' && typeof event.type === 'string') onEvent(event);
    };
  }

  return {
    el: badge,
    open,
    /** Closes the stream for good (the session ended). */
    stop() {
      stopped = true;
      source?.close();
      source = null;
      show('off', t('baccarat.offline'));
    },
  };
}
