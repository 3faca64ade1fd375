import type { Rng } from '../../house-vendor/games/rng.js';

/**
 * Punto banco, as dealt at the house's live table (docs/house-games.md, "Live baccarat"). Pure:
 * the table service draws with the round's committed seed and settles with `payFactors`.
 */

export const DECKS = 8;
const SHOE = 52 * DECKS;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];
/** rank 1 ace … 10, 11 jack, 12 queen, 13 king. */
export interface Card {
  rank: number;
  suit: Suit;
}

export const SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
export type Spot = (typeof SPOTS)[number];
export type Winner = 'PLAYER' | 'BANKER' | 'TIE';

export interface Deal {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  playerPair: boolean;
  bankerPair: boolean;
}

/** A card's baccarat value: tens and faces count 0, aces 1. */
export const pointOf = (rank: number) => (rank >= 10 ? 0 : rank);
const totalOf = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + pointOf(c.rank), 0) % 10;

/**
 * Whether the banker draws a third card, by the standard tableau: on 0–2 always; on 3 unless the
 * player's third card is an 8; on 4 against 2–7; on 5 against 4–7; on 6 against 6–7; never on 7.
 * `playerThird` is the point (0–9) of the player's third card, or null when the player stood.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays one coup from an ordered card source (the first card goes to the player, then banker,
 * player, banker, then third cards): naturals (8 or 9 on two cards) stand both hands; the player
 * draws on 0–5; the banker follows `bankerDraws`.
 */
export function playCoup(next: () => Card): Deal {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (totalOf(player) <= 5) {
      const card = next();
      player.push(card);
      playerThird = pointOf(card.rank);
    }
    if (bankerDraws(totalOf(banker), playerThird)) banker.push(next());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
  };
}

/**
 * Deals a coup from a freshly shuffled eight-deck shoe (a continuous shuffler: every round starts
 * from the full shoe, so rounds are independent and the odds are the same every round). Only the
 * cards needed are drawn, each uniformly from those left — the first cards of a Fisher–Yates
 * shuffle, in the order `rng` is consumed: card i = index randomInt(416 − i) of the remaining shoe.
 */
export function dealFromShoe(rng: Rng): Deal {
  const taken: number[] = [];
  return playCoup(() => {
    // The k-th smallest untaken index of the ordered shoe (at most five taken: a short scan).
    let index = rng.randomInt(SHOE - taken.length);
    for (const t of [...taken].sort((a, b) => a - b)) if (t <= index) index++;
    taken.push(index);
    const inDeck = index % 52;
    return { rank: (inDeck % 13) + 1, suit: SUITS[Math.floor(inDeck / 13)]! };
  });
}

/**
 * What each spot returns per unit staked, in hundredths (stake included): Player 1:1, Banker
 * 0.95:1 (the 5 % commission), both returned on a tie; Tie 8:1; each pair 11:1.
 */
export function payFactors(deal: Pick<Deal, 'winner' | 'playerPair' | 'bankerPair'>): Record<Spot, number> {
  return {
    PLAYER: deal.winner === 'PLAYER' ? 200 : deal.winner === 'TIE' ? 100 : 0,
    BANKER: deal.winner === 'BANKER' ? 195 : deal.winner === 'TIE' ? 100 : 0,
    TIE: deal.winner === 'TIE' ? 900 : 0,
    PLAYER_PAIR: deal.playerPair ? 1200 : 0,
    BANKER_PAIR: deal.bankerPair ? 1200 : 0,
  };
}

/**
 * A player's return on a round: Σ stake × factor / 100, rounded down to the minor unit once for
 * the whole round (only a banker win can leave a fraction: the commission on a stake that is not a
 * multiple of 20 centavos).
 */
export function payoutOf(stakes: Partial<Record<Spot, bigint>>, deal: Deal): bigint {
  const factors = payFactors(deal);
  let hundredths = 0n;
  for (const spot of SPOTS) hundredths += (stakes[spot] ?? 0n) * BigInt(factors[spot]);
  return hundredths / 100n;
}
