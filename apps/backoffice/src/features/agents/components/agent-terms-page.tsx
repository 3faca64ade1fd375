import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTRACT_KINDS } from '@bet/contracts/agent/agent-contracts';
import { agentContractSettings } from '@bet/contracts/operator/operator-agents';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { AGENTS_PREFIX, useAgentContractSettings } from '../api/get-agent-contract-settings';
import { setAgentContractSettings } from '../api/set-agent-contract-settings';
import { KindTermsFields } from './kind-terms-fields';
import type { TermsForm } from './terms-form';

/**
 * The house's terms for top-level agents per kind (the ceiling every downline's rate stays under)
 * and how long a settled payout waits before it is paid. The kinds themselves are switched on
 * the site's modules screen.
 */
export function AgentTermsPage() {
  const { t } = useTranslation('agents');
  const canConfigure = useCan('configure');
  const settings = useAgentContractSettings();
  const save = useSave(AGENTS_PREFIX);
  const form = useForm<TermsForm>({ resolver: zodResolver(agentContractSettings) });
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);
  const submit = form.handleSubmit((values) =>
    save.run(() => setAgentContractSettings(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  return (
    <>
      <Notice tone="info">
        {t('terms.modulesNote')} <Link to="/settings">{t('terms.modulesLink')}</Link>
      </Notice>
      <SaveNotice saved={save.saved} error={save.error} />
      {settings.error && <Notice tone="error">{errorText(t, settings.error)}</Notice>}
      {settings.data ? (
        <form onSubmit={submit} noValidate>
          <Panel title={t('terms.topLevel')}>
            {CONTRACT_KINDS.map((kind) => (
              <KindTermsFields key={kind} form={form} kind={kind} disabled={!canConfigure} />
            ))}
          </Panel>
          <Panel title={t('terms.release')}>
            <FormField
              label={t('terms.releaseDelayMinutes')}
              hint={t('terms.releaseHint')}
              error={fieldErrorText(t, form.formState.errors.releaseDelayMinutes)}
            >
              {(ids) => (
                <input
                  {...ids}
                  type="number"
                  step="1"
                  disabled={!canConfigure}
                  {...form.register('releaseDelayMinutes', { valueAsNumber: true })}
                />
              )}
            </FormField>
          </Panel>
          <Can permission="configure">
            <div className="form-actions">
              <Button type="submit" variant="primary">
                {t('terms.save')}
              </Button>
            </div>
          </Can>
        </form>
      ) : (
        settings.isPending && <p aria-busy="true">{t('terms.loading')}</p>
      )}
    </>
  );
}
