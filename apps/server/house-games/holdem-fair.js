// @ts-check
// The provably fair panel of the card room: the running hand's commit (SHA-256 of its secret seed,
// shown from the deal) and the last settled hand — its winners and seed, kept through the next
// hand. The page checks SHA-256(seed bytes) = commit with Web Crypto (the shared helper) and marks
// the hand verified only when it matches.
import { h, seedMatchesCommit } from './hv-client.js';
import { money } from './holdem-format.js';
import { t } from './hv-i18n.js';

/** @typedef {import('./holdem-api.js').PvpTable} PvpTable */

/** @param {string} testid */
const hashBox = (testid) => h('code', { class: 'pvp-hash', tabindex: 0, 'data-testid': testid }, '–');

/** @param {HTMLElement} el @param {string} value */
function setHash(el, value) {
  if (el.textContent === (value || '–')) return;
  el.textContent = value || '–';
  el.title = value;
}

export function createFair() {
  const commitLabel = h('dt', {}, t('pvp.fair.commit'));
  const commit = hashBox('pvp-commit');
  const seed = hashBox('pvp-seed');
  const verify = h(
    'p',
    { class: 'pvp-verify', 'data-testid': 'pvp-verify', 'data-verified': 'false', 'aria-live': 'polite' },
    t('pvp.fair.none'),
  );
  const lastTitle = h('dt', {}, t('pvp.fair.seed'));
  const winners = h('dd', { class: 'pvp-fair__winners', 'data-testid': 'pvp-last-winners' }, '–');
  // The last settled hand (kept through the next one): who won, its seed and the check.
  const last = h(
    'div',
    { class: 'pvp-fair__last', 'data-testid': 'pvp-last-hand', 'data-no': '' },
    h('div', {}, h('dt', {}, t('pvp.fair.winners')), winners),
    h('div', {}, lastTitle, h('dd', {}, seed)),
  );
  const el = h(
    'section',
    { class: 'pvp-fair', 'aria-labelledby': 'pvp-fair-title' },
    h('div', { class: 'pvp-fair__head' }, h('h2', { id: 'pvp-fair-title' }, t('pvp.fair.title')), verify),
    h('dl', { class: 'pvp-fair__list' }, h('div', {}, commitLabel, h('dd', {}, commit)), last),
    h('p', { class: 'pvp-fair__how' }, t('pvp.fair.how')),
  );
  /** The hand whose seed is checked (or being checked). */
  let checked = '';

  /** @param {'none' | 'wait' | 'checking' | 'yes' | 'no' | 'unknown'} state */
  function setVerify(state) {
    verify.dataset.state = state;
    verify.dataset.verified = state === 'yes' ? 'true' : 'false';
    const text = t(`pvp.fair.${state === 'yes' ? 'verified' : state}`);
    if (verify.textContent !== text) verify.textContent = text;
  }

  return {
    el,
    /** @param {PvpTable | null} table */
    render(table) {
      const no = table?.handNo ?? null;
      commitLabel.textContent = no === null ? t('pvp.fair.commit') : t('pvp.fair.commitOf', { no });
      setHash(commit, table?.commit ?? '');
      const hand = table?.lastHand ?? null;
      last.dataset.no = hand ? String(hand.no) : '';
      lastTitle.textContent = hand ? t('pvp.fair.seedOf', { no: hand.no }) : t('pvp.fair.seed');
      const names = hand ? hand.winners.map((w) => `${w.name} +${money(w.amount)}`).join(', ') : '–';
      if (winners.textContent !== names) winners.textContent = names;
      setHash(seed, hand?.seed ?? '');
      if (!hand) {
        checked = '';
        setVerify(no === null ? 'none' : 'wait');
        return;
      }
      const key = `${table?.id}:${hand.no}`;
      if (key === checked) return;
      checked = key;
      setVerify('checking');
      void seedMatchesCommit(hand.seed, hand.commit).then((ok) => {
        if (checked === key) setVerify(ok === true ? 'yes' : ok === false ? 'no' : 'unknown');
      });
    },
  };
}
