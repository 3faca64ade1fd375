import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';

interface DrawRevealProps {
  draw: Pick<LotteryDraw, 'game' | 'issue' | 'result'>;
  /** Play the reveal (a draw that just happened live); a known result shows at once. */
  animate: boolean;
}

/** How a game's result looks: dice faces, cars by finishing place, or numbered balls. */
const styleOf = (game: string) => (game.includes('DICE') ? 'dice' : game.includes('RACE') ? 'cars' : 'balls');

/** The most numbers shown in the header's reserved space (VN and SEA results list many more). */
const SHOWN = 10;

/**
 * A draw's result, revealed one number after the other when it happens live (balls drop, dice
 * roll, cars cross the line). Reduced motion: the CSS drops the movement and shows it at once.
 */
export function DrawReveal({ draw, animate }: DrawRevealProps) {
  const { t } = useTranslation();
  const result = draw.result ?? [];
  const style = styleOf(draw.game);
  const shown = result.slice(0, SHOWN);
  return (
    <div
      className={`lottery-reveal lottery-reveal-${style}${animate ? ' animate' : ''}`}
      data-testid="draw-reveal"
      data-issue={draw.issue}
      role="img"
      aria-label={t('lottery.bet.resultOf', { issue: draw.issue, result: result.join(' ') })}
    >
      {shown.map((number, index) => (
        <span
          key={`${draw.issue}-${index}`}
          className={
            style === 'dice'
              ? 'lottery-die'
              : style === 'cars'
                ? `lottery-car car-${Number(number)}`
                : 'lottery-ball'
          }
          style={{ '--reveal-delay': `${index * 180}ms` } as CSSProperties}
          aria-hidden="true"
        >
          {number}
        </span>
      ))}
      {result.length > SHOWN ? (
        <span className="lottery-reveal-more" aria-hidden="true">
          +{result.length - SHOWN}
        </span>
      ) : null}
    </div>
  );
}
