// @ts-check
/* global document, window */
// My bets: the player's open and settled bets (newest first), each with its selections, odds,
// stake, potential return, status and payout. An open bet with an offer can be cashed out in two
// clicks: the first shows "Confirm cash-out P x" and holds that amount for a few seconds, the
// second sends it. While the tab shows (and the page is visible) the shown list is read again
// every 5 seconds; cards are updated in place so the focus stays where it was.
import { errorText, GameError, h, sportsApi } from './hv-client.js';
import { t } from './hv-i18n.js';
import {
  dateTimeText,
  formatOdds,
  money,
  pickText,
  placeChildren,
  setAttr,
  setText,
} from './sportsbook-format.js';

/** @typedef {import('./hv-client.js').SportBet} SportBet */
/** @typedef {import('./hv-client.js').SportBetLeg} SportBetLeg */

const REFRESH_MS = 5000;
/** How long a "Confirm cash-out" holds its amount. */
const CONFIRM_MS = 8000;
const RESULT_MARK = { WON: '✓', LOST: '✗', VOID: '↺' };

/** @param {string} label @param {HTMLElement} value */
const fact = (label, value) => h('div', {}, h('dt', {}, label), h('dd', {}, value));

/** @param {SportBetLeg} leg */
function legItem(leg) {
  const score = leg.score ? ` · ${leg.score.home}–${leg.score.away}` : '';
  const result = leg.result ?? 'OPEN';
  return h(
    'li',
    { class: 'sb-bet__leg', 'data-result': result },
    h(
      'span',
      { class: 'sb-bet__mark', 'aria-label': t(`sports.legResult.${result}`), role: 'img' },
      leg.result ? RESULT_MARK[leg.result] : '•',
    ),
    h(
      'span',
      { class: 'sb-bet__pick' },
      h('span', { class: 'sb-bet__pickname' }, pickText(leg, leg.market, leg.line, leg.selection)),
      h(
        'span',
        { class: 'sb-bet__match' },
        `${t(`sports.market.${leg.market}`)} · ${t('sports.teams', { home: leg.home, away: leg.away })}${score}`,
      ),
    ),
    h('b', { class: 'sb-bet__odds' }, formatOdds(leg.odds)),
  );
}

/**
 * @param {{ onBalance: (balance: string) => void, onEnded: (error: unknown) => void,
 *   onOpenCount: (n: number) => void, onCashedOut: (payout: string) => void }} deps
 */
export function createMyBets({ onBalance, onEnded, onOpenCount, onCashedOut }) {
  let showOpen = true;
  let shown = false;
  let timer = 0;
  let seq = 0;
  /** @type {{ id: string, amount: string, until: number } | null} */
  let confirm = null;
  let cashing = '';
  /** @type {Map<string, ReturnType<typeof card>>} */
  const cards = new Map();
  /** @type {Map<string, SportBet>} */
  const latest = new Map();

  /** @param {boolean} open @param {string} testid */
  const subTab = (open, testid) =>
    h(
      'button',
      {
        type: 'button',
        class: 'sb-subtab',
        'data-testid': testid,
        'aria-pressed': String(open === showOpen),
        onclick: () => {
          if (showOpen === open) return;
          showOpen = open;
          setAttr(openTab, 'aria-pressed', String(showOpen));
          setAttr(settledTab, 'aria-pressed', String(!showOpen));
          list.replaceChildren();
          cards.clear();
          empty.hidden = true;
          loading.hidden = false;
          void refresh();
        },
      },
      t(open ? 'sports.bets.open' : 'sports.bets.settled'),
    );
  const openTab = subTab(true, 'sb-bets-open');
  const settledTab = subTab(false, 'sb-bets-settled');
  const loading = h('p', { class: 'sb-empty' }, t('common.loading'));
  const empty = h('p', { class: 'sb-empty', hidden: true });
  const list = h('div', { class: 'sb-bets' });
  const el = h(
    'div',
    { class: 'sb-mybets' },
    h('div', { class: 'sb-subtabs', role: 'group', 'aria-label': t('sports.tab.bets') }, openTab, settledTab),
    loading,
    empty,
    list,
  );

  /** @param {SportBet} first */
  function card(first) {
    const chip = h('span', { class: 'sb-chip' });
    const kind = h('span', { class: 'sb-bet__kind' });
    const no = h('span', { class: 'sb-bet__no' });
    const legs = h('ul', { class: 'sb-bet__legs' });
    const odds = h('b', {});
    const stake = h('b', {});
    const potential = h('b', {});
    const payout = h('b', {});
    const payoutFact = fact(t('sports.bets.payout'), payout);
    const cash = h('button', {
      type: 'button',
      class: 'sb-cashout',
      'data-testid': `sb-cashout-${first.id}`,
      onclick: () => void cashOut(first.id),
    });
    const note = h('p', { class: 'sb-bet__note', role: 'status' });
    const el = h(
      'article',
      { class: 'sb-bet', 'data-testid': `sb-bet-${first.id}` },
      h('header', { class: 'sb-bet__head' }, kind, no, chip),
      legs,
      h(
        'dl',
        { class: 'sb-bet__facts' },
        fact(t('sports.slip.odds'), odds),
        fact(t('sports.slip.stake'), stake),
        fact(t('sports.slip.potential'), potential),
        payoutFact,
      ),
      cash,
      note,
    );
    let legsKey = '';
    /** @param {SportBet} bet */
    const update = (bet) => {
      setAttr(el, 'data-status', bet.status);
      setText(chip, t(`sports.status.${bet.status}`));
      chip.dataset.tone = bet.status.toLowerCase();
      setText(kind, t(`sports.kind.${bet.kind}`, { n: bet.legs.length }));
      setText(no, `${t('sports.betNo', { id: bet.id })} · ${dateTimeText(bet.placedAt)}`);
      const key = JSON.stringify(bet.legs);
      if (key !== legsKey) {
        legsKey = key;
        legs.replaceChildren(...bet.legs.map(legItem));
      }
      setText(odds, formatOdds(bet.odds));
      setAttr(odds, 'data-odds', String(bet.odds));
      setText(stake, money(bet.stake));
      setText(potential, money(bet.potential));
      setText(payout, bet.payout === null ? '–' : money(bet.payout));
      payoutFact.hidden = bet.payout === null;
      const holding = confirm && confirm.id === bet.id && confirm.until > Date.now() ? confirm : null;
      if (!holding && confirm?.id === bet.id) confirm = null;
      const amount = holding ? holding.amount : bet.cashOut;
      cash.hidden = bet.status !== 'OPEN' || amount === null;
      cash.classList.toggle('is-confirm', Boolean(holding));
      setAttr(cash, 'aria-busy', String(cashing === bet.id));
      setAttr(cash, 'data-amount', amount);
      setText(
        cash,
        cashing === bet.id
          ? t('sports.cashOut.sending')
          : holding
            ? t('sports.cashOut.confirm', { amount: money(amount) })
            : t('sports.cashOut.offer', { amount: money(amount) }),
      );
    };
    update(first);
    return { el, update, note };
  }

  /** @param {SportBet[]} bets */
  function show(bets) {
    latest.clear();
    for (const bet of bets) latest.set(bet.id, bet);
    const nodes = bets.map((bet) => {
      let c = cards.get(bet.id);
      if (c) c.update(bet);
      else {
        c = card(bet);
        cards.set(bet.id, c);
      }
      return c.el;
    });
    let lostFocus = false;
    for (const [id, c] of [...cards])
      if (!latest.has(id)) {
        lostFocus ||= c.el.contains(document.activeElement);
        cards.delete(id);
      }
    placeChildren(list, nodes);
    // a bet that left the list (cashed out, settled) had the focus: keep it in My bets
    if (lostFocus) (showOpen ? openTab : settledTab).focus();
    loading.hidden = true;
    empty.hidden = bets.length > 0;
    setText(empty, t(showOpen ? 'sports.empty.open' : 'sports.empty.settled'));
  }

  /** @param {string} id */
  async function cashOut(id) {
    const bet = latest.get(id);
    if (!bet || cashing) return;
    const c = cards.get(id);
    const holding = confirm && confirm.id === id && confirm.until > Date.now() ? confirm : null;
    if (!holding) {
      if (bet.cashOut === null) return;
      confirm = { id, amount: bet.cashOut, until: Date.now() + CONFIRM_MS };
      if (c) setText(c.note, '');
      c?.update(bet);
      window.setTimeout(() => {
        const now = latest.get(id);
        if (now && confirm?.id === id && confirm.until <= Date.now()) cards.get(id)?.update(now);
      }, CONFIRM_MS + 50);
      return;
    }
    cashing = id;
    confirm = null;
    c?.update(bet);
    try {
      const value = await sportsApi.cashOut(id, holding.amount);
      onBalance(value.balance);
      onCashedOut(value.payout);
      if (c) setText(c.note, t('sports.cashOut.done', { amount: money(value.payout) }));
    } catch (error) {
      if (error instanceof GameError && error.code === 'game.session.invalid') {
        cashing = '';
        return onEnded(error);
      }
      if (c) setText(c.note, errorText(error));
    } finally {
      cashing = '';
    }
    await refresh();
  }

  async function refresh() {
    const mine = ++seq;
    const open = showOpen;
    try {
      const bets = await sportsApi.bets(open);
      if (mine !== seq || open !== showOpen) return;
      show(bets);
      if (open) onOpenCount(bets.length);
    } catch (error) {
      if (mine !== seq) return;
      if (error instanceof GameError && error.code === 'game.session.invalid') return onEnded(error);
      loading.hidden = true;
      empty.hidden = false;
      setText(empty, errorText(error));
    }
  }

  function schedule() {
    window.clearTimeout(timer);
    if (!shown) return;
    timer = window.setTimeout(async () => {
      await refresh();
      schedule();
    }, REFRESH_MS);
  }

  return {
    el,
    refresh,
    /** The tab shows (and the page is visible) or not: reads the list now and every 5 s while it does. @param {boolean} value */
    setShown(value) {
      if (value === shown) return;
      shown = value;
      if (shown) void refresh().then(schedule);
      else window.clearTimeout(timer);
    },
    /** Reads the open bets once, for the tab's count (when the open list is not showing). */
    async count() {
      if (shown && showOpen) return refresh();
      try {
        onOpenCount((await sportsApi.bets(true)).length);
      } catch {
        /* the count waits for the next read */
      }
    },
    stop() {
      shown = false;
      window.clearTimeout(timer);
    },
  };
}
