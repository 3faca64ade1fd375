import { CategoryPage } from './game-pages';

/** /sports and /esports (e-sports vendors are split out of SPORTS, spec §3). */
export default function SportsSection({ routeName }: { routeName: 'sports' | 'esports' }) {
  return <CategoryPage routeName={routeName} />;
}
