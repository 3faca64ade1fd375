import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_PERIODS,
  type RgOverview,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useCancelRgPending } from '../api/rg-cancel-pending';
import { limitOf, type LimitSlot } from '../lib/rg-format';
import { RgLimitCard } from './rg-limit-card';
import { RgLimitForm } from './rg-limit-form';

/** Every limit a player can set, in the page's order: each money kind by day, week, month; then the session. */
const SLOTS: readonly LimitSlot[] = [
  ...MONEY_LIMIT_KINDS.flatMap((kind) => MONEY_LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: 'SESSION', period: 'SESSION' },
];

interface RgLimitsProps {
  overview: RgOverview;
  currencySymbol: string;
}

/** The limits: a card for each, then the form that sets, changes or removes one. */
export function RgLimits({ overview, currencySymbol }: RgLimitsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const valueId = useId();
  const [slot, setSlot] = useState<LimitSlot>({ kind: 'DEPOSIT', period: 'DAY' });
  const cancel = useCancelRgPending();

  // A card's Change button: the form takes that limit, and the amount field the focus.
  const edit = (picked: LimitSlot) => {
    setSlot(picked);
    requestAnimationFrame(() => {
      const input = document.getElementById(valueId);
      input?.focus();
      input?.scrollIntoView?.({ block: 'center' });
    });
  };

  return (
    <section className="rg-section" aria-labelledby={titleId} data-testid="rg-limits">
      <h4 id={titleId} className="rg-section-title">
        {t('responsibleGaming.limits.title')}
      </h4>
      <p className="rg-hint" data-testid="rg-time-zone">
        {t('responsibleGaming.limits.timeZone', { timeZone: overview.timeZone })}
      </p>
      <FormAlert testId="rg-cancel-error">
        {cancel.error ? messageText(t, errorMessage(cancel.error)) : null}
      </FormAlert>
      <div className="rg-limit-grid">
        {SLOTS.map((s) => (
          <RgLimitCard
            key={`${s.kind}-${s.period}`}
            slot={s}
            limit={limitOf(overview.limits, s)}
            currencySymbol={currencySymbol}
            sessionStartedAt={overview.sessionStartedAt}
            onEdit={edit}
            onCancelPending={(picked) => cancel.mutate(picked)}
            cancelling={cancel.isPending}
          />
        ))}
      </div>
      <RgLimitForm slot={slot} onSlotChange={setSlot} limits={overview.limits} valueId={valueId} />
    </section>
  );
}
