import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navCategories, type CategoryLane } from '@/shared/lib/game-categories';
import './header.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/** Home, one entry per game category with vendors, then Promotions (spec §2). */
export function NavBar({ lanes, hidden = false }: { lanes: readonly CategoryLane[]; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="nav-bar" data-testid="nav-bar" aria-label={t('nav.label')} hidden={hidden}>
      <ul className="nav-list">
        <li>
          <NavLink to="/" end className={linkClass}>
            {t('nav.home')}
          </NavLink>
        </li>
        {navCategories(lanes).map(({ category, path }) => (
          <li key={path}>
            <NavLink to={path} className={linkClass}>
              {t(`category.${category}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/promotions" className={linkClass}>
            {t('nav.promotions')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
