import { useTranslation } from 'react-i18next';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { approveLotteryResult } from '../api/approve-lottery-result';
import { useLotterySchedules } from '../api/get-lottery-schedules';
import { useLotteryResults } from '../api/list-lottery-results';
import { LOTTERY_PREFIX } from '../lib/lottery-key';
import { useGameTab } from '../lib/use-game-tab';
import { GameTabs } from './game-tabs';
import { ProposeResultForm } from './propose-result-form';

/**
 * Results entered by hand (games whose results come from operators or a feed that failed): one
 * operator proposes, a different one approves, and only then the lottery settles the draw.
 */
export function ResultsSection() {
  const { t } = useTranslation('lottery');
  const schedules = useLotterySchedules();
  const pending = useLotteryResults();
  const save = useSave(LOTTERY_PREFIX);
  // The house draws e-lotteries itself: only numbered draws take a typed-in result.
  const manual = (schedules.data?.schedules ?? []).filter((s) => s.group !== 'ELOTT');
  const [game, selectGame] = useGameTab(manual.map((s) => s.game));
  const chosen = manual.find((s) => s.game === game);
  return (
    <>
      <SaveNotice saved={save.saved} error={save.error} />
      {(pending.error ?? schedules.error) && (
        <Notice tone="error">{errorText(t, pending.error ?? schedules.error)}</Notice>
      )}
      <Panel title={t('results.pendingTitle')}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('results.tableLabel')}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('results.col.game')}</th>
                <th scope="col">{t('results.col.issue')}</th>
                <th scope="col">{t('results.col.result')}</th>
                <th scope="col">{t('results.col.proposedBy')}</th>
                <th scope="col">{t('results.col.proposedAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('terms.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(pending.data?.list ?? []).map((p) => (
                <tr key={p.id}>
                  <td>{p.game}</td>
                  <td>{p.issue}</td>
                  <td className="lottery-result">{p.result.join(' ')}</td>
                  <td>{p.proposedBy}</td>
                  <td>{formatDateTime(p.proposedAt)}</td>
                  <td>
                    <Can permission="moveMoney">
                      <Button
                        variant="primary"
                        onClick={() => save.run(() => approveLotteryResult(p.id)).catch(() => undefined)}
                      >
                        {t('results.approve', { issue: p.issue })}
                      </Button>
                    </Can>
                  </td>
                </tr>
              ))}
              {pending.data?.list.length === 0 && (
                <tr>
                  <td colSpan={6} className="table-empty">
                    {t('results.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </Panel>
      <Can permission="moveMoney">
        <GameTabs
          games={manual.map((s) => ({ code: s.game, name: s.name }))}
          game={game}
          onSelect={selectGame}
        />
        {chosen && <ProposeResultForm key={chosen.game} game={chosen} run={save.run} />}
      </Can>
    </>
  );
}
