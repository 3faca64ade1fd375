import { useTranslation } from 'react-i18next';
import type { VipLevelsResponse } from '@bet/contracts/vip/vip';
import { firstServiceLevel } from '../lib/vip-format';

/**
 * How levels work, with the merchant's figures: the rolling period, the grace days below a
 * level, the upgrade bonus once per level, when the other rewards are paid, and from which level
 * VIP customer service comes.
 */
export function VipHowItWorks({ settings }: { settings: VipLevelsResponse | undefined }) {
  const { t } = useTranslation();
  if (!settings)
    return (
      <ol className="vip-how" aria-hidden="true" data-testid="vip-how-loading">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="vip-how-item">
            <span className="vip-how-step vip-skeleton-block" />
            <span className="vip-how-text">
              <span className="vip-skeleton-line" />
              <span className="vip-skeleton-line" style={{ width: '70%' }} />
            </span>
          </li>
        ))}
      </ol>
    );
  const service = firstServiceLevel(settings.levels);
  const items = [
    { key: 'period', text: t('vip.how.period', { count: settings.periodDays }) },
    {
      key: 'grace',
      text:
        settings.graceDays > 0 ? t('vip.how.grace', { count: settings.graceDays }) : t('vip.how.graceNone'),
    },
    { key: 'upgrade', text: t('vip.how.upgrade') },
    { key: 'rewards', text: t('vip.how.rewards') },
    ...(service ? [{ key: 'service', text: t('vip.how.service', { level: service.name }) }] : []),
  ];
  return (
    <ol className="vip-how" data-testid="vip-how">
      {items.map(({ key, text }, index) => (
        <li key={key} className="vip-how-item" data-testid={`vip-how-${key}`}>
          <span className="vip-how-step" aria-hidden="true">
            {index + 1}
          </span>
          <span className="vip-how-text">{text}</span>
        </li>
      ))}
    </ol>
  );
}
