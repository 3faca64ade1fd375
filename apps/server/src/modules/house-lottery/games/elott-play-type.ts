import type { DrawResult, PlayType, Rational } from './lottery-game.js';
import { reduced } from './odds.js';

/**
 * The e-lottery play types are all "choice" play types whose picks win at most once a draw.
 * Each declares its win rule and a `marginal`: equally likely results that reproduce the
 * distribution of everything the rule looks at (all 216 dice throws; the 10 values of one digit;
 * the 90 ordered car pairs at two places …). Expected wins are counted exactly over the marginal
 * with the same win rule, once per pick, so odds follow from the rules and nothing is typed in.
 */
export interface ChoicePlayTypeSpec {
  code: string;
  options: readonly string[];
  /** Whether `pick` (canonical) wins on `result`. */
  wins(pick: string, result: DrawResult): boolean;
  /** Equally likely results over which the rule's outcome has its true distribution. */
  marginal(): readonly DrawResult[];
}

const isDigits = (s: string) => /^\d{1,3}$/.test(s);

/** Canonical option for raw input: exact (case-insensitive), or numerically equal ("1" → "01"). */
function canonicalOption(options: readonly string[], raw: string): string | null {
  const up = raw.trim().toUpperCase();
  if (up.length === 0 || up.length > 8) return null;
  const exact = options.find((o) => o === up);
  if (exact !== undefined) return exact;
  if (!isDigits(up)) return null;
  return options.find((o) => isDigits(o) && Number(o) === Number(up)) ?? null;
}

export function choicePlayType(spec: ChoicePlayTypeSpec): PlayType {
  const expected = new Map<string, Rational>();
  const pick = (raw: string) => canonicalOption(spec.options, raw);
  const known = (p: string): string => {
    const canonical = pick(p);
    if (canonical === null) throw new RangeError(`${spec.code}: not a pick: ${JSON.stringify(p)}`);
    return canonical;
  };
  return {
    code: spec.code,
    shape: { kind: 'choice', options: spec.options },
    pick,
    wins: (p, result) => (spec.wins(known(p), result) ? 1 : 0),
    expectedWins(p) {
      const canonical = known(p);
      let cached = expected.get(canonical);
      if (cached === undefined) {
        const space = spec.marginal();
        let hits = 0;
        for (const result of space) if (spec.wins(canonical, result)) hits++;
        cached = reduced(BigInt(hits), BigInt(space.length));
        expected.set(canonical, cached);
      }
      return cached;
    },
    maxWins(p) {
      known(p);
      return 1;
    },
  };
}

/** A lazily built, then kept, list. */
export function once<T>(build: () => readonly T[]): () => readonly T[] {
  let value: readonly T[] | undefined;
  return () => (value ??= build());
}

/** "1".."n" or, with `width`, zero-padded ("01".."10"). */
export const numberOptions = (from: number, to: number, width = 1): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
