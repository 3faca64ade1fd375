import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RG_HELP_LINKS_MAX,
  rgSaveHelpLinksRequest,
  type RgSaveHelpLinksRequest,
} from '@bet/contracts/operator/operator-responsible-gaming';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { Notice } from '@/shared/ui/notice';
import { useRgHelpLinks, type RgHelpLinks } from '../api/rg-help-links';
import { useRgSaveHelpLinks } from '../api/rg-save-help-links';
import { RgHelpLinkRow } from './rg-help-link-row';

/**
 * The help organisations players see on their responsible-gaming page and behind the footer's
 * Responsible Gaming link: an ordered list edited as a whole and checked by the contract before
 * it is sent. Every role reads; `configure` edits and saves.
 */
export function RgHelpLinksPage() {
  const { t } = useTranslation('responsible-gaming');
  const links = useRgHelpLinks();
  return (
    <div data-testid="bo-rg-help-page">
      <p className="muted rg-intro">{t('help.intro')}</p>
      {links.error && <Notice tone="error">{errorText(t, links.error)}</Notice>}
      {!links.data && !links.error && <p>{t('common:loading')}</p>}
      {links.data && <HelpLinksForm saved={links.data} />}
    </div>
  );
}

function HelpLinksForm({ saved }: { saved: RgHelpLinks }) {
  const { t } = useTranslation('responsible-gaming');
  const canConfigure = useCan('configure');
  const save = useRgSaveHelpLinks();
  const form = useForm<RgSaveHelpLinksRequest>({
    resolver: zodResolver(rgSaveHelpLinksRequest),
    defaultValues: saved,
  });
  const rows = useFieldArray({ control: form.control, name: 'links' });
  const count = rows.fields.length;
  const listError = fieldErrorText(t, form.formState.errors.links?.root);
  // The confirmation stays until the list is edited again.
  const showSaved = save.isSuccess && !form.formState.isDirty;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      // The server's answer is the list as kept (trimmed): the form starts again from it.
      onSuccess: (answer) => form.reset(answer),
      onError: (error) => applyServerFieldErrors(error, form.setError),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('help.formLabel')}>
      {save.error && <Notice tone="error">{errorText(t, save.error)}</Notice>}
      {showSaved && (
        <Notice tone="success">
          <span data-testid="bo-rg-help-saved">{t('help.saved')}</span>
        </Notice>
      )}
      <p className="rg-note">{t('help.rules', { max: RG_HELP_LINKS_MAX })}</p>
      {!canConfigure && <p className="field-hint">{t('help.readOnly')}</p>}
      <fieldset className="rg-help-fieldset" disabled={!canConfigure}>
        {count === 0 && <p className="muted">{t('help.empty')}</p>}
        <ol className="rg-help-list">
          {rows.fields.map((field, i) => (
            <RgHelpLinkRow
              key={field.id}
              form={form}
              index={i}
              count={count}
              canConfigure={canConfigure}
              onMove={(to) => rows.swap(i, to)}
              onRemove={() => rows.remove(i)}
            />
          ))}
        </ol>
        <p className="field-error" role={listError ? 'alert' : undefined}>
          {listError ?? ''}
        </p>
      </fieldset>
      <Can permission="configure">
        <div className="form-actions">
          <Button
            disabled={count >= RG_HELP_LINKS_MAX}
            onClick={() => rows.append({ name: '', url: '' })}
            data-testid="bo-rg-help-add"
          >
            {t('help.add')}
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending} data-testid="bo-rg-help-save">
            {t('help.save')}
          </Button>
          {count >= RG_HELP_LINKS_MAX && (
            <span className="field-hint">{t('help.full', { max: RG_HELP_LINKS_MAX })}</span>
          )}
        </div>
      </Can>
    </form>
  );
}
