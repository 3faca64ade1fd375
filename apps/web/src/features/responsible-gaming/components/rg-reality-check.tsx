import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgOverview } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useSetRgRealityCheck } from '../api/rg-reality-check';
import { RgSelectField } from './rg-select-field';

/** How often the player is reminded how long they have been playing: one of the offered intervals. */
export function RgRealityCheck({ overview }: { overview: RgOverview }) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSetRgRealityCheck();
  const [minutes, setMinutes] = useState(overview.realityCheckMinutes);
  const [saved, setSaved] = useState<number | null>(null);
  const interval = (count: number) => t('responsibleGaming.minutes', { count });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    save.mutate(minutes, { onSuccess: (answer) => setSaved(answer.realityCheckMinutes) });
  };

  return (
    <section className="rg-section" aria-labelledby={titleId} data-testid="rg-reality">
      <h4 id={titleId} className="rg-section-title">
        {t('responsibleGaming.reality.title')}
      </h4>
      <p className="rg-hint">{t('responsibleGaming.reality.text')}</p>
      <form className="form rg-inline-form" noValidate onSubmit={submit}>
        <RgSelectField
          label={t('responsibleGaming.reality.label')}
          value={minutes}
          onChange={(e) => {
            setMinutes(Number(e.target.value));
            setSaved(null);
          }}
          options={overview.realityCheckChoices.map((m) => ({ value: m, label: interval(m) }))}
          testId="rg-reality-select"
        />
        <Button type="submit" className="rg-wrap" disabled={save.isPending} data-testid="rg-reality-save">
          {t('responsibleGaming.reality.save')}
        </Button>
      </form>
      <FormAlert testId="rg-reality-error">
        {save.error ? messageText(t, errorMessage(save.error)) : null}
      </FormAlert>
      {saved !== null ? (
        <FormAlert tone="success" testId="rg-reality-saved">
          {t('responsibleGaming.reality.saved', { interval: interval(saved) })}
        </FormAlert>
      ) : null}
    </section>
  );
}
