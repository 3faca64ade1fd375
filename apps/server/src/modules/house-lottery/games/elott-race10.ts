import type { Rng } from '../../house-vendor/games/rng.js';
import type { DrawResult, LotteryGameDef } from './lottery-game.js';
import { choicePlayType, numberOptions } from './elott-play-type.js';
import { intervalSchedule } from './elott-schedule.js';

/**
 * Speed Racing: ten cars every 3 minutes. Result: the car numbers "01".."10" by finishing place
 * (result[0] won). Drawn by a Fisher–Yates shuffle of ["01", …, "10"]: for i = 9 down to 1,
 * j = rng.randomInt(i + 1), swap the cars at indexes i and j (nine calls, every order equally likely).
 */

export const CARS = numberOptions(1, 10, 2);
const PLACES = 10;

export function drawRace(rng: Rng): DrawResult {
  const order = [...CARS];
  for (let i = PLACES - 1; i > 0; i--) {
    const j = rng.randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Car number at a 1-based place. */
const carAt = (result: DrawResult, place: number) => Number(result[place - 1]);
const sum12 = (result: DrawResult) => carAt(result, 1) + carAt(result, 2);

/**
 * Every order in which the given places hold distinct cars, the other places filled with the
 * remaining cars in ascending order. In a uniformly random order the cars at k fixed places are
 * uniform over these 10 × 9 × … arrangements, so a rule that reads only those places has the
 * same chance over this list as over all 10! orders.
 */
function ordersAtPlaces(places: readonly number[]): DrawResult[] {
  const orders: DrawResult[] = [];
  const extend = (chosen: string[]) => {
    if (chosen.length === places.length) {
      const rest = CARS.filter((c) => !chosen.includes(c));
      const order: string[] = [];
      for (let place = 1; place <= PLACES; place++) {
        const k = places.indexOf(place);
        order.push(k >= 0 ? chosen[k]! : rest.shift()!);
      }
      orders.push(order);
      return;
    }
    for (const car of CARS) if (!chosen.includes(car)) extend([...chosen, car]);
  };
  extend([]);
  return orders;
}

const marginalAt = (places: readonly number[]) => () => ordersAtPlaces(places);

const positionType = (place: number) =>
  choicePlayType({
    code: `POS_${place}`,
    options: CARS,
    wins: (car, result) => result[place - 1] === car,
    marginal: marginalAt([place]),
  });

/** Dragon: the car at place n has a greater number than the car at place 11 − n; tiger: smaller. */
const dragonTigerType = (n: number) =>
  choicePlayType({
    code: `DT_${n}`,
    options: ['D', 'T'],
    wins: (side, result) => (carAt(result, n) > carAt(result, PLACES + 1 - n) ? 'D' : 'T') === side,
    marginal: marginalAt([n, PLACES + 1 - n]),
  });

const firstTwo = marginalAt([1, 2]);

export const RACE_10: LotteryGameDef = {
  code: 'RACE10',
  group: 'ELOTT',
  name: 'Speed Racing',
  nextDraws: intervalSchedule(3),
  draw: drawRace,
  layout: [{ tier: 'RANK', count: 10, digits: 2 }],
  playTypes: [
    ...Array.from({ length: PLACES }, (_, i) => positionType(i + 1)),
    ...Array.from({ length: PLACES / 2 }, (_, i) => dragonTigerType(i + 1)),
    choicePlayType({
      code: 'SUM12',
      options: numberOptions(3, 19),
      wins: (sum, result) => sum12(result) === Number(sum),
      marginal: firstTwo,
    }),
    choicePlayType({
      code: 'SUM12_BS',
      options: ['B', 'S'],
      wins: (side, result) => (sum12(result) > 11 ? 'B' : 'S') === side,
      marginal: firstTwo,
    }),
    choicePlayType({
      code: 'SUM12_OE',
      options: ['O', 'E'],
      wins: (side, result) => (sum12(result) % 2 === 1 ? 'O' : 'E') === side,
      marginal: firstTwo,
    }),
  ],
  defaultPlayType: 'POS_1',
};
