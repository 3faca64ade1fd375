import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorFeedbackEntry } from '@bet/contracts/operator/operator-feedback';
import { errorText } from '@/shared/i18n/error-text';
import { formatAge, formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listFeedback, useFeedbackQueue } from '../api/list-feedback';
import { feedbackQuery, playerLink, STATUS_TONE } from '../lib/feedback-query';
import { FeedbackFilters } from './feedback-filters';
import './feedback.css';

const column = createColumnHelper<OperatorFeedbackEntry>();
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** Players' feedback waiting for an answer (pending first by default), newest first. */
export function FeedbackQueuePage() {
  const { t } = useTranslation('feedback');
  const params = useTableParams();
  const query = feedbackQuery(params);
  const queue = useFeedbackQueue(query);

  const columns = [
    column.accessor('id', {
      header: t('col.id'),
      cell: (c) => <Link to={`/feedback/${c.getValue()}`}>#{c.getValue()}</Link>,
    }),
    column.accessor('username', {
      header: t('col.player'),
      cell: (c) => <Link to={playerLink(c.getValue())}>{c.getValue()}</Link>,
    }),
    column.accessor('questionType', {
      header: t('col.type'),
      cell: (c) => t(`type.${c.getValue()}`),
    }),
    column.accessor('content', {
      header: t('col.content'),
      cell: (c) => <span className="feedback-excerpt">{excerpt(c.getValue())}</span>,
    }),
    column.accessor((f) => f.screenshotIds.length, { id: 'screenshots', header: t('col.screenshots') }),
    column.accessor('createdAt', {
      header: t('col.createdAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (f) => new Date(f.createdAt).toISOString() },
    }),
    column.accessor((f) => formatAge(f.createdAt), { id: 'age', header: t('col.age') }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge>,
    }),
    column.accessor((f) => f.handledBy ?? '', { id: 'handledBy', header: t('col.handledBy') }),
    column.display({
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row: { original: f } }) => (
        <Link className="btn btn-secondary" to={`/feedback/${f.id}`}>
          {f.status === 'pending' ? t('answer', { id: f.id }) : t('view', { id: f.id })}
        </Link>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      <FeedbackFilters params={params} />
      {queue.error && <Notice tone="error">{errorText(t, queue.error)}</Notice>}
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={queue.data?.list ?? []}
        totalCount={queue.data?.totalCount ?? 0}
        params={params}
        loading={queue.isFetching}
        rowKey={(f) => f.id}
        empty={t('empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listFeedback({ ...query, pageNo, pageSize }))}
      />
    </>
  );
}
