import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotterySchedule } from '@bet/contracts/operator/operator-lottery';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useLotterySchedules } from '../api/get-lottery-schedules';
import { LOTTERY_PREFIX } from '../lib/lottery-key';
import { ScheduleDialog } from './schedule-dialog';

/** Every game's schedule: on/off, when betting closes, where results come from, the next draws. */
export function SchedulesSection() {
  const { t } = useTranslation('lottery');
  const schedules = useLotterySchedules();
  const [editing, setEditing] = useState<LotterySchedule | null>(null);
  const save = useSave(LOTTERY_PREFIX);
  return (
    <>
      <SaveNotice saved={save.saved} error={null} />
      {schedules.error && <Notice tone="error">{errorText(t, schedules.error)}</Notice>}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('schedules.tableLabel')}>
        <table className="data-table" aria-busy={schedules.isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('schedules.col.game')}</th>
              <th scope="col">{t('schedules.col.enabled')}</th>
              <th scope="col">{t('schedules.col.closeSeconds')}</th>
              <th scope="col">{t('schedules.col.resultSource')}</th>
              <th scope="col">{t('schedules.col.next')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('terms.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(schedules.data?.schedules ?? []).map((s) => (
              <tr key={s.game}>
                <td>
                  {s.name} <small className="lottery-code">{s.game}</small>
                </td>
                <td>
                  <Badge tone={s.enabled ? 'good' : 'neutral'}>{t(s.enabled ? 'on' : 'off')}</Badge>
                </td>
                <td className="num">{s.closeSeconds}</td>
                <td>{t(`source.${s.resultSource}`)}</td>
                <td>
                  <ul className="lottery-next">
                    {s.next.map((n) => (
                      <li key={n.issue}>
                        {n.issue} · {formatDateTime(n.drawAt)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <Can permission="configure">
                    <Button onClick={() => setEditing(s)}>{t('schedules.edit', { game: s.name })}</Button>
                  </Can>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && <ScheduleDialog schedule={editing} run={save.run} onClose={() => setEditing(null)} />}
    </>
  );
}
