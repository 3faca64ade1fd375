import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { clock, drawPhase } from '../model/countdown';
import { useNow } from '../model/use-now';

interface DrawCountdownProps {
  draw: Pick<LotteryDraw, 'status' | 'closeAt' | 'drawAt'>;
  /** Server clock − this clock (ms), from the `next` answer. */
  clockOffset: number;
  compact?: boolean;
}

/**
 * Time left to bet on a draw, then "drawing…" until its draw time, on the server's clock (two
 * moments in turn, so not the one-moment shared countdown). The clock's width is fixed so
 * nothing around it moves as the digits change.
 */
export function DrawCountdown({ draw, clockOffset, compact = false }: DrawCountdownProps) {
  const { t } = useTranslation();
  const phase = drawPhase(draw, useNow() + clockOffset);
  const label =
    phase.phase === 'open'
      ? t('lottery.status.closesIn')
      : phase.phase === 'drawing'
        ? t('lottery.status.drawing')
        : phase.phase === 'void'
          ? t('lottery.status.void')
          : t('lottery.status.drawn');
  return (
    <span
      className={`lottery-countdown lottery-countdown-${phase.phase}${compact ? ' compact' : ''}`}
      data-testid="lottery-countdown"
      data-phase={phase.phase}
    >
      <span className="lottery-countdown-label">{label}</span>
      {phase.phase === 'open' || phase.phase === 'drawing' ? (
        <time className="lottery-countdown-clock">{clock(phase.seconds)}</time>
      ) : null}
    </span>
  );
}
