import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INBOX_LABEL_MAX, INBOX_VIP_LEVEL_MAX } from '@bet/contracts/operator/operator-inbox';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import type { ComposeForm } from '../lib/compose-form';

/** The audience's own fields: a username for one player, the filters of a group (all must hold). */
export function AudienceFields({ form }: { form: UseFormReturn<ComposeForm> }) {
  const { t } = useTranslation('inbox');
  const kind = form.watch('kind');
  const err = form.formState.errors;
  if (kind === 'everyone') return <p className="field-hint">{t('compose.everyoneHint')}</p>;
  if (kind === 'player')
    return (
      <FormField label={t('compose.username')} error={fieldErrorText(t, err.username)}>
        {(ids) => (
          <input {...ids} autoComplete="off" {...form.register('username')} data-testid="inbox-username" />
        )}
      </FormField>
    );
  return (
    <fieldset className="inbox-filters">
      <legend>{t('compose.filters')}</legend>
      <p className="field-hint">{t('compose.filtersHint')}</p>
      <FormField label={t('compose.label')} error={fieldErrorText(t, err.label)}>
        {(ids) => (
          <input {...ids} maxLength={INBOX_LABEL_MAX} {...form.register('label')} data-testid="inbox-label" />
        )}
      </FormField>
      <FormField label={t('compose.vipLevel')} error={fieldErrorText(t, err.vipLevel)}>
        {(ids) => (
          <input
            {...ids}
            type="number"
            min={0}
            max={INBOX_VIP_LEVEL_MAX}
            inputMode="numeric"
            {...form.register('vipLevel')}
            data-testid="inbox-vip"
          />
        )}
      </FormField>
      <FormField
        label={t('compose.agent')}
        hint={t('compose.agentHint')}
        error={fieldErrorText(t, err.agent)}
      >
        {(ids) => <input {...ids} autoComplete="off" {...form.register('agent')} data-testid="inbox-agent" />}
      </FormField>
      <FormField label={t('compose.registeredFrom')} error={fieldErrorText(t, err.registeredFrom)}>
        {(ids) => <input {...ids} type="date" {...form.register('registeredFrom')} />}
      </FormField>
      <FormField label={t('compose.registeredTo')} error={fieldErrorText(t, err.registeredTo)}>
        {(ids) => <input {...ids} type="date" {...form.register('registeredTo')} />}
      </FormField>
    </fieldset>
  );
}
