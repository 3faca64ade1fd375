import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryPlayType } from '@bet/contracts/lottery/bets';
import { Button } from '@/shared/ui/button';
import { gridOf, randomSelection, toggled, typedNumber } from '../model/picks';

interface PickerProps {
  playType: LotteryPlayType;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

const oddsText = (value: number | undefined) => (value === undefined ? '' : `×${value}`);

/** An option's label: B/S/O/E, D/T, ANY … are translated; digits and sums read as they are. */
function useOptionLabel() {
  const { t } = useTranslation();
  return (option: string) =>
    /^\d+$/.test(option) ? option : t(`lottery.bet.option.${option}`, { defaultValue: option });
}

/**
 * The picks of a play type, built from its `shape`: toggle buttons with their odds (choice), a
 * digit grid or typed numbers (number), `size` numbers or more for every combination (combo).
 */
export function BettingPicker({ playType, selected, onChange }: PickerProps) {
  const { t } = useTranslation();
  const shape = playType.shape;
  const label = useOptionLabel();
  if (shape.kind === 'choice') {
    return (
      <div className="lottery-picker">
        <div className="lottery-choices" role="group" aria-label={t('lottery.bet.picks')}>
          {shape.options.map((option) => {
            const on = selected.includes(option);
            return (
              <button
                key={option}
                type="button"
                className={on ? 'lottery-choice on' : 'lottery-choice'}
                aria-pressed={on}
                onClick={() => onChange(toggled(selected, option, shape.options))}
                data-testid={`pick-${option}`}
              >
                <span className="lottery-choice-name">{label(option)}</span>
                <span className="lottery-choice-odds">
                  {oddsText(playType.odds[option] ?? playType.odds['*'])}
                </span>
              </button>
            );
          })}
        </div>
        <PickerTools onRandom={() => onChange(randomSelection(shape))} onClear={() => onChange([])} />
      </div>
    );
  }
  const grid = gridOf(shape);
  return (
    <div className="lottery-picker">
      <p className="lottery-picker-hint">
        {shape.kind === 'combo'
          ? t('lottery.bet.pickCombo', { size: shape.size })
          : t('lottery.bet.pickNumber', { digits: shape.digits })}{' '}
        <span className="lottery-choice-odds">{oddsText(playType.odds['*'])}</span>
      </p>
      {grid ? (
        <div
          className={`lottery-grid digits-${shape.digits}`}
          role="group"
          aria-label={t('lottery.bet.picks')}
        >
          {grid.map((number) => {
            const on = selected.includes(number);
            return (
              <button
                key={number}
                type="button"
                className={on ? 'lottery-ball-button on' : 'lottery-ball-button'}
                aria-pressed={on}
                onClick={() => onChange(toggled(selected, number, grid))}
                data-testid={`pick-${number}`}
              >
                {number}
              </button>
            );
          })}
        </div>
      ) : (
        <TypedNumbers digits={shape.digits} selected={selected} onChange={onChange} />
      )}
      <PickerTools onRandom={() => onChange(randomSelection(shape))} onClear={() => onChange([])} />
    </div>
  );
}

function PickerTools({ onRandom, onClear }: { onRandom: () => void; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="lottery-picker-tools">
      <Button variant="secondary" size="sm" onClick={onRandom} data-testid="pick-random">
        {t('lottery.bet.random')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear} data-testid="pick-clear">
        {t('lottery.bet.clear')}
      </Button>
    </div>
  );
}

/** Numbers too long for a grid (3, 4, 6 digits): typed one at a time, each checked against the shape. */
function TypedNumbers({
  digits,
  selected,
  onChange,
}: {
  digits: number;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [raw, setRaw] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = () => {
    const number = typedNumber(raw, digits);
    if (number === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setRaw('');
    if (!selected.includes(number)) onChange([...selected, number]);
  };
  return (
    <div className="lottery-typed">
      <label htmlFor={id}>{t('lottery.bet.typeNumber', { digits })}</label>
      <div className="lottery-typed-row">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits}
          value={raw}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => setRaw(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          data-testid="pick-typed"
        />
        <Button size="sm" onClick={add} data-testid="pick-typed-add">
          {t('lottery.bet.addNumber')}
        </Button>
      </div>
      <p id={`${id}-error`} className="lottery-field-error" role={invalid ? 'alert' : undefined}>
        {invalid ? t('lottery.bet.numberInvalid', { digits }) : ''}
      </p>
      <ul className="lottery-typed-list" aria-label={t('lottery.bet.picks')}>
        {selected.map((number) => (
          <li key={number}>
            <span className="lottery-ball">{number}</span>
            <button
              type="button"
              className="lottery-chip-remove"
              aria-label={t('lottery.bet.removeNumber', { number })}
              onClick={() => onChange(selected.filter((n) => n !== number))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
