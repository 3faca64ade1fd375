import { describe, expect, it } from 'vitest';
import { rafflePreview, raffleView } from './raffle-preview';

const ranksOf = (...ranks: [string, string][]) => ranks.map(([amount, winners]) => ({ amount, winners }));
const defaults = ranksOf(['500', '1'], ['200', '2'], ['50', '5']);

describe('prize draw view', () => {
  it('totals each rank and the draw, in minor units as the server pays', () => {
    expect(raffleView(defaults)).toEqual({
      checks: [{}, {}, {}],
      listProblem: null,
      totals: [500, 400, 250],
      winners: 8,
      perDraw: 1150,
      max: 500,
    });
    // 0.1 × 3 + 0.2 is 0.5 exactly, not 0.5000000000000001.
    expect(raffleView(ranksOf(['0.1', '3'], ['0.2', '1'])).perDraw).toBe(0.5);
  });

  it('marks a rank as typed with the save’s sentence; an empty input waits for the save', () => {
    const view = raffleView(ranksOf(['500', '1'], ['200', '0'], ['', '5'], ['12.345', '1']));
    expect(view.checks).toEqual([{}, { winners: 'raffle.winners' }, {}, { amount: 'twoDecimals' }]);
    expect(view.totals).toEqual([500, null, null, null]);
    expect(view).toMatchObject({ winners: null, perDraw: null, max: 500, listProblem: null });
  });

  it('counts the winners in all against the limit once every rank is valid', () => {
    const view = raffleView(ranksOf(['10', '60'], ['5', '41']));
    expect(view).toMatchObject({ listProblem: 'raffle.tooManyWinners', winners: 101, perDraw: 805 });
    expect(view.checks).toEqual([{}, {}]);
  });
});

describe('prize draw preview', () => {
  const rules = { entryStep: '100', entriesMax: '10', turnoverMultiple: '1', ranks: defaults };

  it('gives the terms of a valid draw', () => {
    expect(rafflePreview(rules)).toEqual({
      step: 100,
      entriesMax: 10,
      ranks: [
        { amount: 500, winners: 1 },
        { amount: 200, winners: 2 },
        { amount: 50, winners: 5 },
      ],
      winners: 8,
      perDraw: 1150,
      multiple: 1,
    });
  });

  it('is null while a figure is missing or refused', () => {
    expect(rafflePreview({ ...rules, entryStep: '' })).toBeNull();
    expect(rafflePreview({ ...rules, entriesMax: '101' })).toBeNull();
    expect(rafflePreview({ ...rules, entriesMax: '2.5' })).toBeNull();
    expect(rafflePreview({ ...rules, ranks: ranksOf(['500', '0']) })).toBeNull();
    expect(rafflePreview({ ...rules, ranks: ranksOf(['1', '100'], ['1', '1']) })).toBeNull();
    expect(rafflePreview({ ...rules, ranks: [] })).toBeNull();
  });
});
