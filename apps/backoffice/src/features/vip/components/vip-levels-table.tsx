import { useId, type InputHTMLAttributes } from 'react';
import { get, useFieldArray, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasVipService, VIP_LEVELS_MAX, VIP_REBATE_BP_MAX } from '@bet/contracts/vip/vip-rules';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { vipErrorText } from '../lib/form-error';
import {
  LEVELS_ROOT,
  nextLevel,
  THRESHOLDS,
  type LevelRow,
  type LevelsForm,
  type NumberField,
} from '../lib/levels-form';

type Form = UseFormReturn<LevelsForm>;
type Cell = 'name' | NumberField;

const COLUMNS = [
  'level',
  'name',
  'depositRequired',
  'betRequired',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
  'rebatePercent',
  'dailyWithdrawalLimit',
  'vipService',
  'players',
] as const;
const NUMERIC = new Set<string>(['level', 'players']);

const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
const INPUT: Record<Cell, InputHTMLAttributes<HTMLInputElement>> = {
  name: { type: 'text', maxLength: 20, autoComplete: 'off' },
  depositRequired: money,
  betRequired: money,
  upgradeBonus: money,
  monthlyBonus: money,
  birthdayBonus: money,
  rebatePercent: { ...money, max: VIP_REBATE_BP_MAX / 100 },
  dailyWithdrawalLimit: { ...money, min: 0.01 },
};

/** The figure of the row under, as the "not below the level under it" sentence names it. */
const underFigure = (rows: LevelRow[], index: number, cell: Cell): Record<string, string> => {
  const text = (THRESHOLDS as readonly string[]).includes(cell) ? rows[index - 1]?.[cell as NumberField] : '';
  const value = Number(text);
  return text && Number.isFinite(value) ? { amount: formatMoney(value) } : { amount: '…' };
};

/**
 * One cell's input and its error under it, wired for screen readers; `fixed` shows that text
 * instead of an input (level 0's thresholds: it needs nothing), with the error all the same.
 */
function LevelInput({
  form,
  rows,
  index,
  cell,
  idPrefix,
  fixed,
}: {
  form: Form;
  rows: LevelRow[];
  index: number;
  cell: Cell;
  idPrefix: string;
  fixed?: string;
}) {
  const { t } = useTranslation('vip');
  const path = `levels.${index}.${cell}` as Path<LevelsForm>;
  const error = vipErrorText(t, get(form.formState.errors, path), underFigure(rows, index, cell));
  const errorId = `${idPrefix}-${index}-${cell}-error`;
  return (
    <>
      {fixed !== undefined ? (
        <span className="vip-fixed" data-testid={`vip-${cell}-${index}`}>
          {fixed}
        </span>
      ) : (
        <input
          className="vip-cell-input"
          {...INPUT[cell]}
          aria-label={t('levels.cellOf', { field: t(`levels.col.${cell}`), level: index })}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          {...form.register(path)}
          data-testid={`vip-${cell}-${index}`}
        />
      )}
      <small id={errorId} className="field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
    </>
  );
}

/**
 * The levels, one row each (level 0 first): the name, the figures that reach the level, its
 * benefits, its daily withdrawal limit or "unlimited", whether it gets VIP customer service
 * (hasVipService) and the players at it now. For `configure`, a level is added on top (its
 * figures copied from the top one) and the top one removed; level 0 stays, and needs nothing.
 */
export function VipLevelsTable({
  form,
  players,
  canConfigure,
}: {
  form: Form;
  /** Players at each saved level (a level not saved yet has none to show). */
  players: ReadonlyMap<number, number>;
  canConfigure: boolean;
}) {
  const { t } = useTranslation('vip');
  const idPrefix = useId();
  const levels = useFieldArray({ control: form.control, name: 'levels' });
  // The watched rows are missing while the form mounts.
  const rows = useWatch({ control: form.control, name: 'levels' }) ?? [];
  const count = levels.fields.length;
  const tableError = vipErrorText(t, get(form.formState.errors, LEVELS_ROOT));

  const add = () => levels.append(nextLevel(form.getValues(`levels.${count - 1}`), count));
  const removeTop = () => {
    levels.remove(count - 1);
    // The removed row's cells go with it: the focus moves to the new top level.
    form.setFocus(`levels.${count - 2}.name`);
  };

  return (
    <>
      <div className="table-wrap">
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('levels.tableLabel')}>
          <table className="data-table vip-levels-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className={NUMERIC.has(c) ? 'num' : undefined}>
                    {t(`levels.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {levels.fields.map((field, i) => {
                const row = rows[i];
                const saved = players.get(i);
                const input = (cell: Cell, fixed?: string) => (
                  <LevelInput
                    form={form}
                    rows={rows}
                    index={i}
                    cell={cell}
                    idPrefix={idPrefix}
                    {...(fixed === undefined ? {} : { fixed })}
                  />
                );
                return (
                  <tr key={field.id} data-testid={`vip-level-${i}`}>
                    <th scope="row" className="num">
                      {i}
                    </th>
                    <td>{input('name')}</td>
                    {THRESHOLDS.map((cell) => (
                      // Level 0 is every player's: it needs nothing.
                      <td key={cell}>{input(cell, i === 0 ? t('levels.free') : undefined)}</td>
                    ))}
                    <td>{input('upgradeBonus')}</td>
                    <td>{input('monthlyBonus')}</td>
                    <td>{input('birthdayBonus')}</td>
                    <td>{input('rebatePercent')}</td>
                    <td>
                      <label className="inline-field vip-unlimited">
                        <input
                          type="checkbox"
                          aria-label={t('levels.unlimitedOf', { level: i })}
                          {...form.register(`levels.${i}.unlimited`)}
                          data-testid={`vip-unlimited-${i}`}
                        />
                        {t('levels.unlimited')}
                      </label>
                      {row && !row.unlimited && input('dailyWithdrawalLimit')}
                    </td>
                    <td data-testid={`vip-service-${i}`}>
                      {hasVipService(i) ? (
                        <Badge tone="good">{t('common:yes')}</Badge>
                      ) : (
                        <span className="muted">{t('common:no')}</span>
                      )}
                    </td>
                    <td className="num" data-testid={`vip-players-${i}`}>
                      {saved === undefined ? '—' : formatCount(saved)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <p className="field-error" role={tableError ? 'alert' : undefined}>
        {tableError ?? ''}
      </p>
      {canConfigure && (
        <div className="vip-levels-foot">
          <Button onClick={add} disabled={count >= VIP_LEVELS_MAX} data-testid="vip-add">
            {t('levels.add', { level: count })}
          </Button>
          {count > 1 && (
            <Button onClick={removeTop} data-testid="vip-remove">
              {t('levels.remove', { level: count - 1 })}
            </Button>
          )}
          <span className="field-hint">
            {count >= VIP_LEVELS_MAX
              ? t('levels.full', { max: VIP_LEVELS_MAX, top: VIP_LEVELS_MAX - 1 })
              : t('levels.addHint')}
          </span>
        </div>
      )}
    </>
  );
}
