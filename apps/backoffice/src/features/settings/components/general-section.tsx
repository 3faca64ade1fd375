import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { birthdayLimitSetting, brandSetting } from '@bet/contracts/operator/operator';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { useBirthdayLimit } from '../api/get-birthday-limit';
import { useBrand } from '../api/get-brand';
import { useModules } from '../api/get-modules';
import { setBirthdayLimit } from '../api/set-birthday-limit';
import { setBrand } from '../api/set-brand';
import { setModule } from '../api/set-module';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import { useSave } from '@/shared/ui/use-save';
import { SaveNotice } from '@/shared/ui/save-notice';
import { ApiDocsPanel } from './api-docs-panel';

/** Whitelabel switches (a change applies at once), brand flags, the birthday limit and the API docs switch. */
export function GeneralSection() {
  const { t } = useTranslation('settings');
  const modules = useModules();
  const save = useSave(SETTINGS_PREFIX);
  const canConfigure = useCan('configure');
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      <Panel title={t('general.modules')}>
        <p className="muted">{t('general.modulesHint')}</p>
        <ul className="switch-list">
          {(modules.data?.modules ?? []).map((m) => (
            <li key={m.modId}>
              <label className={m.parentModId ? 'check check-child' : 'check'}>
                <input
                  type="checkbox"
                  checked={m.enabled}
                  disabled={!canConfigure || (m.core && m.enabled)}
                  onChange={(event) =>
                    void save
                      .run(() => setModule({ modId: m.modId, enabled: event.target.checked }))
                      .catch(() => undefined)
                  }
                />
                {m.modId}
              </label>
            </li>
          ))}
        </ul>
      </Panel>
      <div className="grid-2">
        <BrandForm run={save.run} />
        <BirthdayForm run={save.run} />
      </div>
      <ApiDocsPanel run={save.run} />
    </>
  );
}

type Run = ReturnType<typeof useSave>['run'];

function BrandForm({ run }: { run: Run }) {
  const { t } = useTranslation('settings');
  const brand = useBrand();
  const canConfigure = useCan('configure');
  const form = useForm({ resolver: zodResolver(brandSetting) });
  useEffect(() => {
    if (brand.data) form.reset(brand.data);
  }, [brand.data, form]);
  const submit = form.handleSubmit((values) =>
    run(() => setBrand(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  const error = fieldErrorText(t, form.formState.errors.loggedInToHomepage);
  return (
    <Panel title={t('general.brand')}>
      <form onSubmit={submit} noValidate>
        <label className="check">
          <input
            type="checkbox"
            disabled={!canConfigure}
            aria-invalid={error ? true : undefined}
            aria-describedby="brand-home-error"
            {...form.register('loggedInToHomepage')}
          />
          {t('general.loggedInToHomepage')}
        </label>
        <small id="brand-home-error" className="field-error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </small>
        <Can permission="configure">
          <div className="form-actions">
            <Button type="submit" variant="primary">
              {t('common:save')}
            </Button>
          </div>
        </Can>
      </form>
    </Panel>
  );
}

const LIMITS = ['', '18', '21'] as const;

function BirthdayForm({ run }: { run: Run }) {
  const { t } = useTranslation('settings');
  const limit = useBirthdayLimit();
  const canConfigure = useCan('configure');
  const form = useForm({ resolver: zodResolver(birthdayLimitSetting) });
  useEffect(() => {
    if (limit.data) form.reset(limit.data);
  }, [limit.data, form]);
  const submit = form.handleSubmit((values) =>
    run(() => setBirthdayLimit(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  return (
    <Panel title={t('general.birthday')}>
      <form onSubmit={submit} noValidate>
        <FormField
          label={t('general.birthdayLimit')}
          error={fieldErrorText(t, form.formState.errors.birthdayLimit)}
        >
          {(ids) => (
            <select
              {...ids}
              disabled={!canConfigure}
              {...form.register('birthdayLimit', { setValueAs: (v: string) => (v ? Number(v) : null) })}
            >
              {LIMITS.map((value) => (
                <option key={value} value={value}>
                  {value ? t('general.age', { age: value }) : t('general.noAge')}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Can permission="configure">
          <div className="form-actions">
            <Button type="submit" variant="primary">
              {t('common:save')}
            </Button>
          </div>
        </Can>
      </form>
    </Panel>
  );
}
