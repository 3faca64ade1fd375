import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_AUDIENCES,
  NOTICE_KINDS,
  type NoticeAudience,
  type NoticeKind,
} from '@bet/contracts/content/notices';
import {
  NOTICE_STATUSES,
  type NoticeListQuery,
  type NoticeStatus,
  type OperatorNotice,
} from '@bet/contracts/operator/operator-notices';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useTableParams, type TableParams } from '@/shared/ui/use-table-params';
import { deleteNotice } from '../api/delete-notice';
import { listNotices, NOTICES_KEY, useNoticeList } from '../api/list-notices';
import { publishNotice } from '../api/publish-notice';
import { unpublishNotice } from '../api/unpublish-notice';
import { NoticeEditor } from './notice-editor';
import { NoticeFilters } from './notice-filters';
import './notices.css';

const column = createColumnHelper<OperatorNotice>();
const TONE: Record<NoticeStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  live: 'good',
  ended: 'warn',
};

function listQuery(params: TableParams): NoticeListQuery {
  const { kind, status, audience, title } = params.filters;
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(NOTICE_KINDS.includes(kind as NoticeKind) ? { kind: kind as NoticeKind } : {}),
    ...(NOTICE_STATUSES.includes(status as NoticeStatus) ? { status: status as NoticeStatus } : {}),
    ...(NOTICE_AUDIENCES.includes(audience as NoticeAudience)
      ? { audience: audience as NoticeAudience }
      : {}),
    ...(title ? { title } : {}),
  };
}

/**
 * Notices (issue 14): announcements, popups, promotion popups, banners and game announcements.
 * Every role reads; `configure` writes, publishes and deletes (the server refuses others too).
 */
export function NoticesPage() {
  const { t } = useTranslation('notices');
  const params = useTableParams();
  const query = listQuery(params);
  const list = useNoticeList(query);
  const save = useSave(NOTICES_KEY);
  const [editing, setEditing] = useState<OperatorNotice | 'new' | null>(null);
  const act = (change: () => Promise<unknown>) => void save.run(change).catch(() => undefined);

  const columns = [
    column.accessor('id', { header: t('col.id') }),
    column.accessor((n) => n.texts[0]?.title ?? '', { id: 'title', header: t('col.title') }),
    column.accessor('kind', { header: t('col.kind'), cell: (c) => t(`kind.${c.getValue()}`) }),
    column.accessor('audience', {
      header: t('col.audience'),
      cell: (c) => t(`audience.${c.getValue()}`),
    }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (c) => <Badge tone={TONE[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge>,
    }),
    column.accessor('startTime', { header: t('col.start'), cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor('endTime', {
      header: t('col.end'),
      cell: (c) => (c.getValue() === null ? t('noEnd') : formatDateTime(c.getValue())),
    }),
    column.accessor((n) => n.texts.map((x) => x.language).join(', '), {
      id: 'languages',
      header: t('col.languages'),
    }),
    column.display({
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row: { original: n } }) => {
        const title = n.texts[0]?.title ?? `#${n.id}`;
        return (
          <Can permission="configure">
            <div className="row-actions">
              <Button onClick={() => setEditing(n)} aria-label={t('editOf', { title })}>
                {t('edit')}
              </Button>
              {n.published ? (
                <Button
                  onClick={() => act(() => unpublishNotice(n.id))}
                  aria-label={t('unpublishOf', { title })}
                >
                  {t('unpublish')}
                </Button>
              ) : (
                <Button
                  variant="primary"
                  onClick={() => act(() => publishNotice(n.id))}
                  aria-label={t('publishOf', { title })}
                  data-testid={`notice-publish-${n.id}`}
                >
                  {t('publish')}
                </Button>
              )}
              <Button
                variant="danger"
                onClick={() => act(() => deleteNotice(n.id))}
                aria-label={t('deleteOf', { title })}
              >
                {t('delete')}
              </Button>
            </div>
          </Can>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Can permission="configure">
            <Button variant="primary" onClick={() => setEditing('new')} data-testid="notice-new">
              {t('new')}
            </Button>
          </Can>
        }
      />
      <SaveNotice saved={save.saved} error={save.error} />
      {editing ? (
        <NoticeEditor
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? null : editing}
          run={save.run}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <NoticeFilters params={params} />
      {list.error && <Notice tone="error">{errorText(t, list.error)}</Notice>}
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={list.data?.list ?? []}
        totalCount={list.data?.totalCount ?? 0}
        params={params}
        loading={list.isFetching}
        rowKey={(n) => n.id}
        empty={t('empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listNotices({ ...query, pageNo, pageSize }))}
      />
    </>
  );
}
