// @ts-check
// The Results tab: the book's latest settled and void matches with their final scores. A virtual
// match's result comes from a seed committed before kick-off: its "Provably fair" disclosure shows
// the commit and the revealed seed, and says so when this browser checked SHA-256(seed) = commit.
import { h } from './hv-client.js';
import { t } from './hv-i18n.js';
import { dateTimeText, placeChildren, seedMatches, setAttr, setText } from './sportsbook-format.js';

/** @typedef {import('./hv-client.js').SportEvent} SportEvent */

/** A hash or seed in full as selectable text, cut short on screen; focus shows all of it. */
const hashBox = () => h('code', { class: 'sb-hash', tabindex: 0 }, '–');

/** @param {SportEvent} first */
function createResultRow(first) {
  const time = h('span', { class: 'sb-res__time' });
  const league = h('span', { class: 'sb-res__league' });
  const chip = h('span', { class: 'sb-chip' });
  const home = h('span', { class: 'sb-res__team sb-res__team--home' });
  const away = h('span', { class: 'sb-res__team sb-res__team--away' });
  const score = h('span', { class: 'sb-res__score' });
  const seed = hashBox();
  const commit = hashBox();
  const check = h('p', { class: 'sb-fair__check', hidden: true }, t('sports.fair.verified'));
  const fair = h(
    'details',
    { class: 'sb-fair', 'data-testid': `sb-fair-${first.id}` },
    h('summary', {}, t('sports.fair.title')),
    h('p', { class: 'sb-fair__how' }, t('sports.fair.how')),
    h(
      'dl',
      { class: 'sb-fair__list' },
      h('div', {}, h('dt', {}, t('sports.fair.commit')), h('dd', {}, commit)),
      h('div', {}, h('dt', {}, t('sports.fair.seed')), h('dd', {}, seed)),
    ),
    check,
  );
  const el = h(
    'article',
    { class: 'sb-res', 'data-testid': `sb-event-${first.id}` },
    h('div', { class: 'sb-res__meta' }, time, league, chip),
    h('div', { class: 'sb-res__line' }, home, score, away),
    fair,
  );
  let checked = '';

  /** @param {SportEvent} ev */
  function update(ev) {
    const isVoid = ev.status === 'VOID';
    setAttr(el, 'data-status', ev.status);
    el.classList.toggle('is-void', isVoid);
    setText(time, dateTimeText(ev.startsAt));
    setText(league, ev.league);
    setText(chip, isVoid ? t('sports.result.void') : t('sports.result.ft'));
    chip.dataset.tone = isVoid ? 'void' : 'ft';
    setText(home, ev.home);
    setText(away, ev.away);
    setText(score, isVoid ? '–' : `${ev.score.home} – ${ev.score.away}`);
    setAttr(
      score,
      'aria-label',
      isVoid
        ? t('sports.result.void')
        : t('sports.result.score', { home: ev.score.home, away: ev.score.away }),
    );
    const seedValue = ev.seed ?? '';
    const commitValue = ev.commit ?? '';
    fair.hidden = !ev.virtual || !commitValue;
    for (const [box, value] of /** @type {[HTMLElement, string][]} */ ([
      [seed, seedValue],
      [commit, commitValue],
    ])) {
      setText(box, value || t('sports.fair.notYet'));
      setAttr(box, 'title', value || null);
    }
    const pair = `${seedValue}:${commitValue}`;
    if (seedValue && commitValue && checked !== pair) {
      checked = pair;
      check.hidden = true;
      void seedMatches(seedValue, commitValue).then((ok) => {
        if (checked === pair) check.hidden = !ok;
      });
    }
  }

  update(first);
  return { el, update };
}

export function createResults() {
  /** @type {Map<string, ReturnType<typeof createResultRow>>} */
  const rows = new Map();
  const emptyEl = h('p', { class: 'sb-empty' }, t('sports.empty.results'));
  const list = h('div', { class: 'sb-results' });
  const el = h('div', { class: 'sb-list', 'data-testid': 'sb-results' }, emptyEl, list);
  return {
    el,
    /** @param {SportEvent[]} results shown newest first */
    update(results) {
      const seen = new Set();
      const newest = [...results].sort((a, b) => b.startsAt - a.startsAt);
      const nodes = newest.map((ev) => {
        seen.add(ev.id);
        let row = rows.get(ev.id);
        if (row) row.update(ev);
        else {
          row = createResultRow(ev);
          rows.set(ev.id, row);
        }
        return row.el;
      });
      for (const id of [...rows.keys()]) if (!seen.has(id)) rows.delete(id);
      placeChildren(list, nodes);
      emptyEl.hidden = results.length > 0;
    },
  };
}
