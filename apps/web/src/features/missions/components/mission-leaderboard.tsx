import { useTranslation } from 'react-i18next';
import type { MissionLeaderboardResponse } from '@bet/contracts/missions/missions';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useMissionLeaderboard } from '../api/mission-leaderboard';
import { formatDay, missionMoney } from '../lib/mission-format';

/** Stand-in rows while the board loads. */
const SKELETON_ROWS = 5;
/** Gold, silver and bronze. */
const MEDALS = 3;

/** The player's own line: their rank, or what gets them onto the board. */
function MyLine({
  me,
  currencySymbol,
}: {
  me: NonNullable<MissionLeaderboardResponse['me']>;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  return (
    <p className="mission-board-me" data-testid="mission-board-me" data-ranked={me.rank !== null}>
      {me.rank === null ? (
        t('missions.board.notRanked')
      ) : (
        <>
          <strong>{t('missions.board.me', { rank: me.rank })}</strong>
          <span className="mission-board-me-stats">
            {t('missions.board.meCompleted', { count: me.completed })} ·{' '}
            {missionMoney(currencySymbol, me.rewards)}
          </span>
        </>
      )}
    </p>
  );
}

/**
 * This week's leaderboard of the missions (issue 17): the players with the most missions completed,
 * names masked by the server, the top three with medals, and the player's own line above the
 * table ("Your rank: 7", or how to get onto the board).
 */
export function MissionLeaderboard({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const board = useMissionLeaderboard();
  const titleId = 'mission-board-title';

  const body = () => {
    if (board.isPending)
      return (
        <div aria-busy="true" data-testid="mission-board-loading">
          <ol className="mission-board-skeleton" aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i}>
                <span className="mission-skeleton-line" />
              </li>
            ))}
          </ol>
          <p className="visually-hidden">{t('missions.board.loading')}</p>
        </div>
      );
    if (board.isError)
      return (
        <div className="form missions-problem">
          <FormAlert>{messageText(t, errorMessage(board.error))}</FormAlert>
          <Button variant="secondary" onClick={() => void board.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    const { list, me } = board.data;
    // Ranks tie (equal counts share one): the player's row is known only when their rank is alone.
    const myRank = me?.rank ?? null;
    const mineAlone = list.filter((entry) => entry.rank === myRank).length === 1;
    return (
      <>
        {me ? <MyLine me={me} currencySymbol={currencySymbol} /> : null}
        {list.length === 0 ? (
          <p className="mission-board-empty" data-testid="mission-board-empty">
            {t('missions.board.empty')}
          </p>
        ) : (
          <table className="mission-board-table" data-testid="mission-board-table">
            <caption className="visually-hidden">{t('missions.board.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('missions.board.rank')}</th>
                <th scope="col">{t('missions.board.player')}</th>
                <th scope="col" className="mission-board-number">
                  {t('missions.board.completed')}
                </th>
                <th scope="col" className="mission-board-number">
                  {t('missions.board.rewards')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry, index) => {
                const mine = mineAlone && entry.rank === myRank;
                return (
                  <tr
                    key={index}
                    className={mine ? 'mission-board-mine' : undefined}
                    aria-current={mine ? 'true' : undefined}
                    data-testid={`mission-board-row-${index + 1}`}
                  >
                    <td>
                      <span
                        className={`mission-rank${entry.rank <= MEDALS ? ` mission-rank-${entry.rank}` : ''}`}
                      >
                        {entry.rank}
                      </span>
                    </td>
                    <td className="mission-board-name">
                      {entry.username}
                      {mine ? <span className="mission-board-you">{t('missions.board.you')}</span> : null}
                    </td>
                    <td className="mission-board-number">{entry.completed}</td>
                    <td className="mission-board-number">{missionMoney(currencySymbol, entry.rewards)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </>
    );
  };

  return (
    <section className="mission-board" aria-labelledby={titleId} data-testid="mission-board">
      <div className="mission-board-head">
        <h4 id={titleId} className="missions-section-title">
          {t('missions.board.title')}
        </h4>
        {board.data ? (
          <span className="mission-board-week">
            {t('missions.board.week', { date: formatDay(board.data.weekStartsAt) })}
          </span>
        ) : null}
      </div>
      {body()}
    </section>
  );
}
