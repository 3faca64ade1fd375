import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { Modal } from '@/shared/ui/modal';
import { RecordsState } from '@/shared/ui/records-state';
import { Spinner } from '@/shared/ui/spinner';
import { useDraw } from '../api/draw';
import { verifyDraw } from '../lib/verify-draw';
import { useGameName } from './game-name';
import { DrawNumbers } from './results-numbers';
import './lottery-records.css';
import './verify-panel.css';

/** Fetches a draw, then checks it in this browser (Web Crypto), step by step. */
export function VerifyDraw({ game, issue }: { game: string; issue: string }) {
  const { t } = useTranslation();
  const draw = useDraw(game, issue);
  return (
    <RecordsState
      isPending={draw.isPending}
      error={draw.isError ? draw.error : null}
      empty={false}
      emptyText=""
      onRetry={() => void draw.refetch()}
    >
      {draw.data ? <VerifySteps draw={draw.data.draw} /> : <p>{t('lottery.verify.loading')}</p>}
    </RecordsState>
  );
}

function Step({ n, title, ok, children }: { n: number; title: string; ok?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className="lv-step" data-testid={`verify-step-${n}`}>
      <div className="lv-step-head">
        <span className="lv-step-n" aria-hidden="true">
          {n}
        </span>
        <span className="lv-step-title">{title}</span>
        {ok === undefined ? null : (
          <span className={ok ? 'lv-ok' : 'lv-bad'}>
            {ok ? t('lottery.verify.ok') : t('lottery.verify.bad')}
          </span>
        )}
      </div>
      {children}
    </li>
  );
}

const Hex = ({ value }: { value: string | null | undefined }) => (
  <code className="lv-hex">{value ?? '—'}</code>
);

export function VerifySteps({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['lottery', 'verify', draw.game, draw.issue, draw.commit, draw.seed, draw.result],
    queryFn: () => verifyDraw(draw),
    staleTime: Infinity,
  });
  const report = check.data;
  const gameName = useGameName(draw.game);
  const verdict = report?.verdict;
  return (
    <div className="lv" data-testid="verify-draw">
      <p className="lv-intro">{t('lottery.verify.intro')}</p>
      <p className="lv-what">
        {gameName} · {t('lottery.results.issue', { issue: draw.issue })}
      </p>
      <div
        className={`lv-verdict lv-verdict-${verdict ?? 'pending'}`}
        role="status"
        aria-live="polite"
        data-testid="verify-verdict"
        data-verdict={verdict ?? 'pending'}
      >
        {check.isPending ? (
          <Spinner />
        ) : verdict === 'unverifiable' ? (
          t(`lottery.verify.reason.${report!.reason}`)
        ) : verdict ? (
          t(`lottery.verify.verdict.${verdict}`)
        ) : (
          t('lottery.verify.failed')
        )}
      </div>
      {/* Focusable so the steps scroll by keyboard inside a small dialog. */}
      <ol className="lv-steps" tabIndex={0} aria-label={t('lottery.verify.stepsLabel')}>
        <Step n={1} title={t('lottery.verify.steps.commit')}>
          <Hex value={draw.commit} />
        </Step>
        <Step n={2} title={t('lottery.verify.steps.seed')}>
          <Hex value={draw.seed} />
        </Step>
        <Step n={3} title={t('lottery.verify.steps.hash')} ok={report?.commitMatches}>
          <Hex value={report?.computedCommit} />
        </Step>
        <Step n={4} title={t('lottery.verify.steps.hmac', { message: `${draw.game}:${draw.issue}:0` })}>
          <Hex value={report?.derivation?.firstBlockHex} />
          {report?.derivation ? (
            <p className="lv-note">
              {t('lottery.verify.words', {
                used: report.derivation.wordsUsed,
                rejected: report.derivation.rejected,
                blocks: report.derivation.blocks,
              })}
            </p>
          ) : null}
        </Step>
        <Step n={5} title={t('lottery.verify.steps.result')} ok={report?.resultMatches}>
          <div className="lv-compare">
            <div>
              <span className="lv-label">{t('lottery.verify.derived')}</span>
              {report?.derivation ? (
                <DrawNumbers game={draw.game} result={report.derivation.result} compact />
              ) : (
                <Hex value={null} />
              )}
            </div>
            <div>
              <span className="lv-label">{t('lottery.verify.published')}</span>
              {draw.result ? (
                <DrawNumbers game={draw.game} result={draw.result} compact />
              ) : (
                <Hex value={null} />
              )}
            </div>
          </div>
        </Step>
      </ol>
      <p className="lv-note">{t('lottery.verify.procedure')}</p>
    </div>
  );
}

/** The verification of one draw in a dialog (from the results list). */
export function VerifyDrawModal({ draw, onClose }: { draw: LotteryDraw | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={draw !== null}
      onClose={onClose}
      title={t('lottery.verify.title')}
      width={560}
      testId="verify-modal"
    >
      {draw ? <VerifySteps draw={draw} /> : null}
    </Modal>
  );
}

/** `?verify=<game>:<issue>` on the page opens that draw's verification (shareable address). */
export function VerifyDrawFromQuery() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const value = params.get('verify') ?? '';
  const split = value.indexOf(':');
  const game = split > 0 ? value.slice(0, split) : '';
  const issue = split > 0 ? value.slice(split + 1) : '';
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verify');
        return next;
      },
      { replace: true },
    );
  return (
    <Modal
      open={Boolean(game && issue)}
      onClose={close}
      title={t('lottery.verify.title')}
      width={560}
      testId="verify-modal"
    >
      {game && issue ? <VerifyDraw game={game} issue={issue} /> : null}
    </Modal>
  );
}
