import { describe, expect, it } from 'vitest';
import { combinations, gridOf, randomSelection, selectionOf, toggled, typedNumber } from './picks';

describe('lottery picks', () => {
  it('choice: the selected options in option order, one unit each', () => {
    const shape = { kind: 'choice' as const, options: ['B', 'S', 'O', 'E'] };
    let selected = toggled([], 'E', shape.options);
    selected = toggled(selected, 'B', shape.options);
    expect(selectionOf(shape, selected)).toEqual({ content: 'B,E', units: 2, valid: true });
    expect(selectionOf(shape, toggled(selected, 'B', shape.options))).toEqual({
      content: 'E',
      units: 1,
      valid: true,
    });
    expect(selectionOf(shape, [])).toEqual({ content: '', units: 0, valid: false });
  });

  it('number: a grid up to two digits, typed numbers checked against the digits', () => {
    expect(gridOf({ kind: 'number', digits: 2 })).toHaveLength(100);
    expect(gridOf({ kind: 'number', digits: 2 })?.[7]).toBe('07');
    expect(gridOf({ kind: 'number', digits: 3 })).toBeNull();
    expect(typedNumber(' 042 ', 3)).toBe('042');
    expect(typedNumber('42', 3)).toBeNull();
    expect(typedNumber('4a2', 3)).toBeNull();
    expect(typedNumber('1234', 3)).toBeNull();
    expect(selectionOf({ kind: 'number', digits: 2 }, ['07', '45', '07'])).toEqual({
      content: '07,45',
      units: 2,
      valid: true,
    });
  });

  it('combo: every group of `size` numbers is a unit, numbers sorted and joined by "-"', () => {
    const shape = { kind: 'combo' as const, size: 2, digits: 2 };
    expect(selectionOf(shape, ['45', '07'])).toEqual({ content: '07-45', units: 1, valid: true });
    expect(selectionOf(shape, ['45', '07', '12'])).toEqual({
      content: '07-12,07-45,12-45',
      units: 3,
      valid: true,
    });
    // Fewer numbers than the size: nothing to bet yet.
    expect(selectionOf({ ...shape, size: 3 }, ['07', '45'])).toEqual({ content: '', units: 0, valid: false });
    expect(combinations(['01', '02', '03', '04', '05'], 4)).toHaveLength(5);
  });

  it('refuses more picks than one bet may hold', () => {
    const many = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
    // C(60, 3) = 34,220 combinations: far over the cap, so the line cannot be added.
    expect(selectionOf({ kind: 'combo', size: 3, digits: 2 }, many).valid).toBe(false);
  });

  it('quick pick follows the shape', () => {
    let n = 0;
    const sequence = () => [0.1, 0.1, 0.5, 0.9][n++ % 4]!;
    expect(randomSelection({ kind: 'choice', options: ['B', 'S'] }, () => 0.7)).toEqual(['S']);
    expect(randomSelection({ kind: 'number', digits: 3 }, () => 0.042)).toEqual(['042']);
    const combo = randomSelection({ kind: 'combo', size: 3, digits: 2 }, sequence);
    expect(new Set(combo).size).toBe(3);
  });
});
