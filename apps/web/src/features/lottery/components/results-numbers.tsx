import { useTranslation } from 'react-i18next';
import { gameMirror, tiersOf, VN_SPECIAL_TIER } from '../lib/verify-draw-games';
import './lottery-records.css';
import './results-numbers.css';

/**
 * A draw's numbers the way a betting site shows them: dice for Fast Dice, coloured car chips
 * in finishing order for the race, balls for digits, prize tables for the VN and 4D lotteries.
 */
export function DrawNumbers({
  game,
  result,
  compact = false,
}: {
  game: string;
  result: readonly string[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const mirror = gameMirror(game);
  const label = t('lottery.results.numbersLabel');
  if (game === 'FASTDICE') return <Dice result={result} label={label} />;
  if (game === 'RACE10') return <CarChips result={result} label={label} />;
  if (mirror?.group === 'VN')
    return compact ? (
      <Balls result={vnSpecialOf(game, result)} label={label} />
    ) : (
      <VnPrizeTable game={game} result={result} />
    );
  if (game === 'SEA_4D')
    return compact ? (
      <Balls result={result.slice(0, 3)} label={label} />
    ) : (
      <SeaPrizeTable game={game} result={result} />
    );
  if (game === 'SEA_6D') return <Balls result={(result[0] ?? '').split('')} label={label} />;
  return <Balls result={result} label={label} />;
}

const vnSpecialOf = (game: string, result: readonly string[]) => {
  const mirror = gameMirror(game)!;
  const special = tiersOf(mirror.layout, result).find((tier) => tier.tier === VN_SPECIAL_TIER)?.numbers[0];
  return (special ?? '').split('');
};

function Balls({ result, label }: { result: readonly string[]; label: string }) {
  return (
    <ul className="lr-balls" aria-label={label} data-testid="draw-balls">
      {result.map((value, i) => (
        <li key={i} className="lr-ball">
          {value}
        </li>
      ))}
    </ul>
  );
}

function Dice({ result, label }: { result: readonly string[]; label: string }) {
  const sum = result.reduce((total, face) => total + Number(face), 0);
  return (
    <div className="lr-dice-row">
      <ul className="lr-balls" aria-label={label} data-testid="draw-dice">
        {result.map((face, i) => (
          <li key={i} className={`lr-die lr-die-${face}`}>
            {Array.from({ length: Number(face) }, (_, pip) => (
              <span key={pip} className="lr-pip" aria-hidden="true" />
            ))}
            <span className="visually-hidden">{face}</span>
          </li>
        ))}
      </ul>
      <span className="lr-sum">= {sum}</span>
    </div>
  );
}

function CarChips({ result, label }: { result: readonly string[]; label: string }) {
  return (
    <ol className="lr-balls lr-cars" aria-label={label} data-testid="draw-cars">
      {result.map((car) => (
        <li key={car} className={`lr-car lr-car-${Number(car)}`}>
          {car}
        </li>
      ))}
    </ol>
  );
}

/** The VN prize table: ĐB first, then G1 … G7 (North) or G8 (Central and South); lô endings bold. */
export function VnPrizeTable({ game, result }: { game: string; result: readonly string[] }) {
  const { t } = useTranslation();
  const mirror = gameMirror(game);
  if (!mirror) return null;
  const tiers = tiersOf(mirror.layout, result);
  // Printed from the special prize down, whatever order the draw lists them in.
  const ordered = [...tiers].sort((a, b) => tierRank(a.tier) - tierRank(b.tier));
  return (
    <table className="lr-prize-table" data-testid="vn-prize-table">
      <caption className="visually-hidden">{t('lottery.results.prizeTable')}</caption>
      <tbody>
        {ordered.map((tier) => (
          <tr
            key={tier.tier}
            className={tier.tier === VN_SPECIAL_TIER ? 'lr-special' : undefined}
            data-testid={`tier-${tier.tier}`}
          >
            <th scope="row">
              {/* The tier codes printed on every Vietnamese result sheet; their names in the title. */}
              <abbr title={t(`lottery.results.vnTiers.${tier.tier}`)}>
                {tier.tier === VN_SPECIAL_TIER ? 'ĐB' : tier.tier}
              </abbr>
            </th>
            <td>
              <ul className="lr-prize-numbers">
                {tier.numbers.map((number, i) => (
                  <li key={i}>
                    {number.slice(0, -2)}
                    <strong>{number.slice(-2)}</strong>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const tierRank = (tier: string) => (tier === VN_SPECIAL_TIER ? 0 : Number(tier.slice(1)));

/** The 4D prize table: first, second and third prize, then the starters and consolation prizes. */
export function SeaPrizeTable({ game, result }: { game: string; result: readonly string[] }) {
  const { t } = useTranslation();
  const mirror = gameMirror(game);
  if (!mirror) return null;
  const tiers = tiersOf(mirror.layout, result);
  const top = tiers.filter((tier) => tier.count === 1);
  const grids = tiers.filter((tier) => tier.count > 1);
  return (
    <div className="lr-sea" data-testid="sea-prize-table">
      <dl className="lr-sea-top">
        {top.map((tier) => (
          <div key={tier.tier} className="lr-sea-prize" data-testid={`tier-${tier.tier}`}>
            <dt>{t(`lottery.results.tiers.${tier.tier}`)}</dt>
            <dd>{tier.numbers[0]}</dd>
          </div>
        ))}
      </dl>
      {grids.map((tier) => (
        <section
          key={tier.tier}
          className="lr-sea-grid"
          data-testid={`tier-${tier.tier}`}
          aria-label={t(`lottery.results.tiers.${tier.tier}`)}
        >
          <h4>{t(`lottery.results.tiers.${tier.tier}`)}</h4>
          <ul>
            {tier.numbers.map((number, i) => (
              <li key={i}>{number}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
