import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Teasers of the kinds of promotion the site runs, each opening the promotions page. They name no
 * offer, amount or date: the promotions themselves (a later issue) live on /promotions.
 */
const TEASERS = ['welcome', 'deposit', 'vip'] as const;

export function PromoStrip() {
  const { t } = useTranslation();
  return (
    <ul className="promo-strip">
      {TEASERS.map((key) => (
        <li key={key}>
          <Link to="/promotions" className="promo-card" data-testid={`home-promo-${key}`}>
            <img
              src={`/images/promos/${key}.svg`}
              alt=""
              width={320}
              height={160}
              loading="lazy"
              decoding="async"
              className="promo-card-art"
            />
            <span className="promo-card-title">{t(`home.promo.${key}.title`)}</span>
            <span className="promo-card-text">{t(`home.promo.${key}.text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
