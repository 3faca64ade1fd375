import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { formatDateTime } from '@/shared/lib/money';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { useDraws } from '../api/draws';
import { gameMirror } from '../lib/verify-draw-games';
import { DrawNumbers } from './results-numbers';
import { VerifyDrawModal } from './verify-panel';
import './lottery-records.css';

/** Fast draws list many a page; a VN or 4D draw is a whole prize table. */
const pageSizeOf = (game: string) => (gameMirror(game)?.group === 'ELOTT' ? 10 : 3);

/** The shareable address of a draw's verification page. */
export const verifyHref = (game: string, issue: string) =>
  `/lottery?verify=${encodeURIComponent(`${game}:${issue}`)}`;

/** Results history ("opened numbers"): a game's drawn issues, newest first, by day, a page at a time. */
export function LotteryResults({ game }: { game: string }) {
  const { t } = useTranslation();
  const dateId = useId();
  const [date, setDate] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [verifying, setVerifying] = useState<LotteryDraw | null>(null);
  const pageSize = pageSizeOf(game);
  const draws = useDraws({ game, date: date || undefined, drawn: true, pageNo, pageSize });
  const data = draws.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.totalCount / pageSize)) : 1;

  return (
    <div className="lr-results" data-testid="lottery-results">
      <div className="lr-filters">
        <label htmlFor={dateId} className="lr-filter-label">
          {t('lottery.results.date')}
        </label>
        <input
          id={dateId}
          type="date"
          className="lr-date"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setPageNo(1);
          }}
          data-testid="results-date"
        />
        {date ? (
          <button
            type="button"
            className="lr-link-button"
            onClick={() => setDate('')}
            data-testid="results-latest"
          >
            {t('lottery.results.latest')}
          </button>
        ) : null}
      </div>
      <RecordsState
        isPending={draws.isPending}
        error={draws.isError ? draws.error : null}
        empty={data?.draws.length === 0}
        emptyText={t('lottery.results.empty')}
        onRetry={() => void draws.refetch()}
      >
        <ol className="lr-draw-list" aria-busy={draws.isFetching} aria-label={t('lottery.results.listLabel')}>
          {data?.draws.map((draw) => (
            <DrawItem key={draw.issue} draw={draw} onVerify={() => setVerifying(draw)} />
          ))}
        </ol>
        <Pager
          page={pageNo}
          totalPages={totalPages}
          onChange={setPageNo}
          busy={draws.isFetching}
          testId="results-pager"
        />
      </RecordsState>
      <VerifyDrawModal draw={verifying} onClose={() => setVerifying(null)} />
    </div>
  );
}

function DrawItem({ draw, onVerify }: { draw: LotteryDraw; onVerify: () => void }) {
  const { t } = useTranslation();
  const wide = gameMirror(draw.game)?.group !== 'ELOTT';
  const openHere = (event: MouseEvent) => {
    // A plain click opens the check here; a new tab or window follows the link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onVerify();
  };
  return (
    <li className={wide ? 'lr-draw lr-draw-wide' : 'lr-draw'} data-testid="result-row">
      <div className="lr-draw-head">
        <span className="lr-issue">{t('lottery.results.issue', { issue: draw.issue })}</span>
        <time className="lr-time" dateTime={new Date(draw.drawAt).toISOString()}>
          {formatDateTime(draw.drawAt)}
        </time>
        <span className={`lr-badge lr-source-${draw.source}`}>
          {t(`lottery.results.source.${draw.source}`)}
        </span>
        {draw.status === 'VOID' ? (
          <span className="lr-badge lr-badge-void" data-testid="result-void">
            {t('lottery.results.void')}
          </span>
        ) : null}
        {draw.seed ? (
          <a
            className="lr-verify-link"
            href={verifyHref(draw.game, draw.issue)}
            onClick={openHere}
            data-testid="result-verify"
          >
            {t('lottery.results.verify')}
          </a>
        ) : null}
      </div>
      {draw.result ? (
        <DrawNumbers game={draw.game} result={draw.result} />
      ) : (
        <p className="lr-muted">{t('lottery.results.noResult')}</p>
      )}
    </li>
  );
}
