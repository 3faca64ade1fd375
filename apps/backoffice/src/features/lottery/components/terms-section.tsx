import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryTerm } from '@bet/contracts/operator/operator-lottery';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { SaveNotice } from '@/shared/ui/save-notice';
import { useSave } from '@/shared/ui/use-save';
import { useLotterySchedules } from '../api/get-lottery-schedules';
import { useLotteryTerms } from '../api/get-lottery-terms';
import { formatEdge, formatOdds } from '../lib/format-odds';
import { LOTTERY_PREFIX } from '../lib/lottery-key';
import { useGameTab } from '../lib/use-game-tab';
import { GameTabs } from './game-tabs';
import { TermsDialog } from './terms-dialog';

/** This site's terms per play type of one game (tabs by game); admins edit a row in a dialog. */
export function TermsSection() {
  const { t } = useTranslation('lottery');
  const terms = useLotteryTerms();
  const schedules = useLotterySchedules();
  const games = (schedules.data?.schedules ?? []).map((s) => ({ code: s.game, name: s.name }));
  const [game, selectGame] = useGameTab(games.map((g) => g.code));
  const [editing, setEditing] = useState<LotteryTerm | null>(null);
  const save = useSave(LOTTERY_PREFIX);
  const rows = (terms.data?.terms ?? []).filter((x) => x.game === game);
  return (
    <>
      <SaveNotice saved={save.saved} error={null} />
      {(terms.error ?? schedules.error) && (
        <Notice tone="error">{errorText(t, terms.error ?? schedules.error)}</Notice>
      )}
      <GameTabs games={games} game={game} onSelect={selectGame} />
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('terms.tableLabel')}>
        <table className="data-table" aria-busy={terms.isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('terms.col.playType')}</th>
              <th scope="col">{t('terms.col.enabled')}</th>
              <th scope="col">{t('terms.col.edge')}</th>
              <th scope="col">{t('terms.col.odds')}</th>
              <th scope="col" className="num">
                {t('terms.col.minBet')}
              </th>
              <th scope="col" className="num">
                {t('terms.col.maxBet')}
              </th>
              <th scope="col" className="num">
                {t('terms.col.maxExposure')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('terms.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.playType}>
                <td>{row.playType}</td>
                <td>
                  <Badge tone={row.enabled ? 'good' : 'neutral'}>{t(row.enabled ? 'on' : 'off')}</Badge>
                </td>
                <td>{formatEdge(row.edgeBp)}</td>
                <td className="lottery-result">{formatOdds(row.odds)}</td>
                <td className="num">{formatMoney(row.minBet)}</td>
                <td className="num">{formatMoney(row.maxBet)}</td>
                <td className="num">{formatMoney(row.maxExposure)}</td>
                <td>
                  <Can permission="configure">
                    <Button onClick={() => setEditing(row)}>
                      {t('terms.edit', { playType: row.playType })}
                    </Button>
                  </Can>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && <TermsDialog term={editing} run={save.run} onClose={() => setEditing(null)} />}
    </>
  );
}
