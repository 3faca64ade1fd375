import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { liteAppSetting } from '@bet/contracts/operator/operator-site-app';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useSiteApp } from '../api/get-site-app';
import { setLiteApp } from '../api/set-lite-app';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import './site-app-sections.css';

const COLOURS = ['themeColor', 'backgroundColor', 'accentColor'] as const;

/**
 * The lite app (the site installed from the browser): its colours in the web manifest and on its
 * icon. The download links of the iOS, Android and lite apps are the resources (Resources section).
 */
export function LiteAppSection() {
  const { t } = useTranslation('settings');
  const save = useSave(SETTINGS_PREFIX);
  const canConfigure = useCan('configure');
  const data = useSiteApp();
  const form = useForm({
    resolver: zodResolver(liteAppSetting),
    defaultValues: { themeColor: '#101218', backgroundColor: '#101218', accentColor: '#f5b301' },
    // The saved colours fill the form when they arrive, keeping what was typed before.
    values: data.data?.liteApp,
    resetOptions: { keepDirtyValues: true },
  });
  const values = useWatch({ control: form.control });
  const pickerValue = (name: (typeof COLOURS)[number]) => {
    const value = values[name] ?? '';
    return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
  };
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.run(() => setLiteApp(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  return (
    <form onSubmit={submit} noValidate>
      <SaveNotice saved={save.saved} error={save.error} />
      <Panel title={t('liteApp.title')}>
        <p className="muted">{t('liteApp.intro')}</p>
        <fieldset className="form-grid" disabled={!canConfigure}>
          {COLOURS.map((name) => (
            <FormField key={name} label={t(`liteApp.${name}`)} error={fieldErrorText(t, errors[name])}>
              {(ids) => (
                <span className="colour-input">
                  <input {...ids} {...form.register(name)} placeholder="#rrggbb" />
                  <input
                    type="color"
                    aria-label={t('liteApp.pick', { name: t(`liteApp.${name}`) })}
                    value={pickerValue(name)}
                    onChange={(e) => form.setValue(name, e.target.value, { shouldDirty: true })}
                  />
                </span>
              )}
            </FormField>
          ))}
        </fieldset>
        <p>
          <a href="/manifest.webmanifest" target="_blank" rel="noreferrer">
            {t('liteApp.viewManifest')}
          </a>
        </p>
      </Panel>
      <Can permission="configure">
        <div className="form-actions">
          <Button type="submit" variant="primary">
            {t('liteApp.save')}
          </Button>
        </div>
      </Can>
    </form>
  );
}
