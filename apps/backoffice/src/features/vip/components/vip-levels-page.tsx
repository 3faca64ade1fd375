import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OperatorVipLevels } from '@bet/contracts/operator/operator-vip';
import { VIP_GRACE_DAYS_MAX, VIP_PERIOD_DAYS_MAX } from '@bet/contracts/vip/vip-rules';
import { ApiError } from '@/shared/api/api-error';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { formControls } from '@/shared/ui/form-controls';
import { Notice } from '@/shared/ui/notice';
import { PageHeader, Panel } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useVipLevels } from '../api/get-vip-levels';
import { saveVipLevels } from '../api/save-vip-levels';
import { vipErrorText } from '../lib/form-error';
import { formIssues, formOf, levelsForm, requestOf, type LevelsForm } from '../lib/levels-form';
import { VIP_KEY } from '../lib/vip-key';
import { VipLevelsTable } from './vip-levels-table';
import './vip.css';

const { TextInput } = formControls<LevelsForm>('vip', vipErrorText);
type Run = ReturnType<typeof useSave>['run'];
const whole = { type: 'number', step: 1, inputMode: 'numeric' } as const;

/** A whole number of days typed in a field, or null while it is not one from `min` to `max`. */
function typedDays(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * The VIP levels: the rolling period and the grace, and the table of levels with what reaches
 * each and its benefits, checked as a whole by the contract before it is sent. Every role reads;
 * `configure` saves.
 */
export function VipLevelsPage() {
  const { t } = useTranslation('vip');
  const levels = useVipLevels();
  const save = useSave(VIP_KEY);
  return (
    <>
      <PageHeader title={t('title')} />
      <SaveNotice saved={save.saved} error={save.error} />
      {levels.error && <Notice tone="error">{errorText(t, levels.error)}</Notice>}
      {!levels.data && !levels.error && <p>{t('common:loading')}</p>}
      {levels.data && <LevelsFormView table={levels.data} run={save.run} />}
    </>
  );
}

function LevelsFormView({ table, run }: { table: OperatorVipLevels; run: Run }) {
  const { t } = useTranslation('vip');
  const canConfigure = useCan('configure');
  const form = useForm<LevelsForm>({ resolver: zodResolver(levelsForm), defaultValues: formOf(table) });
  // The sentence says the period as typed, the saved one while the field holds no valid number.
  const period =
    typedDays(useWatch({ control: form.control, name: 'periodDays' }), 1, VIP_PERIOD_DAYS_MAX) ??
    table.periodDays;
  const players = new Map(table.levels.map((l) => [l.level, l.players]));

  const submit = form.handleSubmit((values) =>
    run(() => saveVipLevels(requestOf(values))).catch((error: unknown) => {
      // The server's field errors go under their cells, in the form's own words.
      if (!(error instanceof ApiError)) return;
      for (const field of error.fields)
        for (const issue of formIssues(form.getValues(), field.path.split('.'), field.code))
          form.setError(issue.path as Path<LevelsForm>, { type: 'server', message: issue.message });
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('levels.label')}>
      <p className="muted" data-testid="vip-intro">
        {t('levels.intro', { count: period })}
      </p>
      {table.levels.length === 0 && <Notice>{t('levels.none')}</Notice>}
      {!canConfigure && <p className="field-hint">{t('levels.readOnly')}</p>}
      <fieldset className="vip-fieldset" disabled={!canConfigure}>
        <Panel title={t('levels.rules')}>
          <div className="form-grid">
            <TextInput
              form={form}
              name="periodDays"
              label={t('levels.periodDays')}
              hint={t('levels.periodDaysHint', { max: VIP_PERIOD_DAYS_MAX })}
              min={1}
              max={VIP_PERIOD_DAYS_MAX}
              data-testid="vip-period-days"
              {...whole}
            />
            <TextInput
              form={form}
              name="graceDays"
              label={t('levels.graceDays')}
              hint={t('levels.graceDaysHint', { max: VIP_GRACE_DAYS_MAX })}
              min={0}
              max={VIP_GRACE_DAYS_MAX}
              data-testid="vip-grace-days"
              {...whole}
            />
          </div>
        </Panel>
        <Panel title={t('levels.table')}>
          <p className="field-hint">{t('levels.tableHint')}</p>
          <VipLevelsTable form={form} players={players} canConfigure={canConfigure} />
        </Panel>
      </fieldset>
      <Can permission="configure">
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting} data-testid="vip-save">
            {t('levels.save')}
          </Button>
        </div>
      </Can>
    </form>
  );
}
