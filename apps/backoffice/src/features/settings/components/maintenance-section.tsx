import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { useMaintenance } from '../api/get-maintenance';
import { useRegionRestriction } from '../api/get-region-restriction';
import { setMaintenance } from '../api/set-maintenance';
import { setRegionRestriction } from '../api/set-region-restriction';
import { firstError } from '../lib/first-error';
import { maintenanceForm, regionForm, toLocalInput } from '../lib/maintenance-form';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import { useSave } from '@/shared/ui/use-save';
import { SaveNotice } from '@/shared/ui/save-notice';

/** The maintenance window (the site shows its maintenance screen inside it) and refused countries. */
export function MaintenanceSection() {
  const { t } = useTranslation('settings');
  const save = useSave(SETTINGS_PREFIX);
  const canConfigure = useCan('configure');
  const maintenance = useMaintenance();
  const region = useRegionRestriction();
  // `values` with keepDirtyValues: the saved settings fill the form when they arrive, without
  // wiping what the operator typed before they did.
  const windowForm = useForm({
    resolver: zodResolver(maintenanceForm),
    defaultValues: { enabled: false, startTime: '', endTime: '' },
    values: maintenance.data && {
      enabled: maintenance.data.enabled,
      startTime: toLocalInput(maintenance.data.startTime),
      endTime: toLocalInput(maintenance.data.endTime),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const countriesForm = useForm({
    resolver: zodResolver(regionForm),
    defaultValues: { countries: '' },
    values: region.data && { countries: region.data.countries.join(', ') },
    resetOptions: { keepDirtyValues: true },
  });
  const saveWindow = windowForm.handleSubmit((values) =>
    save.run(() => setMaintenance(values)).catch((e) => applyServerFieldErrors(e, windowForm.setError)),
  );
  const saveCountries = countriesForm.handleSubmit((values) =>
    save
      .run(() => setRegionRestriction(values))
      .catch((e) => applyServerFieldErrors(e, countriesForm.setError)),
  );
  const wErrors = windowForm.formState.errors;
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      <div className="grid-2">
        <Panel title={t('maintenance.window')}>
          <form onSubmit={saveWindow} noValidate>
            <label className="check">
              <input type="checkbox" disabled={!canConfigure} {...windowForm.register('enabled')} />
              {t('maintenance.enabled')}
            </label>
            <p className="muted">{t('maintenance.hint')}</p>
            <FormField label={t('maintenance.start')} error={fieldErrorText(t, wErrors.startTime)}>
              {(ids) => (
                <input
                  {...ids}
                  type="datetime-local"
                  disabled={!canConfigure}
                  {...windowForm.register('startTime')}
                />
              )}
            </FormField>
            <FormField
              label={t('maintenance.end')}
              error={fieldErrorText(
                t,
                wErrors.endTime ?? firstError((wErrors as Record<string, unknown>)['']),
              )}
            >
              {(ids) => (
                <input
                  {...ids}
                  type="datetime-local"
                  disabled={!canConfigure}
                  {...windowForm.register('endTime')}
                />
              )}
            </FormField>
            <Can permission="configure">
              <div className="form-actions">
                <Button type="submit" variant="primary">
                  {t('maintenance.save')}
                </Button>
              </div>
            </Can>
          </form>
        </Panel>
        <Panel title={t('maintenance.region')}>
          <form onSubmit={saveCountries} noValidate>
            <FormField
              label={t('maintenance.countries')}
              hint={t('maintenance.countriesHint')}
              error={fieldErrorText(t, firstError(countriesForm.formState.errors.countries))}
            >
              {(ids) => <input {...ids} disabled={!canConfigure} {...countriesForm.register('countries')} />}
            </FormField>
            <Can permission="configure">
              <div className="form-actions">
                <Button type="submit" variant="primary">
                  {t('maintenance.saveCountries')}
                </Button>
              </div>
            </Can>
          </form>
        </Panel>
      </div>
    </>
  );
}
