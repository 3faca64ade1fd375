import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { SentInboxMessage } from '@bet/contracts/operator/operator-inbox';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount, formatDateTime } from '@/shared/lib/format';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listSentInboxMessages, useSentInboxMessages } from '../api/list-sent-inbox-messages';

const column = createColumnHelper<SentInboxMessage>();

/** Sent messages, newest first: audience, sender, recipients and how many have read it. */
export function SentMessagesTable() {
  const { t } = useTranslation('inbox');
  const params = useTableParams();
  const query = { pageNo: params.pageNo, pageSize: params.pageSize };
  const sent = useSentInboxMessages(query);
  const columns = [
    column.accessor('createdAt', {
      header: t('col.sentAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (m) => new Date(m.createdAt).toISOString() },
    }),
    column.accessor('title', { header: t('col.title') }),
    column.accessor('audienceKind', { header: t('col.kind'), cell: (c) => t(`kind.${c.getValue()}`) }),
    column.accessor('audience', { header: t('col.audience') }),
    column.accessor((m) => m.sender ?? t('system'), { id: 'sender', header: t('col.sender') }),
    column.accessor('recipients', { header: t('col.recipients'), cell: (c) => formatCount(c.getValue()) }),
    column.accessor('read', {
      header: t('col.read'),
      cell: ({ row: { original: m } }) =>
        `${formatCount(m.read)} (${m.recipients === 0 ? 0 : Math.round((m.read / m.recipients) * 100)}%)`,
    }),
  ];
  return (
    <Panel title={t('sent.title')}>
      {sent.error && <Notice tone="error">{errorText(t, sent.error)}</Notice>}
      <DataTable
        label={t('sent.title')}
        columns={columns}
        rows={sent.data?.list ?? []}
        totalCount={sent.data?.totalCount ?? 0}
        params={params}
        loading={sent.isFetching}
        rowKey={(m) => m.id}
        empty={t('sent.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listSentInboxMessages({ pageNo, pageSize }))}
      />
    </Panel>
  );
}
