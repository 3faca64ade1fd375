import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReferralTier } from '@bet/contracts/referral/referral';
import { ApiError } from '@/shared/api/api-error';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useReferralTiers } from '../api/get-referral-tiers';
import { saveReferralTiers } from '../api/save-referral-tiers';
import { REFERRAL_KEY } from '../lib/referral-key';
import { formIssues, formOf, requestOf, tiersForm, type TiersForm } from '../lib/tiers-form';
import { ReferralTiersTable } from './referral-tiers-table';

type Run = ReturnType<typeof useSave>['run'];

/**
 * The referral tiers: what a friend's own deposits and valid bets must reach for the referrer to
 * earn each tier's reward, checked as a whole by the contract before it is sent. Every role
 * reads; `configure` saves.
 */
export function ReferralTiersPage() {
  const { t } = useTranslation('referral');
  const tiers = useReferralTiers();
  const save = useSave(REFERRAL_KEY);
  return (
    <>
      <p className="muted" data-testid="referral-intro">
        {t('tiers.intro')}
      </p>
      <SaveNotice saved={save.saved} error={save.error} />
      {tiers.error && <Notice tone="error">{errorText(t, tiers.error)}</Notice>}
      {!tiers.data && !tiers.error && <p>{t('common:loading')}</p>}
      {tiers.data && <TiersFormView tiers={tiers.data.tiers} run={save.run} />}
    </>
  );
}

function TiersFormView({ tiers, run }: { tiers: ReferralTier[]; run: Run }) {
  const { t } = useTranslation('referral');
  const canConfigure = useCan('configure');
  const form = useForm<TiersForm>({ resolver: zodResolver(tiersForm), defaultValues: formOf(tiers) });

  const submit = form.handleSubmit((values) =>
    run(() => saveReferralTiers(requestOf(values))).catch((error: unknown) => {
      // The server's field errors go under their cells, in the form's own words.
      if (!(error instanceof ApiError)) return;
      for (const field of error.fields)
        for (const issue of formIssues(form.getValues(), field.path.split('.'), field.code))
          form.setError(issue.path as Path<TiersForm>, { type: 'server', message: issue.message });
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('tiers.label')}>
      {tiers.length === 0 && <Notice>{t('tiers.none')}</Notice>}
      {!canConfigure && <p className="field-hint">{t('tiers.readOnly')}</p>}
      <fieldset className="referral-fieldset" disabled={!canConfigure}>
        <Panel title={t('tiers.table')}>
          <p className="field-hint">{t('tiers.tableHint')}</p>
          <ReferralTiersTable form={form} canConfigure={canConfigure} />
        </Panel>
      </fieldset>
      <Can permission="configure">
        <div className="form-actions">
          <Button
            type="submit"
            variant="primary"
            busy={form.formState.isSubmitting}
            data-testid="referral-save"
          >
            {t('tiers.save')}
          </Button>
        </div>
      </Can>
    </form>
  );
}
