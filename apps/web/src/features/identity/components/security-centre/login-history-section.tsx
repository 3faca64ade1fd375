import { useTranslation } from 'react-i18next';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState } from '@/shared/ui/page-shell';
import { Spinner } from '@/shared/ui/spinner';
import { useLoginHistory } from '../../api/login-history';

const formatTime = (epochMs: number) =>
  new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(epochMs);

/** Recent logins of the account: time, IP address, device and result. */
export function LoginHistorySection() {
  const { t } = useTranslation();
  const history = useLoginHistory();
  if (history.isPending) return <Spinner />;
  if (history.isError) return <FormAlert>{messageText(t, errorMessage(history.error))}</FormAlert>;
  if (history.data.length === 0) return <EmptyState>{t('member.history.empty')}</EmptyState>;
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="login-history">
        <caption className="visually-hidden">{t('member.security.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('member.history.time')}</th>
            <th scope="col">{t('member.history.ip')}</th>
            <th scope="col">{t('member.history.device')}</th>
            <th scope="col">{t('member.history.result')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((entry) => (
            <tr key={`${entry.time}-${entry.ip}-${entry.result}`}>
              <td>{formatTime(entry.time)}</td>
              <td>{entry.ip}</td>
              <td>{entry.device}</td>
              <td className={entry.result === 'SUCCESS' ? '' : 'result-bad'}>
                {t(`member.history.results.${entry.result}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
