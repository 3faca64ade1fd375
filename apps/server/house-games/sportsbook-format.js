// @ts-check
/* global document, window */
// The sportsbook page's small pieces without state: odds (thousandths), lines (tenths), what a
// selection is called, money, kick-off times, a parlay's odds and return, request ids, the check of
// a virtual match's revealed seed, and DOM updates that touch only what changed (so focus and
// screen readers are not disturbed by the polls).
import { formatMoney } from './hv-client.js';
import { LANG, t } from './hv-i18n.js';

/** @typedef {import('./hv-client.js').SportMarketKind} Kind */
/** @typedef {import('./hv-client.js').SportSelection} Code */
/** @typedef {import('./hv-client.js').SportEvent} SportEvent */

/** The markets of every event, in the order of the odds buttons. */
export const MARKETS = /** @type {[Kind, Code[]][]} */ ([
  ['1X2', ['HOME', 'DRAW', 'AWAY']],
  ['HANDICAP', ['HOME', 'AWAY']],
  ['TOTAL', ['OVER', 'UNDER']],
]);

const MINUS = '\u2212';

/** A selection's key, as in its test id: `<eventId>-<MARKET>-<CODE>`. @param {string} eventId @param {Kind} kind @param {Code} code */
export const pickKey = (eventId, kind, code) => `${eventId}-${kind}-${code}`;

/** Decimal odds in thousandths as text: 2150 → "2.15", 1955 → "1.955". @param {number | bigint} odds */
export function formatOdds(odds) {
  const value = Number(odds);
  if (!Number.isFinite(value) || value <= 0) return '–';
  const frac = String(Math.floor(value) % 1000).padStart(3, '0');
  return `${Math.floor(value / 1000)}.${frac.endsWith('0') ? frac.slice(0, 2) : frac}`;
}

/**
 * A line in tenths as text: signed for a handicap (−15 → "−1.5", 15 → "+1.5"), plain for a total.
 * @param {number} tenths @param {boolean} signed
 */
export function formatLine(tenths, signed) {
  const abs = Math.abs(tenths);
  const text = `${Math.floor(abs / 10)}.${abs % 10}`;
  if (!signed || tenths === 0) return text;
  return tenths < 0 ? `${MINUS}${text}` : `+${text}`;
}

/** The handicap line of a side: the market's line is the home side's. @param {number} line @param {Code} code */
const sideLine = (line, code) => formatLine(code === 'HOME' ? line : -line, true);

/**
 * What a selection is, in words: "Manila Royals to win", "Draw", "Manila Royals −1.5", "Over 2.5 goals".
 * @param {{ home: string, away: string }} teams @param {Kind} kind @param {number} line @param {Code} code
 */
export function pickText(teams, kind, line, code) {
  const team = code === 'AWAY' ? teams.away : teams.home;
  if (kind === '1X2') return code === 'DRAW' ? t('sports.pick.draw') : t('sports.pick.win', { team });
  if (kind === 'HANDICAP') return t('sports.pick.handicap', { team, line: sideLine(line, code) });
  return t(code === 'OVER' ? 'sports.pick.over' : 'sports.pick.under', { line: formatLine(line, false) });
}

/** The short face of an odds button: 1, X, 2, −1.5, +1.5, O 2.5, U 2.5. @param {Kind} kind @param {number} line @param {Code} code */
export function pickShort(kind, line, code) {
  if (kind === '1X2') return t(`sports.short.${code}`);
  if (kind === 'HANDICAP') return sideLine(line, code);
  return t(`sports.short.${code}`, { line: formatLine(line, false) });
}

/** An amount for the page: "P 1,234.56". @param {string | bigint | number | null | undefined} minor */
export const money = (minor) => t('sports.money', { amount: formatMoney(minor) });

/**
 * A parlay's odds: the product of its legs', each step rounded down to the thousandth.
 * @param {number[]} legs
 */
export function combinedOdds(legs) {
  let acc = 1000n;
  for (const odds of legs) acc = (acc * BigInt(Math.floor(odds))) / 1000n;
  return acc;
}

/** What a stake returns at these odds (minor units, rounded down). @param {bigint} stake @param {bigint | number} odds */
export const returnOf = (stake, odds) => (stake * BigInt(odds)) / 1000n;

/**
 * The largest stake whose return stays within the maximum payout at these odds.
 * @param {bigint} maxPayout @param {bigint | number} odds
 */
export const stakeCapOf = (maxPayout, odds) => {
  const o = BigInt(odds);
  return o > 0n ? (1000n * (maxPayout + 1n) + o - 1n) / o - 1n : 0n;
};

/**
 * A stake typed by the player, in minor units: "10", "10.5", "1,000.00" (0n when empty, null when
 * it is not an amount).
 * @param {string} text
 */
export function parseStake(text) {
  const clean = text.replace(/[,\s]/g, '');
  if (clean === '') return 0n;
  const match = /^(\d{0,12})(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match || (match[1] === '' && !match[2])) return null;
  return BigInt(match[1] || '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** A stake as the input shows it: 1000 → "10", 1050 → "10.50". @param {bigint} minor */
export function stakeText(minor) {
  const cents = minor % 100n;
  return cents === 0n ? String(minor / 100n) : `${minor / 100n}.${String(cents).padStart(2, '0')}`;
}

const LOCALE = LANG === 'TY' ? 'fil' : undefined;
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short' });

/** @param {number} ms */
const dayNo = (ms) => {
  const d = new Date(ms);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000;
};

/** A kick-off in the player's local time: "Today 14:05", "Tomorrow 09:30", "Sat 12 Apr 20:00". @param {number} at */
export function kickOffText(at) {
  const time = timeFormat.format(at);
  const days = dayNo(at) - dayNo(Date.now());
  if (days === 0) return t('sports.today', { time });
  if (days === 1) return t('sports.tomorrow', { time });
  return `${dayFormat.format(at)} ${time}`;
}

/** A date and time of a bet or result: "Sat 12 Apr 20:00". @param {number} at */
export const dateTimeText = (at) => `${dayFormat.format(at)} ${timeFormat.format(at)}`;

/** A countdown "m:ss" (minutes may pass 59). @param {number} ms */
export function countdownText(ms) {
  const secs = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`;
}

/** A new request id for a placement (8–64 characters of [A-Za-z0-9_-]). */
export function newRequestId() {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return `sb-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** @param {ArrayBuffer} buffer */
const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * True when SHA-256 of the seed (its bytes when it is hex, else its text) is the commit; false when
 * it does not match or cannot be checked in this browser.
 * @param {string} seed @param {string} commit
 */
export async function seedMatches(seed, commit) {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || !seed || !commit) return false;
  const inputs = [new TextEncoder().encode(seed)];
  if (/^([0-9a-f]{2})+$/i.test(seed))
    inputs.unshift(new Uint8Array((seed.match(/../g) ?? []).map((byte) => parseInt(byte, 16))));
  try {
    for (const input of inputs)
      if (
        hex(await subtle.digest('SHA-256', /** @type {Uint8Array<ArrayBuffer>} */ (input))) ===
        commit.toLowerCase()
      )
        return true;
  } catch {
    /* no digest here */
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// DOM updates that only touch what changed

/** @param {Node} node @param {string} text */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** Sets or (for null) removes an attribute when it differs. @param {Element} el @param {string} name @param {string | null} value */
export function setAttr(el, name, value) {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Makes `parent`'s children exactly `nodes`, in order. Children that stay keep their place where
 * they can (removals first, then only out-of-order nodes move), so a focused button is not lost.
 * @param {Element} parent @param {Element[]} nodes
 */
export function placeChildren(parent, nodes) {
  const keep = new Set(nodes);
  for (const child of [...parent.children]) if (!keep.has(child)) child.remove();
  nodes.forEach((node, i) => {
    const at = parent.children[i];
    if (at !== node) parent.insertBefore(node, at ?? null);
  });
}

/** Restarts a CSS animation class on an element. @param {Element} el @param {string} name */
export function replay(el, name) {
  el.classList.remove(name);
  void (/** @type {HTMLElement} */ (el).offsetWidth);
  el.classList.add(name);
}

/** The element with the focus now, if it is inside `el`. @param {Element} el */
export const hasFocus = (el) => el.contains(document.activeElement);
