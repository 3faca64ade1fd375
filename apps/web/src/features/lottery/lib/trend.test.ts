import { describe, expect, it } from 'vitest';
import { columnStats, hotCold, loStats, missingGrid, symbolStats, trendRows, trendSpecOf } from './trend';

describe('trend', () => {
  it('lays out every game group as columns of symbols', () => {
    expect(trendSpecOf('FASTDICE')!.cells(['1', '6', '6'])).toEqual(['1', '6', '6']);
    expect(trendSpecOf('RACE10')!.columns).toHaveLength(10);
    expect(trendSpecOf('LUCKY5D')!.cells(['1', '2'])).toBeNull();
    expect(trendSpecOf('SEA_4D')!.cells(['0087', '8138'])).toEqual(['0', '0', '8', '7']);
    expect(trendSpecOf('SEA_6D')!.cells(['819608'])).toEqual(['8', '1', '9', '6', '0', '8']);
    // đề: the special prize's last two digits; North prints it first, the provinces last.
    const north = ['29512', ...Array(26).fill('11')];
    expect(trendSpecOf('VN_NORTH')!.cells(north)).toEqual(['1', '2']);
    const south = [...Array(17).fill('11'), '716428'];
    expect(trendSpecOf('VN_SOUTH')!.cells(south)).toEqual(['2', '8']);
    expect(trendSpecOf('NOPE')).toBeNull();
  });

  it('skips draws without a result (void) and keeps the order', () => {
    const rows = trendRows(trendSpecOf('FASTDICE')!, [
      { issue: '3', result: ['1', '2', '3'] },
      { issue: '2', result: null },
      { issue: '1', result: ['4', '5', '6'] },
    ]);
    expect(rows.map((r) => r.issue)).toEqual(['3', '1']);
  });

  it('counts hits and the draws since each symbol last came (newest first)', () => {
    const stats = symbolStats(['a', 'b', 'c'], [['b'], ['a'], ['b'], ['a', 'a']]);
    expect(stats).toEqual([
      { symbol: 'a', hits: 3, missing: 1 },
      { symbol: 'b', hits: 2, missing: 0 },
      // never seen: missing for every draw counted
      { symbol: 'c', hits: 0, missing: 4 },
    ]);
  });

  it('per column, hot are the most frequent and cold the least (ties by absence)', () => {
    const spec = trendSpecOf('FASTDICE')!;
    const rows = trendRows(spec, [
      { issue: '4', result: ['6', '1', '1'] },
      { issue: '3', result: ['6', '2', '1'] },
      { issue: '2', result: ['5', '3', '1'] },
      { issue: '1', result: ['6', '4', '2'] },
    ]);
    const [first, , third] = columnStats(spec, rows, 2);
    expect(first!.hot).toEqual(['6', '5']);
    expect(first!.symbols.find((s) => s.symbol === '5')).toEqual({ symbol: '5', hits: 1, missing: 2 });
    // cold: no hits, the longest absent first (all never seen: 4), then by order
    expect(first!.cold).toEqual(['1', '2']);
    expect(third!.hot).toEqual(['1', '2']);
    expect(hotCold([{ symbol: 'x', hits: 0, missing: 1 }])).toEqual({ hot: [], cold: [] });
  });

  it('VN lô counts the last two digits of every prize number, 00 to 99', () => {
    const stats = loStats([
      ['12345', '045', '45'],
      ['99', '7'],
    ]);
    expect(stats).toHaveLength(100);
    expect(stats[45]).toEqual({ symbol: '45', hits: 3, missing: 0 });
    expect(stats[99]).toEqual({ symbol: '99', hits: 1, missing: 1 });
    expect(stats[7]).toEqual({ symbol: '07', hits: 0, missing: 2 });
  });

  it("the trend table marks each drawn symbol 0 and counts the others' absence upwards", () => {
    const rows = [
      { issue: '3', cells: ['b'] },
      { issue: '2', cells: ['a'] },
      { issue: '1', cells: ['a'] },
    ];
    expect(missingGrid(rows, 0, ['a', 'b', 'c'])).toEqual([
      [1, 0, 3],
      [0, 2, 2],
      [0, 1, 1],
    ]);
  });
});
