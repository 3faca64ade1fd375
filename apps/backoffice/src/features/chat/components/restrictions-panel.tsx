import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useChatRestrictions } from '../api/chat-restrictions';
import { useLiftChatRestriction } from '../api/lift-chat-restriction';

/** Players muted now or banned from the chat, with lifting. */
export function RestrictionsPanel() {
  const { t } = useTranslation('chat');
  const list = useChatRestrictions();
  const lift = useLiftChatRestriction();
  const [lifting, setLifting] = useState<string | null>(null);
  const rows = list.data?.list ?? [];
  return (
    <Panel title={t('restrictions.title')}>
      {list.error && <Notice tone="error">{errorText(t, list.error)}</Notice>}
      <div className="table-scroll">
        <table className="data-table" aria-label={t('restrictions.title')} data-testid="chat-restrictions">
          <thead>
            <tr>
              <th scope="col">{t('restrictions.player')}</th>
              <th scope="col">{t('restrictions.kind')}</th>
              <th scope="col">{t('restrictions.reason')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('restrictions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.username}>
                <td>{r.username}</td>
                <td>
                  <Badge tone={r.kind === 'BAN' ? 'bad' : 'warn'}>
                    {r.kind === 'BAN'
                      ? t('restrictions.banned')
                      : t('restrictions.mutedUntil', { time: formatDateTime(r.until) })}
                  </Badge>
                </td>
                <td>{r.reason}</td>
                <td>
                  <Can permission="playerAccess">
                    <Button onClick={() => setLifting(r.username)}>{t('restrictions.lift')}</Button>
                  </Can>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!list.isPending && rows.length === 0 && <p className="table-empty">{t('restrictions.empty')}</p>}
      {lifting && (
        <ReasonDialog
          title={t('restrictions.liftTitle', { username: lifting })}
          confirmLabel={t('restrictions.lift')}
          onClose={() => setLifting(null)}
          onConfirm={(reason) => lift.mutateAsync({ username: lifting, reason })}
        />
      )}
    </Panel>
  );
}
