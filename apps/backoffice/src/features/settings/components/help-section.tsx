import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@bet/contracts/constants';
import {
  saveHelpArticleRequest,
  type HelpArticleSetting,
} from '@bet/contracts/operator/operator-site-schemas';
import { Can } from '@/shared/auth/can';
import { Button } from '@/shared/ui/button';
import { applyServerFieldErrors, fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import { deleteHelpArticle } from '../api/delete-help-article';
import { useHelpArticles } from '../api/list-help-articles';
import { saveHelpArticle } from '../api/save-help-article';
import { SETTINGS_PREFIX } from '../lib/settings-key';
import { useSave } from '@/shared/ui/use-save';
import { SaveNotice } from '@/shared/ui/save-notice';

type Run = ReturnType<typeof useSave>['run'];

/** Help-centre articles per language: list, write (HTML, cleaned by the server), delete. */
export function HelpSection() {
  const { t } = useTranslation('settings');
  const save = useSave(SETTINGS_PREFIX);
  const [language, setLanguage] = useState<Language>('EN');
  const [editing, setEditing] = useState<HelpArticleSetting | 'new' | null>(null);
  const articles = useHelpArticles(language).data?.articles ?? [];
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      <Panel
        title={t('help.title')}
        actions={
          <>
            <label className="inline-field">
              {t('help.language')}
              <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
            <Can permission="configure">
              <Button onClick={() => setEditing('new')}>{t('help.new')}</Button>
            </Can>
          </>
        }
      >
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('help.title')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('help.category')}</th>
                <th scope="col">{t('help.articleTitle')}</th>
                <th scope="col" className="num">
                  {t('help.sort')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {articles.map((a) => (
                <tr key={a.id}>
                  <td>{a.category}</td>
                  <td>{a.title}</td>
                  <td className="num">{a.sort}</td>
                  <td>
                    <Can permission="configure">
                      <div className="row-actions">
                        <Button
                          onClick={() => setEditing(a)}
                          aria-label={t('help.editOf', { title: a.title })}
                        >
                          {t('help.edit')}
                        </Button>
                        <Button
                          variant="danger"
                          onClick={() =>
                            void save.run(() => deleteHelpArticle({ id: a.id })).catch(() => undefined)
                          }
                          aria-label={t('help.deleteOf', { title: a.title })}
                        >
                          {t('help.delete')}
                        </Button>
                      </div>
                    </Can>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      {editing && (
        <ArticleForm
          key={editing === 'new' ? `new-${language}` : editing.id}
          article={editing === 'new' ? null : editing}
          language={language}
          run={save.run}
          onDone={() => setEditing(null)}
        />
      )}
    </>
  );
}

function ArticleForm({
  article,
  language,
  run,
  onDone,
}: {
  article: HelpArticleSetting | null;
  language: Language;
  run: Run;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const form = useForm({
    resolver: zodResolver(saveHelpArticleRequest),
    defaultValues: article
      ? { ...article, language: article.language as Language }
      : { language, category: '', title: '', content: '', sort: 0 },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    run(() => saveHelpArticle(values))
      .then(onDone)
      .catch((e) => applyServerFieldErrors(e, form.setError)),
  );
  return (
    <Panel title={article ? t('help.editing', { title: article.title }) : t('help.new')}>
      <form onSubmit={submit} noValidate>
        <div className="form-grid">
          <FormField label={t('help.category')} error={fieldErrorText(t, errors.category)}>
            {(ids) => <input {...ids} {...form.register('category')} />}
          </FormField>
          <FormField label={t('help.articleTitle')} error={fieldErrorText(t, errors.title)}>
            {(ids) => <input {...ids} {...form.register('title')} />}
          </FormField>
          <FormField label={t('help.sort')} error={fieldErrorText(t, errors.sort)}>
            {(ids) => (
              <input {...ids} type="number" step="1" {...form.register('sort', { valueAsNumber: true })} />
            )}
          </FormField>
        </div>
        <FormField
          label={t('help.content')}
          hint={t('help.contentHint')}
          error={fieldErrorText(t, errors.content)}
        >
          {(ids) => <textarea {...ids} className="article-content" {...form.register('content')} />}
        </FormField>
        <div className="form-actions">
          <Button onClick={onDone}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary">
            {t('help.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
