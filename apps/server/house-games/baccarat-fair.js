// @ts-check
// The provably fair panel: the current round's commit (SHA-256 of its secret seed, shown while
// bets are taken) and, once a round is dealt, its seed, so anyone can check SHA-256(seed) = commit.
// The page checks it too when the browser offers Web Crypto, and says so only when it matches.
import { h } from './hv-client.js';
import { t } from './hv-i18n.js';

/** @typedef {import('./hv-client.js').LiveRound} Round */
/** @typedef {import('./hv-client.js').LiveResult} Result */

/**
 * A hash or seed in full as selectable text, cut short on screen; focus shows all of it.
 * @param {string} testid
 */
const hashBox = (testid) => h('code', { class: 'bac-hash', tabindex: 0, 'data-testid': testid }, '–');

/** @param {HTMLElement} el @param {string} value @param {string} attr */
function setHash(el, value, attr) {
  el.textContent = value || '–';
  el.title = value;
  el.setAttribute(attr, value);
}

/** @param {ArrayBuffer} buffer */
const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * True when SHA-256 of the seed (its text, or its bytes when it is hex) is the commit; false when
 * it cannot be checked here.
 * @param {string} seed @param {string} commit
 */
async function matches(seed, commit) {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || !seed || !commit) return false;
  const want = commit.toLowerCase();
  /** @type {Uint8Array[]} */
  const inputs = [new TextEncoder().encode(seed)];
  if (/^([0-9a-f]{2})+$/i.test(seed))
    inputs.push(new Uint8Array((seed.match(/../g) ?? []).map((byte) => parseInt(byte, 16))));
  try {
    for (const input of inputs)
      if (hex(await subtle.digest('SHA-256', /** @type {Uint8Array<ArrayBuffer>} */ (input))) === want)
        return true;
  } catch {
    /* no digest here */
  }
  return false;
}

export function createFair() {
  const commitLabel = h('dt', {}, t('baccarat.fair.commit', { no: '–' }));
  const commit = hashBox('bac-commit');
  const seedLabel = h('dt', {}, t('baccarat.fair.seed', { no: '–' }));
  const seed = hashBox('bac-seed');
  const prevCommitLabel = h('dt', {}, t('baccarat.fair.prevCommit', { no: '–' }));
  const prevCommit = hashBox('bac-prev-commit');
  const check = h('p', { class: 'bac-fair__check bac-invisible' }, t('baccarat.fair.verified'));
  const el = h(
    'section',
    { class: 'bac-fair', 'aria-labelledby': 'bac-fair-title', 'aria-live': 'off' },
    h('div', { class: 'bac-panel__head' }, h('h2', { id: 'bac-fair-title' }, t('baccarat.fair.title'))),
    h('p', { class: 'bac-fair__how' }, t('baccarat.fair.how')),
    h(
      'dl',
      { class: 'bac-fair__list' },
      h('div', {}, commitLabel, h('dd', {}, commit)),
      h('div', {}, seedLabel, h('dd', {}, seed)),
      h('div', {}, prevCommitLabel, h('dd', {}, prevCommit)),
    ),
    check,
  );
  let revealed = '';

  return {
    el,
    /** The round taking bets now. @param {Round} round */
    setRound(round) {
      commitLabel.textContent = t('baccarat.fair.commit', { no: round.no });
      setHash(commit, round.commit, 'data-commit');
    },
    /** The newest dealt round, whose seed is public now. @param {Result | null} result */
    setRevealed(result) {
      if (!result) {
        seedLabel.textContent = t('baccarat.fair.seed', { no: '–' });
        prevCommitLabel.textContent = t('baccarat.fair.prevCommit', { no: '–' });
        seed.textContent = t('baccarat.fair.none');
        return;
      }
      if (revealed === result.no) return;
      revealed = result.no;
      seedLabel.textContent = t('baccarat.fair.seed', { no: result.no });
      prevCommitLabel.textContent = t('baccarat.fair.prevCommit', { no: result.no });
      setHash(seed, result.seed, 'data-seed');
      setHash(prevCommit, result.commit, 'data-commit');
      seed.dataset.no = result.no;
      check.classList.add('bac-invisible');
      void matches(result.seed, result.commit).then((ok) => {
        if (revealed === result.no) check.classList.toggle('bac-invisible', !ok);
      });
    },
  };
}
