import { bankerDraws, DECKS, type Spot } from './baccarat.js';

/**
 * The exact odds of the house's eight-deck baccarat (docs/house-games.md), by visiting every
 * ordered sequence of card points a coup can use (points 0–9; a 0 is any of 10, J, Q, K), each
 * weighted by how many ordered draws of actual cards give it. Weights are counted out of all
 * ordered 6-card draws from the shoe (416·415·…·411 < 2^53, so every sum is an exact integer).
 */
export function exactBaccaratOdds() {
  const counts = Array.from({ length: 10 }, (_, point) => (point === 0 ? 16 : 4) * DECKS);
  const shoe = 52 * DECKS;
  let player = 0;
  let banker = 0;
  let tie = 0;
  /** Draws a card of `point`, runs `then` with its weight, and puts it back. */
  const draw = (point: number, then: (weight: number) => void) => {
    const weight = counts[point]!;
    if (weight === 0) return;
    counts[point]!--;
    then(weight);
    counts[point]!++;
  };
  /** The ordered draws of the cards the coup did not use (they complete the 6-card sequence). */
  const unused = (used: number) => {
    let w = 1;
    for (let i = used; i < 6; i++) w *= shoe - i;
    return w;
  };
  const score = (p: number, b: number, weight: number) => {
    if (p > b) player += weight;
    else if (b > p) banker += weight;
    else tie += weight;
  };
  for (let p1 = 0; p1 < 10; p1++)
    draw(p1, (w1) => {
      for (let b1 = 0; b1 < 10; b1++)
        draw(b1, (w2) => {
          for (let p2 = 0; p2 < 10; p2++)
            draw(p2, (w3) => {
              for (let b2 = 0; b2 < 10; b2++)
                draw(b2, (w4) => {
                  const w = w1 * w2 * w3 * w4;
                  const p = (p1 + p2) % 10;
                  const b = (b1 + b2) % 10;
                  if (p >= 8 || b >= 8 || (p >= 6 && !bankerDraws(b, null)))
                    return score(p, b, w * unused(4));
                  if (p >= 6) {
                    for (let b3 = 0; b3 < 10; b3++)
                      draw(b3, (w5) => score(p, (b + b3) % 10, w * w5 * unused(5)));
                    return;
                  }
                  for (let p3 = 0; p3 < 10; p3++)
                    draw(p3, (w5) => {
                      const pt = (p + p3) % 10;
                      if (!bankerDraws(b, p3)) return score(pt, b, w * w5 * unused(5));
                      for (let b3 = 0; b3 < 10; b3++) draw(b3, (w6) => score(pt, (b + b3) % 10, w * w5 * w6));
                    });
                });
            });
        });
    });
  const total = player + banker + tie;
  // A pair: the second card matches the first's rank — 31 of the 415 cards left (8 decks).
  const pair = (4 * DECKS - 1) / (shoe - 1);
  const probability = { player: player / total, banker: banker / total, tie: tie / total, pair };
  const rtp: Record<Spot, number> = {
    PLAYER: 2 * probability.player + probability.tie,
    BANKER: 1.95 * probability.banker + probability.tie,
    TIE: 9 * probability.tie,
    PLAYER_PAIR: 12 * pair,
    BANKER_PAIR: 12 * pair,
  };
  return { counts: { player, banker, tie, total }, probability, rtp };
}
