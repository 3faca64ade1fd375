import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryPlayType } from '@bet/contracts/lottery/bets';
import { slipLine } from '@bet/contracts/lottery/bets';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import type { Selection } from '../model/picks';
import { stakeOf } from '../model/slip';

/** Quick unit prices. */
export const UNIT_PRICES = [1, 2, 5, 10, 50, 100] as const;

export interface StakeState {
  unitPrice: number;
  multiple: number;
}

/** Why the current pick cannot go on the slip (a catalogue key and its values), or null. */
export function stakeProblem(
  playType: LotteryPlayType,
  selection: Selection,
  stake: StakeState,
): { key: string; values?: Record<string, string> } | null {
  if (selection.units === 0) return { key: 'lottery.bet.pickFirst' };
  if (!selection.valid) return { key: 'lottery.bet.tooManyPicks' };
  const line = slipLine.safeParse({ playType: playType.code, content: selection.content, ...stake });
  if (!line.success) return { key: 'lottery.bet.stakeInvalid' };
  const total = stakeOf({ units: selection.units, ...stake });
  if (total < playType.minBet || total > playType.maxBet)
    return {
      key: 'lottery.bet.stakeLimits',
      values: { min: formatAmount(playType.minBet), max: formatAmount(playType.maxBet) },
    };
  return null;
}

interface StakeProps {
  playType: LotteryPlayType;
  selection: Selection;
  stake: StakeState;
  onStake: (stake: StakeState) => void;
  onAdd: () => void;
}

/** Unit price (quick chips or typed), multiple, and the units and stake of the pick, live. */
export function BettingStake({ playType, selection, stake, onStake, onAdd }: StakeProps) {
  const { t } = useTranslation();
  const id = useId();
  const problem = stakeProblem(playType, selection, stake);
  const total = stakeOf({ units: selection.units, ...stake });
  return (
    <div className="lottery-stake">
      <div className="lottery-stake-row" role="group" aria-label={t('lottery.bet.unitPrice')}>
        <span className="lottery-stake-label" id={`${id}-unit`}>
          {t('lottery.bet.unitPrice')}
        </span>
        <div className="lottery-chips">
          {UNIT_PRICES.map((price) => (
            <button
              key={price}
              type="button"
              className={stake.unitPrice === price ? 'lottery-chip on' : 'lottery-chip'}
              aria-pressed={stake.unitPrice === price}
              onClick={() => onStake({ ...stake, unitPrice: price })}
            >
              {price}
            </button>
          ))}
          <input
            className="lottery-number-input"
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            aria-labelledby={`${id}-unit`}
            value={Number.isFinite(stake.unitPrice) ? stake.unitPrice : ''}
            onChange={(event) => onStake({ ...stake, unitPrice: event.target.valueAsNumber })}
            data-testid="stake-unit-price"
          />
        </div>
      </div>
      <div className="lottery-stake-row">
        <label className="lottery-stake-label" htmlFor={`${id}-multiple`}>
          {t('lottery.bet.multiple')}
        </label>
        <div className="lottery-stepper">
          <button
            type="button"
            aria-label={t('lottery.bet.less')}
            onClick={() => onStake({ ...stake, multiple: Math.max(1, stake.multiple - 1) })}
          >
            −
          </button>
          <input
            id={`${id}-multiple`}
            className="lottery-number-input"
            type="number"
            min={1}
            max={10000}
            step={1}
            inputMode="numeric"
            value={Number.isFinite(stake.multiple) ? stake.multiple : ''}
            onChange={(event) => onStake({ ...stake, multiple: event.target.valueAsNumber })}
            data-testid="stake-multiple"
          />
          <button
            type="button"
            aria-label={t('lottery.bet.more')}
            onClick={() => onStake({ ...stake, multiple: Math.min(10_000, (stake.multiple || 0) + 1) })}
          >
            +
          </button>
        </div>
      </div>
      <div className="lottery-stake-summary" aria-live="polite">
        <span data-testid="stake-units">{t('lottery.bet.units', { count: selection.units })}</span>
        <span data-testid="stake-total">
          {t('lottery.bet.stake')}: <strong>{Number.isFinite(total) ? formatAmount(total) : '—'}</strong>
        </span>
      </div>
      <p className="lottery-field-error" data-testid="stake-problem">
        {problem && selection.units > 0 ? t(problem.key, problem.values) : ''}
      </p>
      <Button className="lottery-add" disabled={problem !== null} onClick={onAdd} data-testid="slip-add">
        {t('lottery.bet.addToSlip')}
      </Button>
    </div>
  );
}
