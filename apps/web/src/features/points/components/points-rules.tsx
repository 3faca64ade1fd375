import { useTranslation } from 'react-i18next';
import { convertStep } from '@bet/contracts/points/points-rules';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { usePointsConfig } from '../api/points-config';
import { formatPoints, moneyText, pointsText } from '../lib/points-format';

/** Points per 1.00 of a percent: 70 % is "0.70 points per 1.00". */
const perOne = (percent: number) => formatAmount(percent / 100);

/** The rules' stand-in while they load: the first section's boxes (nothing jumps in). */
function RulesSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="points-rules" aria-busy="true" data-testid="points-rules-loading">
      <section className="points-rules-section" aria-hidden="true">
        <div className="points-rules-title">
          <span className="points-skeleton-line" style={{ width: '40%' }} />
        </div>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="points-skeleton-line points-rules-skeleton-row" />
        ))}
      </section>
      <p className="visually-hidden">{t('points.rules.loading')}</p>
    </div>
  );
}

/**
 * The rules (spec §3, §9): points per 1.00 of valid bet by game type, the deposit's points, the
 * ratio and the conversion's minimum and step, how redemptions go, and that points never expire.
 */
export function PointsRules({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const config = usePointsConfig();
  if (config.isPending) return <RulesSkeleton />;
  if (config.isError)
    return (
      <div className="form points-problem">
        <FormAlert>{messageText(t, errorMessage(config.error))}</FormAlert>
        <Button variant="secondary" onClick={() => void config.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  const rules = config.data;
  const one = formatAmount(1);
  return (
    <div className="points-rules" data-testid="points-rules">
      <section className="points-rules-section" aria-labelledby="points-rules-earn">
        <h3 id="points-rules-earn" className="points-rules-title">
          {t('points.rules.earnTitle')}
        </h3>
        <p>{t('points.rules.earnText')}</p>
        <table className="points-rules-table" data-testid="points-rules-multipliers">
          <thead>
            <tr>
              <th scope="col">{t('points.rules.category')}</th>
              <th scope="col" className="num">
                {t('points.rules.rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.multipliers.map(({ category, percent }) => (
              <tr key={category} data-testid={`points-rules-${category}`}>
                <th scope="row">{t(`category.${category}`)}</th>
                <td className="num">{t('points.rules.perOne', { points: perOne(percent), amount: one })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="points-rules-section" aria-labelledby="points-rules-deposit">
        <h3 id="points-rules-deposit" className="points-rules-title">
          {t('points.rules.depositTitle')}
        </h3>
        <p data-testid="points-rules-deposit">
          {rules.depositPercent > 0
            ? t('points.rules.deposit', {
                points: perOne(rules.depositPercent),
                amount: moneyText(currencySymbol, 1),
              })
            : t('points.rules.depositNone')}
        </p>
      </section>
      <section className="points-rules-section" aria-labelledby="points-rules-convert">
        <h3 id="points-rules-convert" className="points-rules-title">
          {t('points.rules.convertTitle')}
        </h3>
        <ul className="points-rules-list">
          <li data-testid="points-rules-ratio">
            {t('points.rules.ratio', {
              points: formatPoints(rules.ratio),
              amount: moneyText(currencySymbol, 1),
            })}
          </li>
          {rules.convertEnabled ? (
            <>
              <li data-testid="points-rules-min">
                {t('points.rules.min', { points: pointsText(t, rules.convertMin) })}
              </li>
              <li data-testid="points-rules-step">
                {t('points.rules.step', { points: pointsText(t, convertStep(rules.ratio)) })}
              </li>
            </>
          ) : (
            <li data-testid="points-rules-convert-off">{t('points.rules.convertOff')}</li>
          )}
        </ul>
      </section>
      <section className="points-rules-section" aria-labelledby="points-rules-redeem">
        <h3 id="points-rules-redeem" className="points-rules-title">
          {t('points.rules.redeemTitle')}
        </h3>
        <p>{t('points.rules.redeemText')}</p>
        <p className="points-rules-expire" data-testid="points-rules-expire">
          {t('points.rules.expire')}
        </p>
      </section>
    </div>
  );
}
