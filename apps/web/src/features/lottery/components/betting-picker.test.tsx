import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LotteryPlayType } from '@bet/contracts/lottery/bets';
import { selectionOf } from '../model/picks';
import { BettingPicker } from './betting-picker';

const playType = (
  shape: LotteryPlayType['shape'],
  odds: Record<string, number> = { '*': 9.5 },
): LotteryPlayType => ({
  code: 'X',
  shape,
  odds,
  minBet: 1,
  maxBet: 1000,
});

/** The picker with its selection shown as the content and units it makes. */
function Harness({ type }: { type: LotteryPlayType }) {
  const [selected, setSelected] = useState<string[]>([]);
  const selection = selectionOf(type.shape, selected);
  return (
    <>
      <BettingPicker playType={type} selected={selected} onChange={setSelected} />
      <output data-testid="content">{selection.content}</output>
      <output data-testid="units">{selection.units}</output>
    </>
  );
}

describe('BettingPicker', () => {
  it('choice: toggles options, shows each one’s odds and names the letters', () => {
    render(<Harness type={playType({ kind: 'choice', options: ['B', 'S'] }, { B: 1.96, S: 1.97 })} />);
    expect(screen.getByTestId('pick-S').textContent).toBe('Small×1.97');
    fireEvent.click(screen.getByTestId('pick-S'));
    fireEvent.click(screen.getByTestId('pick-B'));
    expect(screen.getByTestId('pick-B').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('content').textContent).toBe('B,S');
    fireEvent.click(screen.getByTestId('pick-B'));
    expect(screen.getByTestId('content').textContent).toBe('S');
  });

  it('number: a 00–99 grid for two digits', () => {
    render(<Harness type={playType({ kind: 'number', digits: 2 })} />);
    fireEvent.click(screen.getByTestId('pick-45'));
    fireEvent.click(screen.getByTestId('pick-07'));
    expect(screen.getByTestId('content').textContent).toBe('07,45');
    expect(screen.getByTestId('units').textContent).toBe('2');
  });

  it('number: typed numbers of the shape’s digits, others refused with a message', () => {
    render(<Harness type={playType({ kind: 'number', digits: 3 })} />);
    expect(screen.queryByTestId('pick-07')).toBeNull();
    fireEvent.change(screen.getByTestId('pick-typed'), { target: { value: '42' } });
    fireEvent.click(screen.getByTestId('pick-typed-add'));
    expect(screen.getByRole('alert').textContent).toBe('Enter exactly 3 digits.');
    expect(screen.getByTestId('units').textContent).toBe('0');
    fireEvent.change(screen.getByTestId('pick-typed'), { target: { value: '042' } });
    fireEvent.keyDown(screen.getByTestId('pick-typed'), { key: 'Enter' });
    expect(screen.getByTestId('content').textContent).toBe('042');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 042' }));
    expect(screen.getByTestId('units').textContent).toBe('0');
  });

  it('combo: every group of `size` picked numbers is one unit', () => {
    render(<Harness type={playType({ kind: 'combo', size: 2, digits: 2 })} />);
    fireEvent.click(screen.getByTestId('pick-12'));
    expect(screen.getByTestId('units').textContent).toBe('0');
    fireEvent.click(screen.getByTestId('pick-03'));
    expect(screen.getByTestId('content').textContent).toBe('03-12');
    fireEvent.click(screen.getByTestId('pick-50'));
    expect(screen.getByTestId('content').textContent).toBe('03-12,03-50,12-50');
    expect(screen.getByTestId('units').textContent).toBe('3');
  });
});
