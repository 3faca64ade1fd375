import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setRegisterRuleRequest } from '@bet/contracts/operator/operator-site-schemas';
import type { REGISTER_FIELDS } from '@bet/contracts/system/register-settings';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { Panel } from '@/shared/ui/panel';
import { useRegisterRules } from '../api/get-register-rules';
import { setRegisterRule } from '../api/set-register-rule';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import { useSave } from '@/shared/ui/use-save';
import { SaveNotice } from '@/shared/ui/save-notice';

type Rule = { field: string; enabled: boolean; required: boolean; minLength: number; maxLength: number };
type Run = ReturnType<typeof useSave>['run'];

/** Each registration field: shown on the sign-up form, and required (a hidden field cannot be). */
export function RegistrationSection() {
  const { t } = useTranslation('settings');
  const rules = useRegisterRules();
  const save = useSave(SETTINGS_PREFIX);
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      <Panel title={t('registration.title')}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('registration.title')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('registration.field')}</th>
                <th scope="col">{t('registration.shown')}</th>
                <th scope="col">{t('registration.required')}</th>
                <th scope="col">{t('registration.length')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(rules.data?.rules ?? []).map((rule) => (
                <RuleRow key={`${rule.field}:${rule.enabled}:${rule.required}`} rule={rule} run={save.run} />
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </>
  );
}

function RuleRow({ rule, run }: { rule: Rule; run: Run }) {
  const { t } = useTranslation('settings');
  const canConfigure = useCan('configure');
  const form = useForm({
    resolver: zodResolver(setRegisterRuleRequest),
    defaultValues: {
      field: rule.field as (typeof REGISTER_FIELDS)[number],
      enabled: rule.enabled,
      required: rule.required,
    },
  });
  const submit = form.handleSubmit((values) =>
    run(() => setRegisterRule(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  const error = fieldErrorText(t, form.formState.errors.required);
  const errorId = `rule-${rule.field}-error`;
  return (
    <tr>
      <th scope="row">{rule.field}</th>
      <td>
        <label className="check">
          <input type="checkbox" disabled={!canConfigure} {...form.register('enabled')} />
          <span className="visually-hidden">{t('registration.shownOf', { field: rule.field })}</span>
        </label>
      </td>
      <td>
        <label className="check">
          <input
            type="checkbox"
            disabled={!canConfigure}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            {...form.register('required')}
          />
          <span className="visually-hidden">{t('registration.requiredOf', { field: rule.field })}</span>
        </label>
        <small id={errorId} className="field-error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </small>
      </td>
      <td>
        {rule.minLength}–{rule.maxLength}
      </td>
      <td>
        <Can permission="configure">
          <Button onClick={() => void submit()} aria-label={t('registration.saveOf', { field: rule.field })}>
            {t('common:save')}
          </Button>
        </Can>
      </td>
    </tr>
  );
}
