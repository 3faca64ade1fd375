import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_AUDIENCES, NOTICE_KINDS } from '@bet/contracts/content/notices';
import { NOTICE_STATUSES, NOTICE_TITLE_MAX } from '@bet/contracts/operator/operator-notices';
import { Button } from '@/shared/ui/button';
import type { TableParams } from '@/shared/ui/use-table-params';

/** The list's filters (kind, status, audience, title), applied to the URL on submit. */
export function NoticeFilters({ params }: { params: TableParams }) {
  const { t } = useTranslation('notices');
  const f = params.filters;
  const [kind, setKind] = useState(f.kind ?? '');
  const [status, setStatus] = useState(f.status ?? '');
  const [audience, setAudience] = useState(f.audience ?? '');
  const [title, setTitle] = useState(f.title ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters({ kind, status, audience, title: title.trim() });
  };
  return (
    <form className="filters" aria-label={t('filter.label')} onSubmit={submit}>
      <div className="field">
        <label htmlFor="notice-filter-kind">{t('filter.kind')}</label>
        <select id="notice-filter-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">{t('filter.all')}</option>
          {NOTICE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="notice-filter-status">{t('filter.status')}</label>
        <select id="notice-filter-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t('filter.all')}</option>
          {NOTICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="notice-filter-audience">{t('filter.audience')}</label>
        <select id="notice-filter-audience" value={audience} onChange={(e) => setAudience(e.target.value)}>
          <option value="">{t('filter.all')}</option>
          {NOTICE_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t(`audience.${a}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="notice-filter-title">{t('filter.title')}</label>
        <input
          id="notice-filter-title"
          type="search"
          maxLength={NOTICE_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Button type="submit">{t('filter.apply')}</Button>
    </form>
  );
}
