import { SLOT_CONFIG, SYMBOL, type SlotConfig } from './slot-config.js';
import { evaluateLine, scatterPayFor } from './slot.js';

/** Exact figures over every combination of reel stops (each stop equally likely). */
export interface SlotStats {
  /** Number of stop combinations: the product of the strip lengths. */
  combinations: bigint;
  /** Sum of the total pay over all combinations, in line bets (exact). */
  totalPayInLineBets: bigint;
  /** The part of it paid by scatters, in line bets. */
  scatterPayInLineBets: bigint;
  /** Combinations whose total pay is above zero. */
  hits: bigint;
  /** Return to player: totalPay / (combinations x lines). */
  rtp: number;
  scatterRtp: number;
  hitFrequency: number;
  /** Standard deviation of one spin's return, in total bets (drives simulation tolerances). */
  standardDeviation: number;
}

/**
 * Enumerates all stop combinations exactly, with the same evaluateLine as real spins.
 *
 * A line can only pay when its first three symbols already match (every 3-of-a-kind pays), so
 * for each stop of reels 1-3 the "live" lines are found once; when none is live, reels 4 and 5
 * matter only through their scatter count, whose distribution is counted once up front. Only
 * the live prefixes are extended over every stop of reels 4 and 5. The result is identical to
 * visiting all strip-length^5 screens (a test checks this against a naive loop on short strips)
 * and takes seconds rather than minutes.
 */
export function exactSlotStats(config: SlotConfig = SLOT_CONFIG): SlotStats {
  const { strips, lines, linePays, scatterPays, rows } = config;
  if (strips.length !== 5) throw new Error('the enumeration assumes 5 reels');
  linePays.forEach((pays, symbol) => {
    if (symbol !== SYMBOL.SCATTER && !(pays[0]! > 0))
      throw new Error('the enumeration assumes every 3-of-a-kind pays');
  });

  const windows = strips.map((strip) =>
    strip.map((_, stop) => Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!)),
  );
  const scatters = windows.map((reel) =>
    reel.map((window) => window.filter((s) => s === SYMBOL.SCATTER).length),
  );
  const [w1, w2, w3, w4, w5] = windows as [number[][], number[][], number[][], number[][], number[][]];
  const [c1, c2, c3, c4, c5] = scatters as [number[], number[], number[], number[], number[]];

  // How many (stop4, stop5) pairs show k scatters between them.
  const pairsWithScatters = new Array<number>(2 * rows + 1).fill(0);
  for (const a of c4) for (const b of c5) pairsWithScatters[a + b]!++;

  const lineCount = lines.length;
  const live: { buffer: number[]; row4: number; row5: number }[] = [];
  let total = 0n;
  let scatterTotal = 0n;
  let sumSquares = 0n;
  let hits = 0n;

  for (let s1 = 0; s1 < w1.length; s1++) {
    for (let s2 = 0; s2 < w2.length; s2++) {
      for (let s3 = 0; s3 < w3.length; s3++) {
        const prefixScatters = c1[s1]! + c2[s2]! + c3[s3]!;
        live.length = 0;
        for (const line of lines) {
          const buffer = [
            w1[s1]![line[0]!]!,
            w2[s2]![line[1]!]!,
            w3[s3]![line[2]!]!,
            SYMBOL.SCATTER,
            SYMBOL.SCATTER,
          ];
          if (evaluateLine(buffer, linePays)) live.push({ buffer, row4: line[3]!, row5: line[4]! });
        }
        let sum = 0;
        let squares = 0;
        let scatterSum = 0;
        let blockHits = 0;
        if (live.length === 0) {
          for (let k = 0; k < pairsWithScatters.length; k++) {
            const pairs = pairsWithScatters[k]!;
            const pay = scatterPayFor(prefixScatters + k, scatterPays) * lineCount;
            sum += pairs * pay;
            squares += pairs * pay * pay;
            if (pay > 0) blockHits += pairs;
          }
          scatterSum = sum;
        } else {
          for (let s4 = 0; s4 < w4.length; s4++) {
            for (let s5 = 0; s5 < w5.length; s5++) {
              const scatterPay = scatterPayFor(prefixScatters + c4[s4]! + c5[s5]!, scatterPays) * lineCount;
              let pay = scatterPay;
              for (const { buffer, row4, row5 } of live) {
                buffer[3] = w4[s4]![row4]!;
                buffer[4] = w5[s5]![row5]!;
                pay += evaluateLine(buffer, linePays)!.pay;
              }
              sum += pay;
              squares += pay * pay;
              scatterSum += scatterPay;
              blockHits++; // a live line always pays
            }
          }
        }
        total += BigInt(sum);
        sumSquares += BigInt(squares);
        scatterTotal += BigInt(scatterSum);
        hits += BigInt(blockHits);
      }
    }
  }

  const combinations = strips.reduce((n, strip) => n * BigInt(strip.length), 1n);
  const bets = combinations * BigInt(lineCount);
  const rtp = ratio(total, bets);
  // Variance in line bets, then scaled to total bets (divide by lines^2).
  const meanPay = ratio(total, combinations);
  const variance = ratio(sumSquares, combinations) - meanPay * meanPay;
  return {
    combinations,
    totalPayInLineBets: total,
    scatterPayInLineBets: scatterTotal,
    hits,
    rtp,
    scatterRtp: ratio(scatterTotal, bets),
    hitFrequency: ratio(hits, combinations),
    standardDeviation: Math.sqrt(variance) / lineCount,
  };
}

/** a / b as a double without losing precision to huge bigints. */
function ratio(a: bigint, b: bigint): number {
  const whole = a / b;
  return Number(whole) + Number(((a - whole * b) * 10n ** 15n) / b) / 1e15;
}
