import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { useEndMyOtherSessions } from '../api/end-my-other-sessions';
import { useEndMySession } from '../api/end-my-session';
import { useMySessions } from '../api/my-sessions';

/** The operator's own live sessions: where and when, this one marked; end one or all others. */
export function MySessionsPanel() {
  const { t } = useTranslation('account');
  const sessions = useMySessions();
  const endOne = useEndMySession();
  const endOthers = useEndMyOtherSessions();
  const rows = sessions.data ?? [];
  const failure = sessions.error ?? endOne.error ?? endOthers.error;
  return (
    <Panel
      title={t('sessions.title')}
      actions={
        <Button
          variant="danger"
          disabled={rows.filter((s) => !s.current).length === 0}
          busy={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {t('sessions.endOthers')}
        </Button>
      }
    >
      {failure && <Notice tone="error">{errorText(t, failure)}</Notice>}
      {endOthers.data && (
        <Notice tone="success">{t('sessions.ended', { count: endOthers.data.ended })}</Notice>
      )}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('sessions.title')}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('sessions.started')}</th>
              <th scope="col">{t('sessions.lastSeen')}</th>
              <th scope="col">{t('sessions.ip')}</th>
              <th scope="col">{t('sessions.device')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('sessions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <td>{formatDateTime(s.createdAt)}</td>
                <td>{formatDateTime(s.lastSeenAt)}</td>
                <td>{s.ip}</td>
                <td className="session-agent">{s.userAgent ?? '—'}</td>
                <td>
                  {s.current ? (
                    <Badge tone="info">{t('sessions.thisOne')}</Badge>
                  ) : (
                    <Button
                      busy={endOne.isPending && endOne.variables === s.id}
                      onClick={() => endOne.mutate(s.id)}
                      aria-label={t('sessions.endNamed', { started: formatDateTime(s.createdAt), ip: s.ip })}
                    >
                      {t('sessions.end')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className="table-empty">
                  {sessions.isLoading ? t('common:loading') : t('sessions.none')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
