import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '@bet/contracts/games/categories';
import type { PointsSettings } from '@bet/contracts/operator/operator-points';
import { POINT_MULTIPLIER_MAX, POINT_RATIO_MAX } from '@bet/contracts/points/points-rules';
import { ApiError } from '@/shared/api/api-error';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { formControls } from '@/shared/ui/form-controls';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { usePointsSettings } from '../api/get-points-settings';
import { savePointsSettings } from '../api/save-points-settings';
import { pointsErrorText } from '../lib/form-error';
import { POINTS_KEY } from '../lib/points-key';
import { pointsPerUnit, ratioFacts } from '../lib/points-text';
import {
  formOf,
  settingsForm,
  settingsMessage,
  settingsOf,
  settingsPath,
  type SettingsForm,
} from '../lib/settings-form';

const { TextInput } = formControls<SettingsForm>('points', pointsErrorText);
type Form = UseFormReturn<SettingsForm>;
type Run = ReturnType<typeof useSave>['run'];
const whole = { type: 'number', step: 1, inputMode: 'numeric' } as const;

/**
 * The points rules: what points are worth (ratio, conversion) and how they are earned (deposits,
 * and per 1.00 of valid bet by game category, each hint saying it in points as the operator
 * types). Every role reads; `configure` saves.
 */
export function PointsSettingsPage() {
  const { t } = useTranslation('points');
  const settings = usePointsSettings();
  const save = useSave(POINTS_KEY);
  return (
    <>
      <p className="muted">{t('settings.intro')}</p>
      <SaveNotice saved={save.saved} error={save.error} />
      {settings.error && <Notice tone="error">{errorText(t, settings.error)}</Notice>}
      {!settings.data && !settings.error && <p>{t('common:loading')}</p>}
      {settings.data && <SettingsFormView settings={settings.data} run={save.run} />}
    </>
  );
}

/** A percent of the form with its live hint: "0.70 points per 1.00". */
function PercentInput({
  form,
  name,
  label,
  hintKey,
  testId,
}: {
  form: Form;
  name: Path<SettingsForm>;
  label: string;
  hintKey: string;
  testId: string;
}) {
  const { t } = useTranslation('points');
  const value = useWatch({ control: form.control, name }) as string;
  return (
    <TextInput
      form={form}
      name={name}
      label={label}
      hint={t(hintKey, { points: pointsPerUnit(value) })}
      min={0}
      max={POINT_MULTIPLIER_MAX}
      data-testid={testId}
      {...whole}
    />
  );
}

function SettingsFormView({ settings, run }: { settings: PointsSettings; run: Run }) {
  const { t } = useTranslation('points');
  const canConfigure = useCan('configure');
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsForm),
    defaultValues: formOf(settings),
  });
  const [ratio, convertEnabled] = useWatch({ control: form.control, name: ['ratio', 'convertEnabled'] });
  const facts = ratioFacts(ratio);

  const submit = form.handleSubmit((values) =>
    run(() => savePointsSettings(settingsOf(values))).catch((error: unknown) => {
      // The server's field errors go under their fields, in the form's own words.
      if (!(error instanceof ApiError)) return;
      for (const field of error.fields) {
        const path = field.path.split('.');
        form.setError(settingsPath(path) as Path<SettingsForm>, {
          type: 'server',
          message: settingsMessage(path, undefined),
        });
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.label')}>
      {!canConfigure && <p className="field-hint">{t('settings.readOnly')}</p>}
      <fieldset className="points-fieldset" disabled={!canConfigure}>
        <Panel title={t('settings.value')}>
          <div className="form-grid">
            <TextInput
              form={form}
              name="ratio"
              label={t('settings.ratio')}
              hint={
                facts
                  ? t('settings.ratioHint', facts)
                  : t('settings.ratioHintEmpty', { max: formatCount(POINT_RATIO_MAX) })
              }
              min={1}
              max={POINT_RATIO_MAX}
              data-testid="points-ratio"
              {...whole}
            />
            <div className="field">
              <label className="inline-field points-check">
                <input type="checkbox" {...form.register('convertEnabled')} data-testid="points-convert" />
                {t('settings.convertEnabled')}
              </label>
              <small className="field-hint">
                {t(convertEnabled ? 'settings.convertOnHint' : 'settings.convertOffHint')}
              </small>
            </div>
            <TextInput
              form={form}
              name="convertMin"
              label={t('settings.convertMin')}
              hint={t('settings.convertMinHint')}
              min={0}
              data-testid="points-convert-min"
              {...whole}
            />
          </div>
        </Panel>
        <Panel title={t('settings.earning')}>
          <div className="form-grid">
            <PercentInput
              form={form}
              name="depositPercent"
              label={t('settings.depositPercent')}
              hintKey="settings.depositHint"
              testId="points-deposit-percent"
            />
          </div>
          <h3 className="points-subhead">{t('settings.multipliers')}</h3>
          <p className="field-hint">{t('settings.multipliersHint')}</p>
          <div className="form-grid">
            {/* The form holds every category, in GAME_CATEGORIES order (formOf). */}
            {GAME_CATEGORIES.map((category, i) => (
              <PercentInput
                key={category}
                form={form}
                name={`multipliers.${i}.percent`}
                label={t('settings.multiplierOf', { category: t(`category.${category}`) })}
                hintKey="settings.multiplierHint"
                testId={`points-multiplier-${category}`}
              />
            ))}
          </div>
        </Panel>
      </fieldset>
      <Can permission="configure">
        <div className="form-actions">
          <Button
            type="submit"
            variant="primary"
            busy={form.formState.isSubmitting}
            data-testid="points-save"
          >
            {t('settings.save')}
          </Button>
        </div>
      </Can>
    </form>
  );
}
