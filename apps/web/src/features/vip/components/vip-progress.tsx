import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipProgressResponse } from '@bet/contracts/vip/vip';
import { formatDay, progressShare, stillNeeded, vipMoney } from '../lib/vip-format';

/** A tick, a warning sign, a crown: the state reads from the shape and the words, not the colour alone. */
function Icon({ d, className }: { d: string; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const TICK = 'M3 8.5l3.2 3L13 4.5';
const WARNING = 'M8 2L1.5 13.5h13zM8 6.5v3.2M8 11.6v.2';
const CROWN = 'M2 12.5h12M2.5 11L2 4.5l3.5 3L8 3l2.5 4.5 3.5-3-.5 6.5z';

interface VipBarProps {
  label: string;
  actual: number;
  required: number;
  currencySymbol: string;
  testId: string;
}

/**
 * One figure towards the next level: the player's amount over the period against what the level
 * needs, as a bar (a progressbar for screen readers, with the amounts as its text) and what is
 * still missing, or a tick once reached.
 */
export function VipBar({ label, actual, required, currencySymbol, testId }: VipBarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const share = progressShare(actual, required);
  const met = actual >= required;
  const value = t('vip.next.value', {
    actual: vipMoney(currencySymbol, actual),
    required: vipMoney(currencySymbol, required),
  });
  return (
    <div className={met ? 'vip-progress vip-progress-met' : 'vip-progress'} data-testid={testId}>
      <div className="vip-progress-head">
        <span id={labelId} className="vip-progress-label">
          {label}
        </span>
        <span className="vip-progress-value" data-testid={`${testId}-text`}>
          {value}
        </span>
      </div>
      <div
        className="vip-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={Math.min(actual, required)}
        aria-valuetext={value}
        data-testid={`${testId}-bar`}
      >
        <span className="vip-bar-fill" style={{ transform: `scaleX(${share})` }} />
      </div>
      <div className="vip-progress-foot">
        <span data-testid={`${testId}-left`}>
          {met ? (
            <span className="vip-progress-done">
              <Icon d={TICK} className="vip-icon" />
              {t('vip.next.met')}
            </span>
          ) : (
            t('vip.next.left', { amount: vipMoney(currencySymbol, stillNeeded(actual, required)) })
          )}
        </span>
        <span aria-hidden="true">{Math.floor(share * 100)}%</span>
      </div>
    </div>
  );
}

/** The warning of a player under their level's figures: keep them up, or move down on that day. */
export function VipBelowBanner({
  levelName,
  below,
}: {
  levelName: string;
  below: NonNullable<VipProgressResponse['below']>;
}) {
  const { t } = useTranslation();
  return (
    <div className="vip-below" data-testid="vip-below">
      <Icon d={WARNING} className="vip-icon vip-below-icon" />
      <p className="vip-below-text">
        <strong>{t('vip.below.title')}</strong>{' '}
        <span data-testid="vip-below-text">
          {t('vip.below.text', { level: levelName, date: formatDay(below.relegationAt) })}
        </span>
      </p>
    </div>
  );
}

/**
 * The player's way up: the below-level warning when there is one, then the next level's two
 * bars over the rolling period, or "Top level reached" with their figures at the top.
 */
export function VipProgressDetails({
  progress,
  currencySymbol,
  testId,
}: {
  progress: VipProgressResponse;
  currencySymbol: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { next, below } = progress;
  return (
    <>
      {below ? <VipBelowBanner levelName={progress.name} below={below} /> : null}
      {next ? (
        <div className="vip-next" data-testid={`${testId}-next`}>
          <p className="vip-next-title">
            <strong data-testid={`${testId}-next-title`}>{t('vip.next.title', { level: next.name })}</strong>
            <span className="vip-next-period">{t('vip.next.period', { count: progress.periodDays })}</span>
          </p>
          <VipBar
            label={t('vip.next.deposits')}
            actual={progress.deposits}
            required={next.depositRequired}
            currencySymbol={currencySymbol}
            testId={`${testId}-deposits`}
          />
          <VipBar
            label={t('vip.next.validBets')}
            actual={progress.validBets}
            required={next.betRequired}
            currencySymbol={currencySymbol}
            testId={`${testId}-bets`}
          />
        </div>
      ) : (
        <div className="vip-top" data-testid={`${testId}-top`}>
          <p className="vip-top-title">
            <Icon d={CROWN} className="vip-icon" />
            <strong>{t('vip.top.title')}</strong>
          </p>
          <p className="vip-top-text">{t('vip.top.text')}</p>
          <dl className="vip-figures">
            <div>
              <dt>{t('vip.next.deposits')}</dt>
              <dd data-testid={`${testId}-top-deposits`}>{vipMoney(currencySymbol, progress.deposits)}</dd>
            </div>
            <div>
              <dt>{t('vip.next.validBets')}</dt>
              <dd data-testid={`${testId}-top-bets`}>{vipMoney(currencySymbol, progress.validBets)}</dd>
            </div>
          </dl>
          <p className="vip-next-period">{t('vip.next.period', { count: progress.periodDays })}</p>
        </div>
      )}
    </>
  );
}

/** The stand-in of the progress while it loads: the two bars' boxes (nothing moves when it arrives). */
export function VipProgressSkeleton() {
  return (
    <div className="vip-next" aria-hidden="true">
      <p className="vip-next-title">
        <span className="vip-skeleton-line" style={{ width: '55%' }} />
      </p>
      {[0, 1].map((i) => (
        <div key={i} className="vip-progress">
          <div className="vip-progress-head">
            <span className="vip-skeleton-line" style={{ width: '30%' }} />
          </div>
          <div className="vip-bar" />
          <div className="vip-progress-foot">
            <span className="vip-skeleton-line" style={{ width: '40%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
