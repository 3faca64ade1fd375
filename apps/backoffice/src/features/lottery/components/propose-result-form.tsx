import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { proposeLotteryResultRequest, type LotterySchedule } from '@bet/contracts/operator/operator-lottery';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { useLotteryDraws } from '../api/list-lottery-draws';
import { proposeLotteryResult } from '../api/propose-lottery-result';

type Run = <T>(change: () => Promise<T>) => Promise<T>;

/**
 * The first operator's half of a hand-entered result: the draw (one whose time has passed without
 * a result) and every prize number, tier by tier as the game prints them.
 */
export function ProposeResultForm({ game, run }: { game: LotterySchedule; run: Run }) {
  const { t } = useTranslation('lottery');
  const draws = useLotteryDraws({ game: game.game, pageNo: 1, pageSize: 50 });
  // Closed, without a result, and its time passed (as of the list's answer): the lottery takes a
  // result only for a draw that has taken place.
  const awaiting = (draws.data?.list ?? []).filter(
    (d) => d.status === 'CLOSED' && d.result === null && d.drawAt <= draws.dataUpdatedAt,
  );
  const size = game.layout.reduce((n, tier) => n + tier.count, 0);
  const form = useForm({
    resolver: zodResolver(proposeLotteryResultRequest),
    values: {
      game: game.game,
      issue: awaiting[0]?.issue ?? '',
      result: Array.from({ length: size }, () => ''),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit((values) =>
    // A refusal shows above the section (the save notice); the numbers typed stay for a fix.
    run(() => proposeLotteryResult(values)).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  let index = 0;
  return (
    <Panel title={t('results.proposeTitle', { game: game.name })}>
      {awaiting.length === 0 ? (
        <p>{t('results.noneAwaiting')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormField label={t('results.issue')}>
            {(ids) => (
              <select {...ids} {...form.register('issue')}>
                {awaiting.map((d) => (
                  <option key={d.issue} value={d.issue}>
                    {d.issue} · {formatDateTime(d.drawAt)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {game.layout.map((tier) => (
            <fieldset key={tier.tier} className="lottery-tier">
              <legend>
                {t('results.tier', { tier: tier.tier, count: tier.count, digits: tier.digits })}
              </legend>
              {Array.from({ length: tier.count }, (_, j) => {
                const at = index++;
                return (
                  <input
                    key={at}
                    aria-label={t('results.number', { tier: tier.tier, n: j + 1 })}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    maxLength={tier.digits}
                    size={tier.digits + 1}
                    aria-invalid={form.formState.errors.result?.[at] ? true : undefined}
                    {...form.register(`result.${at}`)}
                  />
                );
              })}
            </fieldset>
          ))}
          {form.formState.errors.result && (
            <p className="field-error" role="alert">
              {t('results.invalid')}
            </p>
          )}
          <div className="form-actions">
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {t('results.propose')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
