// @ts-check
/* global window */
// The fixtures of the sportsbook: one row per event (teams, score, minute or kick-off, and its
// three markets as odds buttons), kept across polls and updated in place, so a focused button
// stays focused and a price that moved flashes up (▲) or down (▼) without moving anything.
import { h, s } from './hv-client.js';
import { t } from './hv-i18n.js';
import {
  countdownText,
  formatOdds,
  kickOffText,
  MARKETS,
  pickKey,
  pickShort,
  pickText,
  placeChildren,
  replay,
  setAttr,
  setText,
} from './sportsbook-format.js';

/** @typedef {import('./hv-client.js').SportEvent} SportEvent */
/** @typedef {import('./hv-client.js').SportMarketKind} Kind */
/** @typedef {import('./hv-client.js').SportSelection} Code */

/** How long a moved price stays marked. */
const FLASH_MS = 2400;
/** Kick-offs closer than this show a countdown. */
const COUNTDOWN_MS = 60 * 60_000;

/** A padlock (decorative: the button's label says the selection is not available). */
export const lockIcon = (className = 'sb-lock') =>
  s(
    'svg',
    { class: className, viewBox: '0 0 16 16', 'aria-hidden': 'true', focusable: 'false' },
    s('path', { d: 'M4.5 7V5.2a3.5 3.5 0 0 1 7 0V7', fill: 'none', 'stroke-width': '1.8' }),
    s('rect', { x: '3', y: '7', width: '10', height: '7.5', rx: '1.6' }),
  );

/** The tag of a virtual sport: Virtual / eSoccer (none for real football). @param {SportEvent} ev */
const sportTag = (ev) =>
  ev.sport === 'ESOCCER' ? t('sports.tag.esoccer') : ev.virtual ? t('sports.tag.virtual') : '';

/** @param {SportEvent} ev @param {Kind} kind */
const marketOf = (ev, kind) => ev.markets.find((m) => m.kind === kind);

/**
 * One fixture's row. onPick(event, market, selection) runs when an offered selection is clicked.
 * @param {SportEvent} first
 * @param {{ onPick: (event: SportEvent, kind: Kind, code: Code) => void }} actions
 */
export function createEventRow(first, { onPick }) {
  let ev = first;
  let drawn = false;
  let off = false;
  const teamsId = `sb-ev-${ev.id}-teams`;
  const live = h('span', { class: 'sb-live' }, t('sports.live'));
  const clock = h('span', { class: 'sb-ev__clock' });
  const countdown = h('span', { class: 'sb-ev__countdown' });
  const league = h('span', { class: 'sb-ev__league' });
  const tag = h('span', { class: 'sb-tag' });
  const suspended = h('span', { class: 'sb-tag sb-tag--suspended' }, lockIcon(), t('sports.suspended'));
  const homeName = h('span', { class: 'sb-team__name' });
  const awayName = h('span', { class: 'sb-team__name' });
  const homeScore = h('span', { class: 'sb-team__score' });
  const awayScore = h('span', { class: 'sb-team__score' });
  const teamsLabel = h('span', { class: 'sb-sr', id: teamsId });

  /** @type {Map<string, { kind: Kind, code: Code, button: HTMLButtonElement, label: HTMLElement, value: HTMLElement, odds: number | null, timer: number }>} */
  const buttons = new Map();
  const groups = MARKETS.map(([kind, codes]) =>
    h(
      'div',
      {
        class: `sb-mkt sb-mkt--${kind.toLowerCase()}`,
        role: 'group',
        'aria-label': t(`sports.market.${kind}`),
      },
      h('span', { class: 'sb-mkt__name', 'aria-hidden': 'true' }, t(`sports.marketShort.${kind}`)),
      h(
        'div',
        { class: 'sb-mkt__odds' },
        codes.map((code) => {
          const label = h('span', { class: 'sb-odd__label', 'aria-hidden': 'true' });
          const value = h('span', { class: 'sb-odd__value' });
          const button = h(
            'button',
            {
              type: 'button',
              class: 'sb-odd',
              'data-testid': `sb-odds-${ev.id}-${kind}-${code}`,
              'aria-pressed': 'false',
              onclick: () => {
                if (button.getAttribute('aria-disabled') !== 'true') onPick(ev, kind, code);
              },
            },
            label,
            value,
            lockIcon('sb-odd__lock'),
            h('span', { class: 'sb-odd__arrow', 'aria-hidden': 'true' }),
          );
          buttons.set(`${kind}-${code}`, { kind, code, button, label, value, odds: null, timer: 0 });
          return button;
        }),
      ),
    ),
  );

  const el = h(
    'article',
    { class: 'sb-ev', 'data-testid': `sb-event-${ev.id}`, 'aria-labelledby': teamsId },
    h(
      'div',
      { class: 'sb-ev__info' },
      h('div', { class: 'sb-ev__meta' }, live, clock, countdown, tag, suspended, league),
      h(
        'div',
        { class: 'sb-ev__teams' },
        teamsLabel,
        h('div', { class: 'sb-team', 'aria-hidden': 'true' }, homeName, homeScore),
        h('div', { class: 'sb-team', 'aria-hidden': 'true' }, awayName, awayScore),
      ),
    ),
    h('div', { class: 'sb-ev__markets' }, groups),
  );

  /** @param {{ button: HTMLElement, timer: number }} b @param {'up' | 'down'} dir */
  function flash(b, dir) {
    window.clearTimeout(b.timer);
    b.button.classList.remove('is-up', 'is-down');
    replay(b.button, dir === 'up' ? 'is-up' : 'is-down');
    const arrow = b.button.querySelector('.sb-odd__arrow');
    if (arrow) arrow.textContent = dir === 'up' ? '▲' : '▼';
    b.timer = window.setTimeout(() => b.button.classList.remove('is-up', 'is-down'), FLASH_MS);
  }

  /** @param {number} now the server's time now */
  function tick(now) {
    const pre = ev.status === 'PRE';
    const left = ev.startsAt - now;
    setText(
      countdown,
      pre && left <= COUNTDOWN_MS
        ? left > 0
          ? t('sports.startsIn', { time: countdownText(left) })
          : t('sports.starting')
        : '',
    );
  }

  /**
   * Draws the event as the latest poll has it.
   * @param {SportEvent} next
   * @param {{ selected: string | null, off: boolean, now: number }} view
   *   selected: the key of this event's selection in the slip; off: nothing can be picked (session ended)
   */
  function update(next, view) {
    const before = ev;
    ev = next;
    off = view.off;
    const isLive = ev.status === 'LIVE';
    setAttr(el, 'data-status', ev.status);
    el.classList.toggle('is-live', isLive);
    el.classList.toggle('is-suspended', ev.suspended);
    live.hidden = !isLive;
    suspended.hidden = !ev.suspended;
    setText(clock, isLive ? t('sports.minute', { minute: ev.minute ?? 0 }) : kickOffText(ev.startsAt));
    setText(league, ev.league);
    setText(tag, sportTag(ev));
    tag.hidden = !tag.textContent;
    setText(homeName, ev.home);
    setText(awayName, ev.away);
    setText(homeScore, isLive ? String(ev.score.home) : '');
    setText(awayScore, isLive ? String(ev.score.away) : '');
    setText(
      teamsLabel,
      isLive
        ? t('sports.teamsScore', { home: ev.home, away: ev.away, hs: ev.score.home, as: ev.score.away })
        : t('sports.teams', { home: ev.home, away: ev.away }),
    );
    if (drawn && isLive && before.status === 'LIVE') {
      if (ev.score.home !== before.score.home) replay(homeScore, 'is-goal');
      if (ev.score.away !== before.score.away) replay(awayScore, 'is-goal');
    }
    for (const b of buttons.values()) {
      const market = marketOf(ev, b.kind);
      const line = market?.line ?? 0;
      const odds = market?.selections.find((x) => x.code === b.code)?.odds ?? null;
      const key = pickKey(ev.id, b.kind, b.code);
      const pick = pickText(ev, b.kind, line, b.code);
      // drawn by CSS from the attribute: the button's name is the full text (aria-label)
      setAttr(b.label, 'data-label', market ? pickShort(b.kind, line, b.code) : '');
      setText(b.value, odds === null ? '' : formatOdds(odds));
      setAttr(b.button, 'data-odds', odds === null ? null : String(odds));
      setAttr(
        b.button,
        'aria-label',
        odds === null
          ? t('sports.aria.locked', { pick })
          : t('sports.aria.odds', { pick, odds: formatOdds(odds) }),
      );
      setAttr(b.button, 'aria-pressed', String(view.selected === key));
      setAttr(b.button, 'aria-disabled', String(odds === null || off));
      b.button.classList.toggle('is-locked', odds === null);
      if (drawn && odds !== null && b.odds !== null && odds !== b.odds)
        flash(b, odds > b.odds ? 'up' : 'down');
      b.odds = odds;
    }
    drawn = true;
    tick(view.now);
  }

  return {
    el,
    update,
    tick,
    /** Marks the slip's selection of this event (null: none). @param {string | null} selected */
    select(selected) {
      for (const b of buttons.values())
        setAttr(b.button, 'aria-pressed', String(selected === pickKey(ev.id, b.kind, b.code)));
    },
    /** Stops the flash timers (the row leaves for good). */
    dispose() {
      for (const b of buttons.values()) window.clearTimeout(b.timer);
    },
  };
}

/** @typedef {ReturnType<typeof createEventRow>} EventRow */

/**
 * A list of rows grouped by league (in the order their first event comes), with the market
 * captions in each league's head; `empty` shows when there is nothing.
 * @param {{ empty: string, testid: string }} options
 */
export function createEventList({ empty, testid }) {
  /** @type {Map<string, { el: HTMLElement, rows: HTMLElement, name: HTMLElement }>} */
  const groups = new Map();
  const emptyEl = h('p', { class: 'sb-empty' }, empty);
  const body = h('div', { class: 'sb-groups' });
  const el = h('div', { class: 'sb-list', 'data-testid': testid }, emptyEl, body);

  /** @param {string} league */
  function groupOf(league) {
    let group = groups.get(league);
    if (!group) {
      const name = h('h3', { class: 'sb-group__name' }, league);
      const rows = h('div', { class: 'sb-group__rows' });
      const cols = h(
        'div',
        { class: 'sb-group__cols', 'aria-hidden': 'true' },
        MARKETS.map(([kind]) =>
          h(
            'span',
            { class: `sb-group__col sb-group__col--${kind.toLowerCase()}` },
            t(`sports.market.${kind}`),
          ),
        ),
      );
      group = {
        el: h('section', { class: 'sb-group' }, h('header', { class: 'sb-group__head' }, name, cols), rows),
        rows,
        name,
      };
      groups.set(league, group);
    }
    return group;
  }

  return {
    el,
    /**
     * Shows these rows, in this order.
     * @param {{ event: SportEvent, row: EventRow }[]} items
     */
    update(items) {
      /** @type {Map<string, HTMLElement[]>} */
      const byLeague = new Map();
      for (const { event, row } of items) {
        const list = byLeague.get(event.league) ?? [];
        list.push(row.el);
        byLeague.set(event.league, list);
      }
      for (const league of [...groups.keys()]) if (!byLeague.has(league)) groups.delete(league);
      const sections = [...byLeague].map(([league, rows]) => {
        const group = groupOf(league);
        placeChildren(group.rows, rows);
        return group.el;
      });
      placeChildren(body, sections);
      emptyEl.hidden = items.length > 0;
    },
  };
}
