import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navCategories, type CategoryLane, type VendorSummary } from '@/shared/lib/game-categories';
import { NavCategoryEntry } from './nav-category-entry';
import './header.css';
import './nav.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

interface NavBarProps {
  lanes: readonly CategoryLane[];
  hidden?: boolean;
  /** A vendor of a dropdown was chosen: the app launches it. */
  onVendorSelect?: (vendor: VendorSummary) => void;
}

/** Home, one entry per game category with vendors (each with its vendor dropdown), then Promotions (spec §2). */
export function NavBar({ lanes, hidden = false, onVendorSelect }: NavBarProps) {
  const { t } = useTranslation();
  return (
    <nav className="nav-bar" data-testid="nav-bar" aria-label={t('nav.label')} hidden={hidden}>
      <ul className="nav-list">
        <li>
          <NavLink to="/" end className={linkClass}>
            {t('nav.home')}
          </NavLink>
        </li>
        {navCategories(lanes).map((entry) => (
          <NavCategoryEntry key={entry.path} entry={entry} onVendorSelect={onVendorSelect} />
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
