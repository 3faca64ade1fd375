import { useTranslation } from 'react-i18next';
import type { OperatorMission } from '@bet/contracts/operator/operator-missions';
import { useCan } from '@/shared/auth/use-can';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { StatusToggle } from '@/shared/ui/status-toggle';
import { setMissionStatus } from '../api/set-mission-status';
import { missionWords, totalPaid } from '../lib/mission-text';

/**
 * Every mission in words with its reward, this period's figures (players with progress, completed,
 * claimed) and what it has paid in all, over a total-paid row. Missions are few (MISSIONS_MAX), so
 * the table is whole: no paging. Edit buttons and the status switch only for `configure`.
 */
export function MissionsTable({
  missions,
  loading,
  run,
  onEdit,
}: {
  missions: OperatorMission[];
  loading: boolean;
  run: (change: () => Promise<unknown>) => void;
  onEdit: (mission: OperatorMission) => void;
}) {
  const { t } = useTranslation('missions');
  const canWrite = useCan('configure');
  // Columns before the paid total (the total row's label spans them).
  const leading = 8;
  return (
    <div className="table-wrap">
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('tableLabel')}>
        <table className="data-table missions-table" aria-busy={loading || undefined}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t('col.mission')}
              </th>
              <th scope="col" rowSpan={2}>
                {t('col.period')}
              </th>
              <th scope="col" rowSpan={2} className="num">
                {t('col.reward')}
              </th>
              <th scope="col" rowSpan={2} className="num">
                {t('col.turnover')}
              </th>
              <th scope="col" rowSpan={2}>
                {t('col.status')}
              </th>
              <th scope="colgroup" colSpan={3} className="missions-group">
                {t('col.thisPeriod')}
              </th>
              <th scope="col" rowSpan={2} className="num">
                {t('col.paidTotal')}
              </th>
              {canWrite && (
                <th scope="col" rowSpan={2}>
                  {t('col.actions')}
                </th>
              )}
            </tr>
            <tr>
              <th scope="col" className="num">
                {t('col.players')}
              </th>
              <th scope="col" className="num">
                {t('col.completed')}
              </th>
              <th scope="col" className="num">
                {t('col.claimed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {missions.map((m) => {
              const words = missionWords(t, m);
              const name = t('nameOf', { mission: words, period: t(`periodWord.${m.period}`) });
              return (
                <tr key={m.id} className={m.status === 'PAUSED' ? 'missions-paused' : undefined}>
                  <th scope="row">{words}</th>
                  <td>{t(`period.${m.period}`)}</td>
                  <td className="num">{formatMoney(m.reward)}</td>
                  <td className="num">{t('turnover', { multiple: formatCount(m.turnoverMultiple) })}</td>
                  <td>
                    <StatusToggle
                      status={m.status}
                      label={t(`status.${m.status}`)}
                      ariaLabel={t('activeOf', { mission: name })}
                      onChange={(status) => run(() => setMissionStatus(m.id, status))}
                    />
                  </td>
                  <td className="num">{formatCount(m.players)}</td>
                  <td className="num">{formatCount(m.completed)}</td>
                  <td className="num">{formatCount(m.claimed)}</td>
                  <td className="num">{formatMoney(m.paidTotal)}</td>
                  {canWrite && (
                    <td>
                      <div className="row-actions">
                        <Button onClick={() => onEdit(m)} aria-label={t('editOf', { mission: name })}>
                          {t('edit')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
            {missions.length === 0 && (
              <tr>
                <td colSpan={leading + 1 + (canWrite ? 1 : 0)} className="table-empty">
                  {loading ? t('common:loading') : t('empty')}
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr className="missions-total">
              <th scope="row" colSpan={leading}>
                {t('totalPaid')}
              </th>
              <td className="num" data-testid="missions-total-paid">
                {formatMoney(totalPaid(missions))}
              </td>
              {canWrite && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
