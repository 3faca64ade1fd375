import { useTranslation } from 'react-i18next';
import { useBanner } from '../../model/auth-config';
import './auth.css';

/** The merchant's banner of a group (`w_login`, `w_register`) on top of a modal, when there is one. */
export function AuthBanner({ group }: { group: 'w_login' | 'w_register' }) {
  const { t } = useTranslation();
  const banner = useBanner(group);
  if (!banner) return null;
  const image = (
    <img className="auth-banner" src={banner.url} alt={t('auth.banner')} data-testid={`banner-${group}`} />
  );
  return banner.link ? (
    <a href={banner.link} className="auth-banner-link">
      {image}
    </a>
  ) : (
    image
  );
}
