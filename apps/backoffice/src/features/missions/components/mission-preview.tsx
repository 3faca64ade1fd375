import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '@/shared/lib/format';
import type { MissionForm } from '../lib/mission-form';
import { missionWords, typedNumber } from '../lib/mission-text';

/**
 * The line players will see, updated as the operator types: "Bet 500.00 on RNG — reward 20.00,
 * turnover ×1" ("…" where a figure is missing).
 */
export function MissionPreview({ control }: { control: Control<MissionForm> }) {
  const { t } = useTranslation('missions');
  const values = useWatch({ control }) as MissionForm;
  const reward = typedNumber(values.reward);
  const multiple = typedNumber(values.turnoverMultiple);
  const mission = missionWords(t, {
    task: values.task,
    category: values.category === '' ? null : values.category,
    target: typedNumber(values.target),
  });
  return (
    <div className="mission-preview">
      <span className="mission-preview-label">{t(`preview.${values.period}`)}</span>
      <p aria-live="polite" data-testid="mission-preview">
        {t('preview.line', {
          mission,
          reward: reward === null ? '…' : formatMoney(reward),
          multiple: multiple === null ? '…' : formatCount(multiple),
        })}
      </p>
    </div>
  );
}
