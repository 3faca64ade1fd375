import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Every category page of the site, whether or not it has vendors yet, with its picture. */
const CATEGORIES = [
  { key: 'LIVE', path: '/live', art: 'live' },
  { key: 'RNG', path: '/rng', art: 'rng' },
  { key: 'SPORTS', path: '/sports', art: 'sports' },
  { key: 'ESPORTS', path: '/esports', art: 'esports' },
  { key: 'FISH', path: '/fish', art: 'fish' },
  { key: 'PVP', path: '/pvp', art: 'pvp' },
  { key: 'ELOTT', path: '/elott', art: 'elott' },
  { key: 'LOTT', path: '/lottery', art: 'lott' },
] as const;

/** Category shortcuts with pictures: one row that scrolls on a phone, a grid on wider screens. */
export function CategoryTiles() {
  const { t } = useTranslation();
  return (
    <ul className="category-tiles">
      {CATEGORIES.map(({ key, path, art }) => (
        <li key={key}>
          <Link to={path} className="category-tile" data-testid={`home-category-${key}`}>
            {/* Decorative: the name is written under it. Fixed size, so nothing moves when it arrives. */}
            <img src={`/images/categories/${art}.svg`} alt="" width={56} height={56} decoding="async" />
            <span className="category-tile-name">{t(`category.${key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
