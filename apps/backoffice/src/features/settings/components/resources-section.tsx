import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resourcesSetting } from '@bet/contracts/operator/operator-site';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { useResources } from '../api/get-resources';
import { setResources } from '../api/set-resources';
import { firstError } from '../lib/first-error';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import { useSave } from '@/shared/ui/use-save';
import { SaveNotice } from '@/shared/ui/save-notice';

const RESOURCE_TEXT = ['url', 'qrCodeUrl', 'labelNameEn', 'labelNameCn'] as const;

/** App and social links (one per type) and the customer-service links, saved together. */
export function ResourcesSection() {
  const { t } = useTranslation('settings');
  const save = useSave(SETTINGS_PREFIX);
  const canConfigure = useCan('configure');
  const data = useResources();
  const form = useForm({
    resolver: zodResolver(resourcesSetting),
    defaultValues: { resources: [], customerService: [] },
  });
  const resources = useFieldArray({ control: form.control, name: 'resources' });
  const services = useFieldArray({ control: form.control, name: 'customerService' });
  useEffect(() => {
    if (data.data) form.reset(data.data);
  }, [data.data, form]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.run(() => setResources(values)).catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  return (
    <form onSubmit={submit} noValidate>
      <SaveNotice saved={save.saved} error={save.error} />
      <Panel title={t('resources.title')}>
        {resources.fields.map((field, i) => (
          <fieldset key={field.id} className="form-grid" disabled={!canConfigure}>
            <legend>{field.resourceType}</legend>
            {RESOURCE_TEXT.map((name) => (
              <FormField
                key={name}
                label={t(`resources.${name}`)}
                error={fieldErrorText(t, errors.resources?.[i]?.[name])}
              >
                {(ids) => <input {...ids} {...form.register(`resources.${i}.${name}`)} />}
              </FormField>
            ))}
          </fieldset>
        ))}
        <small className="field-error">{fieldErrorText(t, errors.resources?.root) ?? ''}</small>
      </Panel>
      <Panel title={t('resources.customerService')}>
        {services.fields.map((field, i) => (
          <FormField
            key={field.id}
            label={t('resources.csPath', { type: field.csType })}
            error={fieldErrorText(t, firstError(errors.customerService?.[i]))}
          >
            {(ids) => (
              <input {...ids} disabled={!canConfigure} {...form.register(`customerService.${i}.path`)} />
            )}
          </FormField>
        ))}
      </Panel>
      <Can permission="configure">
        <div className="form-actions">
          <Button type="submit" variant="primary">
            {t('resources.save')}
          </Button>
        </div>
      </Can>
    </form>
  );
}
