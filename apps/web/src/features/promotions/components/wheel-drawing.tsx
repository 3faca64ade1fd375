import { useTranslation } from 'react-i18next';
import { headlineAmount, withSymbol } from '../lib/promotion-format';
import { segmentPath, type WheelReward } from '../lib/wheel';

/**
 * A label along its segment's radius, centred 58 from the middle; on the left half turned round,
 * so that at rest no label stands upside down.
 */
const labelTransform = (centre: number): string =>
  `rotate(${centre - 90}) translate(58 0)${centre > 180 ? ' rotate(180)' : ''}`;

/**
 * The wheel: its segments from the top clockwise, coloured in turn (a third colour closes an odd
 * count, so no two neighbours match), each labelled with its prize or the "no prize" word along
 * its radius. A picture: the prize table on the page says the same in text.
 */
export function WheelDrawing({ reward, currencySymbol }: { reward: WheelReward; currencySymbol: string }) {
  const { t } = useTranslation();
  const count = reward.prizes.length;
  const size = 360 / count;
  const tone = (i: number) => (count % 2 === 1 && i === count - 1 ? 'c' : i % 2 === 0 ? 'a' : 'b');
  return (
    <svg
      className="wheel-svg"
      viewBox="-100 -100 200 200"
      role="img"
      aria-label={t('promotions.wheel.wheelLabel', { segments: count })}
      data-segments={count}
    >
      <circle r="99" className="wheel-rim" />
      {reward.prizes.map((prize, i) => (
        <g key={i} className={`wheel-seg wheel-seg-${tone(i)}`} data-testid={`wheel-seg-${i}`}>
          <path d={segmentPath(i, count, 94)} />
          <text
            transform={labelTransform((i + 0.5) * size)}
            className={count > 8 ? 'wheel-label wheel-label-small' : 'wheel-label'}
          >
            {prize.amount > 0
              ? withSymbol(currencySymbol, headlineAmount(prize.amount))
              : t('promotions.wheel.noPrize')}
          </text>
        </g>
      ))}
      <circle r="13" className="wheel-hub" />
    </svg>
  );
}
