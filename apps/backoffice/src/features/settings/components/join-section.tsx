import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ENABLED_LANGUAGES, LANGUAGES } from '@bet/contracts/constants';
import { COMMISSION_HTML_MAX, joinPageSetting } from '@bet/contracts/operator/operator-site-app';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useSiteApp } from '../api/get-site-app';
import { setJoinPage } from '../api/set-join-page';
import { firstError } from '../lib/first-error';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import './site-app-sections.css';

const TIER_MAX = 10;

/**
 * The join-us page: the commission text per language (HTML, cleaned by the server when saved;
 * English is shown where a language has none), the commission tiers, and whether its call to
 * action registers agents (the server decides at sign-up from this switch).
 */
export function JoinSection() {
  const { t } = useTranslation('settings');
  const save = useSave(SETTINGS_PREFIX);
  const canConfigure = useCan('configure');
  const data = useSiteApp();
  const form = useForm({
    resolver: zodResolver(joinPageSetting),
    defaultValues: { commission: {}, tiers: [], agentSignUp: false },
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  useEffect(() => {
    if (data.data) form.reset(data.data.join);
  }, [data.data, form]);
  const stored = Object.keys(data.data?.join.commission ?? {});
  const languages = LANGUAGES.filter((l) => DEFAULT_ENABLED_LANGUAGES.includes(l) || stored.includes(l));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.run(() => setJoinPage(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  return (
    <form onSubmit={submit} noValidate>
      <SaveNotice saved={save.saved} error={save.error} />
      <fieldset className="plain-fieldset" disabled={!canConfigure}>
        <Panel title={t('join.commissionTitle')}>
          <p className="muted">{t('join.commissionHint', { max: COMMISSION_HTML_MAX })}</p>
          {languages.map((language) => (
            <FormField
              key={language}
              label={t('join.commission', { language })}
              error={fieldErrorText(t, errors.commission?.[language])}
            >
              {(ids) => <textarea {...ids} rows={6} {...form.register(`commission.${language}`)} />}
            </FormField>
          ))}
        </Panel>
        <Panel title={t('join.tiersTitle')}>
          {tiers.fields.map((field, i) => (
            <div key={field.id} className="form-grid join-tier">
              <FormField
                label={t('join.tierName', { n: i + 1 })}
                error={fieldErrorText(t, errors.tiers?.[i]?.name)}
              >
                {(ids) => <input {...ids} {...form.register(`tiers.${i}.name`)} />}
              </FormField>
              <FormField
                label={t('join.tierRequirement', { n: i + 1 })}
                error={fieldErrorText(t, errors.tiers?.[i]?.requirement)}
              >
                {(ids) => <input {...ids} {...form.register(`tiers.${i}.requirement`)} />}
              </FormField>
              <FormField
                label={t('join.tierRate', { n: i + 1 })}
                error={fieldErrorText(t, errors.tiers?.[i]?.rate)}
              >
                {(ids) => (
                  <input
                    {...ids}
                    type="number"
                    step="0.01"
                    min={0}
                    max={100}
                    {...form.register(`tiers.${i}.rate`, { valueAsNumber: true })}
                  />
                )}
              </FormField>
              <Button type="button" variant="secondary" onClick={() => tiers.remove(i)}>
                {t('join.removeTier', { n: i + 1 })}
              </Button>
            </div>
          ))}
          <small className="field-error">{fieldErrorText(t, firstError(errors.tiers?.root)) ?? ''}</small>
          {tiers.fields.length < TIER_MAX ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => tiers.append({ name: '', requirement: '', rate: 0 })}
            >
              {t('join.addTier')}
            </Button>
          ) : null}
        </Panel>
        <Panel title={t('join.ctaTitle')}>
          <label className="check">
            <input type="checkbox" {...form.register('agentSignUp')} />
            {t('join.agentSignUp')}
          </label>
          <p className="muted">{t('join.agentSignUpHint')}</p>
        </Panel>
      </fieldset>
      <Can permission="configure">
        <div className="form-actions">
          <Button type="submit" variant="primary">
            {t('join.save')}
          </Button>
        </div>
      </Can>
    </form>
  );
}
