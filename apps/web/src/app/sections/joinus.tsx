import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from './info-page';

const POINTS = ['commission', 'tools', 'support'] as const;

/** /join: the affiliate programme in short. */
export default function JoinusSection() {
  const { t } = useTranslation();
  return (
    <InfoPage routeName="join">
      <ul className="join-points">
        {POINTS.map((key) => (
          <li key={key}>
            <strong>{t(`join.${key}.title`)}</strong> — {t(`join.${key}.text`)}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/register">{t('join.cta')}</Link>
      </p>
    </InfoPage>
  );
}
