import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@bet/contracts/constants';
import {
  NOTICE_AUDIENCES,
  NOTICE_KINDS,
  type NoticeAudience,
  type NoticeKind,
} from '@bet/contracts/content/notices';
import {
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  type OperatorNotice,
} from '@bet/contracts/operator/operator-notices';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Panel } from '@/shared/ui/panel';
import type { useSave } from '@/shared/ui/use-save';
import { usePreviewNotice } from '../api/preview-notice';
import { publishNotice } from '../api/publish-notice';
import { saveNotice } from '../api/save-notice';
import { draftOf, problemsOf, requestOf, type LinkKind, type NoticeDraft } from '../lib/notice-form';

type Run = ReturnType<typeof useSave>['run'];
const LINK_KINDS: LinkKind[] = ['none', 'url', 'promotion', 'game', 'lottery'];
type TextKey = 'start' | 'end' | 'url' | 'promotionId' | 'nodeId' | 'vendor';

/** The content as the site will show it, read from the server's sanitiser a moment after typing stops. */
function NoticePreview({ content }: { content: string }) {
  const { t } = useTranslation('notices');
  const [settled, setSettled] = useState(content);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(content), 400);
    return () => clearTimeout(timer);
  }, [content]);
  const preview = usePreviewNotice(settled);
  return (
    <section className="notice-preview" aria-label={t('editor.preview')} data-testid="notice-preview">
      <h3>{t('editor.preview')}</h3>
      {/* The server's kept sanitiser made this HTML (the same one that cleans it on save). */}
      <div
        className="notice-preview-body"
        dangerouslySetInnerHTML={{ __html: preview.data?.content ?? '' }}
      />
    </section>
  );
}

/** Writes a notice: kind, schedule, link, and a title and HTML content per language (English required). */
export function NoticeEditor({
  notice,
  run,
  onDone,
}: {
  notice: OperatorNotice | null;
  run: Run;
  onDone: () => void;
}) {
  const { t } = useTranslation('notices');
  const [draft, setDraft] = useState<NoticeDraft>(() => draftOf(notice));
  const [language, setLanguage] = useState<Language>('EN');
  const [problems, setProblems] = useState<string[]>([]);
  const set = (patch: Partial<NoticeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setText = (patch: Partial<NoticeDraft['texts'][Language]>) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [language]: { ...d.texts[language], ...patch } } }));
  const has = (path: string) => problems.some((p) => p === path || p.startsWith(`${path}.`));
  const err = (path: string, key: string) => (has(path) ? t(`editor.error.${key}`) : undefined);
  /** A text field of the draft: its label, error (and hint), the value kept under `key`. */
  const textField = (
    key: TextKey,
    label: string,
    error: string | undefined,
    props: InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <FormField label={label} error={error} {...(hint ? { hint } : {})}>
      {(ids) => (
        <input {...ids} {...props} value={draft[key]} onChange={(e) => set({ [key]: e.target.value })} />
      )}
    </FormField>
  );

  const submit = (andPublish: boolean) => {
    const found = problemsOf(draft);
    setProblems(found);
    if (found.length > 0) return;
    void run(async () => {
      const saved = await saveNotice(requestOf(draft));
      if (andPublish && !saved.published) await publishNotice(saved.id);
    })
      .then(onDone)
      .catch(() => undefined);
  };

  const text = draft.texts[language];
  return (
    <Panel title={notice ? t('editor.editing', { id: notice.id }) : t('new')}>
      <form
        className="notice-editor"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
      >
        <div className="form-grid">
          <FormField label={t('editor.kind')}>
            {(ids) => (
              <select
                {...ids}
                value={draft.kind}
                onChange={(e) => set({ kind: e.target.value as NoticeKind })}
                data-testid="notice-kind"
              >
                {NOTICE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t('editor.audience')}
            hint={t('editor.audienceHint')}
            error={err('audience', 'audience')}
          >
            {(ids) => (
              <select
                {...ids}
                value={draft.audience}
                onChange={(e) => set({ audience: e.target.value as NoticeAudience })}
                data-testid="notice-audience"
              >
                {NOTICE_AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {t(`audience.${a}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {draft.kind === 'PL' ? (
            <label className="inline-field">
              <input
                type="checkbox"
                checked={draft.popup}
                onChange={(e) => set({ popup: e.target.checked })}
              />
              {t('editor.popup')}
            </label>
          ) : null}
          {draft.kind === 'G'
            ? textField('vendor', t('editor.vendor'), err('vendor', 'vendor'), { maxLength: 32 })
            : null}
          {textField('start', t('editor.start'), err('startTime', 'start'), { type: 'datetime-local' })}
          {textField(
            'end',
            t('editor.end'),
            err('endTime', 'end'),
            { type: 'datetime-local' },
            t('editor.endHint'),
          )}
          <FormField label={t('editor.sort')} error={err('sort', 'sort')}>
            {(ids) => (
              <input
                {...ids}
                type="number"
                min={0}
                step={1}
                value={draft.sort}
                onChange={(e) => set({ sort: Number(e.target.value) })}
              />
            )}
          </FormField>
          <FormField label={t('editor.link')}>
            {(ids) => (
              <select
                {...ids}
                value={draft.linkKind}
                onChange={(e) => set({ linkKind: e.target.value as LinkKind })}
              >
                {LINK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`link.${k}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {draft.linkKind === 'url'
            ? textField('url', t('editor.url'), err('link', 'url'), { type: 'url', maxLength: 500 })
            : null}
          {draft.linkKind === 'promotion'
            ? textField('promotionId', t('editor.promotionId'), err('link', 'number'), {
                inputMode: 'numeric',
              })
            : null}
          {draft.linkKind === 'game' ? (
            <>
              {textField('vendor', t('editor.vendor'), err('link', 'vendor'), { maxLength: 32 })}
              {textField('nodeId', t('editor.nodeId'), err('link', 'number'), { inputMode: 'numeric' })}
            </>
          ) : null}
        </div>

        <div className="notice-lang-tabs" role="tablist" aria-label={t('editor.languages')}>
          {LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              id={`notice-tab-${l}`}
              aria-selected={l === language}
              aria-controls="notice-lang-panel"
              className={l === language ? 'notice-lang-tab active' : 'notice-lang-tab'}
              onClick={() => setLanguage(l)}
            >
              {l}
              {draft.texts[l].title ? ' •' : ''}
            </button>
          ))}
        </div>
        <div
          id="notice-lang-panel"
          role="tabpanel"
          aria-labelledby={`notice-tab-${language}`}
          className="notice-lang-panel"
        >
          <div className="notice-edit-columns">
            <div>
              <FormField
                label={t('editor.title', { language })}
                error={has('texts') ? t('editor.error.texts') : undefined}
              >
                {(ids) => (
                  <input
                    {...ids}
                    maxLength={NOTICE_TITLE_MAX}
                    value={text.title}
                    onChange={(e) => setText({ title: e.target.value })}
                    data-testid="notice-title"
                  />
                )}
              </FormField>
              <FormField label={t('editor.content', { language })} hint={t('editor.contentHint')}>
                {(ids) => (
                  <textarea
                    {...ids}
                    rows={10}
                    maxLength={NOTICE_CONTENT_MAX}
                    value={text.content}
                    onChange={(e) => setText({ content: e.target.value })}
                    data-testid="notice-content"
                  />
                )}
              </FormField>
            </div>
            <NoticePreview content={text.content} />
          </div>
        </div>

        <div className="form-actions">
          <Button type="submit" data-testid="notice-save">
            {t('editor.save')}
          </Button>
          <Button
            type="button"
            variant="primary"
            onClick={() => submit(true)}
            data-testid="notice-save-publish"
          >
            {t('editor.saveAndPublish')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('editor.cancel')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
