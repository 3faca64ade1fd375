import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HARM_MARKERS,
  HARM_NIGHT_HOURS,
  HARM_THRESHOLDS,
  HARM_WINDOW_DAYS,
  rgSaveHarmMarkersRequest,
  type HarmMarker,
  type RgSaveHarmMarkersRequest,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { useRgHarmMarkers, type RgHarmMarkers } from '../api/rg-harm-markers';
import { useRgSaveHarmMarkers } from '../api/rg-save-harm-markers';
import { hourText, markerName } from '../lib/rg-format';

type Form = UseFormReturn<RgSaveHarmMarkersRequest>;

/** Every marker in `HARM_MARKERS` order, as saved (a marker the answer lacks: off, its default). */
const formOf = (saved: RgHarmMarkers): RgSaveHarmMarkersRequest => ({
  markers: HARM_MARKERS.map(
    (marker) =>
      saved.markers.find((s) => s.marker === marker) ?? {
        marker,
        enabled: false,
        threshold: HARM_THRESHOLDS[marker].default,
      },
  ),
});

/**
 * The markers of harm: each on or off with its threshold, checked by the contract before every
 * marker is sent. Every role reads; `configure` edits and saves.
 */
export function RgHarmMarkersPage() {
  const { t } = useTranslation('responsible-gaming');
  const markers = useRgHarmMarkers();
  return (
    <div data-testid="bo-rg-markers-page">
      <p className="muted rg-intro">{t('markers.intro', { days: HARM_WINDOW_DAYS })}</p>
      {markers.error && <Notice tone="error">{errorText(t, markers.error)}</Notice>}
      {!markers.data && !markers.error && <p>{t('common:loading')}</p>}
      {markers.data && <HarmMarkersForm saved={markers.data} />}
    </div>
  );
}

function HarmMarkersForm({ saved }: { saved: RgHarmMarkers }) {
  const { t } = useTranslation('responsible-gaming');
  const canConfigure = useCan('configure');
  const save = useRgSaveHarmMarkers();
  const form = useForm<RgSaveHarmMarkersRequest>({
    resolver: zodResolver(rgSaveHarmMarkersRequest),
    defaultValues: formOf(saved),
  });
  const listError = fieldErrorText(t, form.formState.errors.markers?.root);
  // The confirmation stays until a marker is edited again.
  const showSaved = save.isSuccess && !form.formState.isDirty;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => form.reset(formOf(answer)),
      onError: (error) => applyServerFieldErrors(error, form.setError),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('markers.formLabel')}>
      {save.error && <Notice tone="error">{errorText(t, save.error)}</Notice>}
      {showSaved && (
        <Notice tone="success">
          <span data-testid="bo-rg-markers-saved">{t('markers.saved')}</span>
        </Notice>
      )}
      {!canConfigure && <p className="field-hint">{t('markers.readOnly')}</p>}
      <fieldset className="rg-markers-fieldset" disabled={!canConfigure}>
        {HARM_MARKERS.map((marker, i) => (
          <HarmMarkerRow key={marker} form={form} index={i} marker={marker} />
        ))}
        <p className="field-error" role={listError ? 'alert' : undefined}>
          {listError ?? ''}
        </p>
      </fieldset>
      <Can permission="configure">
        <div className="form-actions rg-markers-actions">
          <Button type="submit" variant="primary" busy={save.isPending} data-testid="bo-rg-markers-save">
            {t('markers.save')}
          </Button>
        </div>
      </Can>
    </form>
  );
}

/** One marker: its name, what it measures, on or off, and its threshold with the range allowed. */
function HarmMarkerRow({ form, index: i, marker }: { form: Form; index: number; marker: HarmMarker }) {
  const { t } = useTranslation('responsible-gaming');
  const range = HARM_THRESHOLDS[marker];
  const name = markerName(t, marker);
  const error = form.formState.errors.markers?.[i]?.threshold;
  const days = HARM_WINDOW_DAYS;
  return (
    <fieldset className="rg-marker" data-testid={`bo-rg-marker-${marker}`}>
      <legend>{name}</legend>
      <p className="rg-note">
        {t(`markers.explain.${marker}`, {
          days,
          from: hourText(HARM_NIGHT_HOURS.from),
          to: hourText(HARM_NIGHT_HOURS.to),
        })}
      </p>
      <div className="rg-marker-fields">
        <label className="inline-field rg-marker-on">
          <input
            type="checkbox"
            aria-label={t('markers.onOf', { marker: name })}
            {...form.register(`markers.${i}.enabled`)}
            data-testid={`bo-rg-marker-on-${marker}`}
          />
          {t('markers.on')}
        </label>
        <FormField
          label={t('markers.threshold', { unit: t(`markers.unit.${marker}`, { days }) })}
          hint={t('markers.range', { min: range.min, max: range.max, default: range.default })}
          error={error ? t('markers.rangeError', { min: range.min, max: range.max }) : undefined}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              step={1}
              {...form.register(`markers.${i}.threshold`, { valueAsNumber: true })}
              data-testid={`bo-rg-marker-threshold-${marker}`}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
