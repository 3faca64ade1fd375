import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@bet/contracts/games/categories';
import {
  MISSION_PERIODS,
  MISSION_TASKS,
  MISSION_TURNOVER_MAX,
  missionTargetIsAmount,
} from '@bet/contracts/missions/mission-rules';
import type { OperatorMission } from '@bet/contracts/operator/operator-missions';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { formControls } from '@/shared/ui/form-controls';
import { Notice } from '@/shared/ui/notice';
import { MISSIONS_KEY } from '../api/list-missions';
import { saveMission } from '../api/save-mission';
import { applyMissionFieldErrors, missionErrorText } from '../lib/form-error';
import { formOf, missionForm, requestOf, targetMax, type MissionForm as Values } from '../lib/mission-form';
import { missionWords } from '../lib/mission-text';
import { MissionPreview } from './mission-preview';

const { SelectInput, TextInput } = formControls<Values>('missions', missionErrorText);
const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/**
 * Creates or edits a mission. The contract's schema checks the whole call before it is sent and
 * its issues appear under their fields; the line under the form is what players will read.
 * Opened only for roles that configure.
 */
export function MissionDialog({
  mission,
  onSaved,
  onClose,
}: {
  mission: OperatorMission | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  const client = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ resolver: zodResolver(missionForm), defaultValues: formOf(mission) });
  const [task, period, category] = useWatch({ control: form.control, name: ['task', 'period', 'category'] });
  const isAmount = missionTargetIsAmount(task);
  const max = targetMax(task, period);
  const maxText = isAmount ? formatMoney(max) : formatCount(max);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveMission(requestOf(values));
      await client.invalidateQueries({ queryKey: MISSIONS_KEY });
      onSaved();
    } catch (error) {
      if (!applyMissionFieldErrors(error, form.setError, values.task)) setFailure(error);
    }
  });

  const option = (prefix: string) => (value: string) => [value, t(`${prefix}.${value}`)] as [string, string];
  return (
    <Dialog
      title={mission ? t('form.editTitle', { mission: missionWords(t, mission) }) : t('new')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate aria-label={t('form.label')}>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        {mission && <p className="field-hint">{t('form.editNote')}</p>}
        <div className="form-grid">
          <SelectInput
            form={form}
            name="task"
            label={t('form.task')}
            options={MISSION_TASKS.map(option('task'))}
            testId="mission-task"
          />
          {/* Bets only; a category left over from a bet mission stays in sight until it is cleared. */}
          {(isAmount || category !== '') && (
            <SelectInput
              form={form}
              name="category"
              label={t('form.category')}
              hint={t(isAmount ? 'form.categoryHint' : 'form.categoryBetsOnly')}
              options={[['', t('anyCategory')], ...GAME_CATEGORIES.map((c): [string, string] => [c, c])]}
              testId="mission-category"
            />
          )}
          <SelectInput
            form={form}
            name="period"
            label={t('form.period')}
            hint={t('form.periodHint')}
            options={MISSION_PERIODS.map(option('period'))}
            testId="mission-period"
          />
          <TextInput
            form={form}
            name="target"
            label={t(`form.target.${task}`)}
            hint={t(`form.targetHint.${task}`, { max: maxText })}
            errorValues={{ max: maxText }}
            type="number"
            min={isAmount ? 0.01 : 1}
            max={max}
            step={isAmount ? '0.01' : 1}
            inputMode={isAmount ? 'decimal' : 'numeric'}
            data-testid="mission-target"
          />
          <TextInput
            form={form}
            name="reward"
            label={t('form.reward')}
            hint={t('form.rewardHint')}
            data-testid="mission-reward"
            {...money}
          />
          <TextInput
            form={form}
            name="turnoverMultiple"
            label={t('form.turnoverMultiple')}
            hint={t('form.turnoverMultipleHint', { max: MISSION_TURNOVER_MAX })}
            type="number"
            min={0}
            max={MISSION_TURNOVER_MAX}
            step={1}
            data-testid="mission-turnover"
          />
          <TextInput
            form={form}
            name="sort"
            label={t('form.sort')}
            type="number"
            min={0}
            max={9999}
            step={1}
            data-testid="mission-sort"
          />
        </div>
        <MissionPreview control={form.control} />
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            busy={form.formState.isSubmitting}
            data-testid="mission-save"
          >
            {t('common:save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
