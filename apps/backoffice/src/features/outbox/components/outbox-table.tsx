import type { OutboxEntry } from '@bet/contracts/operator/operator';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import type { OutboxChannel } from '../lib/outbox-key';

/** `outbox`: kept without a provider (embedded mode); `sent` / `failed`: what the provider answered. */
const STATUS_TONE: Record<string, BadgeTone> = { sent: 'good', failed: 'bad', outbox: 'info' };

/**
 * One tab's messages. Bodies are shown as plain text (React escapes them), wrapped: a reset link
 * is read and copied, never rendered as HTML or followed from here.
 */
export function OutboxTable({
  channel,
  entries,
  loading,
  filtered,
}: {
  channel: OutboxChannel;
  entries: OutboxEntry[] | undefined;
  loading: boolean;
  filtered: boolean;
}) {
  const { t } = useTranslation('outbox');
  const columns = channel === 'mail' ? 5 : 4;
  return (
    <div className="table-wrap">
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t(`table.${channel}`)}>
        <table className="data-table outbox-table">
          <thead>
            <tr>
              <th scope="col">{t('col.time')}</th>
              <th scope="col">{t('col.to')}</th>
              {channel === 'mail' && <th scope="col">{t('col.subject')}</th>}
              <th scope="col">{t('col.status')}</th>
              <th scope="col">{t('col.body')}</th>
            </tr>
          </thead>
          <tbody>
            {(entries ?? []).map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.createdAt)}</td>
                <td>{entry.to}</td>
                {channel === 'mail' && <td className="outbox-subject">{entry.subject ?? ''}</td>}
                <td>
                  <Badge tone={STATUS_TONE[entry.status]}>
                    {t(`status.${entry.status}`, { defaultValue: entry.status })}
                  </Badge>
                </td>
                <td className="outbox-body">{entry.body}</td>
              </tr>
            ))}
            {(loading || entries?.length === 0) && (
              <tr>
                <td colSpan={columns} className="table-empty">
                  {loading ? t('common:loading') : t(filtered ? 'emptyFiltered' : 'empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
