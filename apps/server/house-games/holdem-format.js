// @ts-check
// Texts of the card room's amounts, cards and hands. The card room's API speaks major units
// (numbers such as 0.5, 1, 24); they are shown without cents when whole: "P1", "P0.50".
import { formatMoney } from './hv-client.js';
import { t } from './hv-i18n.js';

/** @typedef {import('./holdem-api.js').PvpCategory} PvpCategory */
/** @typedef {import('./holdem-api.js').PvpLastAction} PvpLastAction */

/** Major units as minor units (a bigint for the shared money helpers). @param {number} major */
export const toMinor = (major) => BigInt(Math.round((Number(major) || 0) * 100));

/** An amount with the currency: 1 → "P1", 0.5 → "P0.50", 1234 → "P1,234". @param {number} major */
export function money(major) {
  const minor = toMinor(major);
  const text = formatMoney(minor);
  return t('pvp.money', { amount: minor % 100n === 0n ? text.slice(0, -3) : text });
}

/** "Flush", translated. @param {PvpCategory} category */
export const categoryName = (category) => t(`pvp.category.${category}`);

/** "Raise", "Big blind", translated. @param {PvpLastAction} action */
export const actionName = (action) => t(`pvp.act.${action}`);

/** Whole seconds left until `at` (ms, server clock), never below 0. @param {number} at @param {number} now */
export const secondsLeft = (at, now) => Math.max(0, Math.ceil((at - now) / 1000));

const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';

/**
 * A card's rank and suit from its two letters ('As', 'Td'), or null when it is not a card.
 * @param {string} card
 * @returns {{ rank: string, suit: 'c' | 'd' | 'h' | 's' } | null}
 */
export function parseCard(card) {
  if (typeof card !== 'string' || card.length !== 2) return null;
  const rank = card[0].toUpperCase();
  const suit = card[1].toLowerCase();
  if (!RANKS.includes(rank) || !SUITS.includes(suit)) return null;
  return { rank, suit: /** @type {'c' | 'd' | 'h' | 's'} */ (suit) };
}

/** "Ace of Spades", translated. @param {string} card */
export function cardName(card) {
  const c = parseCard(card);
  if (!c) return t('pvp.cardBack');
  return t('pvp.card', { rank: t(`pvp.rank.${c.rank}`), suit: t(`pvp.suit.${c.suit}`) });
}
