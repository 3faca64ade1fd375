import type { Rng } from '../../house-vendor/games/rng.js';
import type { DrawResult, LotteryGameDef } from './lottery-game.js';
import { choicePlayType, numberOptions, once } from './elott-play-type.js';
import { intervalSchedule } from './elott-schedule.js';

/**
 * Fast Dice: three dice every minute. Result: the three faces "1".."6" in the order drawn,
 * each `rng.randomInt(6) + 1`.
 */

const faces = (result: DrawResult): number[] => result.map(Number);
const sumOf = (result: DrawResult) => faces(result).reduce((a, b) => a + b, 0);
const isTriple = (result: DrawResult) => result[0] === result[1] && result[1] === result[2];
const countOf = (face: string, result: DrawResult) => result.filter((f) => f === face).length;

/** All 216 throws, equally likely: every play type's expected wins is counted over them. */
const allThrows = once<DrawResult>(() => {
  const throws: DrawResult[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) throws.push([a, b, c].map(String));
  return throws;
});

export const DICE_FACES = numberOptions(1, 6);

export function diceWin(playType: string, pick: string, result: DrawResult): boolean {
  switch (playType) {
    case 'SUM':
      return sumOf(result) === Number(pick);
    case 'BS': // a triple loses both big and small
      return !isTriple(result) && (sumOf(result) >= 11 ? 'B' : 'S') === pick;
    case 'OE':
      return !isTriple(result) && (sumOf(result) % 2 === 1 ? 'O' : 'E') === pick;
    case 'TRIPLE':
      return isTriple(result) && (pick === 'ANY' || result[0] === pick);
    case 'PAIR': // at least two dice show the face (a triple counts)
      return countOf(pick, result) >= 2;
    default:
      throw new RangeError(`FASTDICE: unknown play type ${playType}`);
  }
}

const diceType = (code: string, options: readonly string[]) =>
  choicePlayType({ code, options, wins: (pick, result) => diceWin(code, pick, result), marginal: allThrows });

export const FAST_DICE: LotteryGameDef = {
  code: 'FASTDICE',
  group: 'ELOTT',
  name: 'Fast Dice',
  nextDraws: intervalSchedule(1),
  draw: (rng: Rng) => [0, 1, 2].map(() => String(rng.randomInt(6) + 1)),
  layout: [{ tier: 'DICE', count: 3, digits: 1 }],
  playTypes: [
    diceType('SUM', numberOptions(4, 17)),
    diceType('BS', ['B', 'S']),
    diceType('OE', ['O', 'E']),
    diceType('TRIPLE', [...DICE_FACES, 'ANY']),
    diceType('PAIR', DICE_FACES),
  ],
  defaultPlayType: 'SUM',
};
