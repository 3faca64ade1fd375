import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiDocsSetting } from '@bet/contracts/operator/operator-docs';
import { Can } from '@/shared/auth/can';
import { useCan } from '@/shared/auth/use-can';
import { Button } from '@/shared/ui/button';
import { Panel } from '@/shared/ui/panel';
import type { useSave } from '@/shared/ui/use-save';
import { useApiDocs } from '../api/get-api-docs';
import { setApiDocs } from '../api/set-api-docs';

type Run = ReturnType<typeof useSave>['run'];

/**
 * The API documentation switch (one for the whole platform, decision 0022): every role sees it,
 * only an administrator changes it. The link follows what the server has saved, not the box.
 */
export function ApiDocsPanel({ run }: { run: Run }) {
  const { t } = useTranslation('settings');
  const docs = useApiDocs();
  const canAdminister = useCan('administer');
  const form = useForm({ resolver: zodResolver(apiDocsSetting) });
  useEffect(() => {
    if (docs.data) form.reset(docs.data);
  }, [docs.data, form]);
  const submit = form.handleSubmit((values) => run(() => setApiDocs(values)).catch(() => undefined));
  return (
    <Panel title={t('general.apiDocs')}>
      <form onSubmit={submit} noValidate>
        <p className="muted">{t('general.apiDocsHint')}</p>
        <label className="check">
          <input type="checkbox" disabled={!canAdminister || !docs.data} {...form.register('enabled')} />
          {t('general.apiDocsEnabled')}
        </label>
        {docs.data?.enabled && (
          <p>
            <a href="/docs" target="_blank" rel="noreferrer">
              {t('general.apiDocsOpen')}
            </a>
          </p>
        )}
        <Can permission="administer">
          <div className="form-actions">
            <Button type="submit" variant="primary" disabled={!docs.data}>
              {t('general.apiDocsSave')}
            </Button>
          </div>
        </Can>
      </form>
    </Panel>
  );
}
