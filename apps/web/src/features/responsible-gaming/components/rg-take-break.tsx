import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type ExclusionKind,
  type ExclusionPeriod,
  type ExclusionView,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { Button } from '@/shared/ui/button';
import { exclusionPeriodKey } from '../lib/rg-format';
import { RgExcludeConfirm } from './rg-exclude-confirm';

const PERIODS: Record<ExclusionKind, readonly ExclusionPeriod[]> = {
  TIME_OUT: TIME_OUT_PERIODS,
  SELF_EXCLUSION: SELF_EXCLUSION_PERIODS,
};
const KIND_KEYS: Record<ExclusionKind, string> = { TIME_OUT: 'timeOut', SELF_EXCLUSION: 'selfExclusion' };

/**
 * A time-out (24 hours to 6 weeks) or self-exclusion (6 months to permanent): the player picks one,
 * then a second step says it cannot be undone and asks for the login password.
 */
export function RgTakeBreak({ onExcluded }: { onExcluded: (view: ExclusionView) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = useId();
  const [kind, setKind] = useState<ExclusionKind>('TIME_OUT');
  const [period, setPeriod] = useState<ExclusionPeriod>(TIME_OUT_PERIODS[0]);
  const [confirming, setConfirming] = useState(false);

  const chooseKind = (next: ExclusionKind) => {
    setKind(next);
    setPeriod(PERIODS[next][0]!);
  };

  return (
    <section className="rg-section" aria-labelledby={titleId} data-testid="rg-exclude">
      <h4 id={titleId} className="rg-section-title">
        {t('responsibleGaming.exclude.title')}
      </h4>
      <p className="rg-hint">{t('responsibleGaming.exclude.text')}</p>
      <fieldset className="rg-choices">
        <legend className="form-label">{t('responsibleGaming.exclude.kindLegend')}</legend>
        {(['TIME_OUT', 'SELF_EXCLUSION'] as const).map((k) => (
          <label key={k} className={k === kind ? 'rg-choice is-chosen' : 'rg-choice'}>
            <input
              type="radio"
              name={`${name}-kind`}
              value={k}
              checked={k === kind}
              onChange={() => chooseKind(k)}
              data-testid={`rg-exclude-kind-${k}`}
            />
            <span className="rg-choice-text">
              <strong>{t(`responsibleGaming.exclude.${KIND_KEYS[k]}`)}</strong>
              <span>{t(`responsibleGaming.exclude.${KIND_KEYS[k]}Text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="rg-choices rg-periods">
        <legend className="form-label">{t('responsibleGaming.exclude.periodLegend')}</legend>
        {PERIODS[kind].map((p) => (
          <label key={p} className={p === period ? 'rg-choice is-chosen' : 'rg-choice'}>
            <input
              type="radio"
              name={`${name}-period`}
              value={p}
              checked={p === period}
              onChange={() => setPeriod(p)}
              data-testid={`rg-exclude-period-${p}`}
            />
            <span className="rg-choice-text">{t(exclusionPeriodKey(p))}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <Button
          variant="secondary"
          className="rg-wrap"
          onClick={() => setConfirming(true)}
          data-testid="rg-exclude-start"
        >
          {t('responsibleGaming.exclude.start')}
        </Button>
      </div>
      {confirming ? (
        <RgExcludeConfirm
          kind={kind}
          period={period}
          onCancel={() => setConfirming(false)}
          onExcluded={onExcluded}
        />
      ) : null}
    </section>
  );
}
